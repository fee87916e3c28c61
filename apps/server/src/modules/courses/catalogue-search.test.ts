import { CourseListQuery, CourseListResponse } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../db/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { CATALOGUE_SEARCH_WINDOW, catalogueQuery } from './catalogue.ts';

// A catalogue larger than the search window, so that searches take both strategies: the bounded walk of
// the sort order for common words, and collecting the matches for rare ones.
let t: TestApp;
const FILLER = CATALOGUE_SEARCH_WINDOW + 300;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t.db, { role: 'instructor', name: 'Dr Window' });
  await t.db.execute(sql`
    insert into courses (slug, owner_id, title, level, category, tags, status, price_minor, enrollment_count,
      rating_avg, published_at, first_published_at)
    select 'filler-' || g, ${owner.id},
      (array['Cardiology','Nephrology','Pharmacology'])[1 + g % 3] || ' review ' || g,
      (array['beginner','intermediate','advanced'])[1 + g % 3],
      (array['MRCP','PLAB'])[1 + g % 2],
      array['revision'], 'published', (g * 37) % 5000, 100 + (g * 13) % 900, (g % 50) / 10.0,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${FILLER}) as g`);
  // Rare courses that sort last by popularity, far outside the window.
  for (const [i, title] of [
    'Xanthelasma clinic',
    'Xanthelasma and lipids',
    'Xanthelasma in PLAB',
  ].entries()) {
    await createCourse(t.db, {
      ownerId: owner.id,
      title,
      category: i === 2 ? 'PLAB' : 'MRCP',
      level: 'advanced',
      enrollmentCount: 3 - i,
      priceMinor: 100_000 + i,
      publishedAt: new Date('2020-01-01'),
    });
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/courses?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { title: string }[]; meta: { hasNextPage: boolean } };
};

/** The page by the plain plan (walk the whole sort order), as the reference. */
const reference = async (query: string) => {
  const parsed = CourseListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const rows = await catalogueQuery(t.db, parsed);
  return {
    titles: rows.slice(0, parsed.limit).map((r) => r.course.title),
    hasNextPage: rows.length > parsed.limit,
  };
};

describe('catalogue search on a large catalogue', () => {
  it('answers exactly the documented shape, every field of a summary present', async () => {
    const res = await t.request({ method: 'GET', url: '/api/courses?q=xanthel&sort=popular&limit=1' });
    const body = res.json();
    expect(CourseListResponse.parse(body)).toEqual(body);
    expect(body.items[0]).toMatchObject({
      title: 'Xanthelasma clinic',
      level: 'advanced',
      status: 'published',
      pricing: { amountMinor: 100_000, isFree: false },
      instructor: { name: 'Dr Window' },
      publishedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(body.meta).toEqual({ page: 1, limit: 1, hasNextPage: true });
  });

  it('finds rare words that sort far down the order, in order', async () => {
    expect((await list('q=xanthel&sort=popular')).items.map((i) => i.title)).toEqual([
      'Xanthelasma clinic',
      'Xanthelasma and lipids',
      'Xanthelasma in PLAB',
    ]);
    expect((await list('q=xanthelasma&category=PLAB&sort=newest')).items.map((i) => i.title)).toEqual([
      'Xanthelasma in PLAB',
    ]);
    expect((await list('q=xanthel&sort=price_desc')).items[0]?.title).toBe('Xanthelasma in PLAB');
  });

  it('gives exactly the pages of the plain plan, for common and rare words, filters, sorts and deep pages', async () => {
    const queries = [
      'q=cardio&sort=popular',
      'q=cardio&level=intermediate&sort=rating',
      'q=pharmac&isFree=false&sort=price_asc',
      'q=nephro&category=PLAB&sort=price_desc',
      'q=review&sort=newest&page=150&limit=12',
      'q=cardio&sort=popular&page=60&limit=12',
      'q=cardio&category=MRCP&level=beginner&sort=popular&page=20&limit=20',
      'q=xanthel&level=beginner',
      'q=ology&sort=rating&page=3',
    ];
    for (const query of queries) {
      const page = await list(query);
      const expected = await reference(query);
      expect({ query, titles: page.items.map((i) => i.title), hasNextPage: page.meta.hasNextPage }).toEqual({
        query,
        ...expected,
      });
    }
  });
});
