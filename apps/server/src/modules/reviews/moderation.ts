/** The admins' side: reported and hidden reviews, and hiding or showing one. */
import {
  type AdminReview,
  type AdminReviewFilter,
  type AdminReviewsResponse,
  AUDIT_ACTIONS,
  isUuid,
  type ReviewStatus,
} from '@medprep/shared';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { courses, libraryEntries, quizzes, reviewReports, reviews, users } from '../../db/schema/index.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { one } from '../../platform/sql.ts';
import { type ActorContext, recordAudit } from '../audit/index.ts';
import { lockItem, recountItem } from './items.ts';
import { type ReviewRow, reviewNotFound, toReview } from './service.ts';

const itemTitle = sql<string>`coalesce(
  (select ${courses.title} from ${courses} where ${reviews.kind} = 'course' and ${courses.id} = ${reviews.itemId}),
  (select ${quizzes.title} from ${quizzes} where ${reviews.kind} = 'quiz' and ${quizzes.id} = ${reviews.itemId}),
  (select ${libraryEntries.title} from ${libraryEntries} where ${reviews.kind} in ('resource', 'ebook') and ${libraryEntries.id} = ${reviews.itemId}),
  (select tu.name from users tu where ${reviews.kind} = 'tutor' and tu.id = ${reviews.itemId}),
  '')`;
const lastReason = sql<
  string | null
>`(select ${reviewReports.reason} from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} order by ${reviewReports.createdAt} desc limit 1)`;

const columns = { review: reviews, name: users.name, itemTitle, lastReason };
type AdminRow = { review: ReviewRow; name: string; itemTitle: string; lastReason: string | null };

const toAdminReview = (row: AdminRow): AdminReview => ({
  ...toReview(row.review, row.name),
  kind: row.review.kind,
  itemId: row.review.itemId,
  itemTitle: row.itemTitle,
  status: row.review.status,
  reportCount: row.review.reportCount,
  lastReportReason: row.lastReason,
});

/** `GET /admin/reviews?status=reported|hidden`: visible reviews with open reports (most recent first), or hidden ones. */
export async function listAdminReviews(
  db: DbOrTx,
  query: { page: number; limit: number; status: AdminReviewFilter },
): Promise<AdminReviewsResponse> {
  const where =
    query.status === 'hidden'
      ? eq(reviews.status, 'hidden')
      : and(eq(reviews.status, 'visible'), gt(reviews.reportCount, 0));
  const order =
    query.status === 'hidden'
      ? [desc(reviews.hiddenAt), desc(reviews.id)]
      : [desc(reviews.lastReportedAt), desc(reviews.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    one(db.select({ n: count() }).from(reviews).where(where)),
  ]);
  return toPage(rows, query, { total: Number(total?.n ?? 0), map: toAdminReview });
}

/**
 * Hides a review (it stops counting in the thing's rating) or shows it again; showing also clears its
 * reports (an admin has judged it). One function for both, so that every moderation passes one place.
 */
export async function setReviewVisibility(
  db: Db,
  id: string,
  status: ReviewStatus,
  audit: ActorContext,
  now: Date,
): Promise<AdminReview> {
  if (!isUuid(id)) throw reviewNotFound();
  const found = await one(db.select({ review: reviews }).from(reviews).where(eq(reviews.id, id)));
  if (!found) throw reviewNotFound();
  const { kind, itemId } = found.review;
  await db.transaction(async (tx) => {
    await lockItem(tx, kind, itemId);
    // Hiding and showing again are audited (in this transaction); keeping a reported review is not.
    const [before] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id));
    if (before && before.status !== status) {
      await recordAudit(tx, audit, {
        action: status === 'hidden' ? AUDIT_ACTIONS.reviewHidden : AUDIT_ACTIONS.reviewUnhidden,
        target: { kind: 'review', id },
        subjectUserId: found.review.authorId,
        changes: { status: [before.status, status] },
        at: now,
      });
    }
    if (status === 'hidden') {
      await tx.update(reviews).set({ status, hiddenAt: now }).where(eq(reviews.id, id));
    } else {
      await tx
        .update(reviews)
        .set({ status, hiddenAt: null, reportCount: 0, lastReportedAt: null })
        .where(eq(reviews.id, id));
      await tx.delete(reviewReports).where(eq(reviewReports.reviewId, id));
    }
    await recountItem(tx, kind, itemId);
  });
  const row = await one(
    db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(eq(reviews.id, id)),
  );
  return toAdminReview(row!);
}
