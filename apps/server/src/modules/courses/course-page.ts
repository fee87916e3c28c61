import { COURSE_MESSAGES, type CourseViewer, type PublicCourse } from '@medprep/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseSections, courses, enrollments, lessons, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { accessSource, hasActiveMembership } from '../membership/access.ts';

type CourseRow = typeof courses.$inferSelect;

import { summaryColumns, toSummary } from './catalogue.ts';

/** The public course page, and what the one access rule needs of a course. */
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

export const canManage = (user: AuthUser, course: CourseRow) =>
  user.role === 'admin' || course.ownerId === user.id;

/**
 * The public course page. Published courses are public; an unpublished (draft) or archived one stays
 * visible to the learners who bought or enrolled in it (buyers keep what they bought), and to
 * its owner and admins; to anyone else it does not exist. Titles only: no lesson content.
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
  if (course.status !== 'published' && !owner && !enrollment) throw notFound(COURSE_MESSAGES.notFound);
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
