import { z } from 'zod';

export const HealthResponse = z
  .object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;
