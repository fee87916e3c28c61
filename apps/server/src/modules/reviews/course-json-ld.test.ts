import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createCourse, createUser } from '../../db/factories.ts';
import { enrollments } from '../../db/schema/index.ts';
import { usePageApp } from '../../test/web-fixture.ts';
import { saveReview } from './service.ts';

const page = usePageApp();

const jsonLd = async (url: string) => {
  const res = await page.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
  return JSON.parse(block ?? '{}');
};

describe('a course page’s JSON-LD', () => {
  it('adds aggregateRating once the course has reviews, from the earned counters', async () => {
    const owner = await createUser(page.db, { role: 'instructor' });
    const course = await createCourse(page.db, { ownerId: owner.id, priceMinor: 0 });
    expect(JSON.stringify(await jsonLd(`/courses/${course.slug}`))).not.toContain('aggregateRating');
    for (const rating of [5, 4, 4]) {
      const learner = await createUser(page.db);
      await page.db.insert(enrollments).values({ userId: learner.id, courseId: course.id, via: 'free' });
      await saveReview(
        page.db as Db,
        { ...learner, avatar: null },
        'course',
        course.id,
        { rating },
        new Date(),
      );
    }
    expect(JSON.stringify(await jsonLd(`/courses/${course.slug}`))).toContain(
      '"aggregateRating":{"@type":"AggregateRating","ratingValue":4.3,"ratingCount":3',
    );
  });
});
