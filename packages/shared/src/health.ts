import { z } from 'zod';

export const HealthResponse = z
  .object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** One part readiness checks: `ok`, `failed` (an error or no answer in time), or the server `stopping`. */
export const ReadinessCheck = z.enum(['ok', 'failed', 'stopping']);
export const ReadinessResponse = z
  .object({
    ok: z.boolean(),
    checks: z.object({
      server: ReadinessCheck,
      database: ReadinessCheck.optional(),
      redis: ReadinessCheck.optional(),
      storage: ReadinessCheck.optional(),
    }),
  })
  .meta({ id: 'ReadinessResponse' });
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
