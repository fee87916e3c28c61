import {
  COURSE_MESSAGES,
  type Enrollment,
  isMembershipActive,
  type PlayerResponse,
  progressPercent,
  youtubeEmbedUrl,
} from '@medprep/shared';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { courses, enrollments, lessonProgress, lessons } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { one, oneOrThrow } from '../../platform/sql.ts';
import { issueCertificate } from '../certificates/index.ts';
import { accessFields, loadCurriculum } from '../courses/course-page.ts';
import { UUID } from '../courses/instructor-course.ts';
import { accessSource } from '../membership/access.ts';
import { getMembership } from '../membership/service.ts';
import { hasPurchased } from '../payments/access.ts';
import { askForReview } from '../reviews/prompts.ts';

type CourseRow = typeof courses.$inferSelect;
type EnrollmentRow = typeof enrollments.$inferSelect;

async function progressOf(db: DbOrTx, userId: string, courseId: string) {
  const [done] = await db
    .select({ n: count() })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.courseId, courseId),
        isNotNull(lessonProgress.completedAt),
      ),
    );
  return done?.n ?? 0;
}

/** How an enrolment reads now: a membership enrolment lives and ends with the membership. */
async function toEnrollment(
  db: DbOrTx,
  row: EnrollmentRow,
  course: CourseRow,
  now: Date,
): Promise<Enrollment> {
  let status: Enrollment['status'] = 'active';
  let expiresAt: string | null = null;
  if (row.via === 'membership') {
    const membership = await getMembership(db, row.userId, now);
    status = isMembershipActive(membership) ? 'active' : 'inactive';
    expiresAt = membership?.currentPeriodEnd ?? null;
  }
  const completed = await progressOf(db, row.userId, course.id);
  return {
    enrollmentId: row.id,
    userId: row.userId,
    courseId: course.id,
    course: {
      slug: course.slug,
      title: course.title,
      thumbnail: course.thumbnail,
      level: course.level,
      language: course.language,
      totalDurationSec: course.totalDurationSec,
      pricing: {
        amountMinor: course.priceMinor,
        currency: course.currency,
        isFree: course.priceMinor === 0,
        includedInMembership: course.includedInMembership,
      },
    },
    activatedAt: row.activatedAt.toISOString(),
    expiresAt,
    via: row.via,
    status,
    progress: {
      completedLessons: completed,
      totalLessons: course.lessonCount,
      percent: progressPercent(completed, course.lessonCount),
      lastLessonId: row.lastLessonId,
    },
  };
}

/**
 * Enrols the caller: free course → via free; bought → via purchase; included in an active
 * membership → via membership; otherwise 402. Enrolling twice returns the same enrolment; the unique key
 * (user, course) holds under concurrent requests.
 */
