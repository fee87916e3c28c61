/** Item statistics of a quiz (cached, recomputed in the background) and modified Angoff standard setting. */
import {
  ALPHA_LOWERING_MAX,
  alphaVerdict,
  angoffSuggestion,
  mostChosenWrongOption,
  optionId,
  type QuizStatisticsResponse,
  questionVerdict,
  STATISTICS_MESSAGES,
  STATS_MIN_ATTEMPTS,
  STATS_RECOMPUTE_MIN_INTERVAL_MS,
  STATS_SWEEP_BATCH,
} from '@medprep/shared';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type CachedQuizStatistics, quizQuestions, quizStatistics, quizzes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { conflict } from '../../platform/errors.ts';
import { loadOwnQuiz, type QuestionRow, toQuiz } from './authoring.ts';
import { computeQuizFigures } from './statistics-sql.ts';

/** In the submitting transaction: the quiz's figures are out of date. */
export async function markStatisticsStale(db: DbOrTx, quizId: string) {
  await markStatisticsStaleQuery(db, quizId);
}

/** markStatisticsStale's statement, for a data-modifying CTE of a caller's statement (attempt-clock.ts). */
export function markStatisticsStaleQuery(db: DbOrTx, quizId: string) {
  return db
    .insert(quizStatistics)
    .values({ quizId, stale: true, changes: 1 })
    .onConflictDoUpdate({
      target: quizStatistics.quizId,
      set: { stale: true, changes: sql`${quizStatistics.changes} + 1` },
    });
}

/** Computes the figures now and caches them; stays stale if a submit came in while computing. */
export async function refreshQuizStatistics(
  db: Db,
  quizId: string,
  now: Date,
): Promise<CachedQuizStatistics> {
  const [before] = await db
    .select({ changes: quizStatistics.changes })
    .from(quizStatistics)
    .where(eq(quizStatistics.quizId, quizId));
  const figures = toCached(await computeQuizFigures(db, quizId));
  const seen = before?.changes ?? 0;
  await db
    .insert(quizStatistics)
    .values({ quizId, stale: false, changes: 0, computedAt: now, figures })
    .onConflictDoUpdate({
      target: quizStatistics.quizId,
      set: { figures, computedAt: now, stale: sql`${quizStatistics.changes} <> ${seen}` },
    });
  return figures;
}

function toCached(raw: Awaited<ReturnType<typeof computeQuizFigures>>): CachedQuizStatistics {
  const enough = raw.firstAttempts >= STATS_MIN_ATTEMPTS;
  const keep = (v: number | null) => (enough ? v : null);
  return {
    attempts: raw.attempts,
    firstAttempts: raw.firstAttempts,
    mean: keep(raw.mean),
    median: keep(raw.median),
    sd: keep(raw.sd),
    alpha: keep(raw.alpha),
    sem: keep(raw.sem),
    histogram: raw.histogram,
    alphaLowering: [],
    questions: raw.items.map((i) => ({
      questionId: i.questionId,
      version: i.version,
      answered: i.answered,
      facility: keep(i.facility),
      discrimination: keep(i.discrimination),
      efficiency: keep(i.efficiency),
      alphaIfDeleted: keep(i.alphaIfDeleted),
      options: Object.entries(i.chosen).map(([id, chosenPercent]) => ({
        id,
        chosenPercent: keep(Number(chosenPercent)),
      })),
    })),
  };
}

/** The options a question offers, as the statistics name them. */
function optionIdsOf(q: QuestionRow): string[] {
  if (q.type === 'boolean') return ['true', 'false'];
  return q.options.map((_, i) => optionId(i));
}
function correctIdsOf(q: QuestionRow): string[] {
  if (q.type === 'boolean') return q.correctBoolean === null ? [] : [String(q.correctBoolean)];
  return q.correctOptionIds;
}

