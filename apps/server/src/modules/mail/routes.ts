import { AdminOutboxQuery, AdminOutboxResponse, OutboxMail, OutboxMailParams } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/responses.ts';
import { kickMail, listOutbox, resendMail } from './service.ts';

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mail'],
        summary: 'Recent mail and its state, newest first',
        querystring: AdminOutboxQuery,
        response: { 200: AdminOutboxResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listOutbox(app.deps.db, request.query),
  );

  app.post(
    '/admin/outbox/:id/resend',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mail'],
        summary: 'Queue a mail to be sent again',
        params: OutboxMailParams,
        response: { 200: OutboxMail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const mail = await resendMail(app.deps, request.params.id);
      kickMail(app.deps, request.log);
      return mail;
    },
  );
};
