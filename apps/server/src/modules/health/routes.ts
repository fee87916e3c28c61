import { HealthResponse } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/responses.ts';

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
};
