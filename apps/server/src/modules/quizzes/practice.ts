import { type AnswerInput, type PracticeCheck, type PracticeResponse, QUIZ_MESSAGES } from '@medprep/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  quizAttempts,
  quizPracticeSessions,
  quizzes,
  type SnapshotQuestion,
  type StoredAnswer,
  type StoredGrade,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { recordAnswers } from './answer-log.ts';
import { settleOverdue } from './attempt-clock.ts';
import { toPlayQuestion, toPlayQuiz, toQuizAnswer } from './attempt-views.ts';
import { validateAnswers } from './attempts.ts';
import { isUuid } from './authoring.ts';
import { gradeQuestion } from './grading.ts';
import { quizDetail, refuseUnlessStartable, snapshotQuestions } from './start.ts';

type PracticeRow = typeof quizPracticeSessions.$inferSelect;

/** While an exam attempt of the quiz is open, practice (which shows answers) is closed (docs/decisions/203). */
async function refuseDuringExam(db: Db, userId: string, quizId: string, now: Date) {
  await settleOverdue(db, userId, now, quizId);
  const [open] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.status, 'in_progress'),
      ),
    );
  if (open) throw conflict(QUIZ_MESSAGES.practiceDuringExam);
}

const toCheck = (q: SnapshotQuestion, a: StoredAnswer & StoredGrade): PracticeCheck => ({
  questionId: q.id,
  answer: toQuizAnswer(q.id, a),
  correct: a.correct,
  earned: a.earned,
  correctOptionIds: q.correctOptionIds,
  correctBoolean: q.correctBoolean,
  correctText: q.correctText,
  ...(q.type === 'emq'
    ? { correctStems: Object.fromEntries((q.stems ?? []).map((s) => [s.id, s.correctOptionId])) }
    : {}),
  explanation: q.explanation,
});

async function practiceResponse(db: Db, row: PracticeRow): Promise<PracticeResponse> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, row.quizId));
  if (!quiz) throw notFound(QUIZ_MESSAGES.practiceNotFound);
  return {
    practice: { id: row.id, quizId: row.quizId, source: row.source, createdAt: row.createdAt.toISOString() },
    quiz: toPlayQuiz(quiz, row.questions),
    questions: row.questions.map(toPlayQuestion),
    checked: row.questions.filter((q) => row.checked[q.id]).map((q) => toCheck(q, row.checked[q.id]!)),
  };
}

/**
 * Practice mode: untimed, each answer checked at once with its explanation, never an attempt. `mistakes`
 * builds it from the questions the learner got wrong in their latest submitted attempt (as that attempt
 * asked them).
 */
export async function startPractice(
  db: Db,
  user: AuthUser,
  slug: string,
  source: 'all' | 'mistakes',
  now: Date,
): Promise<PracticeResponse> {
  const detail = await quizDetail(db, user, { slug }, now);
  refuseUnlessStartable(detail, user);
  const quiz = detail.row;
  await refuseDuringExam(db, user.id, quiz.id, now);
  let questions: SnapshotQuestion[];
  if (source === 'mistakes') {
    const [last] = await db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, user.id),
          eq(quizAttempts.quizId, quiz.id),
          eq(quizAttempts.status, 'submitted'),
        ),
      )
      .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.attemptNo))
      .limit(1);
    questions = last?.grades ? last.questions.filter((q) => last.grades?.[q.id]?.correct === false) : [];
    if (questions.length === 0) throw conflict(QUIZ_MESSAGES.noMistakes);
  } else {
    questions = await snapshotQuestions(db, quiz, { draw: false });
    if (questions.length === 0) throw conflict(QUIZ_MESSAGES.publishNeedsQuestion);
  }
  const [row] = await db
    .insert(quizPracticeSessions)
    .values({ quizId: quiz.id, userId: user.id, source, questions, createdAt: now })
    .returning();
  return practiceResponse(db, row!);
}

async function loadPractice(db: Db, user: AuthUser, id: string): Promise<PracticeRow> {
  if (!isUuid(id)) throw notFound(QUIZ_MESSAGES.practiceNotFound);
  const [row] = await db.select().from(quizPracticeSessions).where(eq(quizPracticeSessions.id, id));
  if (!row || row.userId !== user.id) throw notFound(QUIZ_MESSAGES.practiceNotFound);
  return row;
}

export async function getPractice(db: Db, user: AuthUser, id: string, now: Date) {
  const row = await loadPractice(db, user, id);
  await refuseDuringExam(db, user.id, row.quizId, now);
  return practiceResponse(db, row);
}

export async function checkPractice(
  db: Db,
  user: AuthUser,
  id: string,
  answer: z.output<typeof AnswerInput>,
  now: Date,
): Promise<PracticeCheck> {
  const row = await loadPractice(db, user, id);
  await refuseDuringExam(db, user.id, row.quizId, now);
  const stored = validateAnswers(row.questions, [answer], now.toISOString());
  const question = row.questions.find((q) => q.id === answer.questionId)!;
  const checked = { ...stored[question.id]!, ...gradeQuestion(question, stored[question.id]) };
  await db.transaction(async (tx) => {
    await tx
      .update(quizPracticeSessions)
      .set({
        checked: sql`${quizPracticeSessions.checked} || ${JSON.stringify({ [question.id]: checked })}::jsonb`,
      })
      .where(eq(quizPracticeSessions.id, row.id));
    await recordAnswers(
      tx,
      user.id,
      'practice',
      row.id,
      [{ question, quizId: row.quizId, answer: checked, correct: checked.correct, confidence: null }],
      now,
    );
  });
  return toCheck(question, checked);
}
