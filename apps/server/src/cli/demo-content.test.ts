import { DEFAULT_TIMEZONE, PROGRESS_WEAKEST_TOPICS } from '@medprep/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons, quizzes } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { DEMO_LEARNER_HISTORY } from './demo-bank/learner-history.ts';
import { readingSeconds } from './demo-courses.ts';
import { DEMO_QUIZZES, DEMO_SECONDS_PER_QUESTION } from './demo-quizzes.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('the demo catalogue looks real', () => {
  it('gives every text lesson the time it takes to read, and each quiz lesson its questions at exam pace', async () => {
    const rows = await t.db.select().from(lessons);
    const texts = rows.filter((l) => l.type === 'text');
    expect(texts.length).toBeGreaterThan(20);
    for (const lesson of texts)
      expect(lesson.durationSec, lesson.title).toBe(readingSeconds(lesson.textContent!));
    for (const lesson of rows.filter((l) => l.type === 'quiz')) {
      const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.id, lesson.quizId!));
      expect(lesson.durationSec).toBe(quiz!.questionCount * DEMO_SECONDS_PER_QUESTION);
    }
  });

  it('has a course with a YouTube video lesson of its real length, and course totals that add up', async () => {
    const videos = await t.db.select().from(lessons).where(eq(lessons.type, 'video'));
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      expect(v.youtubeId).toMatch(/^[\w-]{11}$/);
      expect(v.durationSec).toBeGreaterThan(60);
    }
    for (const course of await t.db.select().from(courses)) {
      const own = await t.db.select().from(lessons).where(eq(lessons.courseId, course.id));
      expect(course.totalDurationSec, course.title).toBe(own.reduce((n, l) => n + l.durationSec, 0));
      expect(course.lessonCount, course.title).toBe(own.length);
    }
  });
});

describe('the demo ratings are earned', () => {
  it('counts every course rating from visible reviews by learners enrolled in it, who cannot sign in', async () => {
    const counted = await t.db.execute(sql`
      select c.id, c.rating_avg, c.rating_count,
        (select count(*)::int from reviews r where r.kind = 'course' and r.item_id = c.id and r.status = 'visible') as n,
        (select coalesce(round(avg(r.rating)::numeric, 1), 0)::float8 from reviews r
          where r.kind = 'course' and r.item_id = c.id and r.status = 'visible') as avg,
        (select count(*)::int from reviews r join users u on u.id = r.author_id
          where r.item_id = c.id and (u.password_hash is not null or not exists
            (select 1 from enrollments e where e.user_id = r.author_id and e.course_id = c.id))) as unearned
      from courses c`);
    const rows = (counted as unknown as { rows: Record<string, number>[] }).rows;
    expect(rows.some((r) => Number(r.rating_count) > 0)).toBe(true);
    for (const r of rows) {
      expect(Number(r.rating_count)).toBe(Number(r.n));
      expect(Number(r.rating_avg)).toBe(Number(r.avg));
      expect(Number(r.unearned)).toBe(0);
    }
  });
});

