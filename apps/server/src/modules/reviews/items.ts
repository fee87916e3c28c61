/**
 * The things people review, one table per kind: finding one (title, owner, page), whether a person has
 * earned the right to review it, and its rating counters, which every review write recounts under the
 * thing's row lock.
 */
import { isUuid, paths, REVIEW_MESSAGES, REVIEW_NOT_EARNED, type ReviewKind } from '@medprep/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  courses,
  enrollments,
  libraryEntries,
  quizAttempts,
  quizzes,
  reviews,
  tutoringSessions,
  tutorProfiles,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { one } from '../../platform/sql.ts';
import { accessSource } from '../membership/access.ts';

export interface ReviewedItem {
  kind: ReviewKind;
  id: string;
  title: string;
  ownerId: string;
  /** The thing's public page. */
  link: string;
  priceMinor: number;
  includedInMembership: boolean;
}

export const itemNotFound = () => notFound(REVIEW_MESSAGES.itemNotFound);

/** The thing, or 404 (an unknown id, or a library entry of the other kind). */
export async function loadItem(db: DbOrTx, kind: ReviewKind, itemId: string): Promise<ReviewedItem> {
  if (!isUuid(itemId)) throw itemNotFound();
  const item = await findItem(db, kind, itemId);
  if (!item) throw itemNotFound();
  return item;
}

async function findItem(db: DbOrTx, kind: ReviewKind, id: string): Promise<ReviewedItem | undefined> {
  const base = { kind, id, priceMinor: 0, includedInMembership: false };
  switch (kind) {
    case 'course': {
      const row = await one(
        db
          .select({ title: courses.title, ownerId: courses.ownerId, slug: courses.slug })
          .from(courses)
          .where(eq(courses.id, id)),
      );
      return row && { ...base, title: row.title, ownerId: row.ownerId, link: paths.course(row.slug) };
    }
    case 'quiz': {
      const row = await one(
        db
          .select({ title: quizzes.title, ownerId: quizzes.ownerId, slug: quizzes.slug })
          .from(quizzes)
          .where(eq(quizzes.id, id)),
      );
      return row && { ...base, title: row.title, ownerId: row.ownerId, link: paths.quiz(row.slug) };
    }
    case 'resource':
    case 'ebook': {
      const row = await one(
        db
          .select()
          .from(libraryEntries)
          .where(and(eq(libraryEntries.id, id), eq(libraryEntries.kind, kind))),
      );
      return (
        row && {
          ...base,
          title: row.title,
          ownerId: row.ownerId,
          link: paths.libraryDetail(kind, row.slug),
          priceMinor: row.priceMinor,
          includedInMembership: row.includedInMembership,
        }
      );
    }
    case 'tutor': {
      const row = await one(
        db
          .select({ name: users.name })
          .from(tutorProfiles)
          .innerJoin(users, eq(users.id, tutorProfiles.userId))
          .where(eq(tutorProfiles.userId, id)),
      );
      return row && { ...base, title: row.name, ownerId: id, link: paths.tutor(id) };
    }
  }
}

/** Whether this person has earned a review of the thing: enrolled, submitted, unlocked, or taught. */
async function hasEarned(db: DbOrTx, user: AuthUser, item: ReviewedItem, now: Date): Promise<boolean> {
  const exists = async (query: PromiseLike<unknown[]>) => (await query).length > 0;
  switch (item.kind) {
    case 'course':
      return exists(
        db
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, item.id)))
          .limit(1),
      );
    case 'quiz':
      return exists(
        db
          .select({ id: quizAttempts.id })
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.userId, user.id),
              eq(quizAttempts.quizId, item.id),
              eq(quizAttempts.status, 'submitted'),
            ),
          )
          .limit(1),
      );
    case 'resource':
    case 'ebook': {
      // Unlocked as a learner: free, bought, or in their membership (not as its owner or an admin).
      const source = await accessSource(db, { ...user, role: 'user' }, { ...item, kind: item.kind }, now);
      return source === 'free' || source === 'purchase' || source === 'membership';
    }
    case 'tutor':
      return exists(
        db
          .select({ id: tutoringSessions.id })
          .from(tutoringSessions)
          .where(
            and(
              eq(tutoringSessions.learnerId, user.id),
              eq(tutoringSessions.tutorId, item.id),
              eq(tutoringSessions.status, 'completed'),
            ),
          )
          .limit(1),
      );
  }
}

/** Why this person may not review the thing, or null when they may. */
export async function whyNotReview(
  db: DbOrTx,
  user: AuthUser,
  item: ReviewedItem,
  now: Date,
): Promise<string | null> {
  if (item.ownerId === user.id) return REVIEW_MESSAGES.ownItem;
  return (await hasEarned(db, user, item, now)) ? null : REVIEW_NOT_EARNED[item.kind];
}

/** 403 with what earns the right, unless the person may review the thing. */
export async function assertMayReview(db: DbOrTx, user: AuthUser, item: ReviewedItem, now: Date) {
  const reason = await whyNotReview(db, user, item, now);
  if (reason) throw forbidden(reason);
}

/** The rating columns of each kind's table. */
function counters(kind: ReviewKind) {
  switch (kind) {
    case 'course':
      return { table: courses, id: courses.id, avg: courses.ratingAvg, count: courses.ratingCount };
    case 'quiz':
      return { table: quizzes, id: quizzes.id, avg: quizzes.ratingAvg, count: quizzes.ratingCount };
    case 'resource':
    case 'ebook':
      return {
        table: libraryEntries,
        id: libraryEntries.id,
        avg: libraryEntries.ratingAvg,
        count: libraryEntries.ratingCount,
      };
    case 'tutor':
      return {
        table: tutorProfiles,
        id: tutorProfiles.userId,
        avg: tutorProfiles.ratingAvg,
        count: tutorProfiles.ratingCount,
      };
  }
}

/**
 * Locks the thing's row for the rest of the transaction. Every review write takes it first, so concurrent
 * writes on one thing queue, and each recount (a later statement) sees the ones committed before it.
 */
export async function lockItem(tx: DbOrTx, kind: ReviewKind, itemId: string): Promise<void> {
  const c = counters(kind);
  await tx.execute(sql`select 1 from ${c.table} where ${c.id} = ${itemId} for update`);
}

/** Recounts the thing's average (one decimal) and count from its visible reviews; call under `lockItem`. */
export async function recountItem(tx: DbOrTx, kind: ReviewKind, itemId: string): Promise<void> {
  const c = counters(kind);
  const visible = sql`${reviews.kind} = ${kind} and ${reviews.itemId} = ${itemId} and ${reviews.status} = 'visible'`;
  // Every kind's table names its counters alike.
  await tx.execute(sql`update ${c.table} set
    rating_avg = (select coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8 from ${reviews} where ${visible}),
    rating_count = (select count(*)::int from ${reviews} where ${visible})
    where ${c.id} = ${itemId}`);
}

/** The thing's stored average and count. */
export async function storedRating(db: DbOrTx, kind: ReviewKind, itemId: string) {
  const c = counters(kind);
  const rows = await db.execute(
    sql`select ${c.avg} as "ratingAvg", ${c.count} as "ratingCount" from ${c.table} where ${c.id} = ${itemId}`,
  );
  const row = (rows as unknown as { rows: { ratingAvg: number; ratingCount: number }[] }).rows[0];
  return { ratingAvg: Number(row?.ratingAvg ?? 0), ratingCount: Number(row?.ratingCount ?? 0) };
}
