import { MAIL_RETRY_BACKOFF_SEC } from './copy.ts';

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function mailRetryDelaySec(attempts: number): number {
  const table = MAIL_RETRY_BACKOFF_SEC;
  return table[Math.min(Math.max(attempts, 1), table.length) - 1]!;
}
