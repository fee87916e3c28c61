import { randomInt } from 'node:crypto';
import {
  type AnswerInput,
  type AttemptResponse,
  type AttemptResults,
  attemptExpiry,
  type MyAttemptsQuery,
  NO_TOPIC_LABEL,
  optionId,
  type PlayAttempt,
  type PlayQuestion,
  type PlayQuiz,
  type PlayResponse,
  QUIZ_MESSAGES,
  type QuizDetailResponse,
  SAVE_GRACE_SEC,
  scorePercent,
} from '@medprep/shared';
import { and, asc, count, desc, eq, ilike, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  quizAttempts,
  quizExtraTime,
  quizQuestions,
  quizzes,
  type SnapshotQuestion,
  type StoredAnswer,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, notFound, unauthorized } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/sql.ts';
import { completeQuizLessons } from '../learning/service.ts';
import { isUuid, type QuizRow, toQuiz } from './authoring.ts';
import { gradeAttempt } from './grading.ts';
import { attemptCounts, enrolledLessons, loadVisibleQuiz, quizAccess } from './learner.ts';

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

export function toPlayAttempt(row: AttemptRow, now: Date): PlayAttempt {
  const order = new Map(row.questions.map((q, i) => [q.id, i]));
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
 * using this quiz complete for the learner.
 */
export async function submitAttemptRow(
  db: Db,
  attemptId: string,
  now: Date,
  auto: boolean,
): Promise<AttemptRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).for('update');
    if (!row) throw notFound(QUIZ_MESSAGES.attemptNotFound);
    if (row.status === 'submitted') return row;
    const graded = gradeAttempt(row.questions, row.answers, row.passPercent);
    const overdue = row.expiresAt !== null && now.getTime() > row.expiresAt.getTime();
    const end = row.expiresAt && overdue ? row.expiresAt : now;
    const submittedAt = auto && row.expiresAt && overdue ? row.expiresAt : now;
    const [updated] = await tx
      .update(quizAttempts)
      .set({
        status: 'submitted',
        submittedAt,
        autoSubmitted: auto,
        grades: graded.grades,
        score: graded.score,
        maxScore: graded.maxScore,
        percent: graded.percent,
        passed: graded.passed,
        timeTakenSec: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000)),
      })
      .where(and(eq(quizAttempts.id, row.id), eq(quizAttempts.status, 'in_progress')))
      .returning();
    await completeQuizLessons(tx, row.userId, row.quizId, now);
    return updated!;
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

