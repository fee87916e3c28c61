/**
 * A mock's standing among its quiz's first attempts (each learner's first submitted attempt, the caller's own
 * included), computed by PostgreSQL from `quiz_first_scores`: how many first attempts scored each percentage,
 * kept by a trigger in the transaction that submits, settles or deletes an attempt (docs/decisions/625). A
 * submit reads at most one row per distinct score, never every attempt of the quiz.
 */
import { HISTOGRAM_BANDS, PERCENTILE_MIN_ATTEMPTS } from '@medprep/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The percentile of `percent` among the first attempts of `quizId`, as a scalar SQL expression: the share of
 * first attempts scoring strictly lower plus half the share scoring the same, 0–100 to one decimal; null below
 * PERCENTILE_MIN_ATTEMPTS first attempts.
 */
export const percentileSql = (quizId: SQL, percent: SQL) => sql`(
  select case when sum(s.attempts) >= ${PERCENTILE_MIN_ATTEMPTS}
    then round((100.0 * (coalesce(sum(s.attempts) filter (where s.percent < ${percent}), 0)
      + 0.5 * coalesce(sum(s.attempts) filter (where s.percent = ${percent}), 0)) / sum(s.attempts))::numeric, 1)::float8
  end
  from quiz_first_scores s where s.quiz_id = ${quizId})`;

export interface MockStanding {
  percentile: number | null;
  histogram: number[] | null;
}

/**
 * The standing of a score of `percent` on the quiz as one read with no WITH of its own (a caller may put it
 * after CTEs of its statement): percentile, the number of first attempts and the histogram. toStanding shapes
 * its row.
 */
export function standingSql(quizId: string, percent: number): SQL {
  const lastBand = HISTOGRAM_BANDS - 1;
  const bandWidth = 100 / HISTOGRAM_BANDS;
  return sql`
    select ${percentileSql(sql`${quizId}::uuid`, sql`${percent}::float8`)} as percentile,
      (select coalesce(sum(attempts), 0)::int from quiz_first_scores where quiz_id = ${quizId}::uuid) as n,
      (select array_agg(coalesce(b.c, 0) order by g)
        from generate_series(0, ${lastBand}) g
        left join (
          select least(floor(percent / ${bandWidth})::int, ${lastBand}) as band, sum(attempts)::int as c
          from quiz_first_scores where quiz_id = ${quizId}::uuid group by 1
        ) b on b.band = g) as histogram`;
}

/** standingSql's row as the result shows it: nothing below PERCENTILE_MIN_ATTEMPTS first attempts. */
export function toStanding(row: Record<string, unknown>): MockStanding {
  if (Number(row.n) < PERCENTILE_MIN_ATTEMPTS) return { percentile: null, histogram: null };
  return {
    percentile: row.percentile === null ? null : Number(row.percentile),
    histogram: (row.histogram as unknown[]).map(Number),
  };
}

/** The standing of a score of `percent` on the quiz: percentile and histogram in one statement. */
export async function mockStanding(db: DbOrTx, quizId: string, percent: number): Promise<MockStanding> {
  const result = await db.execute(standingSql(quizId, percent));
  return toStanding((result as unknown as { rows: Record<string, unknown>[] }).rows[0]!);
}