describe('the demo enrolment counts are earned', () => {
  it('counts every course from its enrolments, free courses from learners who cannot sign in', async () => {
    const counted = await t.db.execute(sql`
      select c.title, c.price_minor, c.enrollment_count,
        (select count(*)::int from enrollments e where e.course_id = c.id) as n
      from courses c`);
    const rows = (counted as unknown as { rows: Record<string, unknown>[] }).rows;
    for (const r of rows) expect(Number(r.enrollment_count), String(r.title)).toBe(Number(r.n));
    // The free courses have most of the 60 synthetic learners, and the demo learner.
    const free = rows.filter((r) => Number(r.price_minor) === 0);
    expect(free.length).toBeGreaterThan(0);
    for (const r of free) expect(Number(r.n), String(r.title)).toBeGreaterThan(40);
    const strangers = await t.db.execute(sql`
      select count(*)::int as n from enrollments e join users u on u.id = e.user_id join courses c on c.id = e.course_id
      where u.password_hash is null and e.via = 'free' and c.price_minor > 0`);
    expect(Number((strangers as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });
});

describe('the synthetic accounts', () => {
  it('joined before anything they did, and the accounts that can sign in head the newest-first list', async () => {
    const early = await t.db.execute(sql`
      select u.email from users u
      where u.password_hash is null and (
        exists (select 1 from enrollments e where e.user_id = u.id and e.activated_at < u.created_at)
        or exists (select 1 from question_answers a where a.user_id = u.id and a.answered_at < u.created_at)
        or exists (select 1 from quiz_attempts a where a.user_id = u.id and a.started_at < u.created_at)
        or exists (select 1 from reviews r where r.author_id = u.id and r.created_at < u.created_at)
        or exists (select 1 from memberships m where m.user_id = u.id and m.current_period_start < u.created_at))`);
    expect((early as unknown as { rows: unknown[] }).rows).toEqual([]);
    const newest = await t.db.execute(sql`
      select (password_hash is not null) as can_sign_in from users order by created_at desc, id desc limit 4`);
    const rows = (newest as unknown as { rows: { can_sign_in: boolean }[] }).rows;
    expect(rows.map((r) => r.can_sign_in)).toEqual([true, true, true, true]);
  });
});

describe("the demo learner's revision history", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const rows = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  let token: string;
  let learnerId: string;
  let now: Date;
  beforeAll(async () => {
    now = new Date();
    t.clock.set(now);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password },
    });
    token = login.json().accessToken;
    learnerId = login.json().user.id;
  });
  const get = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  /** A date as London's calendar has it (the progress page's default zone), as YYYY-MM-DD. */
  const londonDate = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: DEFAULT_TIMEZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);

  it('counts on the progress page every answer her bank sessions and her mock hold, right as graded', async () => {
    // Counted from the sessions and the attempt themselves, not from the answer log the page reads.
    const [bank] = await rows<{ answers: number; right: number; sessions: number }>(sql`
      select count(*)::int as answers, count(*) filter (where (s.grades -> a.key ->> 'correct')::boolean)::int as right,
        count(distinct s.id)::int as sessions
      from qbank_sessions s cross join jsonb_each(s.answers) a
      where s.user_id = ${learnerId} and s.status = 'submitted'`);
    const [mock] = await rows<{ answers: number; right: number }>(sql`
      select count(*)::int as answers, count(*) filter (where (a.grades -> q.key ->> 'correct')::boolean)::int as right
      from quiz_attempts a cross join jsonb_each(a.answers) q
      where a.user_id = ${learnerId} and a.status = 'submitted'`);
    // A few hundred answers over many sessions.
    expect(bank!.answers).toBeGreaterThanOrEqual(200);
    expect(bank!.sessions).toBeGreaterThanOrEqual(30);
    const { totals } = await get('/api/me/progress');
    expect(totals.answered).toBe(bank!.answers + mock!.answers);
    expect(totals.correct).toBe(bank!.right + mock!.right);
    // Some answers were given unsure.
    const [unsure] = await rows<{ n: number }>(sql`
      select count(*)::int as n from question_answers where user_id = ${learnerId} and confidence = 'unsure'`);
    expect(unsure!.n).toBeGreaterThan(0);
  });

  it('answers as a bank session does: each answer belongs to one of her sessions and falls within it', async () => {
    const [stray] = await rows<{ n: number }>(sql`
      select count(*)::int as n from question_answers qa
      where qa.user_id = ${learnerId} and not exists (
        select 1 from qbank_sessions s
        where qa.source = 'bank' and s.id = qa.source_id and s.user_id = qa.user_id and s.answers ? qa.question_id::text
          and qa.answered_at between s.created_at and s.submitted_at
        union all
        select 1 from quiz_attempts a
        where qa.source = 'exam' and a.id = qa.source_id and a.user_id = qa.user_id and a.submitted_at = qa.answered_at)`);
    expect(stray!.n).toBe(0);
  });

  it('has practised every day up to yesterday, and nothing yet today: the streak shows, today is to do', async () => {
    const days = (
      await rows<{ at: string | Date }>(
        sql`select answered_at as at from question_answers where user_id = ${learnerId}`,
      )
    ).map((r) => londonDate(new Date(r.at)));
    const today = londonDate(now);
    expect(days.filter((d) => d >= today)).toEqual([]);
    // The days in a row, counted back from yesterday.
    const active = new Set(days);
    let run = 0;
    const noon = Date.parse(`${today}T12:00:00Z`);
    while (active.has(londonDate(new Date(noon - (run + 1) * DAY_MS)))) run++;
    expect(run).toBeGreaterThanOrEqual(DEMO_LEARNER_HISTORY.streakDays);
    // Over many days, five weeks back.
    expect(active.size).toBeGreaterThanOrEqual(20);
    expect([...active].sort()[0]! <= londonDate(new Date(now.getTime() - 28 * DAY_MS))).toBe(true);
    const { totals } = await get('/api/me/progress');
    expect(totals.streakDays).toBe(run);
  });

  it('has reviews due today, counted as their due dates say, and a review session of them to start', async () => {
    const [cards] = await rows<{ due: number; due_today: number }>(sql`
      select count(*) filter (where due <= ${now.toISOString()}::timestamptz)::int as due,
        count(*) filter (where due < ${new Date(Date.parse(now.toISOString().slice(0, 10)) + DAY_MS).toISOString()}::timestamptz)::int as due_today
      from review_cards where user_id = ${learnerId}`);
    expect(cards!.due).toBeGreaterThan(0);
    expect((await get('/api/me/progress')).totals.dueReviews).toBe(cards!.due);
    const summary = await get('/api/me/reviews/summary');
    expect(summary).toMatchObject({ due: cards!.due, dueToday: cards!.due_today });
    // 'Due today' builds a tutor session of them.
    const started = await t.request({
      method: 'POST',
      url: '/api/qbank/sessions',
      token,
      payload: { status: 'due', count: Math.min(cards!.due_today, 100), mode: 'tutor' },
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().session.questions).toHaveLength(Math.min(cards!.due_today, 100));
  });

  it('is weaker in some topics than others, and better in her last weeks than in her first', async () => {
    const { topics } = await get('/api/me/progress');
    expect(topics.length).toBeGreaterThan(PROGRESS_WEAKEST_TOPICS);
    const percents = topics.map((x: { correctPercent: number }) => x.correctPercent);
    // Weakest first, and the weakest well below the strongest.
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1) - percents[0]).toBeGreaterThanOrEqual(20);
    const [weeks] = await rows<{ first: number; last: number }>(sql`
      with mine as (select correct, answered_at from question_answers where user_id = ${learnerId}),
      bounds as (select min(answered_at) as a, max(answered_at) as b from mine)
      select
        avg(case when correct then 100 else 0 end) filter (where answered_at < (select a from bounds) + interval '14 days')::float8 as first,
        avg(case when correct then 100 else 0 end) filter (where answered_at > (select b from bounds) - interval '14 days')::float8 as last
      from mine`);
    expect(weeks!.last - weeks!.first).toBeGreaterThanOrEqual(10);
  });

  it('has flagged a few questions', async () => {
    const [flags] = await rows<{ n: number }>(sql`
      select count(*)::int as n from question_flags where user_id = ${learnerId}`);
    expect(flags!.n).toBeGreaterThan(0);
    expect(flags!.n).toBeLessThanOrEqual(DEMO_LEARNER_HISTORY.flags);
    const started = await t.request({
      method: 'POST',
      url: '/api/qbank/sessions',
      token,
      payload: { status: 'flagged', count: 20, mode: 'tutor' },
    });
    expect(started.json().session.questions).toHaveLength(flags!.n);
  });

  it('has taken the free mock once: its score, a pass and where she stands among first attempts', async () => {
    const { mocks } = await get('/api/me/progress');
    const [attempt] = await rows<{ id: string; percent: number; passed: boolean }>(sql`
      select a.id, a.percent, a.passed from quiz_attempts a join quizzes q on q.id = a.quiz_id
      where a.user_id = ${learnerId} and a.status = 'submitted' and q.title = ${DEMO_QUIZZES[0]!.title}`);
    expect(mocks).toEqual([
      expect.objectContaining({
        attemptId: attempt!.id,
        title: DEMO_QUIZZES[0]!.title,
        percent: attempt!.percent,
        passed: true,
      }),
    ]);
    // Her place among the first attempts (the synthetic candidates' and hers), as the standing counts it.
    const [standing] = await rows<{ below: number; equal: number; total: number }>(sql`
      select count(*) filter (where a.percent < ${attempt!.percent})::int as below,
        count(*) filter (where a.percent = ${attempt!.percent})::int as equal, count(*)::int as total
      from quiz_attempts a join quizzes q on q.id = a.quiz_id
      where q.title = ${DEMO_QUIZZES[0]!.title} and a.status = 'submitted' and a.attempt_no = 1`);
    expect(mocks[0].percentile).toBe(
      Math.round(((standing!.below + standing!.equal / 2) / standing!.total) * 1000) / 10,
    );
  });

  it('has a PLAB 1 plan ten weeks ahead whose target for today is still to do', async () => {
    const { plan } = await get('/api/me/study-plan');
    const utcToday = now.toISOString().slice(0, 10);
    const examDate = new Date(Date.parse(utcToday) + DEMO_LEARNER_HISTORY.examDaysAhead * DAY_MS)
      .toISOString()
      .slice(0, 10);
    expect(plan).toMatchObject({ exam: DEMO_LEARNER_HISTORY.exam, examDate });
    expect(plan.today.newQuestions + plan.today.reviews).toBeGreaterThan(0);
    // Every PLAB 1 question she may use and has not answered falls on a day of the plan.
    const [unseen] = await rows<{ n: number }>(sql`
      select count(*)::int as n from quiz_questions qq join quizzes q on q.id = qq.quiz_id
      where q.exam = ${DEMO_LEARNER_HISTORY.exam} and q.is_published and q.price_minor = 0
        and not q.included_in_membership
        and not exists (select 1 from learner_questions lq where lq.user_id = ${learnerId} and lq.question_id = qq.id)`);
    expect(unseen!.n).toBeGreaterThan(0);
    expect(plan.days.reduce((n: number, d: { newQuestions: number }) => n + d.newQuestions, 0)).toBe(
      unseen!.n,
    );
    // Today holds at least her PLAB 1 cards due by tonight (of questions first answered before today: the
    // plan's days are UTC days).
    const [due] = await rows<{ n: number }>(sql`
      select count(*)::int as n from review_cards c
      join learner_questions lq on lq.user_id = c.user_id and lq.question_id = c.question_id
      join quiz_questions qq on qq.id = c.question_id join quizzes q on q.id = qq.quiz_id
      where c.user_id = ${learnerId} and q.exam = ${DEMO_LEARNER_HISTORY.exam}
        and lq.first_answered_at < ${`${utcToday}T00:00:00Z`}::timestamptz
        and c.due < ${new Date(Date.parse(utcToday) + DAY_MS).toISOString()}::timestamptz`);
    expect(due!.n).toBeGreaterThan(0);
    expect(plan.today.reviews).toBeGreaterThanOrEqual(due!.n);
  });
});
