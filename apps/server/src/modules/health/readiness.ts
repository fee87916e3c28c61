import type { ReadinessResponse } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isStopping } from '../../platform/lifecycle.ts';

/** How long each readiness check may take before it counts as failed. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'failed';

/** Runs `probe`, answering 'failed' on an error or when it has not answered within the timeout. */
async function within(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('failed'), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then((): Check => 'ok'), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this server should get traffic: not stopping, and the database (and Redis, and the storage
 * bucket, when configured) answer, all checked at once.
 */
export async function readiness(app: FastifyInstance): Promise<ReadinessResponse> {
  if (isStopping(app)) return { ok: false, checks: { server: 'stopping' } };
  const { db, storage } = app.deps;
  const redis = app.redis;
  const [database, redisCheck, storageCheck] = await Promise.all([
    within(() => db.execute(sql`select 1`)),
    redis ? within(() => redis.ping()) : undefined,
    storage.check ? within(() => storage.check!()) : undefined,
  ]);
  const checks: ReadinessResponse['checks'] = { server: 'ok', database };
  if (redisCheck) checks.redis = redisCheck;
  if (storageCheck) checks.storage = storageCheck;
  return { ok: Object.values(checks).every((check) => check === 'ok'), checks };
}
