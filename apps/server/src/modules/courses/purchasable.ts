import { COURSE_MESSAGES, PAYMENT_MESSAGES, paths } from '@medprep/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, enrollments, purchases } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hasPurchased } from '../payments/access.ts';
import type { Purchasable } from '../payments/registry.ts';
import { UUID } from './instructor-course.ts';

/**
 * Fulfilment of a course purchase: the buyer is enrolled via purchase (an existing enrolment, e.g. through
 * a membership, switches to it), in the fulfilment transaction.
 */
async function enrollViaPurchase(tx: DbOrTx, userId: string, courseId: string, now: Date): Promise<void> {
  const [created] = await tx
    .insert(enrollments)
    .values({ userId, courseId, via: 'purchase', activatedAt: now })
    .onConflictDoUpdate({ target: [enrollments.userId, enrollments.courseId], set: { via: 'purchase' } })
    .returning({ activatedAt: enrollments.activatedAt });
  if (created?.activatedAt.getTime() === now.getTime()) {
    await tx
      .update(courses)
      .set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` })
      .where(eq(courses.id, courseId));
  }
}

/**
 * Courses on sale (the item is the course id). Only a published course can be bought: an unpublished or
 * archived one is not found, a free one is enrolled in instead, and its instructor already has it.
 */
export const coursePurchasable: Purchasable = {
  kind: 'course',
  async load(db, buyer, courseId) {
    if (!UUID.test(courseId)) throw notFound(COURSE_MESSAGES.notFound);
    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    if (course?.status !== 'published') throw notFound(COURSE_MESSAGES.notFound);
    if (course.priceMinor === 0) throw new AppError('conflict', PAYMENT_MESSAGES.freeNeedsNoCheckout);
    if (course.ownerId === buyer.id) throw new AppError('bad_request', PAYMENT_MESSAGES.alreadyOwned);
    return {
      title: course.title,
      amountMinor: course.priceMinor,
      currency: course.currency,
      successPath: paths.coursePurchaseSuccess(course.slug),
      cancelPath: paths.course(course.slug),
    };
  },
  owns: (db, userId, courseId) => hasPurchased(db, userId, 'course', courseId),
  async grant(tx, order, now) {
    // Fulfilment recorded the purchase; its unique key (buyer, kind, item) already refused a second one.
    await enrollViaPurchase(tx, order.userId, order.itemRef, now);
    return true;
  },
  async deepLink(db, courseId) {
    if (!UUID.test(courseId)) return null;
    const [course] = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, courseId));
    return course ? paths.learn(course.slug) : null;
  },
  async summaries(db, courseIds) {
    const ids = courseIds.filter((id) => UUID.test(id));
    const rows = ids.length
      ? await db
          .select({ id: courses.id, title: courses.title, slug: courses.slug, thumbnail: courses.thumbnail })
          .from(courses)
          .where(inArray(courses.id, ids))
      : [];
    return new Map(
      rows.map((c) => [c.id, { title: c.title, thumbnail: c.thumbnail, deepLink: paths.learn(c.slug) }]),
    );
  },
  async hasBuyers(db, courseId) {
    if (!UUID.test(courseId)) return false;
    const [bought] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.kind, 'course'), eq(purchases.itemId, courseId)))
      .limit(1);
    if (bought) return true;
    const [enrolled] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.courseId, courseId))
      .limit(1);
    return Boolean(enrolled);
  },
};
