/** Writing and reading reviews: the list and summary of a thing, the caller's own review, replies and reports. */
import {
  isUuid,
  type RatingSummary,
  REVIEW_MESSAGES,
  type Review,
  type ReviewBody,
  type ReviewKind,
  type ReviewsResponse,
  type ReviewViewer,
  reviewerName,
} from '@medprep/shared';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewReports, reviews, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { one } from '../../platform/sql.ts';
import { assertMayReview, loadItem, lockItem, recountItem, storedRating, whyNotReview } from './items.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export const reviewNotFound = () => notFound(REVIEW_MESSAGES.notFound);

export const toReview = (row: ReviewRow, authorName: string | null): Review => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  author: { name: authorName ? reviewerName(authorName) : REVIEW_MESSAGES.deletedUser },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  reply: row.replyText && row.replyAt ? { text: row.replyText, createdAt: row.replyAt.toISOString() } : null,
});

/** The stored average and count, and the five bars, of the thing's visible reviews. */
export async function ratingSummary(db: DbOrTx, kind: ReviewKind, itemId: string): Promise<RatingSummary> {
  const [stored, bars] = await Promise.all([
    storedRating(db, kind, itemId),
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.kind, kind), eq(reviews.itemId, itemId), eq(reviews.status, 'visible')))
      .groupBy(reviews.rating),
  ]);
  const histogram = [0, 0, 0, 0, 0];
  for (const bar of bars) histogram[bar.rating - 1] = Number(bar.n);
  return { ...stored, histogram };
}

async function myReview(db: DbOrTx, userId: string, kind: ReviewKind, itemId: string) {
  return one(
    db
      .select({ review: reviews, name: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(and(eq(reviews.kind, kind), eq(reviews.itemId, itemId), eq(reviews.authorId, userId))),
  );
}

/** `GET /reviews/{kind}/{itemId}`: visible reviews newest first, the summary, and what the caller may do. */
export async function listReviews(
  db: DbOrTx,
  viewer: AuthUser | null,
  kind: ReviewKind,
  itemId: string,
  query: { page: number; limit: number },
  now: Date,
): Promise<ReviewsResponse> {
  const item = await loadItem(db, kind, itemId);
  const { limit, offset } = pageWindow(query);
  const [rows, summary] = await Promise.all([
    db
      .select({ review: reviews, name: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(and(eq(reviews.kind, kind), eq(reviews.itemId, item.id), eq(reviews.status, 'visible')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    ratingSummary(db, kind, item.id),
  ]);
  const total = summary.histogram.reduce((a, b) => a + b, 0);
  const page = toPage(rows, query, { total, map: (r) => toReview(r.review, r.name) });
  let viewerState: ReviewViewer | null = null;
  if (viewer) {
    const [reason, mine] = await Promise.all([
      whyNotReview(db, viewer, item, now),
      myReview(db, viewer.id, kind, item.id),
    ]);
    viewerState = {
      canReview: reason === null,
      reason,
      isOwner: item.ownerId === viewer.id,
      mine: mine ? { ...toReview(mine.review, mine.name), status: mine.review.status } : null,
    };
  }
  return { ...page, summary, viewer: viewerState };
}

/**
 * `PUT /reviews/{kind}/{itemId}`: writes or changes the caller's one review of the thing and recounts its
 * rating in the same transaction, under the thing's row lock. `created` says whether it is new.
 */
export async function saveReview(
  db: DbOrTx,
  user: AuthUser,
  kind: ReviewKind,
  itemId: string,
  input: ReviewBody,
  now: Date,
): Promise<{ review: Review; summary: RatingSummary; created: boolean }> {
  const item = await loadItem(db, kind, itemId);
  await assertMayReview(db, user, item, now);
  return db.transaction(async (tx) => {
    await lockItem(tx, kind, item.id);
    const [row] = await tx
      .insert(reviews)
      .values({
        kind,
        itemId: item.id,
        authorId: user.id,
        rating: input.rating,
        text: input.text ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [reviews.kind, reviews.itemId, reviews.authorId],
        set: { rating: input.rating, text: input.text ?? '', updatedAt: now },
      })
      .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
    await recountItem(tx, kind, item.id);
    const { created, ...review } = row!;
    return {
      review: toReview(review, user.name),
      summary: await ratingSummary(tx, kind, item.id),
      created: Boolean(created),
    };
  });
}

/** `DELETE /reviews/{kind}/{itemId}`: removes the caller's review (404 when there is none) and recounts. */
export async function deleteReview(db: Db, user: AuthUser, kind: ReviewKind, itemId: string): Promise<void> {
  const item = await loadItem(db, kind, itemId);
  await db.transaction(async (tx) => {
    await lockItem(tx, kind, item.id);
    const gone = await tx
      .delete(reviews)
      .where(and(eq(reviews.kind, kind), eq(reviews.itemId, item.id), eq(reviews.authorId, user.id)))
      .returning({ id: reviews.id });
    if (gone.length === 0) throw reviewNotFound();
    await recountItem(tx, kind, item.id);
  });
}

async function loadReview(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw reviewNotFound();
  const row = await one(
    db
      .select({ review: reviews, name: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(eq(reviews.id, id)),
  );
  if (!row) throw reviewNotFound();
  return row;
}

/** `POST /reviews/{id}/reply`: the thing's owner answers a review in public (again: replaces the answer). */
export async function replyToReview(db: DbOrTx, user: AuthUser, id: string, text: string, now: Date) {
  const { review } = await loadReview(db, id);
  const item = await loadItem(db, review.kind, review.itemId);
  if (item.ownerId !== user.id) throw forbidden(REVIEW_MESSAGES.replyOwnerOnly);
  const [row] = await db
    .update(reviews)
    .set({ replyText: text, replyAt: now })
    .where(eq(reviews.id, review.id))
    .returning();
  const { name } = await loadReview(db, id);
  return { review: toReview(row!, name), summary: await ratingSummary(db, review.kind, review.itemId) };
}

/**
 * `POST /reviews/{id}/report`: flags a visible review for the admins, once per person (reporting again
 * changes nothing). Hidden reviews are not found.
 */
export async function reportReview(db: Db, user: AuthUser, id: string, reason: string, now: Date) {
  const { review } = await loadReview(db, id);
  if (review.status !== 'visible') throw reviewNotFound();
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(reviewReports)
      .values({ reviewId: review.id, reporterId: user.id, reason, createdAt: now })
      .onConflictDoNothing()
      .returning({ reviewId: reviewReports.reviewId });
    if (added.length === 0) return;
    await tx
      .update(reviews)
      .set({ reportCount: sql`${reviews.reportCount} + 1`, lastReportedAt: now })
      .where(eq(reviews.id, review.id));
  });
  return { reported: true as const };
}
