/** A person's reviews and reports: their data export, and erasing them when the account is deleted. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reviewReports, reviews } from '../../db/schema/index.ts';
import { lockItem, recountItem } from './items.ts';

export async function exportReviewData(db: DbOrTx, userId: string) {
  const [written, reported] = await Promise.all([
    db
      .select({
        kind: reviews.kind,
        itemId: reviews.itemId,
        rating: reviews.rating,
        text: reviews.text,
        status: reviews.status,
        reply: reviews.replyText,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .where(eq(reviews.authorId, userId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        createdAt: reviewReports.createdAt,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, userId))
      .orderBy(asc(reviewReports.createdAt)),
  ]);
  return {
    reviews: written.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    reports: reported.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * Removes the person's reviews (a rating is theirs alone, unlike a discussion answer others build on) and
 * recounts each thing they rated, and their reports; inside the deletion's transaction.
 */
export async function eraseReviews(tx: Tx, userId: string): Promise<void> {
  const mine = await tx
    .select({ kind: reviews.kind, itemId: reviews.itemId })
    .from(reviews)
    .where(eq(reviews.authorId, userId))
    .orderBy(asc(reviews.kind), asc(reviews.itemId));
  for (const { kind, itemId } of mine) await lockItem(tx, kind, itemId);
  await tx.delete(reviews).where(eq(reviews.authorId, userId));
  for (const { kind, itemId } of mine) await recountItem(tx, kind, itemId);
  await tx.delete(reviewReports).where(eq(reviewReports.reporterId, userId));
}
