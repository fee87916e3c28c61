/**
 * A mock's standing among its quiz's first attempts (each learner's first submitted attempt, the caller's own
 * included), computed by PostgreSQL: the percentile of a score and the histogram of the first attempts' scores.
 */
import { HISTOGRAM_BANDS, PERCENTILE_MIN_ATTEMPTS } from '@medprep/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

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

/** The standing of a score of `percent` on the quiz: percentile and histogram in one statement. */
export async function mockStanding(db: DbOrTx, quizId: string, percent: number): Promise<MockStanding> {
  const lastBand = HISTOGRAM_BANDS - 1;
  const bandWidth = 100 / HISTOGRAM_BANDS;
  const result = await db.execute(sql`
    with firsts as (${firstAttempts(sql`${quizId}::uuid`)}),
    bands as (
      select least(floor(percent / ${bandWidth})::int, ${lastBand}) as band, count(*)::int as c
      from firsts group by 1
    )
    select ${percentileSql(sql`${quizId}::uuid`, sql`${percent}::float8`)} as percentile,
      (select count(*)::int from firsts) as n,
      (select array_agg(coalesce(b.c, 0) order by g)
        from generate_series(0, ${lastBand}) g left join bands b on b.band = g) as histogram
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  if (Number(row.n) < PERCENTILE_MIN_ATTEMPTS) return { percentile: null, histogram: null };
  return {
    percentile: row.percentile === null ? null : Number(row.percentile),
    histogram: (row.histogram as unknown[]).map(Number),
  };
}
