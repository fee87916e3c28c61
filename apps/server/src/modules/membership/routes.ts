import { MembershipResponse } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { getMembership } from './service.ts';

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/membership',
    {
      schema: {
        tags: ['membership'],
        summary: "The caller's membership, or null",
        security: [{ bearerAuth: [] }],
        response: { 200: MembershipResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { membership: await getMembership(app.deps.db, user.id, app.deps.clock.now()) };
    },
  );
};
