import {
  AdminTutorMatchBody,
  AdminTutorRequestsQuery,
  AdminTutorRequestsResponse,
  TutorRequestParams,
  TutorRequestResponse,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/responses.ts';
import { listAdminRequests, matchRequest } from './requests.ts';

const tags = ['tutors'];

/** Admins' tutor routes: the matching-request queue and matching a tutor. */
export const adminTutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db, clock } = deps;

  app.get(
    '/admin/tutor-requests',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Tutor-matching requests (default: paid, oldest due first)',
        querystring: AdminTutorRequestsQuery,
        response: { 200: AdminTutorRequestsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminRequests(db, request.query),
  );

  app.post(
    '/admin/tutor-requests/:id/match',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mark a paid request matched with a tutor',
        params: TutorRequestParams,
        body: AdminTutorMatchBody,
        response: { 200: TutorRequestResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => matchRequest(db, request.params.id, request.body.tutorId, clock.now()),
  );
};
