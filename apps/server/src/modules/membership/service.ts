import type { Membership } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships } from '../../db/schema/index.ts';

/**
 * The caller's membership as the client sees it. A yearly membership whose period has ended reads
 * `expired`, whatever its stored status.
 */
export async function getMembership(db: DbOrTx, userId: string, now: Date): Promise<Membership | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  if (!row) return null;
  const lapsed = row.plan === 'yearly' && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return {
    plan: row.plan,
    status: lapsed ? 'expired' : row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}
