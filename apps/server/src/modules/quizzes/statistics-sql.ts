/** A quiz's item statistics, computed by PostgreSQL over the marks its attempts store. */
import { STATS_HISTOGRAM_BANDS } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface ItemFigures {
  questionId: string;
  /** The question's current version: the figures below count only first attempts that froze it. */
  version: number;
  answered: number;
  facility: number | null;
  discrimination: number | null;
  efficiency: number | null;
  /** Over every first attempt, whatever the version (a quiz-level reliability figure). */
  alphaIfDeleted: number | null;
  /** option id (or 'true'/'false') → percent of the first attempts with the question that chose it */
  chosen: Record<string, number>;
}
export interface QuizFigures {
  attempts: number;
  firstAttempts: number;
  mean: number | null;
  median: number | null;
  sd: number | null;
  alpha: number | null;
  sem: number | null;
  histogram: number[];
  items: ItemFigures[];
}

/**
 * One statement over each learner's first submitted attempt. Item figures (facility, discrimination,
 * efficiency, choices) count only the attempts that froze the question's current version (docs/decisions/611);
 * the quiz's figures (mean, median, sd, histogram, alpha, SEM, alpha if deleted) all first attempts, each
 * marked on the paper it was given. A question's mark is its `earned` in the
 * attempt's grades (0 when unanswered), over the questions the attempt froze (jsonb_to_recordset). Each stem
 * of an extended matching question is an item of its own: its id is the stem's id, its mark the stem's
 * `earned`, its choice the option chosen for that stem.
 * - facility: mean of mark / points, as a percent.
 * - discrimination: corr(mark, rest of the test), where rest = the attempt's total minus this mark.
 * - discriminative efficiency: 100 × cov(mark, rest) / the largest covariance the same two sets of values
 *   could have, i.e. with both sorted in the same order (the marks ranked against the rests rank by rank).
 * - Cronbach's alpha (KR-20 for right/wrong marks): k/(k−1) × (1 − Σ var(mark) / var(total)), sample
 *   variances of raw marks; 'alpha if deleted' the same without the question: (k−1)/(k−2) ×
 *   (1 − (Σ var − var(mark)) / var(rest)).
 * - mean, median, sd and the histogram over the attempts' percents; SEM = sd × √(1 − alpha), a percent.
 */