export async function enrollInCourse(
  db: DbOrTx,
  user: AuthUser,
  courseId: string,
  now: Date,
): Promise<Enrollment> {
  if (!UUID.test(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
    if (!course) throw notFound(COURSE_MESSAGES.notFound);
    const [existing] = await tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    // An unpublished course exists only for its owner, admins and those already enrolled in it.
    if (course.status === 'draft' && !existing && course.ownerId !== user.id && user.role !== 'admin') {
      throw notFound(COURSE_MESSAGES.notFound);
    }
    const source = await accessSource(tx, user, { kind: 'course', ...accessFields(course) }, now);
    if (existing) {
      // A lapsed membership enrolment comes back to life when the learner has access again another way.
      if (existing.via === 'membership' && source && source !== 'membership') {
        const via = source === 'purchase' ? 'purchase' : 'free';
        const [updated] = await tx
          .update(enrollments)
          .set({ via })
          .where(eq(enrollments.id, existing.id))
          .returning();
        return toEnrollment(tx, updated!, course, now);
      }
      return toEnrollment(tx, existing, course, now);
    }
    if (course.status !== 'published') throw new AppError('conflict', COURSE_MESSAGES.notPublishedForEnrol);
    if (!source) throw new AppError('payment_required', COURSE_MESSAGES.paymentRequired);
    const via = source === 'membership' ? 'membership' : source === 'purchase' ? 'purchase' : 'free';
    const [created] = await tx
      .insert(enrollments)
      .values({ userId: user.id, courseId: course.id, via, activatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [raced] = await tx
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
      return toEnrollment(tx, raced!, course, now);
    }
    await tx
      .update(courses)
      .set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` })
      .where(eq(courses.id, course.id));
    return toEnrollment(tx, { ...created }, { ...course, enrollmentCount: course.enrollmentCount + 1 }, now);
  });
}

export async function listMyEnrollments(db: DbOrTx, user: AuthUser, page: number, limit: number, now: Date) {
  const window = pageWindow({ page, limit });
  const rows = await db
    .select({ enrollment: enrollments, course: courses })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, user.id))
    .orderBy(
      sql`coalesce(${enrollments.lastActivityAt}, ${enrollments.activatedAt}) desc`,
      desc(enrollments.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  const paged = toPage(rows, { page, limit });
  const items = await Promise.all(paged.items.map((r) => toEnrollment(db, r.enrollment, r.course, now)));
  const total = await one(db.select({ n: count() }).from(enrollments).where(eq(enrollments.userId, user.id)));
  return { items, meta: { ...paged.meta, total: total?.n ?? 0 } };
}

/**
 * Whether the caller may learn the course now: its owner and admins always; a learner through an enrolment
 * that is active (a membership enrolment only while the membership is). Whatever the course's state:
 * buyers and enrolled learners keep it after it is unpublished or archived, and nobody
 * can enrol in a course that was never published.
 */
async function learnerAccess(db: DbOrTx, user: AuthUser, course: CourseRow, now: Date) {
  if (user.role === 'admin' || course.ownerId === user.id) return { ok: true as const, enrollment: null };
  const [enrollment] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
  if (!enrollment) return { ok: false as const };
  if (enrollment.via === 'membership') {
    const source = await accessSource(db, user, { kind: 'course', ...accessFields(course) }, now);
    if (!source) return { ok: false as const };
  }
  return { ok: true as const, enrollment };
}

/**
 * Refusing a caller who may not learn a course: 403 for a published course (it is on sale, they may buy it),
 * and for one that is not published the same 404 as for a course that does not exist (no hint that it exists).
 */
const noAccess = (course: CourseRow) =>
  course.status === 'published'
    ? new AppError('forbidden', COURSE_MESSAGES.noAccess)
    : notFound(COURSE_MESSAGES.notFound);

function courseBySlug(db: DbOrTx, slug: string): Promise<CourseRow> {
  return oneOrThrow(db.select().from(courses).where(eq(courses.slug, slug)), () =>
    notFound(COURSE_MESSAGES.notFound),
  );
}

/** The player: lesson content only for a caller who may learn the course, else 403 with no content. */
export async function getPlayer(
  db: DbOrTx,
  user: AuthUser,
  slug: string,
  now: Date,
): Promise<PlayerResponse> {
  const course = await courseBySlug(db, slug);
  const access = await learnerAccess(db, user, course, now);
  if (!access.ok) throw noAccess(course);
  const sections = await loadCurriculum(db, course.id);
  const done = await db
    .select({ lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, user.id),
        eq(lessonProgress.courseId, course.id),
        isNotNull(lessonProgress.completedAt),
      ),
    );
  const completed = new Set(done.map((d) => d.lessonId));
  const total = sections.reduce((n, s) => n + s.lessons.length, 0);
  const completedCount = sections.reduce(
    (n, s) => n + s.lessons.filter((l) => completed.has(l.id)).length,
    0,
  );
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      totalDurationSec: course.totalDurationSec,
    },
    access: { ok: true },
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: s.lessons.map((l) => ({
        id: l.id,
        title: l.title,
        type: l.type,
        durationSec: l.durationSec,
        video:
          l.type === 'video' && l.youtubeId
            ? { provider: 'youtube' as const, url: youtubeEmbedUrl(l.youtubeId), videoId: l.youtubeId }
            : null,
        textContent: l.type === 'text' ? l.textContent : null,
        quizId: l.type === 'quiz' ? l.quizId : null,
        completed: completed.has(l.id),
      })),
    })),
    progress: {
      completedLessons: completedCount,
      totalLessons: total,
      percent: progressPercent(completedCount, total),
      lastLessonId: access.enrollment?.lastLessonId ?? null,
    },
  };
}

/** Records that a lesson was opened (the player resumes there) and, when given, whether it is complete. */
export async function recordLessonProgress(
  db: DbOrTx,
  user: AuthUser,
  slug: string,
  lessonId: string,
  completed: boolean | undefined,
  now: Date,
) {
  const course = await courseBySlug(db, slug);
  const access = await learnerAccess(db, user, course, now);
  if (!access.ok) throw noAccess(course);
  if (!UUID.test(lessonId)) throw notFound(COURSE_MESSAGES.lessonNotFound);
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, course.id)));
  if (!lesson) throw notFound(COURSE_MESSAGES.lessonNotFound);
  const completedAt = completed === undefined ? undefined : completed ? now : null;
  const enrollment = access.enrollment;
  await db.transaction(async (tx) => {
    // The enrollment's lock orders one learner's progress writes, so the last lesson's completion sees the rest.
    if (enrollment) await lockEnrollment(tx, enrollment.id);
    await tx
      .insert(lessonProgress)
      .values({
        userId: user.id,
        lessonId,
        courseId: course.id,
        lastOpenedAt: now,
        completedAt: completedAt ?? null,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: { lastOpenedAt: now, ...(completedAt === undefined ? {} : { completedAt }) },
      });
    if (enrollment) {
      await tx
        .update(enrollments)
        .set({ lastLessonId: lessonId, lastActivityAt: now })
        .where(eq(enrollments.id, enrollment.id));
      if (completed) await whenCourseComplete(tx, user.id, course.id, now);
    }
  });
  const player = await getPlayer(db, user, slug, now);
  const isDone = player.sections.some((s) => s.lessons.some((l) => l.id === lessonId && l.completed));
  return { lessonId, completed: isDone, progress: player.progress };
}

/** Whether the caller has bought the course (or otherwise owns it: its instructor, an admin). */
export async function ownsCourse(db: DbOrTx, user: AuthUser, courseId: string): Promise<boolean> {
  if (!UUID.test(courseId)) throw notFound(COURSE_MESSAGES.notFound);
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  if (user.role === 'admin' || course.ownerId === user.id) return true;
  return hasPurchased(db, user.id, 'course', course.id);
}

/** The course as its learner has it (GET /me/courses/{slug}); 403 for anyone not enrolled. */
export async function getMyCourse(db: DbOrTx, user: AuthUser, slug: string, now: Date) {
  const course = await courseBySlug(db, slug);
  const access = await learnerAccess(db, user, course, now);
  if (!access.ok) throw noAccess(course);
  const [enrollment] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
  return {
    course: { id: course.id, slug: course.slug, title: course.title, thumbnail: course.thumbnail },
    enrollment: enrollment ? await toEnrollment(db, enrollment, course, now) : null,
  };
}

/** A quiz lesson to mark complete: the lesson, its course and the learner's enrolment in it. */
export interface QuizLessonToComplete {
  lessonId: string;
  courseId: string;
  enrollmentId: string;
}

/**
 * The quiz lessons using this quiz in courses the learner is enrolled in, as a read (rows shaped as
 * QuizLessonToComplete) that a caller may put at the end of a statement of its own (attempt-clock.ts).
 */
export const quizLessonsToCompleteSql = (userId: string, quizId: string) => sql`
  select l.id as "lessonId", l.course_id as "courseId", e.id as "enrollmentId"
  from ${lessons} l join ${enrollments} e on e.course_id = l.course_id and e.user_id = ${userId}::uuid
  where l.type = 'quiz' and l.quiz_id = ${quizId}::uuid`;

/**
 * Marks complete, for a learner, every quiz lesson that uses this quiz in a course they are enrolled in (the
 * quizzes module calls it when an attempt is submitted, in its transaction). Already completed lessons keep
 * their first completion time.
 */
export async function completeQuizLessons(db: Tx, userId: string, quizId: string, now: Date): Promise<void> {
  const result = await db.execute(quizLessonsToCompleteSql(userId, quizId));
  await completeLessons(db, userId, (result as unknown as { rows: QuizLessonToComplete[] }).rows, now);
}

/** completeQuizLessons for the rows its read gave (nothing to do, no statement, when there are none). */
export async function completeLessons(
  db: Tx,
  userId: string,
  rows: readonly QuizLessonToComplete[],
  now: Date,
): Promise<void> {
  for (const row of rows) {
    await lockEnrollment(db, row.enrollmentId);
    await db
      .insert(lessonProgress)
      .values({ userId, lessonId: row.lessonId, courseId: row.courseId, lastOpenedAt: now, completedAt: now })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: { completedAt: sql`coalesce(${lessonProgress.completedAt}, ${now.toISOString()}::timestamptz)` },
      });
    await whenCourseComplete(db, userId, row.courseId, now);
  }
}

async function lockEnrollment(tx: Tx, enrollmentId: string): Promise<void> {
  await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.id, enrollmentId))
    .for('update');
}

/**
 * Every lesson of the course done: the learner's certificate is issued in this transaction (once), and they
 * are asked once to review the course.
 */
async function whenCourseComplete(tx: Tx, userId: string, courseId: string, now: Date): Promise<void> {
  const [all] = await tx.select({ n: count() }).from(lessons).where(eq(lessons.courseId, courseId));
  const [done] = await tx
    .select({ n: count() })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessons.courseId, courseId),
        isNotNull(lessonProgress.completedAt),
      ),
    );
  if (all && done && all.n > 0 && done.n >= all.n) {
    await issueCertificate(tx, { userId, kind: 'course', itemId: courseId, now });
    await askForReview(tx, { userId, kind: 'course', itemId: courseId, now });
  }
}
