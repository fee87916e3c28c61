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
import { isUniqueViolation } from '../../platform/slug.ts';
import { isAnswered, recordCheckedAnswer } from '../quizzes/answer-log.ts';
import { validateAnswers } from '../quizzes/attempts.ts';
import { gradeQuestion } from '../quizzes/grading.ts';
import { isOverdue, loadAnswering, loadSession, submitSessionRow } from './sessions.ts';
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

/** A tutor answer's card changed by another answer meanwhile: read and tried again, this many times in all. */
const TUTOR_ANSWER_TRIES = 3;

/**
 * PUT /qbank/sessions/{id}/answers/{questionId}. Tutor: graded at once, logged with the peer counters and the
 * card in one statement, final (a second answer is 409). Timed: saved (the latest wins) until expiresAt +
 * grace; later the session is submitted with what was saved and the save refused (409), as exams do.
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
  for (let tries = 1; ; tries++) {
    const row = await loadAnswering(db, user, id, questionId);
    if (row.status === 'submitted') throw conflict(QBANK_MESSAGES.alreadySubmitted);
    if (isOverdue(row, now)) {
      await submitSessionRow(db, user, row.id, now, true);
      throw conflict(QBANK_MESSAGES.timeUp);
    }
    const { question } = row;
    if (!question) throw notFound(QBANK_MESSAGES.questionNotInSession);
    const answer: BankAnswer = {
      ...validAnswer([question], { ...body.answer, questionId }, now),
      confidence: body.confidence ?? DEFAULT_CONFIDENCE,
    };
    if (row.mode !== 'tutor') return saveTimed(db, user, row.id, questionId, answer, now);
    // A check is final and logged: a blank one would show the answer yet leave no trace (decision 650).
    if (!isAnswered(answer)) throw answerField('answer', QBANK_MESSAGES.chooseAnswerFirst);
    if (row.answered) throw conflict(QBANK_MESSAGES.alreadyAnswered);
    const grade = gradeQuestion(question, answer);
    // One statement decides and writes: the session open and the question not yet answered (a second answer,
    // even concurrent, is refused), the card still as read (else read again).
    const recorded = await recordCheckedAnswer(
      db,
      user.id,
      'bank',
      row.id,
      { question, quizId: question.quizId, answer, correct: grade.correct, confidence: answer.confidence },
      now,
      { retention: row.retention, card: row.card },
      (ok) => sql`
        update ${qbankSessions} set
          answers = answers || ${JSON.stringify({ [questionId]: answer })}::jsonb,
          grades = grades || ${JSON.stringify({ [questionId]: grade })}::jsonb
        where id = ${row.id} and status = 'in_progress' and not (answers ? ${questionId}) and ${ok}
        returning id`,
    ).catch((error: unknown) => {
      // A card created by another answer since it was read: nothing was written; read it and try again.
      if (isUniqueViolation(error, 'review_cards_user_id_question_id_pk'))
        return { saved: false, cardChanged: true, peers: null };
      throw error;
    });
    if (recorded.saved) return tutorCheck(question, grade.correct, recorded.peers);
    if (!recorded.cardChanged) {
      const current = await loadSession(db, user, row.id);
      throw conflict(
        current.status === 'submitted' ? QBANK_MESSAGES.alreadySubmitted : QBANK_MESSAGES.alreadyAnswered,
      );
    }
    // Nothing was saved: the answer may be sent again.
    if (tries === TUTOR_ANSWER_TRIES) throw conflict(QBANK_MESSAGES.answerBusy);
  }
}

/** A timed session's answer saved (the latest wins) until expiresAt + grace; after, the session submitted. */
async function saveTimed(
  db: Db,
  user: AuthUser,
  id: string,
  questionId: string,
  answer: BankAnswer,
  now: Date,
): Promise<QbankAnswerResponse> {
  const [saved] = await db
    .update(qbankSessions)
    .set({ answers: sql`${qbankSessions.answers} || ${JSON.stringify({ [questionId]: answer })}::jsonb` })
    .where(
      and(
        eq(qbankSessions.id, id),
        eq(qbankSessions.status, 'in_progress'),
        sql`${qbankSessions.expiresAt} + make_interval(secs => ${SAVE_GRACE_SEC}) >= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: qbankSessions.id });
  if (saved) return { saved: true };
  const current = await loadSession(db, user, id);
  if (current.status === 'submitted') throw conflict(QBANK_MESSAGES.alreadySubmitted);
  await submitSessionRow(db, user, id, now, true);
  throw conflict(QBANK_MESSAGES.timeUp);
}