export async function computeQuizFigures(db: DbOrTx, quizId: string): Promise<QuizFigures> {
  const lastBand = STATS_HISTOGRAM_BANDS - 1;
  const bandWidth = 100 / STATS_HISTOGRAM_BANDS;
  const result = await db.execute(sql`
    with firsts as (
      select distinct on (a.user_id) a.id, a.percent, a.grades, a.answers, a.questions
      from quiz_attempts a
      where a.quiz_id = ${quizId} and a.status = 'submitted'
      order by a.user_id, a.attempt_no
    ),
    versions as (
      select id::text as id, version from quiz_questions where quiz_id = ${quizId}
    ),
    marks as (
      select f.id as attempt_id, q.id as question_id, q.points::float8 as points,
        coalesce((f.grades -> q.id ->> 'earned')::float8, 0) as mark,
        f.answers -> q.id as answer,
        v.version as version, coalesce(q.version, 1) = v.version as is_current
      from firsts f cross join lateral jsonb_to_recordset(f.questions)
        as q(id text, type text, points float8, version int)
      left join versions v on v.id = q.id
      where q.type is distinct from 'emq'
      union all
      select f.id, s.id, s.points::float8,
        coalesce((f.grades -> q.id -> 'stems' -> s.id ->> 'earned')::float8, 0),
        case when f.answers -> q.id -> 'stemAnswers' ->> s.id is not null
          then jsonb_build_object('selectedOptionIds', jsonb_build_array(f.answers -> q.id -> 'stemAnswers' ->> s.id))
        end,
        v.version, coalesce(q.version, 1) = v.version
      from firsts f
      cross join lateral jsonb_to_recordset(f.questions) as q(id text, type text, stems jsonb, version int)
      left join versions v on v.id = q.id
      cross join lateral jsonb_to_recordset(coalesce(q.stems, '[]'::jsonb)) as s(id text, points float8)
      where q.type = 'emq'
    ),
    totals as (select attempt_id, sum(mark) as total from marks group by attempt_id),
    scored as (
      select m.question_id, m.points, m.mark, t.total - m.mark as rest, m.version, m.is_current
      from marks m join totals t using (attempt_id)
    ),
    ranked as (
      select question_id, mark, rest,
        row_number() over (partition by question_id order by mark) as by_mark,
        row_number() over (partition by question_id order by rest) as by_rest
      from scored where is_current
    ),
    best as (
      select a.question_id, covar_samp(a.mark, b.rest) as cov_max
      from ranked a join ranked b on b.question_id = a.question_id and b.by_rest = a.by_mark
      group by a.question_id
    ),
    items as (
      select question_id, max(version) as version, count(*)::int as answered,
        avg(mark / nullif(points, 0)) * 100 as facility,
        corr(mark, rest) as discrimination,
        covar_samp(mark, rest) as cov
      from scored where is_current group by question_id
    ),
    all_items as (
      select question_id, var_samp(mark) as item_var, var_samp(rest) as rest_var
      from scored group by question_id
    ),
    reliability as (
      select count(*)::int as k, sum(item_var) as sum_var,
        (select var_samp(total) from totals) as total_var
      from all_items
    ),
    alpha as (
      select case when k >= 2 and total_var > 0 then k::float8 / (k - 1) * (1 - sum_var / total_var) end as alpha
      from reliability
    ),
    summary as (
      select count(*)::int as n, avg(percent) as mean,
        percentile_cont(0.5) within group (order by percent) as median,
        stddev_samp(percent) as sd
      from firsts
    ),
    bands as (
      select least(floor(percent / ${bandWidth})::int, ${lastBand}) as band, count(*)::int as c
      from firsts group by 1
    ),
    choices as (
      select m.question_id, o.option_id, count(*)::int as c
      from marks m
      cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(m.answer -> 'selectedOptionIds') = 'array' then m.answer -> 'selectedOptionIds'
          else '[]'::jsonb end
      ) as o(option_id)
      where m.is_current
      group by 1, 2
      union all
      select m.question_id, m.answer ->> 'booleanAnswer', count(*)::int
      from marks m where m.is_current and jsonb_typeof(m.answer -> 'booleanAnswer') = 'boolean'
      group by 1, 2
    )
    select
      (select count(*)::int from quiz_attempts where quiz_id = ${quizId} and status = 'submitted') as attempts,
      s.n as first_attempts, s.mean, s.median, s.sd, al.alpha,
      case when al.alpha is not null then s.sd * sqrt(greatest(0, 1 - al.alpha)) end as sem,
      (select array_agg(coalesce(b.c, 0) order by g)
        from generate_series(0, ${lastBand}) g left join bands b on b.band = g) as histogram,
      coalesce((select json_agg(json_build_object(
          'questionId', i.question_id,
          'version', i.version,
          'answered', i.answered,
          'facility', i.facility,
          'discrimination', i.discrimination,
          'efficiency', case when bt.cov_max > 0 then 100 * i.cov / bt.cov_max end,
          'alphaIfDeleted', case when r.k >= 3 and ai.rest_var > 0
            then (r.k - 1)::float8 / (r.k - 2) * (1 - (r.sum_var - ai.item_var) / ai.rest_var) end,
          'chosen', coalesce((select json_object_agg(c.option_id, c.c * 100.0 / i.answered)
            from choices c where c.question_id = i.question_id), '{}'::json)
        ))
        from items i join best bt using (question_id) join all_items ai using (question_id)
        cross join reliability r), '[]'::json) as items
    from summary s cross join alpha al
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    attempts: Number(row.attempts),
    firstAttempts: Number(row.first_attempts),
    mean: num(row.mean),
    median: num(row.median),
    sd: num(row.sd),
    alpha: num(row.alpha),
    sem: num(row.sem),
    histogram: (row.histogram as unknown[]).map(Number),
    items: (typeof row.items === 'string' ? JSON.parse(row.items) : row.items) as ItemFigures[],
  };
}
