import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons, quizzes } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { readingSeconds } from './demo-courses.ts';
import { DEMO_SECONDS_PER_QUESTION } from './demo-quizzes.ts';
import { seedDemo } from './seed.ts';

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