/** GET statistics: the cached figures (computed now when there are none yet) with the live Angoff part. */
export async function getQuizStatistics(
  db: Db,
  user: AuthUser,
  quizId: string,
  now: Date,
): Promise<QuizStatisticsResponse> {
  const { quiz } = await loadOwnQuiz(db, user, quizId);
  const [[cached], questions] = await Promise.all([
    db.select().from(quizStatistics).where(eq(quizStatistics.quizId, quiz.id)),
    db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt)),
  ]);
  // Figures cached before a question's new version started are recomputed now (they would mix versions).
  const versionOf = new Map(
    questions.flatMap((q) => [
      [q.id, q.version] as const,
      ...q.stems.map((st) => [st.id, q.version] as const),
    ]),
  );
  const outdated = cached?.figures?.questions.some(
    (f) => versionOf.has(f.questionId) && f.version !== versionOf.get(f.questionId),
  );
  const fresh = cached?.figures && !outdated ? cached.figures : null;
  const figures = fresh ?? (await refreshQuizStatistics(db, quiz.id, now));
  const computedAt = fresh ? (cached?.computedAt ?? now) : now;
  const byId = new Map(figures.questions.map((q) => [q.questionId, q]));
  const enough = figures.firstAttempts >= STATS_MIN_ATTEMPTS;
  // Each stem of an extended matching question is an item of its own (its id the stem's, one right option).
  const units = questions.flatMap((q): (QuestionRow & { stemOf: string | null })[] =>
    q.type === 'emq'
      ? q.stems.map((stem) => ({
          ...q,
          id: stem.id,
          stemOf: q.id,
          type: 'mcq' as const,
          correctOptionIds: [stem.correctOptionId],
        }))
      : [{ ...q, stemOf: null }],
  );
  const items = units.map((q) => {
    const f = byId.get(q.id);
    const chosen = new Map((f?.options ?? []).map((o) => [o.id, o.chosenPercent]));
    const options = optionIdsOf(q).map((id) => ({
      id,
      chosenPercent: enough && f && f.answered > 0 ? (chosen.get(id) ?? 0) : null,
    }));
    const facility = f?.facility ?? null;
    const discrimination = f?.discrimination ?? null;
    const efficiency = f?.efficiency ?? null;
    return {
      questionId: q.id,
      version: q.version,
      versionSince: q.versionSince?.toISOString() ?? null,
      stemOf: q.stemOf,
      answered: f?.answered ?? 0,
      facility,
      discrimination,
      efficiency,
      verdict: questionVerdict({ firstAttempts: f?.answered ?? 0, facility, discrimination, efficiency }),
      options,
      mostChosenWrongOptionId: mostChosenWrongOption(options, correctIdsOf(q)),
      alphaIfDeleted: f?.alphaIfDeleted ?? null,
      angoffPercent: q.angoffPercent,
    };
  });
  const alpha = figures.alpha;
  const alphaLowering =
    alpha === null
      ? []
      : items
          .filter((q) => q.alphaIfDeleted !== null && q.alphaIfDeleted > alpha)
          .sort((a, b) => (b.alphaIfDeleted ?? 0) - (a.alphaIfDeleted ?? 0))
          .slice(0, ALPHA_LOWERING_MAX)
          .map((q) => q.questionId);
  return {
    attempts: figures.attempts,
    firstAttempts: figures.firstAttempts,
    mean: figures.mean,
    median: figures.median,
    sd: figures.sd,
    alpha,
    alphaVerdict: alphaVerdict(alpha),
    alphaLowering,
    sem: figures.sem,
    histogram: figures.histogram,
    angoff: angoffSuggestion(
      questions.map((q) => q.angoffPercent),
      figures.sem,
    ),
    passPercent: quiz.passPercent,
    passAppliedAt: quiz.passAppliedAt?.toISOString() ?? null,
    computedAt: computedAt.toISOString(),
    questions: items,
  };
}

/** POST apply-suggested-pass: the quiz's pass percentage becomes the suggestion (rounded up), dated. */
export async function applySuggestedPass(db: Db, user: AuthUser, quizId: string, now: Date) {
  const { quiz, ownerName } = await loadOwnQuiz(db, user, quizId);
  const stats = await getQuizStatistics(db, user, quiz.id, now);
  if (!stats.angoff) throw conflict(STATISTICS_MESSAGES.noEstimates);
  const [updated] = await db
    .update(quizzes)
    .set({
      passPercent: stats.angoff.applyPassPercent,
      passAppliedAt: now,
      updatedAt: now,
    })
    .where(eq(quizzes.id, quiz.id))
    .returning();
  return toQuiz(updated!, ownerName);
}

/** The stale quizzes whose figures are at least a minute old (or were never computed), oldest first. */
export async function staleQuizIds(db: DbOrTx, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - STATS_RECOMPUTE_MIN_INTERVAL_MS);
  const rows = await db
    .select({ quizId: quizStatistics.quizId })
    .from(quizStatistics)
    .where(
      and(
        eq(quizStatistics.stale, true),
        or(isNull(quizStatistics.computedAt), lte(quizStatistics.computedAt, cutoff)),
      ),
    )
    .orderBy(sql`${quizStatistics.computedAt} asc nulls first`)
    .limit(STATS_SWEEP_BATCH);
  return rows.map((r) => r.quizId);
}
