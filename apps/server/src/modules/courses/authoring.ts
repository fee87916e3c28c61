import {
  COURSE_MESSAGES,
  type CourseStatus,
  type InstructorCourse,
  type InstructorCourseListQuery,
  type UpdateCourseBody,
} from '@medprep/shared';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courses, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { assertNoBuyers } from '../payments/buyers.ts';
import { coursePurchasable } from './purchasable.ts';
import { uniqueCourseSlug, withSlugRetry } from './slug.ts';

type InstructorListQuery = z.output<typeof InstructorCourseListQuery>;
type CoursePatch = z.output<typeof UpdateCourseBody>;

import { summaryColumns, toSummary } from './catalogue.ts';
import { loadManaged, toInstructorCourse } from './instructor-course.ts';

/** Instructors create, edit, price, publish and delete their courses. */
export async function createCourse(db: DbOrTx, user: AuthUser, title: string): Promise<InstructorCourse> {
  return withSlugRetry(async () => {
    const slug = await uniqueCourseSlug(db, title);
    const [course] = await db.insert(courses).values({ title, slug, ownerId: user.id }).returning();
    return toInstructorCourse(db, course!);
  });
}

export async function updateCourse(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  patch: CoursePatch,
  now: Date,
): Promise<InstructorCourse> {
  const course = await loadManaged(db, user, id);
  const values: Partial<typeof courses.$inferInsert> = { ...patch, updatedAt: now };
  return withSlugRetry(async () => {
    // The slug follows the title until the course is first published, then never changes.
    if (patch.title && patch.title !== course.title && !course.firstPublishedAt) {
      values.slug = await uniqueCourseSlug(db, patch.title, course.id);
    }
    const [updated] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
    return toInstructorCourse(db, updated!);
  });
}

export async function updatePricing(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  pricing: {
    amountMajor: number;
    currency: 'GBP' | 'USD' | 'EUR';
    includedInMembership?: boolean | undefined;
  },
  now: Date,
): Promise<InstructorCourse> {
  await loadManaged(db, user, id);
  const [updated] = await db
    .update(courses)
    .set({
      priceMinor: pricing.amountMajor,
      currency: pricing.currency,
      ...(pricing.includedInMembership === undefined
        ? {}
        : { includedInMembership: pricing.includedInMembership }),
      updatedAt: now,
    })
    .where(eq(courses.id, id))
    .returning();
  return toInstructorCourse(db, updated!);
}

/** Recomputes the course's total duration and lesson count from its lessons. */
type Transition = 'publish' | 'unpublish' | 'archive' | 'restore';

const TRANSITIONS: Record<Transition, { from: CourseStatus[]; to: CourseStatus; refused: string }> = {
  publish: { from: ['draft', 'archived'], to: 'published', refused: COURSE_MESSAGES.alreadyPublished },
  unpublish: { from: ['published'], to: 'draft', refused: COURSE_MESSAGES.notPublished },
  archive: { from: ['draft', 'published'], to: 'archived', refused: COURSE_MESSAGES.alreadyArchived },
  restore: { from: ['archived'], to: 'draft', refused: COURSE_MESSAGES.notArchived },
};

/** Publish, Unpublish, Archive and Restore between draft, published and archived. */
export async function transitionCourse(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  action: Transition,
  now: Date,
): Promise<InstructorCourse> {
  return db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    const rule = TRANSITIONS[action];
    if (!rule.from.includes(course.status)) throw new AppError('conflict', rule.refused);
    if (action === 'publish' && course.lessonCount === 0) {
      throw new AppError('conflict', COURSE_MESSAGES.cannotPublishEmpty);
    }
    const [updated] = await tx
      .update(courses)
      .set({
        status: rule.to,
        updatedAt: now,
        ...(action === 'publish'
          ? { publishedAt: now, firstPublishedAt: course.firstPublishedAt ?? now }
          : {}),
      })
      .where(eq(courses.id, id))
      .returning();
    return toInstructorCourse(tx, updated!);
  });
}

/**
 * Deletes a draft that nobody bought, enrolled in or has an open order for (the payments module's rule for
 * every kind: buyers keep what they bought); one with buyers can only be unpublished or archived (409).
 */
export async function deleteCourse(db: DbOrTx, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    if (course.status !== 'draft') throw new AppError('conflict', COURSE_MESSAGES.onlyDraftsDeleted);
    await assertNoBuyers(tx, coursePurchasable, course.id);
    await tx.delete(courses).where(eq(courses.id, id));
  });
}

export async function listInstructorCourses(db: DbOrTx, user: AuthUser, query: InstructorListQuery) {
  const conditions: SQL[] = [eq(courses.ownerId, user.id)];
  if (query.status) conditions.push(eq(courses.status, query.status));
  if (query.q) conditions.push(ilike(courses.title, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(and(...conditions))
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(courses)
    .where(and(...conditions));
  return {
    items: rows.slice(0, query.limit).map((r) => toSummary(r.course, r.instructor)),
    meta: {
      page: query.page,
      limit: query.limit,
      hasNextPage: rows.length > query.limit,
      total: total?.n ?? 0,
    },
  };
}
