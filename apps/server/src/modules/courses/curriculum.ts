import { COURSE_MESSAGES, type CurriculumBody, type InstructorCourse, youtubeVideoId } from '@medprep/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courseSections, courses, lessons } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';

type Curriculum = z.output<typeof CurriculumBody>;

import { loadCurriculum } from './course-page.ts';
import { loadManaged, toInstructorCourse, UUID } from './instructor-course.ts';

/** Sections and lessons: the whole curriculum replaced in one transaction, and the quick single-video path. */
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
