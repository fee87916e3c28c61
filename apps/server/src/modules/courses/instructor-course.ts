import { COURSE_MESSAGES, type InstructorCourse } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';

type CourseRow = typeof courses.$inferSelect;

import { toSummary } from './catalogue.ts';
import { canManage, loadCurriculum } from './course-page.ts';

/** Loading a course its instructor (or an admin) manages, and the instructor's view of it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadManaged(db: DbOrTx, user: AuthUser, id: string, lock = false): Promise<CourseRow> {
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

export async function toInstructorCourse(db: DbOrTx, course: CourseRow): Promise<InstructorCourse> {
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
