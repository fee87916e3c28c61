/** Bank sessions: starting one, reading it, the owner's list, and the clock of a timed one. */
import {
  attemptExpiry,
  QBANK_MESSAGES,
  QBANK_SECONDS_PER_QUESTION,
  type QbankSessionListQuery,
  type QbankSessionResponse,
  REVISION_MESSAGES,
  SAVE_GRACE_SEC,
  type StartQbankSessionBody,
  timedSessionSeconds,
} from '@medprep/shared';
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  type BankQuestion,
  qbankSessions,
  questionFlags,
  reviewCards,
  reviewSettings,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { type KnownCard, peersOf, recordAnswers } from '../quizzes/answer-log.ts';
import { graceEnd } from '../quizzes/attempt-clock.ts';
import { resultsOf } from '../quizzes/attempt-views.ts';
import { isUuid } from '../quizzes/authoring.ts';
import { gradeAttempt } from '../quizzes/grading.ts';
import { extraTimeOf } from '../quizzes/start.ts';
import { drawBankQuestions } from './bank.ts';
import { type SessionRow, toSession, toSummary } from './views.ts';

/** Whether a timed session is open past expiresAt + grace: it is submitted when next touched. */
export const isOverdue = (row: Pick<SessionRow, 'status' | 'expiresAt'>, now: Date) => {
  const end = graceEnd(row);
  return row.status === 'in_progress' && end !== null && now.getTime() > end.getTime();
};

async function flagsAmong(db: DbOrTx, userId: string, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ questionId: questionFlags.questionId })
    .from(questionFlags)
    .where(and(eq(questionFlags.userId, userId), inArray(questionFlags.questionId, questionIds)));
  const flagged = new Set(rows.map((r) => r.questionId));
  return questionIds.filter((id) => flagged.has(id));
}

export async function sessionResponse(db: DbOrTx, row: SessionRow, now: Date): Promise<QbankSessionResponse> {
  const ids = row.questions.map((q) => q.id);
  const revealed = row.mode === 'tutor' || row.status === 'submitted';
  const [flags, peers] = await Promise.all([
    flagsAmong(db, row.userId, ids),
    revealed
      ? peersOf(
          db,
          row.questions.filter((q) => row.status === 'submitted' || row.answers[q.id]),
        )
      : Promise.resolve(new Map()),
  ]);
  return {
    session: toSession(row, now, flags, peers),
    results: row.status === 'submitted' ? resultsOf(row, peers) : null,
  };
}

/** POST /qbank/sessions: draws the questions and freezes them; none match → 409. */
export async function startSession(
  db: Db,
  user: AuthUser,
  body: z.output<typeof StartQbankSessionBody>,
  now: Date,
): Promise<QbankSessionResponse> {
  const questions = await drawBankQuestions(db, user, body, now);
  if (questions.length === 0)
    throw conflict(body.status === 'due' ? REVISION_MESSAGES.noneDue : QBANK_MESSAGES.noMatches);
  return sessionResponse(db, await openSession(db, user, body, questions, now), now);
}

/**
 * Opens a session of these questions (drawn for the filters of `body`), as startSession does once it has
 * drawn them: a timed one gets its clock (the learner's extra time included). Also the demo seed's way in.
 */
