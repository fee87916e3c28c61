import { and, count, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewCards } from '../../db/schema/index.ts';

/** The learner's review cards due now (the review deck's summary counts the same way). */
export async function dueReviewsOf(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)));
  return row?.n ?? 0;
}
