import { QUESTION_TYPES, questionProblems } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_PAPERS } from '../../cli/demo-bank/papers.ts';
import { DEMO_QUIZZES } from '../../cli/demo-quizzes.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../cli/seed.ts';
import { lessons, quizQuestions, quizzes, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('demo mock exams', () => {
  it('three published mocks of at least 15 valid questions, every type, explanations and topics', async () => {
    const rows = await t.db.select().from(quizzes);
    const demo = rows.filter((q) => DEMO_QUIZZES.some((d) => d.title === q.title));
    expect(demo).toHaveLength(3);
    const free = demo.find((q) => q.priceMinor === 0);
    const members = demo.find((q) => q.priceMinor > 0 && q.includedInMembership);
    const paid = demo.find((q) => q.priceMinor > 0 && !q.includedInMembership);
    expect(free && members && paid).toBeTruthy();
    expect(paid!.timeLimitSec).toBeGreaterThan(0);
    for (const quiz of demo) {
      expect(quiz.isPublished).toBe(true);
      const questions = await t.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id));
      expect(questions.length).toBeGreaterThanOrEqual(15);
      expect(quiz.questionCount).toBe(questions.length);
      const types = new Set(questions.map((q) => q.type));
      for (const type of QUESTION_TYPES.filter((x) => x !== 'emq')) expect(types).toContain(type);
      for (const q of questions) {
        expect(q.explanation.length, q.prompt).toBeGreaterThan(20);
        expect(q.topics.length, q.prompt).toBeGreaterThan(0);
        expect(questionProblems({ ...q, options: q.options }), q.prompt).toEqual({});
      }
    }
    // The free mock ends with two extended matching questions, each with ten options and four stems.
    const emqs = (await t.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, free!.id))).filter(
      (q) => q.type === 'emq',
    );
    expect(emqs.map((q) => [q.options.length, q.stems.length, q.points])).toEqual([
      [10, 4, 4],
      [10, 4, 4],
    ]);
    const [lesson] = await t.db.select().from(lessons).where(eq(lessons.quizId, free!.id));
    expect(lesson?.type).toBe('quiz');
  });

  it('the demo learner can play the free mock from the catalogue and as a course lesson', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password },
    });
    const token = login.json().accessToken;
    const catalogue = await t.request({ method: 'GET', url: '/api/quizzes' });
    expect(catalogue.json().meta.total).toBe(DEMO_QUIZZES.length + DEMO_BANK_PAPERS.length);
    const [free] = await t.db.select().from(quizzes).where(eq(quizzes.title, DEMO_QUIZZES[0]!.title));
    const detail = await t.request({ method: 'GET', url: `/api/learn/quizzes/${free!.id}`, token });
    expect(detail.json().lessons).toHaveLength(1);
    const start = await t.request({ method: 'POST', url: `/api/quizzes/${free!.slug}/start`, token });
    expect(start.statusCode).toBe(201);
    const [learner] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.learner.email));
    expect(start.json().attempt).toMatchObject({ status: 'in_progress' });
    expect(learner).toBeTruthy();
  });

  it("the members' mock shows statistics with a question that needs checking (synthetic first attempts)", async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.instructor.email, password: DEMO_ACCOUNTS.instructor.password },
    });
    const token = login.json().accessToken;
    const [members] = await t.db.select().from(quizzes).where(eq(quizzes.title, DEMO_QUIZZES[1]!.title));
    const res = await t.request({
      method: 'GET',
      url: `/api/instructor/mock/quizzes/${members!.id}/statistics`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.firstAttempts).toBeGreaterThanOrEqual(50);
    expect(
      stats.questions.filter((q: { verdict: string }) => q.verdict === 'needs_checking').length,
    ).toBeGreaterThan(0);
    expect(stats.alpha).not.toBeNull();
  });
});
