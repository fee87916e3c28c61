import { ProgressQuery, ProgressResponse } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { progressOf } from './progress.ts';

const tags = ['progress'];

/** The learner's own progress. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/me/progress',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's totals, topics with their weekly trend, and mocks taken",
        querystring: ProgressQuery,
        response: { 200: ProgressResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => progressOf(db, await requireUser(request), request.query.tz, clock.now()),
  );
};
