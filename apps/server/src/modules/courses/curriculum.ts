import { randomUUID } from 'node:crypto';
import {
  COURSE_MESSAGES,
  type CurriculumBody,
  type InstructorCourse,
  isUuid,
  youtubeVideoId,
} from '@medprep/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courseSections, courses, lessons } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { lessonTargetProblems } from '../../platform/lesson-targets.ts';
import type { Registries } from '../../platform/registries.ts';

type Curriculum = z.output<typeof CurriculumBody>;

import { loadCurriculum } from './course-page.ts';
import { loadManaged, toInstructorCourse } from './instructor-course.ts';

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

type LessonRow = Omit<typeof lessons.$inferInsert, 'id'> & { id: string };

/**
 * Replaces the curriculum in one transaction: sections and lessons named by id are kept (so learners'
 * progress survives a reorder or rename), new ones are created, and missing ones are deleted. Whatever the
 * size (capped by CurriculumBody), it is a fixed handful of statements: one multi-row UPDATE … FROM (VALUES …)
 * and one multi-row INSERT for each of sections and lessons, one DELETE for each, and the totals.
 */
export async function replaceCurriculum(
  db: DbOrTx,
  registries: Pick<Registries, 'lessonTargets'>,
  user: AuthUser,
  id: string,
  curriculum: Curriculum,
  now: Date,
): Promise<InstructorCourse> {
  return db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    const [sectionRows, lessonRows] = await Promise.all([
      tx.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, course.id)),
      tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, course.id)),
    ]);
    const sectionIds = new Set(sectionRows.map((s) => s.id));
    const lessonIds = new Set(lessonRows.map((l) => l.id));
    const keep = (ids: Set<string>, given: string | undefined) =>
      given && ids.has(given.toLowerCase()) ? given.toLowerCase() : undefined;

    const updatedSections: { id: string; title: string; position: number }[] = [];
    const newSections: (typeof courseSections.$inferInsert & { id: string })[] = [];
    const updatedLessons: LessonRow[] = [];
    const newLessons: LessonRow[] = [];
    const quizLessons: { path: string; quizId: string }[] = [];
    for (const [sIndex, section] of curriculum.sections.entries()) {
      const kept = keep(sectionIds, section.id);
      const sectionId = kept ?? randomUUID();
      if (kept) updatedSections.push({ id: sectionId, title: section.title, position: sIndex });
      else newSections.push({ id: sectionId, courseId: course.id, title: section.title, position: sIndex });
      for (const [lIndex, lesson] of section.lessons.entries()) {
        if (lesson.type === 'quiz' && !(lesson.quizId && isUuid(lesson.quizId))) {
          throw new AppError('validation_failed', COURSE_MESSAGES.quizIdRequired, {
            fields: { [`sections.${sIndex}.lessons.${lIndex}.quizId`]: COURSE_MESSAGES.quizIdRequired },
          });
        }
        if (lesson.type === 'quiz' && lesson.quizId) {
          quizLessons.push({ path: `sections.${sIndex}.lessons.${lIndex}.quizId`, quizId: lesson.quizId });
        }
        const keptLesson = keep(lessonIds, lesson.id);
        const row: LessonRow = {
          id: keptLesson ?? randomUUID(),
          courseId: course.id,
          sectionId,
          title: lesson.title,
          type: lesson.type,
          youtubeUrl: lesson.type === 'video' ? (lesson.youtubeUrl ?? null) : null,
          youtubeId: lesson.type === 'video' ? youtubeVideoId(lesson.youtubeUrl) : null,
          textContent: lesson.type === 'text' ? (lesson.textContent ?? '') : null,
          quizId: lesson.type === 'quiz' ? lesson.quizId : null,
          durationSec: lesson.durationSec,
          position: lIndex,
        };
        (keptLesson ? updatedLessons : newLessons).push(row);
      }
    }

    // A quiz lesson names a quiz the course's instructor may use (docs/decisions/311).
    const problems = await lessonTargetProblems(registries, tx, 'quiz', {
      user,
      courseOwnerId: course.ownerId,
      ids: quizLessons.map((l) => l.quizId),
    });
    const refused = quizLessons.filter((l) => problems.has(l.quizId));
    if (refused.length) {
      const fields = Object.fromEntries(refused.map((l) => [l.path, problems.get(l.quizId)!]));
      throw new AppError('validation_failed', problems.get(refused[0]!.quizId)!, { fields });
    }

    // Sections first (lessons may move into a new one), then lessons, then what is gone.
    if (updatedSections.length) {
      const values = sql.join(
        updatedSections.map((s) => sql`(${s.id}::uuid, ${s.title}::text, ${s.position}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${courseSections} as s set title = v.title, position = v.position
        from (values ${values}) as v(id, title, position)
        where s.id = v.id and s.course_id = ${course.id}`);
    }
    if (newSections.length) await tx.insert(courseSections).values(newSections);
    if (updatedLessons.length) {
      const values = sql.join(
        updatedLessons.map(
          (l) =>
            sql`(${l.id}::uuid, ${l.sectionId}::uuid, ${l.title}::text, ${l.type}::text, ${l.youtubeUrl}::text, ${l.youtubeId}::text, ${l.textContent}::text, ${l.quizId}::uuid, ${l.durationSec}::integer, ${l.position}::integer)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${lessons} as l set
          section_id = v.section_id, title = v.title, type = v.type, youtube_url = v.youtube_url,
          youtube_id = v.youtube_id, text_content = v.text_content, quiz_id = v.quiz_id,
          duration_sec = v.duration_sec, position = v.position
        from (values ${values})
          as v(id, section_id, title, type, youtube_url, youtube_id, text_content, quiz_id, duration_sec, position)
        where l.id = v.id and l.course_id = ${course.id}`);
    }
    if (newLessons.length) await tx.insert(lessons).values(newLessons);
    const keptLessons = [...updatedLessons, ...newLessons].map((l) => l.id);
    const keptSections = [...updatedSections, ...newSections].map((s) => s.id);
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
  registries: Pick<Registries, 'lessonTargets'>,
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
  const lesson = { ...input, type: 'video' as const, id: all[0]?.id, quizId: null };
  const section = current[0];
  return replaceCurriculum(
    db,
    registries,
    user,
    id,
    { sections: [{ id: section?.id, title: section?.title ?? 'Course content', lessons: [lesson] }] },
    now,
  );
}
