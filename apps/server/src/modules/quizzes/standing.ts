/**
 * A mock's standing among its quiz's first attempts (each learner's first submitted attempt, the caller's own
 * included): the percentile of a score and the histogram of the first attempts' scores. A result's standing
 * counts among the first attempts read at most STANDING_REFRESH_MS ago, kept per process (docs/decisions/620):
 * a submit surge must not rescan every first attempt of the quiz for each submit.
 */
import { HISTOGRAM_BANDS, PERCENTILE_MIN_ATTEMPTS, STANDING_REFRESH_MS } from '@medprep/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizAttempts } from '../../db/schema/index.ts';
import { Lru } from './paper.ts';

/** Each learner's first submitted attempt of the quiz `quizId` names (a column or a value). */
const firstAttempts = (quizId: SQL) => sql`
  select distinct on (fa.user_id) fa.percent
  from quiz_attempts fa
  where fa.quiz_id = ${quizId} and fa.status = 'submitted'
  order by fa.user_id, fa.attempt_no`;

/**
 * The percentile of `percent` among the first attempts of `quizId`, as a scalar SQL expression: the share of
 * first attempts scoring strictly lower plus half the share scoring the same, 0–100 to one decimal; null below
 * PERCENTILE_MIN_ATTEMPTS first attempts.
 */
export const percentileSql = (quizId: SQL, percent: SQL) => sql`(
  select case when count(*) >= ${PERCENTILE_MIN_ATTEMPTS}
    then round((100.0 * (count(*) filter (where f.percent < ${percent})
      + 0.5 * count(*) filter (where f.percent = ${percent})) / count(*))::numeric, 1)::float8
  end
  from (${firstAttempts(quizId)}) f)`;

export interface MockStanding {
  percentile: number | null;
  histogram: number[] | null;
}

/** The first attempts of a quiz as read at `readAt`: each learner's score, and all of them sorted. */
interface FirstScores {
  readAt: number;
  byUser: Map<string, number>;
  sorted: number[];
  histogram: number[];
}

export const STANDING_CACHE_MAX = 64;
const firstScores = new Lru<string, Promise<FirstScores>>(STANDING_CACHE_MAX);

const bandOf = (percent: number) =>
  Math.min(Math.floor(percent / (100 / HISTOGRAM_BANDS)), HISTOGRAM_BANDS - 1);

async function readFirstScores(db: DbOrTx, quizId: string, readAt: number): Promise<FirstScores> {
  const result = await db.execute(sql`
    select distinct on (fa.user_id) fa.user_id as "userId", fa.percent
    from quiz_attempts fa
    where fa.quiz_id = ${quizId}::uuid and fa.status = 'submitted'
    order by fa.user_id, fa.attempt_no`);
  const rows = (result as unknown as { rows: { userId: string; percent: number | null }[] }).rows;
  const byUser = new Map(rows.map((r) => [r.userId, Number(r.percent ?? 0)]));
  const sorted = [...byUser.values()].sort((a, b) => a - b);
  const histogram = Array<number>(HISTOGRAM_BANDS).fill(0);
  for (const p of sorted) histogram[bandOf(p)]! += 1;
  return { readAt, byUser, sorted, histogram };
}

/** The quiz's first attempts, read again once older than STANDING_REFRESH_MS (one read at a time per quiz). */
function firstScoresOf(db: DbOrTx, quizId: string, now: Date): Promise<FirstScores> {
  const at = now.getTime();
  const cached = firstScores.get(quizId);
  if (cached) {
    const fresh = cached.then((s) => (at - s.readAt < STANDING_REFRESH_MS && at >= s.readAt ? s : null));
    return fresh.then((s) => s ?? reload(db, quizId, at, cached));
  }
  return reload(db, quizId, at);
}

function reload(db: DbOrTx, quizId: string, at: number, replaced?: Promise<FirstScores>) {
  // A concurrent caller may have started the read already: share it.
  const current = firstScores.get(quizId);
  if (current && current !== replaced) return current;
  const loading = readFirstScores(db, quizId, at);
  firstScores.set(quizId, loading);
  loading.catch(() => {
    if (firstScores.get(quizId) === loading) firstScores.delete(quizId);
  });
  return loading;
}

/** How many of `sorted` are below `value` (binary search). */
function countBelow(sorted: readonly number[], value: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const x = sorted[mid]!;
    if (x < value || (orEqual && x === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The caller's first submitted attempt's score on the quiz (null: none submitted). */
async function ownFirstPercent(db: DbOrTx, quizId: string, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ percent: quizAttempts.percent })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.status, 'submitted'),
      ),
    )
    .orderBy(asc(quizAttempts.attemptNo))
    .limit(1);
  return row ? (row.percent ?? 0) : null;
}

/**
 * The standing of a submitted attempt's score on its quiz: the percentile of its percent and the histogram,
 * among the first attempts read at most STANDING_REFRESH_MS ago plus the owner's own first attempt when it came
 * after that read (an attempt numbered 1 is its owner's first: attempts are submitted in their order).
 */
export async function mockStanding(
  db: DbOrTx,
  attempt: { quizId: string; userId: string; attemptNo: number; percent: number | null },
  now: Date,
): Promise<MockStanding> {
  const scores = await firstScoresOf(db, attempt.quizId, now);
  const percent = attempt.percent ?? 0;
  let own: number | null = null;
  if (!scores.byUser.has(attempt.userId))
    own = attempt.attemptNo === 1 ? percent : await ownFirstPercent(db, attempt.quizId, attempt.userId);
  const n = scores.sorted.length + (own === null ? 0 : 1);
  if (n < PERCENTILE_MIN_ATTEMPTS) return { percentile: null, histogram: null };
  const lower = countBelow(scores.sorted, percent, false) + (own !== null && own < percent ? 1 : 0);
  const upTo = countBelow(scores.sorted, percent, true) + (own !== null && own <= percent ? 1 : 0);
  const equal = upTo - lower;
  const histogram = [...scores.histogram];
  if (own !== null) histogram[bandOf(own)]! += 1;
  // Exactly as PostgreSQL's round(numeric, 1) of 100 × (lower + equal / 2) / n for these non-negative shares.
  return { percentile: Math.round((1000 * (2 * lower + equal)) / (2 * n)) / 10, histogram };
}
