import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInLimits } from '../../db/schema/index.ts';

/** One limit: `burst` attempts, refilled by one every `intervalSec` seconds. */
export interface BucketLimit {
  burst: number;
  intervalSec: number;
}

/** One bucket to draw from: a scope (for reading), the thing it counts, and its limit. */
export interface Bucket {
  scope: string;
  subject: string;
  limit: BucketLimit;
}

export type TakeOutcome =
  | { ok: true; buckets: Bucket[] }
  | { ok: false; refusedBy: Bucket; retryAfterSec: number };

/** Buckets are stored under a hash of their scope and subject: no emails or addresses at rest, bounded keys. */
export function bucketKey(bucket: Pick<Bucket, 'scope' | 'subject'>): string {
  return `${bucket.scope}:${createHash('sha256').update(bucket.subject).digest('base64url')}`;
}

class Refused extends Error {
  constructor(
    readonly bucket: Bucket,
    readonly retryAfterSec: number,
  ) {
    super('refused');
  }
}

const seconds = (n: number) => sql`(${n} * interval '1 second')`;
const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one attempt from every bucket, or from none (one transaction). Each bucket is one conditional
 * upsert-and-increment with RETURNING, so concurrent attempts are counted one after another by the
 * database and can never together pass a limit; buckets are taken in key order, so two attempts never
 * wait on each other in a cycle. A refused attempt changes nothing.
 */
export async function takeAttempt(db: Db, buckets: Bucket[], now: Date): Promise<TakeOutcome> {
  const ordered = [...buckets].sort((a, b) => (bucketKey(a) < bucketKey(b) ? -1 : 1));
  try {
    await db.transaction(async (tx) => {
      for (const bucket of ordered) {
        const { burst, intervalSec } = bucket.limit;
        const key = bucketKey(bucket);
        const next = sql`greatest(${signInLimits.fullAt}, ${instant(now)}) + ${seconds(intervalSec)}`;
        const [taken] = await tx
          .insert(signInLimits)
          .values({ key, fullAt: new Date(now.getTime() + intervalSec * 1000) })
          .onConflictDoUpdate({
            target: signInLimits.key,
            set: { fullAt: next },
            setWhere: sql`${next} <= ${instant(now)} + ${seconds(burst * intervalSec)}`,
          })
          .returning({ fullAt: signInLimits.fullAt });
        if (!taken) {
          const [row] = await tx
            .select({ fullAt: signInLimits.fullAt })
            .from(signInLimits)
            .where(eq(signInLimits.key, key));
          const waitMs =
            (row?.fullAt.getTime() ?? now.getTime()) - now.getTime() - (burst - 1) * intervalSec * 1000;
          throw new Refused(bucket, Math.max(1, Math.ceil(waitMs / 1000)));
        }
      }
    });
  } catch (error) {
    if (error instanceof Refused)
      return { ok: false, refusedBy: error.bucket, retryAfterSec: error.retryAfterSec };
    throw error;
  }
  // Now and then, forget buckets that are full again (a missing row is a full bucket).
  if (Math.random() < 0.02) await db.delete(signInLimits).where(lt(signInLimits.fullAt, now));
  return { ok: true, buckets };
}

/** Gives an attempt back (the password was right: only failures count). */
export async function giveBack(db: Db, buckets: Bucket[]): Promise<void> {
  const ordered = [...buckets].sort((a, b) => (bucketKey(a) < bucketKey(b) ? -1 : 1));
  for (const bucket of ordered) {
    await db
      .update(signInLimits)
      .set({ fullAt: sql`${signInLimits.fullAt} - ${seconds(bucket.limit.intervalSec)}` })
      .where(eq(signInLimits.key, bucketKey(bucket)));
  }
}