/** The quiz's questions as an attempt freezes them: drawn (N at random), shuffled as the quiz says. */
export async function snapshotQuestions(
  db: DbOrTx,
  quiz: QuizRow,
  options: { draw: boolean },
): Promise<SnapshotQuestion[]> {
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
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
  return picked.map((r) => {
    const opts = r.options.map((o, i) => ({ id: optionId(i), text: o.text, media: o.media }));
    return {
      id: r.id,
      type: r.type,
      prompt: r.prompt,
      points: r.points,
      explanation: r.explanation,
      media: r.media,
      options: quiz.shuffleOptions ? shuffled(opts) : opts,
      correctOptionIds: r.correctOptionIds,
      correctBoolean: r.correctBoolean,
      correctText: r.correctText,
      topics: r.topics,
    };
  });
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

/**
 * Starts an exam attempt, or resumes the caller's unsubmitted one (DECISIONS §7). A new attempt only while
 * submitted attempts < attemptsAllowed (else 409 'No attempts left.'). Two starts at once: the unique keys
 * (one open attempt per learner and quiz; one attempt per number) let one insert win; the other finds it.
 */
export async function startAttempt(
  db: Db,
  user: AuthUser | null,
  by: { slug?: string; id?: string },
  now: Date,
): Promise<PlayResponse> {
  const detail = await quizDetail(db, user, by, now);
  refuseUnlessStartable(detail, user);
  const quiz = detail.row;
  const learner = user!;
  for (let round = 0; round < 5; round++) {
    const [open] = await db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, learner.id),
          eq(quizAttempts.quizId, quiz.id),
          eq(quizAttempts.status, 'in_progress'),
        ),
      );
    if (open) {
      const settled = await settle(db, open, now);
      if (settled.status === 'in_progress') return playResponse(quiz, settled, now, true);
      continue;
    }
    const [stats] = await db
      .select({
        submitted: sql<number>`count(*) filter (where ${quizAttempts.status} = 'submitted')`,
        last: sql<number | null>`max(${quizAttempts.attemptNo})`,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, learner.id), eq(quizAttempts.quizId, quiz.id)));
    // An attempt opened meanwhile by a concurrent start is not counted here: the insert below then conflicts
    // with it (one open attempt per learner and quiz) and the next round resumes it.
    const submitted = Number(stats?.submitted ?? 0);
    if (submitted >= quiz.attemptsAllowed) throw conflict(QUIZ_MESSAGES.noAttemptsLeft);
    const questions = await snapshotQuestions(db, quiz, { draw: true });
    if (questions.length === 0) throw conflict(QUIZ_MESSAGES.publishNeedsQuestion);
    const extra = quiz.timeLimitSec > 0 ? await extraTimeOf(db, learner.id) : 0;
    const [created] = await db
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: learner.id,
        attemptNo: Number(stats?.last ?? 0) + 1,
        startedAt: now,
        expiresAt: attemptExpiry(now, quiz.timeLimitSec, extra),
        timeLimitSec: quiz.timeLimitSec,
        extraTimePercent: extra,
        passPercent: quiz.passPercent,
        questions,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return playResponse(quiz, created, now, false);
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

async function attemptResponse(db: Db, row: AttemptRow, now: Date): Promise<AttemptResponse> {
  const quiz = await quizRowOf(db, row.quizId);
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

export async function submitAttempt(db: Db, user: AuthUser, attemptId: string, now: Date) {
  const row = await loadAttempt(db, user, attemptId, { adminToo: false });
  const submitted = isOverdue(row, now)
    ? await submitAttemptRow(db, row.id, now, true)
    : await submitAttemptRow(db, row.id, now, false);
  return attemptResponse(db, submitted, now);
}

const badAnswer = (path: string, message: string) =>
  new AppError('validation_failed', message, { fields: { [path]: message } });

/** Checks answers against the frozen questions (400 naming the answer), and shapes them for storage. */
export function validateAnswers(
  questions: SnapshotQuestion[],
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

/**
 * PATCH /attempts/{id}/answers: upserts the given questions' answers (idempotent: the same save twice leaves the
 * same answers). Refused with 409 once submitted; after expiresAt + grace the attempt is submitted with what
 * was saved before and the save is refused (409). One conditional UPDATE: under the row lock, so a save either
 * lands before the grade (and is graded) or finds the attempt submitted and is refused.
 */
export async function saveAnswers(
  db: Db,
  user: AuthUser,
  attemptId: string,
  answers: z.output<typeof import('@medprep/shared').AnswerInput>[],
  now: Date,
) {
  const row = await loadAttempt(db, user, attemptId, { adminToo: false });
  if (row.status === 'submitted') throw conflict(QUIZ_MESSAGES.alreadySubmitted);
  if (isOverdue(row, now)) {
    await submitAttemptRow(db, row.id, now, true);
    throw conflict(QUIZ_MESSAGES.timeUp);
  }
  const patch = validateAnswers(row.questions, answers, now.toISOString());
  const end = graceEnd(row);
  const [updated] = await db
    .update(quizAttempts)
    .set({ answers: sql`${quizAttempts.answers} || ${JSON.stringify(patch)}::jsonb` })
    .where(
      and(
        eq(quizAttempts.id, row.id),
        eq(quizAttempts.status, 'in_progress'),
        ...(end ? [sql`${end.toISOString()}::timestamptz >= ${now.toISOString()}::timestamptz`] : []),
      ),
    )
    .returning();
  if (!updated) throw conflict(QUIZ_MESSAGES.alreadySubmitted);
  return { attempt: toPlayAttempt(updated, now) };
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
