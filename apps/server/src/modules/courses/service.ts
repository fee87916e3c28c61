import {
  COURSE_MESSAGES,
  type CourseListQuery,
  type CourseStatus,
  type CourseSummary,
  type CourseViewer,
  type CurriculumBody,
  type InstructorCourse,
  type InstructorCourseListQuery,
  type PublicCourse,
  type UpdateCourseBody,
  youtubeVideoId,
} from '@medprep/shared';
import { and, asc, count, desc, eq, getTableColumns, ilike, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courseSections, courses, enrollments, lessons, users } from '../../db/schema/index.ts';
import { accessSource, hasActiveMembership } from '../../platform/access.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uniqueCourseSlug, withSlugRetry } from './slug.ts';

type CourseRow = typeof courses.$inferSelect;
type ListQuery = z.output<typeof CourseListQuery>;
type InstructorListQuery = z.output<typeof InstructorCourseListQuery>;
type Curriculum = z.output<typeof CurriculumBody>;
type CoursePatch = z.output<typeof UpdateCourseBody>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Everything a summary needs: not the description, and never the search columns. */
const {
  searchVector: _sv,
  searchText: _st,
  description: _d,
  ...summaryCourseColumns
} = getTableColumns(courses);
const summaryColumns = { course: summaryCourseColumns, instructor: { id: users.id, name: users.name } };
type SummaryRow = Omit<CourseRow, 'searchVector' | 'searchText' | 'description'>;

