/**
 * GET /me/progress: every figure computed by PostgreSQL, one statement per panel (totals, topics, mocks), over
 * the answer history (`question_answers`: bank sessions, submitted exam attempts, practice) and the submitted
 * attempts. Days and weeks are those of the learner's time zone.
 */
import {
  DEFAULT_TIMEZONE,
  PROGRESS_MOCKS_MAX,
  PROGRESS_TREND_WEEKS,
  type ProgressMock,
  type ProgressResponse,
  type ProgressTopic,
  type ProgressTotals,
} from '@medprep/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { percentileSql } from '../quizzes/standing.ts';
import { dueReviewsOf } from './due-reviews.ts';

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** correct / answered as a percent to one decimal, in SQL (null when nothing was answered). */
const percentOf = (correct: SQL, answered: SQL) =>
  sql`round(100.0 * ${correct} / nullif(${answered}, 0), 1)::float8`;

/**
 * Answers, correct ones, and the streak: the days in a row with an answer that end today, or yesterday when
 * today has none yet (a streak is not lost before the day is over). Consecutive days share `day + rank`.
 */
async function totalsOf(
  db: Db,
  userId: string,
  zone: string,
  now: Date,
): Promise<Omit<ProgressTotals, 'dueReviews'>> {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with mine as (select correct, answered_at from question_answers where user_id = ${userId}),
    today as (select (${now.toISOString()}::timestamptz at time zone ${zone})::date as t),
    days as (select distinct (answered_at at time zone ${zone})::date as d from mine),
    islands as (select d, d + (row_number() over (order by d desc))::int as k from days),
    anchor as (
      select i.k from islands i, today
      where i.d = (select max(d) from days where d >= today.t - 1 and d <= today.t)
    )
    select
      (select count(*)::int from mine) as answered,
      (select count(*) filter (where correct)::int from mine) as correct,
      ${percentOf(sql`(select count(*) filter (where correct) from mine)`, sql`(select count(*) from mine)`)} as correct_percent,
      (select count(*)::int from islands where k = (select k from anchor)) as streak_days`,
  );
  return {
    answered: Number(row!.answered),
    correct: Number(row!.correct),
    correctPercent: num(row!.correct_percent),
    streakDays: Number(row!.streak_days),
  };
}

/**
 * Per topic (compared as the bank compares them: without case or repeated spaces; an answer counts for each
 * topic of its question, untagged questions for none): answers, correct percent, and the last
 * PROGRESS_TREND_WEEKS weeks (Monday to Sunday in the zone) oldest first. Weakest first. The answers are
 * counted by spelling and week first, so a topic's key is computed once per spelling, not once per answer.
 */
async function topicsOf(db: Db, userId: string, zone: string, now: Date): Promise<ProgressTopic[]> {
  const rows = await rowsOf<{ topic: string; answered: number; correct_percent: unknown; weeks: unknown }>(
    db,
    sql`
    with weeks as (
      select (date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${zone})
        - g * interval '1 week')::date as week_start
      from generate_series(0, ${PROGRESS_TREND_WEEKS - 1}) g
    ),
    by_spelling as (
      select t.topic as spelling,
        date_trunc('week', qa.answered_at at time zone ${zone})::date as week_start,
        count(*)::int as answered, count(*) filter (where qa.correct)::int as correct
      from question_answers qa
      join quiz_questions qq on qq.id = qa.question_id
      cross join lateral unnest(qq.topics) as t(topic)
      where qa.user_id = ${userId}
      group by 1, 2
    ),
    spellings as (
      select spelling,
        lower(regexp_replace(btrim(spelling), '\\s+', ' ', 'g')) as key,
        regexp_replace(btrim(spelling), '\\s+', ' ', 'g') as label
      from (select distinct spelling from by_spelling) d
      where btrim(spelling) <> ''
    ),
    tagged as (
      select s.key, s.label, b.week_start, b.answered, b.correct
      from by_spelling b join spellings s on s.spelling = b.spelling
    ),
    topics as (
      select key, min(label) as topic, sum(answered)::int as answered, sum(correct)::int as correct
      from tagged group by key
    ),
    weekly as (
      select key, week_start, sum(answered)::int as answered, sum(correct)::int as correct
      from tagged where week_start >= (select min(week_start) from weeks)
      group by key, week_start
    ),
    trend as (
      select t.key, json_agg(json_build_object(
          'weekStart', to_char(w.week_start, 'YYYY-MM-DD'),
          'answered', coalesce(k.answered, 0),
          'correctPercent', ${percentOf(sql`k.correct`, sql`k.answered`)}
        ) order by w.week_start) as weeks
      from topics t cross join weeks w left join weekly k on k.key = t.key and k.week_start = w.week_start
      group by t.key
    )
    select t.topic, t.answered, ${percentOf(sql`t.correct`, sql`t.answered`)} as correct_percent, trend.weeks
    from topics t join trend on trend.key = t.key
    order by t.correct::float8 / t.answered, t.answered desc, t.topic`,
  );
  return rows.map((r) => ({
    topic: r.topic,
    answered: Number(r.answered),
    correctPercent: num(r.correct_percent),
    weeks: (typeof r.weeks === 'string' ? JSON.parse(r.weeks) : r.weeks) as ProgressTopic['weeks'],
  }));
}

/** The learner's submitted mock attempts, latest first, each with its percentile among first attempts. */
async function mocksOf(db: Db, userId: string): Promise<ProgressMock[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select a.id, a.quiz_id, q.title, coalesce(a.percent, 0) as percent, coalesce(a.passed, false) as passed,
      a.submitted_at, ${percentileSql(sql`a.quiz_id`, sql`a.percent`)} as percentile
    from quiz_attempts a join quizzes q on q.id = a.quiz_id
    where a.user_id = ${userId} and a.status = 'submitted'
    order by a.submitted_at desc, a.id
    limit ${PROGRESS_MOCKS_MAX}`,
  );
  return rows.map((r) => ({
    attemptId: String(r.id),
    quizId: String(r.quiz_id),
    title: String(r.title),
    percent: Number(r.percent),
    passed: Boolean(r.passed),
    percentile: num(r.percentile),
    submittedAt: new Date(r.submitted_at as string | Date).toISOString(),
  }));
}

/** GET /me/progress: the caller's dashboard in the zone `tz` (default Europe/London). */
export async function progressOf(
  db: Db,
  user: AuthUser,
  tz: string | undefined,
  now: Date,
): Promise<ProgressResponse> {
  const zone = tz ?? DEFAULT_TIMEZONE;
  const [totals, topics, mocks, dueReviews] = await Promise.all([
    totalsOf(db, user.id, zone, now),
    topicsOf(db, user.id, zone, now),
    mocksOf(db, user.id),
    dueReviewsOf(db, user.id, now),
  ]);
  return { totals: { ...totals, dueReviews }, topics, mocks };
}
