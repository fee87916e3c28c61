import { randomInt } from 'node:crypto';
import {
  type AnswerInput,
  type AttemptResponse,
  type AttemptResults,
  attemptExpiry,
  type MyAttemptsQuery,
  NO_TOPIC_LABEL,
  type PlayAttempt,
  type PlayQuestion,
  type PlayQuiz,
  type PlayResponse,
  QUIZ_MESSAGES,
  type QuizDetailResponse,
  SAVE_GRACE_SEC,
  scorePercent,
} from '@medprep/shared';
import { and, count, desc, eq, getTableColumns, ilike, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  quizAttempts,
  quizExtraTime,
  quizzes,
  type SnapshotQuestion,
  type StoredAnswer,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, notFound, unauthorized } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/sql.ts';
import { completeQuizLessons } from '../learning/service.ts';
import { accessSource, hasActiveMembership } from '../payments/access.ts';
import { isUuid, type QuizRow, toQuiz } from './authoring.ts';
import { gradeAttempt } from './grading.ts';
import { attemptCounts, enrolledLessons, loadVisibleQuiz, quizAccess } from './learner.ts';
import { cachedSheet, type Paper, paperOf, type QuestionShape, rememberSheet } from './paper.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/* ---------- Shapes ---------- */

export const toPlayQuestion = (q: SnapshotQuestion, order: number): PlayQuestion => ({
  id: q.id,
  type: q.type,
  prompt: q.prompt,
  points: q.points,
  media: q.media,
  options: q.options.map((o) => ({ id: o.id, text: o.text, media: o.media })),
  order,
});

export const toPlayQuiz = (quiz: QuizRow, questions: SnapshotQuestion[]): PlayQuiz => ({
  id: quiz.id,
  slug: quiz.slug,
  title: quiz.title,
  passPercent: quiz.passPercent,
  timeLimitSec: quiz.timeLimitSec,
  questionCount: questions.length,
  totalPoints: questions.reduce((n, q) => n + q.points, 0),
});

/** The attempt for play; `questionIds` (in order) default to the row's frozen questions. */
export function toPlayAttempt(
  row: Omit<AttemptRow, 'questions' | 'grades'> & { questions?: SnapshotQuestion[] },
  now: Date,
  questionIds: string[] = (row.questions ?? []).map((q) => q.id),
): PlayAttempt {
  const order = new Map(questionIds.map((id, i) => [id, i]));
  const answers = Object.entries(row.answers)
    .filter(([questionId]) => order.has(questionId))
    .sort(([a], [b]) => order.get(a)! - order.get(b)!)
    .map(([questionId, a]) => ({
      questionId,
      selectedOptionIds: a.selectedOptionIds,
      booleanAnswer: a.booleanAnswer,
      textAnswer: a.textAnswer,
    }));
  return {
    id: row.id,
    quizId: row.quizId,
    attemptNo: row.attemptNo,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
    timeLimitSec: row.timeLimitSec,
    extraTimePercent: row.extraTimePercent,
    answers,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    score: row.score,
    maxScore: row.maxScore,
    percent: row.percent,
    passed: row.passed,
    timeTakenSec: row.timeTakenSec,
    autoSubmitted: row.autoSubmitted,
  };
}

/** Results: only for a submitted attempt (the caller checks who asks). */
export function resultsOf(row: AttemptRow): AttemptResults | null {
  if (row.status !== 'submitted' || !row.grades) return null;
  const grades = row.grades;
  const perQuestion = row.questions.map((q) => {
    const a = row.answers[q.id];
    return {
      id: q.id,
      prompt: q.prompt,
      type: q.type,
      points: q.points,
      options: q.options,
      media: q.media,
      correctOptionIds: q.correctOptionIds,
      correctBoolean: q.correctBoolean,
      correctText: q.correctText,
      explanation: q.explanation,
      topics: q.topics,
      answer: a
        ? {
            questionId: q.id,
            selectedOptionIds: a.selectedOptionIds,
            booleanAnswer: a.booleanAnswer,
            textAnswer: a.textAnswer,
          }
        : null,
      grade: grades[q.id] ?? { correct: false, earned: 0 },
    };
  });
  const topics = new Map<string, { questions: number; correct: number; score: number; maxScore: number }>();
  for (const q of perQuestion) {
    for (const topic of q.topics.length ? q.topics : [NO_TOPIC_LABEL]) {
      const t = topics.get(topic) ?? { questions: 0, correct: 0, score: 0, maxScore: 0 };
      t.questions += 1;
      t.correct += q.grade.correct ? 1 : 0;
      t.score += q.grade.earned;
      t.maxScore += q.points;
      topics.set(topic, t);
    }
  }
  return {
    perQuestion,
    topics: [...topics.entries()]
      .map(([topic, t]) => ({ topic, ...t, percent: scorePercent(t.score, t.maxScore) }))
      .sort((a, b) => a.percent - b.percent || a.topic.localeCompare(b.topic)),
  };
}

