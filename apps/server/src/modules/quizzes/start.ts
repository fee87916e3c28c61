/** A quiz's detail for the start screen, and starting (or resuming) an attempt. */
import { randomInt } from 'node:crypto';
import { attemptExpiry, type PlayResponse, QUIZ_MESSAGES, type QuizDetailResponse } from '@medprep/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { quizAttempts, quizExtraTime, quizzes, type SnapshotQuestion, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, notFound, unauthorized } from '../../platform/errors.ts';
import { accessSource, hasActiveMembership } from '../membership/access.ts';
import { isOverdue, settleOverdue, submitAttemptRow } from './attempt-clock.ts';
import { type AttemptRow, toPlayAttempt, toPlayQuestion, toPlayQuiz } from './attempt-views.ts';
import { isUuid, type QuizRow, toQuiz } from './authoring.ts';
import { attemptCounts, canStartQuiz, loadVisibleQuiz, quizAccess } from './learner.ts';
import { type Paper, paperOf, rememberSheet } from './paper.ts';

export async function quizDetail(
  db: Db,
  user: AuthUser | null,
  by: { slug?: string; id?: string },
  now: Date,
): Promise<QuizDetailResponse & { row: QuizRow }> {
  const { quiz, ownerName } = await loadVisibleQuiz(db, user, by, now);
  let counts = {
    used: 0,
    inProgressId: null as string | null,
    lastId: null as string | null,
    hasMistakes: false,
  };
  if (user) {
    await settleOverdue(db, user.id, now, quiz.id);
    counts = await attemptCounts(db, user.id, quiz.id);
  }
  const access = await quizAccess(db, user, quiz, now, counts);
  return {
    quiz: toQuiz(quiz, ownerName),
    entitlement: access.entitlement,
    lessons: access.lessons,
    row: quiz,
  };
}

/** Refuses a caller who may not take the quiz, with the start flow's statuses. */
export function refuseUnlessStartable(detail: QuizDetailResponse & { row: QuizRow }, user: AuthUser | null) {
  if (!user) throw unauthorized(QUIZ_MESSAGES.signInToStart);
  if (detail.entitlement.canStart) return;
  if (detail.row.visibility === 'enrolled') throw new AppError('forbidden', QUIZ_MESSAGES.enrolmentRequired);
  if (detail.row.includedInMembership && !detail.entitlement.memberActive) {
    throw new AppError('payment_required', QUIZ_MESSAGES.membershipRequired);
  }
  throw new AppError('payment_required', QUIZ_MESSAGES.purchaseRequired);
}

/* ---------- Start ---------- */

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Draws (N at random) and shuffles a paper as the quiz says: the only per-attempt work of a start. */
export function drawQuestions(paper: Paper, quiz: QuizRow, options: { draw: boolean }): SnapshotQuestion[] {
  const rows = paper.questions;
  let picked = rows;
  if (options.draw && quiz.drawCount && quiz.drawCount < rows.length) {
    const chosen = new Set(
      shuffled(rows)
        .slice(0, quiz.drawCount)
        .map((r) => r.id),
    );
    picked = rows.filter((r) => chosen.has(r.id));
  }
  if (quiz.shuffleQuestions) picked = shuffled(picked);
  return quiz.shuffleOptions ? picked.map((q) => ({ ...q, options: shuffled(q.options) })) : picked;
}

/** The quiz's questions as an attempt freezes them: drawn (N at random), shuffled as the quiz says. */
export async function snapshotQuestions(
  db: DbOrTx,
  quiz: QuizRow,
  options: { draw: boolean },
): Promise<SnapshotQuestion[]> {
  return drawQuestions(await paperOf(db, quiz), quiz, options);
}

export async function extraTimeOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ percent: quizExtraTime.percent })
    .from(quizExtraTime)
    .where(eq(quizExtraTime.userId, userId));
  return row?.percent ?? 0;
}

const playResponse = (quiz: QuizRow, row: AttemptRow, now: Date, resumed: boolean): PlayResponse => ({
  attempt: toPlayAttempt(row, now),
  quiz: toPlayQuiz(quiz, row.questions),
  questions: row.questions.map(toPlayQuestion),
  resumed,
});

const openAttempt = alias(quizAttempts, 'open_attempt');

/**
 * Everything a start needs about the quiz and the caller, in one statement: the quiz, its owner's name, the
 * caller's open attempt (whole: a resume answers it), submitted count, last attempt number, extra time, and
 * how the caller is enrolled in courses using the quiz as a lesson. Prepared once per database (by id, by
 * slug; docs/decisions/516 and 620): a start surge sends it by name.
 */
const startContextStatement = (by: 'id' | 'slug') => (db: Db, name: string) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      quiz: quizzes,
      ownerName: users.name,
      open: openAttempt,
      submitted: sql<number>`(select count(*) from quiz_attempts sa where sa.user_id = ${userId} and sa.quiz_id = ${quizzes.id} and sa.status = 'submitted')::int`,
      lastNo: sql<number>`(select coalesce(max(la.attempt_no), 0) from quiz_attempts la where la.user_id = ${userId} and la.quiz_id = ${quizzes.id})::int`,
      extra: sql<number>`coalesce((select et.percent from quiz_extra_time et where et.user_id = ${userId}), 0)::int`,
      enrolledVia: sql<
        string[]
      >`array(select distinct e.via from lessons l join enrollments e on e.course_id = l.course_id and e.user_id = ${userId} where l.type = 'quiz' and l.quiz_id = ${quizzes.id})`,
    })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.ownerId))
    .leftJoin(
      openAttempt,
      and(
        eq(openAttempt.quizId, quizzes.id),
        eq(openAttempt.userId, userId),
        eq(openAttempt.status, 'in_progress'),
      ),
    )
    .where(by === 'id' ? eq(quizzes.id, sql.placeholder('key')) : eq(quizzes.slug, sql.placeholder('key')))
    .prepare(name);
};
const startContextById = preparedStatement('quiz_start_context_by_id', startContextStatement('id'));
const startContextBySlug = preparedStatement('quiz_start_context_by_slug', startContextStatement('slug'));

