/** Attempts in play: reading, saving answers, submitting, and the learner's own list. */
import {
  type AnswerInput,
  type AttemptResponse,
  type MyAttemptsQuery,
  QUIZ_MESSAGES,
  SAVE_GRACE_SEC,
} from '@medprep/shared';
import { and, count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { quizAttempts, quizzes, type StoredAnswer } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/sql.ts';
import { peersOf } from './answer-log.ts';
import {
  graceEnd,
  type SubmitReads,
  settle,
  settleOverdue,
  submitAttemptRow,
  submitWithQuiz,
} from './attempt-clock.ts';
import { type AttemptRow, resultsOf, toPlayAttempt, toPlayQuestion, toPlayQuiz } from './attempt-views.ts';
import { isUuid, type QuizRow } from './authoring.ts';
import { enrolledLessons } from './learner.ts';
import { cachedSheet, type QuestionShape, rememberSheet } from './paper.ts';
import { mockStanding } from './standing.ts';

async function loadAttempt(db: Db, user: AuthUser, attemptId: string, options: { adminToo: boolean }) {
  if (!isUuid(attemptId)) throw notFound(QUIZ_MESSAGES.attemptNotFound);
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  const allowed = row && (row.userId === user.id || (options.adminToo && user.role === 'admin'));
  if (!row || !allowed) throw notFound(QUIZ_MESSAGES.attemptNotFound);
  return row;
}

async function quizRowOf(db: DbOrTx, quizId: string): Promise<QuizRow> {
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw notFound(QUIZ_MESSAGES.quizNotFound);
  return quiz;
}

async function attemptResponse(
  db: Db,
  row: AttemptRow,
  now: Date,
  quizRow?: QuizRow,
  reads?: SubmitReads,
): Promise<AttemptResponse> {
  // Independent reads, side by side on the pool; those a submit made in its transaction are not read again.
  const submitted = row.status === 'submitted';
  const [quiz, peers, standing, lessons] = await Promise.all([
    quizRow ?? quizRowOf(db, row.quizId),
    reads?.peers ?? (submitted ? peersOf(db, row.questions) : undefined),
    reads?.standing ?? (submitted ? mockStanding(db, row.quizId, row.percent ?? 0) : undefined),
    reads?.lessons ?? enrolledLessons(db, row.userId, row.quizId, now),
  ]);
  return {
    attempt: toPlayAttempt(row, now),
    quiz: toPlayQuiz(quiz, row.questions),
    questions: row.questions.map(toPlayQuestion),
    results: submitted ? resultsOf(row, peers, standing) : null,
    lessons,
  };
}

/** GET /attempts/{id}: the owner (or an admin); results only once submitted. Settles an overdue attempt. */
export async function getAttempt(db: Db, user: AuthUser, attemptId: string, now: Date) {
  const row = await settle(db, await loadAttempt(db, user, attemptId, { adminToo: true }), now);
  return attemptResponse(db, row, now);
}

/**
 * POST /attempts/{id}/submit: the owner's attempt, read under the lock with its quiz (one statement); the
 * result's peer figures, standing and lessons come from the submitting transaction when it graded the attempt.
 */
export async function submitAttempt(db: Db, user: AuthUser, attemptId: string, now: Date) {
  if (!isUuid(attemptId)) throw notFound(QUIZ_MESSAGES.attemptNotFound);
  const { row, quiz, reads } = await submitWithQuiz(db, attemptId, now, 'ifOverdue', user.id);
  return attemptResponse(db, row, now, quiz, reads);
}

const badAnswer = (path: string, message: string) =>
  new AppError('validation_failed', message, { fields: { [path]: message } });

/** Checks answers against the frozen questions (400 naming the answer), and shapes them for storage. */
export function validateAnswers(
  questions: readonly QuestionShape[],
  answers: z.output<typeof import('@medprep/shared').AnswerInput>[],
  savedAt: string,
): Record<string, StoredAnswer> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const out: Record<string, StoredAnswer> = {};
  answers.forEach((a, i) => {
    const path = `answers.${i}`;
    const q = byId.get(a.questionId);
    if (!q) throw badAnswer(`${path}.questionId`, QUIZ_MESSAGES.unknownQuestion);
    if (out[q.id]) throw badAnswer(`${path}.questionId`, QUIZ_MESSAGES.duplicateAnswer);
    const stored: StoredAnswer = { selectedOptionIds: [], booleanAnswer: null, textAnswer: null, savedAt };
    if (q.type !== 'emq' && a.stemAnswers && Object.keys(a.stemAnswers).length > 0)
      throw badAnswer(path, QUIZ_MESSAGES.answerWrongType);
    if (q.type === 'emq') {
      if ((a.selectedOptionIds?.length ?? 0) > 0 || a.booleanAnswer != null || a.textAnswer != null)
        throw badAnswer(path, QUIZ_MESSAGES.answerWrongType);
      const stems = new Set((q.stems ?? []).map((s) => s.id));
      const options = new Set(q.options.map((o) => o.id));
      const chosen: Record<string, string> = {};
      for (const [stemId, optionId] of Object.entries(a.stemAnswers ?? {})) {
        if (!stems.has(stemId)) throw badAnswer(`${path}.stemAnswers.${stemId}`, QUIZ_MESSAGES.unknownStem);
        // An empty choice clears the stem's answer.
        if (optionId === '') continue;
        if (!options.has(optionId))
          throw badAnswer(`${path}.stemAnswers.${stemId}`, QUIZ_MESSAGES.unknownOption);
        chosen[stemId] = optionId;
      }
      stored.stemAnswers = chosen;
    } else if (q.type === 'mcq' || q.type === 'multi') {
      if (a.booleanAnswer != null || a.textAnswer != null)
        throw badAnswer(path, QUIZ_MESSAGES.answerWrongType);
      const selected = [...new Set(a.selectedOptionIds ?? [])];
      const ids = new Set(q.options.map((o) => o.id));
      const unknown = selected.findIndex((id) => !ids.has(id));
      if (unknown >= 0) throw badAnswer(`${path}.selectedOptionIds.${unknown}`, QUIZ_MESSAGES.unknownOption);
      if (q.type === 'mcq' && selected.length > 1)
        throw badAnswer(`${path}.selectedOptionIds`, QUIZ_MESSAGES.singleChoice);
      stored.selectedOptionIds = selected;
    } else if (q.type === 'boolean') {
      if ((a.selectedOptionIds?.length ?? 0) > 0 || a.textAnswer != null)
        throw badAnswer(path, QUIZ_MESSAGES.answerWrongType);
      stored.booleanAnswer = a.booleanAnswer ?? null;
    } else {
      if ((a.selectedOptionIds?.length ?? 0) > 0 || a.booleanAnswer != null)
        throw badAnswer(path, QUIZ_MESSAGES.answerWrongType);
      stored.textAnswer = a.textAnswer ?? null;
    }
    out[q.id] = stored;
  });
  return out;
}
export type { AnswerInput };