export function toSummary(course: SummaryRow, instructor: { id: string; name: string }): CourseSummary {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    thumbnail: course.thumbnail,
    level: course.level,
    language: course.language,
    category: course.category,
    tags: course.tags,
    status: course.status,
    totalDurationSec: course.totalDurationSec,
    lessonCount: course.lessonCount,
    ratingAvg: course.ratingAvg,
    ratingCount: course.ratingCount,
    enrollmentCount: course.enrollmentCount,
    pricing: {
      amountMinor: course.priceMinor,
      currency: course.currency,
      isFree: course.priceMinor === 0,
      includedInMembership: course.includedInMembership,
    },
    instructor,
    publishedAt: course.publishedAt?.toISOString() ?? null,
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** Words of a search, each as a prefix term: tolerant of partial words; stemming handles word endings. */
function prefixTsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** Search over title, subtitle, description, tags (full text with prefixes) and infix matches (trigram). */
function searchCondition(q: string): SQL | undefined {
  const tsquery = prefixTsQuery(q);
  if (!tsquery) return undefined;
  const needle = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${courses.searchVector} @@ to_tsquery('english', ${tsquery}) or ${courses.searchText} like ${needle})`;
}

/** Sort orders; each matches one index exactly (descending columns NULLS LAST, as the indexes are built). */
const desc_ = (column: AnyPgColumn) => sql`${column} desc nulls last`;
const SORTS: Record<ListQuery['sort'], SQL[]> = {
  newest: [desc_(courses.publishedAt), desc_(courses.id)],
  popular: [desc_(courses.enrollmentCount), desc_(courses.id)],
  rating: [desc_(courses.ratingAvg), desc_(courses.id)],
  price_asc: [asc(courses.priceMinor), desc_(courses.id)],
  price_desc: [desc_(courses.priceMinor), desc_(courses.id)],
};

/** The catalogue query (one page plus one row, to know if there is a next page); the benchmark runs it raw too. */
export function catalogueQuery(db: DbOrTx, query: ListQuery) {
  const conditions: SQL[] = [eq(courses.status, 'published')];
  if (query.level) conditions.push(eq(courses.level, query.level));
  if (query.isFree === true) conditions.push(eq(courses.priceMinor, 0));
  if (query.isFree === false) conditions.push(sql`${courses.priceMinor} > 0`);
  if (query.category) conditions.push(eq(courses.category, query.category));
  if (query.q) {
    const search = searchCondition(query.q);
    if (search) conditions.push(search);
  }
  return db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(and(...conditions))
    .orderBy(...SORTS[query.sort])
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
}

/** The public catalogue: published courses only, every filter combinable, one page plus a has-next flag. */
export async function listCourses(db: DbOrTx, query: ListQuery) {
  const rows = await catalogueQuery(db, query);
  return {
    items: rows.slice(0, query.limit).map((r) => toSummary(r.course, r.instructor)),
    meta: { page: query.page, limit: query.limit, hasNextPage: rows.length > query.limit },
  };
}

export async function listCategories(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: courses.category })
    .from(courses)
    .where(and(eq(courses.status, 'published'), sql`${courses.category} <> ''`))
    .orderBy(asc(courses.category));
  return rows.map((r) => r.category);
}

async function loadCourse(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ course: courses, instructor: summaryColumns.instructor })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(where);
  return row;
}

async function loadCurriculum(db: DbOrTx, courseId: string) {
  const sections = await db
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position), asc(courseSections.id));
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  return sections.map((s) => ({ ...s, lessons: lessonRows.filter((l) => l.sectionId === s.id) }));
}
export type LoadedCurriculum = Awaited<ReturnType<typeof loadCurriculum>>;
export { loadCurriculum };

const canManage = (user: AuthUser, course: CourseRow) => user.role === 'admin' || course.ownerId === user.id;

/**
 * The public course page. Published courses are public; an archived one stays visible to the learners
 * enrolled in it; drafts only to their owner and admins. Titles only: no lesson content.
 */
export async function getPublicCourse(
  db: DbOrTx,
  user: AuthUser | null,
  slug: string,
  now: Date,
): Promise<{ course: PublicCourse; viewer: CourseViewer }> {
  const row = await loadCourse(db, eq(courses.slug, slug));
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  const { course } = row;
  const owner = user ? canManage(user, course) : false;
  const [enrollment] = user
    ? await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)))
    : [];
  if (course.status === 'draft' && !owner) throw notFound(COURSE_MESSAGES.notFound);
  if (course.status === 'archived' && !owner && !enrollment) throw notFound(COURSE_MESSAGES.notFound);
  const membershipActive = user ? await hasActiveMembership(db, user.id, now) : false;
  const source = await accessSource(db, user, { kind: 'course', ...accessFields(course) }, now);
  const action: CourseViewer['action'] =
    enrollment || owner
      ? 'go_to_course'
      : !user
        ? 'login'
        : source === 'free'
          ? 'enroll_free'
          : source === 'purchase'
            ? 'enroll_free'
            : source === 'membership'
              ? 'start_with_membership'
              : 'buy';
  const sections = await loadCurriculum(db, course.id);
  return {
    course: {
      ...toSummary(course, row.instructor),
      description: course.description,
      promoVideoUrl: course.promoVideoUrl,
      sections: sections.map((s) => ({
        id: s.id,
        title: s.title,
        lessons: s.lessons.map((l) => ({
          id: l.id,
          title: l.title,
          type: l.type,
          durationSec: l.durationSec,
        })),
      })),
    },
    viewer: { signedIn: Boolean(user), enrolled: Boolean(enrollment), owner, membershipActive, action },
  };
}

export function accessFields(course: CourseRow) {
  return {
    id: course.id,
    ownerId: course.ownerId,
    priceMinor: course.priceMinor,
    includedInMembership: course.includedInMembership,
  };
}

// Instructor side

async function loadManaged(db: DbOrTx, user: AuthUser, id: string, lock = false): Promise<CourseRow> {
  if (!UUID.test(id)) throw notFound(COURSE_MESSAGES.notFound);
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [course] = lock ? await query.for('update') : await query;
  // Another instructor's course is reported as not found, not as forbidden: its existence is not theirs to know.
  if (!course || !canManage(user, course)) throw notFound(COURSE_MESSAGES.notFound);
  return course;
}

export async function getInstructorCourse(db: DbOrTx, user: AuthUser, id: string): Promise<InstructorCourse> {
  const course = await loadManaged(db, user, id);
  return toInstructorCourse(db, course);
}

async function toInstructorCourse(db: DbOrTx, course: CourseRow): Promise<InstructorCourse> {
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, course.ownerId));
  const sections = await loadCurriculum(db, course.id);
  return {
    ...toSummary(course, owner!),
    description: course.description,
    promoVideoUrl: course.promoVideoUrl,
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: s.lessons.map((l) => ({
        id: l.id,
        title: l.title,
        type: l.type,
        youtubeUrl: l.youtubeUrl,
        textContent: l.textContent,
        quizId: l.quizId,
        durationSec: l.durationSec,
      })),
    })),
  };
}

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
async function refreshTotals(db: DbOrTx, courseId: string, now: Date) {
  await db
    .update(courses)
    .set({
      totalDurationSec: sql`(select coalesce(sum(${lessons.durationSec}), 0) from ${lessons} where ${lessons.courseId} = ${courseId})`,
      lessonCount: sql`(select count(*) from ${lessons} where ${lessons.courseId} = ${courseId})`,
      updatedAt: now,
    })
    .where(eq(courses.id, courseId));
}

/**
 * Replaces the curriculum in one transaction: sections and lessons named by id are kept (so learners'
 * progress survives a reorder or rename), new ones are created, and missing ones are deleted.
 */
export async function replaceCurriculum(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  curriculum: Curriculum,
  now: Date,
): Promise<InstructorCourse> {
  return db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    const existing = await loadCurriculum(tx, course.id);
    const sectionIds = new Set(existing.map((s) => s.id));
    const lessonIds = new Set(existing.flatMap((s) => s.lessons.map((l) => l.id)));
    const keptSections: string[] = [];
    const keptLessons: string[] = [];
    for (const [sIndex, section] of curriculum.sections.entries()) {
      let sectionId = section.id && sectionIds.has(section.id) ? section.id : undefined;
      if (sectionId) {
        await tx
          .update(courseSections)
          .set({ title: section.title, position: sIndex })
          .where(eq(courseSections.id, sectionId));
      } else {
        const [created] = await tx
          .insert(courseSections)
          .values({ courseId: course.id, title: section.title, position: sIndex })
          .returning({ id: courseSections.id });
        sectionId = created!.id;
      }
      keptSections.push(sectionId);
      for (const [lIndex, lesson] of section.lessons.entries()) {
        const values = {
          courseId: course.id,
          sectionId,
          title: lesson.title,
          type: lesson.type,
          youtubeUrl: lesson.type === 'video' ? (lesson.youtubeUrl ?? null) : null,
          youtubeId: lesson.type === 'video' ? youtubeVideoId(lesson.youtubeUrl) : null,
          textContent: lesson.type === 'text' ? (lesson.textContent ?? '') : null,
          quizId: lesson.type === 'quiz' && lesson.quizId && UUID.test(lesson.quizId) ? lesson.quizId : null,
          durationSec: lesson.durationSec,
          position: lIndex,
        };
        if (lesson.type === 'quiz' && !values.quizId) {
          throw new AppError('validation_failed', COURSE_MESSAGES.quizIdRequired, {
            fields: { [`sections.${sIndex}.lessons.${lIndex}.quizId`]: COURSE_MESSAGES.quizIdRequired },
          });
        }
        if (lesson.id && lessonIds.has(lesson.id)) {
          await tx.update(lessons).set(values).where(eq(lessons.id, lesson.id));
          keptLessons.push(lesson.id);
        } else {
          const [created] = await tx.insert(lessons).values(values).returning({ id: lessons.id });
          keptLessons.push(created!.id);
        }
      }
    }
    await tx
      .delete(lessons)
      .where(
        keptLessons.length
          ? and(eq(lessons.courseId, course.id), notInArray(lessons.id, keptLessons))
          : eq(lessons.courseId, course.id),
      );
    await tx
      .delete(courseSections)
      .where(
        keptSections.length
          ? and(eq(courseSections.courseId, course.id), notInArray(courseSections.id, keptSections))
          : eq(courseSections.courseId, course.id),
      );
    await refreshTotals(tx, course.id, now);
    const [updated] = await tx.select().from(courses).where(eq(courses.id, course.id));
    return toInstructorCourse(tx, updated!);
  });
}

/**
 * The quick path of the specification: sets the course's single video lesson. A course with a fuller
 * curriculum is edited in the curriculum editor instead.
 */
export async function setSingleVideoLesson(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  input: { title: string; youtubeUrl: string; durationSec: number },
  now: Date,
): Promise<InstructorCourse> {
  const course = await loadManaged(db, user, id);
  const current = await loadCurriculum(db, course.id);
  const all = current.flatMap((s) => s.lessons);
  if (all.length > 1) {
    throw new AppError('conflict', 'This course has several lessons: edit them in the curriculum.');
  }
  const lesson = { ...input, type: 'video' as const, id: all[0]?.id };
  const section = current[0];
  return replaceCurriculum(
    db,
    user,
    id,
    { sections: [{ id: section?.id, title: section?.title ?? 'Course content', lessons: [lesson] }] },
    now,
  );
}

type Transition = 'publish' | 'unpublish' | 'archive' | 'restore';

const TRANSITIONS: Record<Transition, { from: CourseStatus[]; to: CourseStatus; refused: string }> = {
  publish: { from: ['draft', 'archived'], to: 'published', refused: COURSE_MESSAGES.alreadyPublished },
  unpublish: { from: ['published'], to: 'draft', refused: COURSE_MESSAGES.notPublished },
  archive: { from: ['draft', 'published'], to: 'archived', refused: COURSE_MESSAGES.alreadyArchived },
  restore: { from: ['archived'], to: 'draft', refused: COURSE_MESSAGES.notArchived },
};

/** Publish, Unpublish, Archive and Restore under the state rules of platform.md §4. */
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

/** Deletes a draft nobody is enrolled in; anything else is archived instead. */
export async function deleteCourse(db: DbOrTx, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    if (course.status !== 'draft') throw new AppError('conflict', COURSE_MESSAGES.onlyDraftsDeleted);
    const [enrolled] = await tx.select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, id));
    if ((enrolled?.n ?? 0) > 0) {
      throw new AppError('conflict', 'Learners are enrolled in this course: archive it instead.');
    }
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