async function startContext(db: Db, userId: string, by: { slug?: string; id?: string }) {
  const [row] =
    by.id !== undefined
      ? await startContextById(db).execute({ userId, key: by.id })
      : await startContextBySlug(db).execute({ userId, key: by.slug ?? '' });
  return row;
}

/** A start's INSERT of the new attempt (nothing when a concurrent start opened one), prepared once. */
const insertAttemptStatement = preparedStatement('quiz_attempt_start', (db, name) =>
  db
    .insert(quizAttempts)
    .values({
      quizId: sql.placeholder('quizId'),
      userId: sql.placeholder('userId'),
      attemptNo: sql.placeholder('attemptNo'),
      // Timestamps as ISO text (a null expiry has no Date to encode).
      startedAt: sql`${sql.placeholder('startedAt')}::timestamptz`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
      timeLimitSec: sql.placeholder('timeLimitSec'),
      extraTimePercent: sql.placeholder('extraTimePercent'),
      passPercent: sql.placeholder('passPercent'),
      questions: sql.placeholder('questions'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare(name),
);

/**
 * Starts an exam attempt, or resumes the caller's unsubmitted one. A new attempt only while
 * submitted attempts < attemptsAllowed (else 409 'No attempts left.'). Two starts at once: the unique keys
 * (one open attempt per learner and quiz; one attempt per number) let one insert win; the other finds it.
 * Round trips: the context (one statement), the access rule (none for a free quiz), the insert, the two
 * sent by name (prepared); the paper comes from the cache (docs/decisions/310).
 */
export async function startAttempt(
  db: Db,
  user: AuthUser | null,
  by: { slug?: string; id?: string },
  now: Date,
): Promise<PlayResponse> {
  if (by.id !== undefined && !isUuid(by.id)) throw notFound(QUIZ_MESSAGES.quizNotFound);
  if (!user) {
    await loadVisibleQuiz(db, user, by, now);
    throw unauthorized(QUIZ_MESSAGES.signInToStart);
  }
  for (let round = 0; round < 5; round++) {
    const ctx = await startContext(db, user.id, by);
    if (!ctx) throw notFound(QUIZ_MESSAGES.quizNotFound);
    const quiz = ctx.quiz;
    const managing = user.role === 'admin' || user.id === quiz.ownerId;
    // A membership enrolment lives with the membership (enrolledLessons' rule).
    let enrolledCache: Promise<boolean> | undefined;
    const enrolled = () => {
      enrolledCache ??= ctx.enrolledVia.some((via) => via !== 'membership')
        ? Promise.resolve(true)
        : ctx.enrolledVia.length > 0
          ? hasActiveMembership(db, user.id, now)
          : Promise.resolve(false);
      return enrolledCache;
    };
    if (!quiz.isPublished && !managing && !(by.id !== undefined && (await enrolled())))
      throw notFound(QUIZ_MESSAGES.quizNotFound);
    if (ctx.open && isOverdue(ctx.open, now)) {
      await submitAttemptRow(db, ctx.open.id, now, true);
      continue;
    }
    const thing = {
      kind: 'quiz' as const,
      id: quiz.id,
      ownerId: quiz.ownerId,
      priceMinor: quiz.priceMinor,
      includedInMembership: quiz.includedInMembership,
    };
    const [source, isEnrolled] = await Promise.all([accessSource(db, user, thing, now), enrolled()]);
    const canStart = canStartQuiz({ managing, visibility: quiz.visibility, source, enrolled: isEnrolled });
    if (!canStart) {
      if (quiz.visibility === 'enrolled') throw new AppError('forbidden', QUIZ_MESSAGES.enrolmentRequired);
      if (quiz.includedInMembership && !(await hasActiveMembership(db, user.id, now))) {
        throw new AppError('payment_required', QUIZ_MESSAGES.membershipRequired);
      }
      throw new AppError('payment_required', QUIZ_MESSAGES.purchaseRequired);
    }
    if (ctx.open) {
      rememberSheet(ctx.open);
      return playResponse(quiz, ctx.open, now, true);
    }
    // An attempt opened meanwhile by a concurrent start is not counted here: the insert below then conflicts
    // with it (one open attempt per learner and quiz) and the next round resumes it.
    if (ctx.submitted >= quiz.attemptsAllowed) throw conflict(QUIZ_MESSAGES.noAttemptsLeft);
    const paper = await paperOf(db, quiz);
    const questions = drawQuestions(paper, quiz, { draw: true });
    if (questions.length === 0) throw conflict(QUIZ_MESSAGES.publishNeedsQuestion);
    const extra = quiz.timeLimitSec > 0 ? ctx.extra : 0;
    const [created] = await insertAttemptStatement(db).execute({
      quizId: quiz.id,
      userId: user.id,
      attemptNo: ctx.lastNo + 1,
      startedAt: now.toISOString(),
      expiresAt: attemptExpiry(now, quiz.timeLimitSec, extra)?.toISOString() ?? null,
      timeLimitSec: quiz.timeLimitSec,
      extraTimePercent: extra,
      passPercent: quiz.passPercent,
      questions,
    });
    if (created) {
      rememberSheet(created, paper);
      return playResponse(quiz, created, now, false);
    }
    // A concurrent start won: take its attempt on the next round.
  }
  throw conflict(QUIZ_MESSAGES.couldNotStartAttempt);
}
