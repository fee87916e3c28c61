import { eq } from 'drizzle-orm';
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