/* ---------- The clock ---------- */

const graceEnd = (row: Pick<AttemptRow, 'expiresAt'>) =>
  row.expiresAt ? new Date(row.expiresAt.getTime() + SAVE_GRACE_SEC * 1000) : null;

/** Whether the attempt is open past expiresAt + grace: the server submits it when it is next touched. */
const isOverdue = (row: AttemptRow, now: Date) => {
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

async function submitWithQuiz(
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
    return { row: { ...row, ...set }, quiz };
  });
}

/** Settles one attempt's clock: an overdue open attempt is submitted with what was saved. */
async function settle(db: Db, row: AttemptRow, now: Date): Promise<AttemptRow> {
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

/* ---------- Detail ---------- */

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

/** Refuses a caller who may not take the quiz, with the start flow's statuses (marketplace.md §4). */
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
 * how the caller is enrolled in courses using the quiz as a lesson.
 */
async function startContext(db: Db, userId: string, by: { slug?: string; id?: string }) {
  const [row] = await db
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
    .where(by.id !== undefined ? eq(quizzes.id, by.id) : eq(quizzes.slug, by.slug ?? ''));
  return row;
}

/**
 * Starts an exam attempt, or resumes the caller's unsubmitted one (DECISIONS §7). A new attempt only while
 * submitted attempts < attemptsAllowed (else 409 'No attempts left.'). Two starts at once: the unique keys
 * (one open attempt per learner and quiz; one attempt per number) let one insert win; the other finds it.
 * Round trips: the context (one statement), the access rule (none for a free quiz), the insert; the paper
 * comes from the cache (docs/decisions/310).
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
    const canStart =
      managing || (quiz.visibility === 'enrolled' ? isEnrolled : source !== null || isEnrolled);
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
    const [created] = await db
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: user.id,
        attemptNo: ctx.lastNo + 1,
        startedAt: now,
        expiresAt: attemptExpiry(now, quiz.timeLimitSec, extra),
        timeLimitSec: quiz.timeLimitSec,
        extraTimePercent: extra,
        passPercent: quiz.passPercent,
        questions,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      rememberSheet(created, paper);
      return playResponse(quiz, created, now, false);
    }
    // A concurrent start won: take its attempt on the next round.
  }
  throw conflict(QUIZ_MESSAGES.couldNotStartAttempt);
}

/* ---------- Attempts: read, save, submit ---------- */

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
): Promise<AttemptResponse> {
  const quiz = quizRow ?? (await quizRowOf(db, row.quizId));
  return {
    attempt: toPlayAttempt(row, now),
    quiz: toPlayQuiz(quiz, row.questions),
    questions: row.questions.map(toPlayQuestion),
    results: resultsOf(row),
    lessons: await enrolledLessons(db, row.userId, row.quizId, now),
  };
}

/** GET /attempts/{id}: the owner (or an admin); results only once submitted. Settles an overdue attempt. */
export async function getAttempt(db: Db, user: AuthUser, attemptId: string, now: Date) {
  const row = await settle(db, await loadAttempt(db, user, attemptId, { adminToo: true }), now);
  return attemptResponse(db, row, now);
}

/** POST /attempts/{id}/submit: the owner's attempt, read under the lock with its quiz (one statement). */
export async function submitAttempt(db: Db, user: AuthUser, attemptId: string, now: Date) {
  if (!isUuid(attemptId)) throw notFound(QUIZ_MESSAGES.attemptNotFound);
  const { row, quiz } = await submitWithQuiz(db, attemptId, now, 'ifOverdue', user.id);
  return attemptResponse(db, row, now, quiz);
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
    if (q.type === 'mcq' || q.type === 'multi') {
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

/** Columns a save answers with: the attempt without its frozen questions and grades. */
const { questions: _questions, grades: _grades, ...savedColumns } = getTableColumns(quizAttempts);

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
) {
  const sheet = await answerSheet(db, user, attemptId);
  const end = graceEnd(sheet);
  if (!end || now.getTime() <= end.getTime()) {
    const patch = validateAnswers(sheet.questions, answers, now.toISOString());
    const [updated] = await db
      .update(quizAttempts)
      .set({ answers: sql`${quizAttempts.answers} || ${JSON.stringify(patch)}::jsonb` })
      .where(
        and(
          eq(quizAttempts.id, attemptId),
          eq(quizAttempts.userId, user.id),
          eq(quizAttempts.status, 'in_progress'),
          sql`(${quizAttempts.expiresAt} is null or ${quizAttempts.expiresAt} + make_interval(secs => ${SAVE_GRACE_SEC}) >= ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning(savedColumns);
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

/* ---------- My attempts ---------- */

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
