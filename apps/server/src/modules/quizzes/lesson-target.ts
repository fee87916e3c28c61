import { QUIZ_MESSAGES } from '@medprep/shared';
import { inArray } from 'drizzle-orm';
import { quizzes } from '../../db/schema/index.ts';
import type { LessonTargetCheck } from '../../platform/lesson-targets.ts';

/**
 * A course's quiz lesson must name an existing quiz the course's instructor may use: one they own, or any
 * when an admin saves the curriculum (docs/decisions/311). A missing quiz and another instructor's quiz get
 * the same message, so the check tells nobody which quizzes exist.
 */
export const quizLessonTargetCheck: LessonTargetCheck = async (db, { user, courseOwnerId, ids }) => {
  const rows = await db
    .select({ id: quizzes.id, ownerId: quizzes.ownerId })
    .from(quizzes)
    .where(inArray(quizzes.id, ids));
  const usable = new Set(
    rows.filter((q) => user.role === 'admin' || q.ownerId === courseOwnerId).map((q) => q.id),
  );
  return new Map(ids.filter((id) => !usable.has(id)).map((id) => [id, QUIZ_MESSAGES.lessonQuizUnavailable]));
};
