import { AuditQuery, AuditResponse } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/responses.ts';
import { listAudit } from './service.ts';

/** The audit trail is read-only through the API: there is no route that edits or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail, newest first: filter by actor (a user id), action and target',
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAudit(app.deps.db, request.query),
  );
};