/** The attempt's answer sheet: from the cache, or read once (the attempt's owner only, else 404). */
async function answerSheet(db: Db, user: AuthUser, attemptId: string) {
  if (!isUuid(attemptId)) throw notFound(QUIZ_MESSAGES.attemptNotFound);
  let sheet = cachedSheet(attemptId);
  if (!sheet) {
    const [row] = await db
      .select({
        id: quizAttempts.id,
        userId: quizAttempts.userId,
        quizId: quizAttempts.quizId,
        expiresAt: quizAttempts.expiresAt,
        questions: quizAttempts.questions,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId));
    if (row) sheet = rememberSheet(row);
  }
  if (!sheet || sheet.userId !== user.id) throw notFound(QUIZ_MESSAGES.attemptNotFound);
  return sheet;
}

/** The flagged questions of a save: each one of the attempt's (a 400 names the first stranger), once each. */
function validFlags(questions: readonly QuestionShape[], flagged: string[]): string[] {
  const ids = new Set(questions.map((q) => q.id));
  flagged.forEach((id, i) => {
    if (!ids.has(id)) throw badAnswer(`flagged.${i}`, QUIZ_MESSAGES.unknownQuestion);
  });
  return [...new Set(flagged)];
}

/** Columns a save answers with: the attempt without its frozen questions and grades. */
const { questions: _questions, grades: _grades, ...savedColumns } = getTableColumns(quizAttempts);

