import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { TEST_PUBLIC_URL } from '../../test/helpers.ts';
import { usePageApp } from '../../test/web-fixture.ts';
import { createQuiz } from './factories.ts';

const page = usePageApp();

const get = (url: string) =>
  page.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

describe('quiz pages (decision 312)', () => {
  it('give a published public quiz its title, canonical address and Quiz JSON-LD, never an answer', async () => {
    const owner = await createUser(page.db, { role: 'instructor', name: 'Dr Quiz' });
    const question = {
      type: 'mcq' as const,
      prompt: 'Q',
      options: [
        { text: 'a', media: [] },
        { text: 'b', media: [] },
      ],
      correctOptionIds: ['B'],
      explanation: 'SECRET-EXPLANATION',
    };
    const { quiz } = await createQuiz(
      page.db,
      {
        ownerId: owner.id,
        title: 'Renal <acid–base> mock',
        description: 'Twenty questions on acid–base.',
        priceMinor: 499,
        timeLimitSec: 1800,
      },
      [question, question],
    );
    const draft = await createQuiz(page.db, { ownerId: owner.id, published: false }, [question]);
    const course = await createQuiz(page.db, { ownerId: owner.id, visibility: 'enrolled' }, [question]);

    const res = await get(`/quizzes/${quiz.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Renal &lt;acid–base&gt; mock');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/quizzes/${quiz.slug}"`);
    expect(html).not.toContain('SECRET-EXPLANATION');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(ld[0]).toMatchObject({
      '@type': 'Quiz',
      name: 'Renal <acid–base> mock',
      numberOfQuestions: 2,
      timeRequired: 'PT30M',
      author: { name: 'Dr Quiz' },
      isAccessibleForFree: false,
      offers: { price: '4.99', priceCurrency: 'GBP' },
    });

    const catalogue = (await get('/quizzes')).body;
    expect(catalogue).toContain('<title>Mock exams');

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/quizzes</loc>`);
    expect(sitemap).toContain(`${TEST_PUBLIC_URL}/quizzes/${quiz.slug}`);
    expect(sitemap).not.toContain(draft.quiz.slug);
    expect(sitemap).not.toContain(course.quiz.slug);
    // Unpublished and course-only quizzes have no public head.
    for (const hidden of [draft.quiz.slug, course.quiz.slug])
      expect((await get(`/quizzes/${hidden}`)).body).not.toContain(`/quizzes/${hidden}"`);
  });
});
