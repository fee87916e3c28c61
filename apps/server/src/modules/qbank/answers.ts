/** Answering in a bank session: tutor mode checks at once (final), timed mode saves until the clock ends. */
import {
  type AnswerInput,
  DEFAULT_CONFIDENCE,
  QBANK_MESSAGES,
  type QbankAnswerBody,
  type QbankAnswerResponse,
  SAVE_GRACE_SEC,
} from '@medprep/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type BankAnswer, qbankSessions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { isAnswered, recordAnswersWithPeers } from '../quizzes/answer-log.ts';
import { validateAnswers } from '../quizzes/attempts.ts';
import { gradeQuestion } from '../quizzes/grading.ts';
import { isOverdue, loadSession, submitSessionRow } from './sessions.ts';
import { tutorCheck } from './views.ts';

const answerField = (path: string, message: string) =>
  new AppError('validation_failed', message, { fields: { [path]: message } });

/** The answer checked against the frozen question, its 400 naming the body's field (`answer.…`). */
function validAnswer(
  questions: Parameters<typeof validateAnswers>[0],
  answer: z.output<typeof AnswerInput>,
  now: Date,
) {
  try {
    return validateAnswers(questions, [answer], now.toISOString())[answer.questionId]!;
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([k, v]) => [k.replace(/^answers\.0/, 'answer'), v]),
      );
      throw new AppError(error.code, error.message, { fields });
    }
    throw error;
  }
}

/**
 * PUT /qbank/sessions/{id}/answers/{questionId}. Tutor: graded at once, logged with the peer counters in the
 * same transaction, final (a second answer is 409). Timed: saved (the latest wins) until expiresAt + grace;
 * later the session is submitted with what was saved and the save refused (409), as exams do.
 */
export async function answerQuestion(
  db: Db,
  user: AuthUser,
  id: string,
  questionId: string,
  body: z.output<typeof QbankAnswerBody>,
  now: Date,
): Promise<QbankAnswerResponse> {
  if (body.answer.questionId !== undefined && body.answer.questionId !== questionId)
    throw answerField('answer.questionId', QBANK_MESSAGES.questionIdMismatch);
  const row = await loadSession(db, user, id);
  if (row.status === 'submitted') throw conflict(QBANK_MESSAGES.alreadySubmitted);
  if (isOverdue(row, now)) {
    await submitSessionRow(db, user, row.id, now, true);
    throw conflict(QBANK_MESSAGES.timeUp);
  }
  const question = row.questions.find((q) => q.id === questionId);
  if (!question) throw notFound(QBANK_MESSAGES.questionNotInSession);
  const answer: BankAnswer = {
    ...validAnswer(row.questions, { ...body.answer, questionId }, now),
    confidence: body.confidence ?? DEFAULT_CONFIDENCE,
  };
  if (row.mode === 'tutor') {
    // A check is final and logged: a blank one would show the answer yet leave no trace (decision 650).
    if (!isAnswered(answer)) throw answerField('answer', QBANK_MESSAGES.chooseAnswerFirst);
    return db.transaction(async (tx) => {
      const grade = gradeQuestion(question, answer);
      // One statement decides: open and not yet answered (a second answer, even concurrent, is refused).
      const [saved] = await tx
        .update(qbankSessions)
        .set({
          answers: sql`${qbankSessions.answers} || ${JSON.stringify({ [questionId]: answer })}::jsonb`,
          grades: sql`${qbankSessions.grades} || ${JSON.stringify({ [questionId]: grade })}::jsonb`,
        })
        .where(
          and(
            eq(qbankSessions.id, row.id),
            eq(qbankSessions.status, 'in_progress'),
            sql`not (${qbankSessions.answers} ? ${questionId})`,
          ),
        )
        .returning({ id: qbankSessions.id });
      if (!saved) {
        const [current] = await tx
          .select({ status: qbankSessions.status })
          .from(qbankSessions)
          .where(eq(qbankSessions.id, row.id));
        throw conflict(
          current?.status === 'submitted' ? QBANK_MESSAGES.alreadySubmitted : QBANK_MESSAGES.alreadyAnswered,
        );
      }
      // Logged, counted and the card rescheduled; the peer figures read back in the last of those statements.
      const peers = await recordAnswersWithPeers(
        tx,
        user.id,
        'bank',
        row.id,
        [
          {
            question,
            quizId: question.quizId,
            answer,
            correct: grade.correct,
            confidence: answer.confidence,
          },
        ],
        now,
        [question],
      );
      return tutorCheck(question, grade.correct, peers.get(question.id) ?? null);
    });
  }
  const [saved] = await db
    .update(qbankSessions)
    .set({ answers: sql`${qbankSessions.answers} || ${JSON.stringify({ [questionId]: answer })}::jsonb` })
    .where(
      and(
        eq(qbankSessions.id, row.id),
        eq(qbankSessions.status, 'in_progress'),
        sql`${qbankSessions.expiresAt} + make_interval(secs => ${SAVE_GRACE_SEC}) >= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: qbankSessions.id });
  if (saved) return { saved: true };
  const current = await loadSession(db, user, row.id);
  if (current.status === 'submitted') throw conflict(QBANK_MESSAGES.alreadySubmitted);
  await submitSessionRow(db, user, row.id, now, true);
  throw conflict(QBANK_MESSAGES.timeUp);
}