/** The save's one UPDATE (owner, open, before the grace deadline), prepared once: it runs for every save. */
const saveStatement = preparedStatement('quiz_attempt_save', (db, name) =>
  db
    .update(quizAttempts)
    .set({
      answers: sql`${quizAttempts.answers} || ${sql.placeholder('patch')}::jsonb`,
      // null: the save carries no flags, those kept stay.
      flagged: sql`coalesce(${sql.placeholder('flagged')}::jsonb, ${quizAttempts.flagged})`,
    })
    .where(
      and(
        eq(quizAttempts.id, sql.placeholder('id')),
        eq(quizAttempts.userId, sql.placeholder('userId')),
        eq(quizAttempts.status, 'in_progress'),
        sql`(${quizAttempts.expiresAt} is null or ${quizAttempts.expiresAt} + make_interval(secs => ${SAVE_GRACE_SEC}) >= ${sql.placeholder('now')}::timestamptz)`,
      ),
    )
    .returning(savedColumns)
    .prepare(name),
);

/**
 * PATCH /attempts/{id}/answers: upserts the given questions' answers (idempotent: the same save twice leaves the
 * same answers). Refused with 409 once submitted; after expiresAt + grace the attempt is submitted with what
 * was saved before and the save is refused (409). Validated against the attempt's answer sheet (cached), then
 * one conditional UPDATE (owner, open, before the grace deadline) merging the answers into the jsonb
 * server-side: under the row lock, so a save either lands before the grade (and is graded) or finds the attempt
 * submitted and is refused.
 */
export async function saveAnswers(
  db: Db,
  user: AuthUser,
  attemptId: string,
  answers: z.output<typeof import('@medprep/shared').AnswerInput>[],
  now: Date,
  flagged?: string[],
) {
  const sheet = await answerSheet(db, user, attemptId);
  const end = graceEnd(sheet);
  if (!end || now.getTime() <= end.getTime()) {
    const patch = validateAnswers(sheet.questions, answers, now.toISOString());
    const flags = flagged && validFlags(sheet.questions, flagged);
    const [updated] = await saveStatement(db).execute({
      id: attemptId,
      userId: user.id,
      patch: JSON.stringify(patch),
      flagged: flags ? JSON.stringify(flags) : null,
      now: now.toISOString(),
    });
    if (updated)
      return {
        attempt: toPlayAttempt(
          updated,
          now,
          sheet.questions.map((q) => q.id),
        ),
      };
  }
  // Refused: submitted already, or past the grace (then it is submitted now, with what was saved).
  const [row] = await db
    .select({ status: quizAttempts.status, expiresAt: quizAttempts.expiresAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, user.id)));
  if (!row) throw notFound(QUIZ_MESSAGES.attemptNotFound);
  if (row.status === 'submitted') throw conflict(QUIZ_MESSAGES.alreadySubmitted);
  await submitAttemptRow(db, attemptId, now, true);
  throw conflict(QUIZ_MESSAGES.timeUp);
}

export async function listMyAttempts(
  db: Db,
  user: AuthUser,
  query: z.output<typeof MyAttemptsQuery>,
  now: Date,
) {
  await settleOverdue(db, user.id, now);
  const where = and(
    eq(quizAttempts.userId, user.id),
    ...(query.q ? [ilike(quizzes.title, containsPattern(query.q))] : []),
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: quizAttempts, quiz: { id: quizzes.id, title: quizzes.title, slug: quizzes.slug } })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(where)
      .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(where),
  ]);
  return toPage(rows, query, {
    total: total?.n ?? 0,
    map: ({ attempt: a, quiz }) => ({
      id: a.id,
      status: a.status,
      passed: a.passed,
      score: a.score,
      maxScore: a.maxScore,
      percent: a.percent,
      attemptNo: a.attemptNo,
      timeTakenSec: a.timeTakenSec,
      startedAt: a.startedAt.toISOString(),
      completedAt: a.submittedAt?.toISOString() ?? null,
      expiresAt: a.expiresAt?.toISOString() ?? null,
      quiz,
    }),
  });
}
