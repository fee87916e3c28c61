/** An attempt's clock: submitting an overdue open attempt with what was saved. */
import { type PeerFigures, paths, QUIZ_MESSAGES, type QuizLessonRef, SAVE_GRACE_SEC } from '@medprep/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizzes } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { issueCertificate } from '../certificates/index.ts';
import { completeLessons, type QuizLessonToComplete, quizLessonsToCompleteSql } from '../learning/service.ts';
import { askForReviewSql } from '../reviews/prompts.ts';
import { recordAnswersWithPeers } from './answer-log.ts';
import type { AttemptRow } from './attempt-views.ts';
import type { QuizRow } from './authoring.ts';
import { gradeAttempt } from './grading.ts';
import { type MockStanding, standingSql, toStanding } from './standing.ts';
import { markStatisticsStaleQuery } from './statistics.ts';

export const graceEnd = (row: Pick<AttemptRow, 'expiresAt'>) =>
  row.expiresAt ? new Date(row.expiresAt.getTime() + SAVE_GRACE_SEC * 1000) : null;

/** Whether the attempt is open past expiresAt + grace: the server submits it when it is next touched. */
export const isOverdue = (row: AttemptRow, now: Date) => {
  const end = graceEnd(row);
  return row.status === 'in_progress' && end !== null && now.getTime() > end.getTime();
};

/** What a submit's response shows beyond the row, read in the submitting transaction (attempts.ts). */
export interface SubmitReads {
  peers: Map<string, PeerFigures | null>;
  standing: MockStanding;
  /** Null: the learner has quiz lessons on this quiz (read them after the commit); else none. */
  lessons: QuizLessonRef[] | null;
}

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

/**
 * The submit in as few round trips as its work allows (docs/decisions/665): the attempt and its quiz read
 * under the lock; one statement updating the attempt, asking for a review (and its notice) and reading the
 * quiz lessons to complete; the certificate on a pass; the answer log (two statements, the second reading
 * the peer figures); and last the statistics mark, which reads the standing. The rows every submitter writes
 * (peer counters, the statistics mark) stay last (docs/decisions/620). `reads`: the result's reads are returned
 * when the attempt was graded now.
 */
export async function submitWithQuiz(
  db: Db,
  attemptId: string,
  now: Date,
  autoOption: boolean | 'ifOverdue',
  ownerId?: string,
): Promise<{ row: AttemptRow; quiz: QuizRow; reads?: SubmitReads }> {
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
    // One statement: the update (RETURNING only the id: the row is already in hand, and the questions are its
    // largest part); a submitted mock may be reviewed, so ask once (its title and page come from the quiz read
    // above); and the quiz lessons this submit completes.
    const submitted = tx
      .update(quizAttempts)
      .set(set)
      .where(and(eq(quizAttempts.id, row.id), eq(quizAttempts.status, 'in_progress')))
      .returning({ id: quizAttempts.id });
    const review = askForReviewSql(
      { userId: row.userId, kind: 'quiz', itemId: row.quizId, now },
      { title: quiz.title, link: paths.quiz(quiz.slug) },
    );
    const lessonRows = rowsOf<QuizLessonToComplete>(
      await tx.execute(
        sql`with submitted as (${submitted.getSQL()}), ${review} ${quizLessonsToCompleteSql(row.userId, row.quizId)}`,
      ),
    );
    await completeLessons(tx, row.userId, lessonRows, now);
    // A pass earns the mock's certificate in this same transaction (once per person and mock).
    if (graded.passed)
      await issueCertificate(tx, { userId: row.userId, kind: 'quiz', itemId: row.quizId, now });
    // Last, the rows every submitter of the quiz writes (the peer counters of its questions, its statistics
    // mark): their locks are then held only until the commit, so a submit surge queues on them briefly. The
    // answer log's second statement reads the peer figures; the statistics mark reads the standing (the
    // attempt's own first score is counted by then: the trigger ran with the update).
    const peers = await recordAnswersWithPeers(
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
      row.questions,
    );
    const [standing] = rowsOf<Record<string, unknown>>(
      await tx.execute(
        sql`with marked as (${markStatisticsStaleQuery(tx, row.quizId).getSQL()}) ${standingSql(row.quizId, graded.percent)}`,
      ),
    );
    return {
      row: { ...row, ...set },
      quiz,
      reads: { peers, standing: toStanding(standing!), lessons: lessonRows.length === 0 ? [] : null },
    };
  });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
