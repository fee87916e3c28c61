/** Flagging a question for oneself (the bank's `flagged` status). */
import { QBANK_MESSAGES } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questionFlags, quizQuestions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../quizzes/authoring.ts';

/** PUT: flags a question that exists (idempotent); an unknown one is 404. */
export async function flagQuestion(db: Db, user: AuthUser, questionId: string, now: Date) {
  if (!isUuid(questionId)) throw notFound(QBANK_MESSAGES.questionNotFound);
  const [question] = await db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(eq(quizQuestions.id, questionId));
  if (!question) throw notFound(QBANK_MESSAGES.questionNotFound);
  await db
    .insert(questionFlags)
    .values({ userId: user.id, questionId, createdAt: now })
    .onConflictDoNothing();
}

/** DELETE: unflags (idempotent). */
export async function unflagQuestion(db: Db, user: AuthUser, questionId: string) {
  if (!isUuid(questionId)) return;
  await db
    .delete(questionFlags)
    .where(and(eq(questionFlags.userId, user.id), eq(questionFlags.questionId, questionId)));
}
