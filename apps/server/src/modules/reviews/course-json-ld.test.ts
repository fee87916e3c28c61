import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database, Db } from '../../db/client.ts';
import { createCourse, createUser } from '../../db/factories.ts';
import { enrollments } from '../../db/schema/index.ts';
import { createTestDatabase, testConfig } from '../../test/helpers.ts';
import { saveReview } from './service.ts';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const web = mkdtempSync(join(tmpdir(), 'medprep-reviews-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>MedPrep Academy</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({ config: testConfig({ webDist: web }), db: database.db, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const jsonLd = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const block = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
  return JSON.parse(block ?? '{}');
};

describe('a course page’s JSON-LD', () => {
  it('adds aggregateRating once the course has reviews, from the earned counters', async () => {
    const owner = await createUser(database.db, { role: 'instructor' });
    const course = await createCourse(database.db, { ownerId: owner.id, priceMinor: 0 });
    expect(JSON.stringify(await jsonLd(`/courses/${course.slug}`))).not.toContain('aggregateRating');
    for (const rating of [5, 4, 4]) {
      const learner = await createUser(database.db);
      await database.db.insert(enrollments).values({ userId: learner.id, courseId: course.id, via: 'free' });
      await saveReview(
        database.db as Db,
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
