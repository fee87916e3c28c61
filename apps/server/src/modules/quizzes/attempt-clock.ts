/** An attempt's clock: submitting an overdue open attempt with what was saved. */
import { QUIZ_MESSAGES, SAVE_GRACE_SEC } from '@medprep/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizzes } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { issueCertificate } from '../certificates/index.ts';
import { completeQuizLessons } from '../learning/service.ts';
import { askForReview } from '../reviews/prompts.ts';
import { recordAnswers } from './answer-log.ts';
import type { AttemptRow } from './attempt-views.ts';
import type { QuizRow } from './authoring.ts';
import { gradeAttempt } from './grading.ts';
import { markStatisticsStale } from './statistics.ts';

export const graceEnd = (row: Pick<AttemptRow, 'expiresAt'>) =>
  row.expiresAt ? new Date(row.expiresAt.getTime() + SAVE_GRACE_SEC * 1000) : null;

/** Whether the attempt is open past expiresAt + grace: the server submits it when it is next touched. */
export const isOverdue = (row: AttemptRow, now: Date) => {
  const end = graceEnd(row);
  return row.status === 'in_progress' && end !== null && now.getTime() > end.getTime();
};

/**
 * Submits (grades) an attempt, once: the row lock makes concurrent submits, auto-submits and saves queue, and
 * the second submit finds it submitted and returns it unchanged. Submitting marks the course quiz lessons
 * using this quiz complete for the learner. `auto`: 'ifOverdue' decides under the lock (a learner's submit
 * after expiresAt + grace counts as the automatic one). `ownerId`: only that user's attempt (else 404).
 */
export async function submitAttemptRow(
  db: Db,
  attemptId: string,
  now: Date,
  auto: boolean | 'ifOverdue',
  ownerId?: string,
): Promise<AttemptRow> {
  return (await submitWithQuiz(db, attemptId, now, auto, ownerId)).row;
}

export async function submitWithQuiz(
  db: Db,
  attemptId: string,
  now: Date,
  autoOption: boolean | 'ifOverdue',
  ownerId?: string,
): Promise<{ row: AttemptRow; quiz: QuizRow }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: quizAttempts, quiz: quizzes })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(and(eq(quizAttempts.id, attemptId), ...(ownerId ? [eq(quizAttempts.userId, ownerId)] : [])))
      .for('update', { of: quizAttempts });
    if (!found) throw notFound(QUIZ_MESSAGES.attemptNotFound);
    const { row, quiz } = found;
    if (row.status === 'submitted') return found;
    const auto = autoOption === 'ifOverdue' ? isOverdue(row, now) : autoOption;
    const graded = gradeAttempt(row.questions, row.answers, row.passPercent);
    const overdue = row.expiresAt !== null && now.getTime() > row.expiresAt.getTime();
    const end = row.expiresAt && overdue ? row.expiresAt : now;
    const submittedAt = auto && row.expiresAt && overdue ? row.expiresAt : now;
    const set = {
      status: 'submitted' as const,
      submittedAt,
      autoSubmitted: auto,
      grades: graded.grades,
      score: graded.score,
      maxScore: graded.maxScore,
      percent: graded.percent,
      passed: graded.passed,
      timeTakenSec: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000)),
    };
    // RETURNING only the id: the row is already in hand, and the questions are its largest part.
    await tx
      .update(quizAttempts)
      .set(set)
      .where(and(eq(quizAttempts.id, row.id), eq(quizAttempts.status, 'in_progress')))
      .returning({ id: quizAttempts.id });
    await completeQuizLessons(tx, row.userId, row.quizId, now);
    // A submitted mock may be reviewed: ask once.
    await askForReview(tx, { userId: row.userId, kind: 'quiz', itemId: row.quizId, now });
    // A pass earns the mock's certificate in this same transaction (once per person and mock).
    if (graded.passed)
      await issueCertificate(tx, { userId: row.userId, kind: 'quiz', itemId: row.quizId, now });
    // Last, the rows every submitter of the quiz writes (the peer counters of its questions, its statistics
    // mark): their locks are then held only until the commit, so a submit surge queues on them briefly.
    await recordAnswers(
      tx,
      row.userId,
      'exam',
      row.id,
      row.questions.map((q) => ({
        question: q,
        quizId: row.quizId,
        answer: row.answers[q.id] ?? { selectedOptionIds: [], booleanAnswer: null, textAnswer: null },
        correct: graded.grades[q.id]?.correct ?? false,
        confidence: null,
      })),
      submittedAt,
    );
    await markStatisticsStale(tx, row.quizId);
    return { row: { ...row, ...set }, quiz };
  });
}

/** Settles one attempt's clock: an overdue open attempt is submitted with what was saved. */
export async function settle(db: Db, row: AttemptRow, now: Date): Promise<AttemptRow> {
  return isOverdue(row, now) ? submitAttemptRow(db, row.id, now, true) : row;
}

/** Settles every overdue open attempt of a user (on one quiz, or all). */
export async function settleOverdue(db: Db, userId: string, now: Date, quizId?: string): Promise<void> {
  const cutoff = new Date(now.getTime() - SAVE_GRACE_SEC * 1000);
  const overdue = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.status, 'in_progress'),
        lt(quizAttempts.expiresAt, cutoff),
        ...(quizId ? [eq(quizAttempts.quizId, quizId)] : []),
      ),
    );
  for (const { id } of overdue) await submitAttemptRow(db, id, now, true);
}