export async function openSession(
  db: DbOrTx,
  user: Pick<AuthUser, 'id'>,
  body: Pick<
    z.output<typeof StartQbankSessionBody>,
    'exam' | 'topics' | 'status' | 'mode' | 'secondsPerQuestion'
  >,
  questions: BankQuestion[],
  now: Date,
): Promise<SessionRow> {
  const timed = body.mode === 'timed';
  const secondsPerQuestion = timed ? (body.secondsPerQuestion ?? QBANK_SECONDS_PER_QUESTION.default) : null;
  const extra = timed ? await extraTimeOf(db, user.id) : 0;
  const [row] = await db
    .insert(qbankSessions)
    .values({
      userId: user.id,
      mode: body.mode,
      filters: { exam: body.exam ?? null, topics: body.topics ?? [], status: body.status },
      questions,
      secondsPerQuestion,
      extraTimePercent: extra,
      expiresAt: secondsPerQuestion
        ? attemptExpiry(now, timedSessionSeconds(secondsPerQuestion, questions.length), extra)
        : null,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** One session of one learner: prepared (docs/decisions/516), every answer reads it. */
const sessionOf = preparedStatement('qbank_session_of', (db, name) =>
  db
    .select()
    .from(qbankSessions)
    .where(
      and(eq(qbankSessions.id, sql.placeholder('id')), eq(qbankSessions.userId, sql.placeholder('userId'))),
    )
    .prepare(name),
);

/** The caller's session, else 404 (another learner's too). */
export async function loadSession(db: Db, user: AuthUser, id: string): Promise<SessionRow> {
  if (!isUuid(id)) throw notFound(QBANK_MESSAGES.sessionNotFound);
  const [row] = await sessionOf(db).execute({ id, userId: user.id });
  if (!row) throw notFound(QBANK_MESSAGES.sessionNotFound);
  return row;
}

/**
 * What answering one question reads, in one prepared statement: the session's state, whether the question is
 * answered, only that frozen question (null: not in the session), and the learner's retention and card for it
 * (its last review as PostgreSQL's text too, to compare it exactly when writing).
 */
const answeringOf = preparedStatement('qbank_answering_of', (db, name) =>
  db
    .select({
      id: qbankSessions.id,
      mode: qbankSessions.mode,
      status: qbankSessions.status,
      expiresAt: qbankSessions.expiresAt,
      answered: sql<boolean>`${qbankSessions.answers} ? ${sql.placeholder('questionId')}`,
      question: sql<BankQuestion | null>`jsonb_path_query_first(${qbankSessions.questions},
        '$[*] ? (@.id == $id)', jsonb_build_object('id', ${sql.placeholder('questionId')}::text))`,
      retention: sql<number | null>`(select ${reviewSettings.retention} from ${reviewSettings}
        where ${reviewSettings.userId} = ${qbankSessions.userId})`,
      card: {
        due: reviewCards.due,
        stability: reviewCards.stability,
        difficulty: reviewCards.difficulty,
        elapsedDays: reviewCards.elapsedDays,
        scheduledDays: reviewCards.scheduledDays,
        learningSteps: reviewCards.learningSteps,
        reps: reviewCards.reps,
        lapses: reviewCards.lapses,
        state: reviewCards.state,
        lastReview: reviewCards.lastReview,
        lastReviewText: sql<string | null>`${reviewCards.lastReview}::text`,
      },
    })
    .from(qbankSessions)
    .leftJoin(
      reviewCards,
      and(
        eq(reviewCards.userId, qbankSessions.userId),
        eq(reviewCards.questionId, sql.placeholder('cardOf')),
      ),
    )
    .where(
      and(eq(qbankSessions.id, sql.placeholder('id')), eq(qbankSessions.userId, sql.placeholder('userId'))),
    )
    .prepare(name),
);

/** The caller's session as answering `questionId` reads it (answeringOf), else 404 (another learner's too). */
export async function loadAnswering(db: Db, user: AuthUser, id: string, questionId: string) {
  if (!isUuid(id)) throw notFound(QBANK_MESSAGES.sessionNotFound);
  const [row] = await answeringOf(db).execute({
    id,
    userId: user.id,
    questionId,
    // Not a uuid: in no session, and no card either.
    cardOf: isUuid(questionId) ? questionId : NIL_UUID,
  });
  if (!row) throw notFound(QBANK_MESSAGES.sessionNotFound);
  const card: KnownCard | null = row.card?.due ? (row.card as KnownCard) : null;
  return { ...row, card };
}
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Submits (grades) a session once, under its row lock: a timed session's answers go into the answer log now
 * (a tutor session's went in one by one). An overdue timed session counts as submitted at its expiry.
 */
export async function submitSessionRow(
  db: Db,
  user: AuthUser,
  id: string,
  now: Date,
  auto: boolean | 'ifOverdue',
): Promise<SessionRow> {
  if (!isUuid(id)) throw notFound(QBANK_MESSAGES.sessionNotFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(qbankSessions)
      .where(and(eq(qbankSessions.id, id), eq(qbankSessions.userId, user.id)))
      .for('update');
    if (!row) throw notFound(QBANK_MESSAGES.sessionNotFound);
    if (row.status === 'submitted') return row;
    const automatic = auto === 'ifOverdue' ? isOverdue(row, now) : auto;
    const overdue = row.expiresAt !== null && now.getTime() > row.expiresAt.getTime();
    const submittedAt = automatic && row.expiresAt && overdue ? row.expiresAt : now;
    const graded = gradeAttempt(row.questions, row.answers, 0);
    if (row.mode === 'timed')
      await recordAnswers(
        tx,
        row.userId,
        'bank',
        row.id,
        row.questions.flatMap((q) => {
          const answer = row.answers[q.id];
          return answer
            ? [
                {
                  question: q,
                  quizId: q.quizId,
                  answer,
                  correct: graded.grades[q.id]?.correct ?? false,
                  confidence: answer.confidence,
                },
              ]
            : [];
        }),
        submittedAt,
      );
    const set = {
      status: 'submitted' as const,
      submittedAt,
      autoSubmitted: automatic,
      grades: graded.grades,
      score: graded.score,
      maxScore: graded.maxScore,
      percent: graded.percent,
    };
    await tx.update(qbankSessions).set(set).where(eq(qbankSessions.id, row.id));
    return { ...row, ...set };
  });
}

/** Settles a session's clock: an overdue timed session is submitted with what was saved. */
export async function settleSession(db: Db, user: AuthUser, row: SessionRow, now: Date) {
  return isOverdue(row, now) ? submitSessionRow(db, user, row.id, now, true) : row;
}

export async function getSession(db: Db, user: AuthUser, id: string, now: Date) {
  const row = await settleSession(db, user, await loadSession(db, user, id), now);
  return sessionResponse(db, row, now);
}

export async function submitSession(db: Db, user: AuthUser, id: string, now: Date) {
  return sessionResponse(db, await submitSessionRow(db, user, id, now, 'ifOverdue'), now);
}

/** GET /qbank/sessions: the caller's sessions, newest first (overdue timed ones submitted first). */
export async function listSessions(
  db: Db,
  user: AuthUser,
  query: z.output<typeof QbankSessionListQuery>,
  now: Date,
) {
  const cutoff = new Date(now.getTime() - SAVE_GRACE_SEC * 1000);
  const overdue = await db
    .select({ id: qbankSessions.id })
    .from(qbankSessions)
    .where(
      and(
        eq(qbankSessions.userId, user.id),
        eq(qbankSessions.status, 'in_progress'),
        isNotNull(qbankSessions.expiresAt),
        lt(qbankSessions.expiresAt, cutoff),
      ),
    );
  for (const { id } of overdue) await submitSessionRow(db, user, id, now, true);
  const window = pageWindow(query);
  const where = eq(qbankSessions.userId, user.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: qbankSessions.id,
        mode: qbankSessions.mode,
        status: qbankSessions.status,
        expiresAt: qbankSessions.expiresAt,
        createdAt: qbankSessions.createdAt,
        submittedAt: qbankSessions.submittedAt,
        percent: qbankSessions.percent,
        questionCount: sql<number>`jsonb_array_length(${qbankSessions.questions})::int`,
        answered: sql<number>`(select count(*) from jsonb_object_keys(${qbankSessions.answers}))::int`,
      })
      .from(qbankSessions)
      .where(where)
      .orderBy(desc(qbankSessions.createdAt), desc(qbankSessions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(qbankSessions).where(where),
  ]);
  return toPage(rows, query, { total: total?.n ?? 0, map: toSummary });
}
