import { HealthResponse, ReadinessResponse } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/responses.ts';
import { readiness } from './readiness.ts';

export const APP_VERSION = '0.1.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponse, 503: errorResponses(400)[400] },
      },
    },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError('unavailable', 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: the database, Redis and the storage bucket answer, and the server is not stopping',
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (_request, reply) => {
      const result = await readiness(app);
      return reply.code(result.ok ? 200 : 503).send(result);
    },
  );
};
