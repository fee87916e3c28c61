/** Asking a learner, once, to review what they just finished. */
import { REVIEW_ANCHOR, REVIEW_PROMPT_TITLES } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewPrompts, reviews } from '../../db/schema/index.ts';
import { notify } from '../notifications/service.ts';
import { loadItem } from './items.ts';

/**
 * After a completed tutoring session, a submitted mock, or a course at 100 %: a notice in the bell asking
 * for a review, sent at most once per person and thing, and not when they have reviewed it already. Call it
 * inside the transaction of the change that earned it.
 */
export async function askForReview(
  tx: DbOrTx,
  input: { userId: string; kind: 'course' | 'quiz' | 'tutor'; itemId: string; now: Date },
): Promise<void> {
  const { userId, kind, itemId, now } = input;
  const reviewed = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.kind, kind), eq(reviews.itemId, itemId), eq(reviews.authorId, userId)))
    .limit(1);
  if (reviewed.length > 0) return;
  const first = await tx
    .insert(reviewPrompts)
    .values({ userId, kind, itemId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: reviewPrompts.userId });
  if (first.length === 0) return;
  const item = await loadItem(tx, kind, itemId);
  await notify(tx, {
    userId,
    kind: 'review_prompt',
    title: REVIEW_PROMPT_TITLES[kind](item.title),
    link: `${item.link}#${REVIEW_ANCHOR}`,
    at: now,
  });
}
