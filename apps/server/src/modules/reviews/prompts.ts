/** Asking a learner, once, to review what they just finished. */
import { REVIEW_ANCHOR, REVIEW_PROMPT_TITLES } from '@medprep/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewPrompts, reviews } from '../../db/schema/index.ts';
import { notify, notifySql } from '../notifications/service.ts';
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

/**
 * askForReview for a thing the caller has read already (its title and page): two CTEs, `review_prompted` and
 * `review_notice`, to put in a statement of the caller's transaction (`with ..., ${askForReviewSql(...)} select
 * ...`). The prompt is inserted unless the person has reviewed the thing or was asked before, and the notice
 * only when it was; no round trip of its own.
 */
export function askForReviewSql(
  input: { userId: string; kind: 'course' | 'quiz' | 'tutor'; itemId: string; now: Date },
  item: { title: string; link: string },
): SQL {
  const { userId, kind, itemId, now } = input;
  const notice = notifySql(
    {
      userId,
      kind: 'review_prompt',
      title: REVIEW_PROMPT_TITLES[kind](item.title),
      link: `${item.link}#${REVIEW_ANCHOR}`,
      at: now,
    },
    sql`review_prompted`,
  );
  return sql`review_prompted as (
    insert into ${reviewPrompts} (user_id, kind, item_id, created_at)
    select ${userId}::uuid, ${kind}, ${itemId}::uuid, ${now.toISOString()}::timestamptz
    where not exists (
      select 1 from ${reviews} where kind = ${kind} and item_id = ${itemId}::uuid and author_id = ${userId}::uuid
    )
    on conflict do nothing
    returning user_id
  ),
  review_notice as (${notice})`;
}
