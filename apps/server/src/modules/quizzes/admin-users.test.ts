import { QUIZ_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { quizAttempts, quizExtraTime, quizPracticeSessions } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { createQuiz } from './factories.ts';

/*
 * Extra time on timed exams: PATCH /admin/users/{id} {extraTimePercent} and the admin user list carrying it;
 * quiz attempts in 'Download my data' and erased with the account.
 */

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signIn('admin');
  owner = await t.signIn('instructor');
});
afterAll(async () => {
  await t.close();
});

const api = (
  method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: object,
) =>
  t.request({ method, url: `/api${url}`, token: who?.token, ...(payload !== undefined ? { payload } : {}) });

describe('PATCH /admin/users/{id}', () => {
  it('sets the extra-time allowance: admins only, 0/25/50/100, 404 for an unknown user', async () => {
    const learner = await t.signIn('user', { name: 'Extra Timely', email: 'extra.timely@example.com' });
    const other = await t.signIn('instructor');
    const url = `/admin/users/${learner.id}`;
    expect((await api('PATCH', url, undefined, { extraTimePercent: 25 })).statusCode).toBe(401);
    expect((await api('PATCH', url, learner, { extraTimePercent: 25 })).statusCode).toBe(403);
    expect((await api('PATCH', url, other, { extraTimePercent: 25 })).statusCode).toBe(403);
    for (const bad of [30, -25, '50', null, 25.5]) {
      const res = await api('PATCH', url, admin, { extraTimePercent: bad });
      expect(res.statusCode, `extraTimePercent ${String(bad)}`).toBe(400);
      expect(res.json().fields.extraTimePercent).toBe(QUIZ_MESSAGES.extraTimeInvalid);
    }
    const missing = await api('PATCH', url, admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.extraTimePercent).toBeDefined();
    expect(
      (await api('PATCH', `/admin/users/${crypto.randomUUID()}`, admin, { extraTimePercent: 25 })).statusCode,
    ).toBe(404);
    expect((await api('PATCH', '/admin/users/not-a-uuid', admin, { extraTimePercent: 25 })).statusCode).toBe(
      404,
    );

    const saved = await api('PATCH', url, admin, { extraTimePercent: 50 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: learner.id, extraTimePercent: 50 });
    // The older endpoints read and write the same allowance.
    expect((await api('GET', `${url}/extra-time`, admin)).json()).toEqual({
      userId: learner.id,
      percent: 50,
    });
    expect((await api('PUT', `${url}/extra-time`, admin, { percent: 100 })).statusCode).toBe(200);
    // The admin list carries it (0 for a user without one).
    const list = await api('GET', '/admin/users?q=extra.timely', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: learner.id, name: 'Extra Timely', role: 'user', extraTimePercent: 100 }),
    ]);
    const others = (await api('GET', `/admin/users?q=${encodeURIComponent(other.email)}`, admin)).json();
    expect(others.items).toEqual([expect.objectContaining({ id: other.id, extraTimePercent: 0 })]);
    // Back to none; it still applies to the next timed attempt.
    expect((await api('PATCH', url, admin, { extraTimePercent: 0 })).json().extraTimePercent).toBe(0);
    expect((await api('PATCH', url, admin, { extraTimePercent: 25 })).json().extraTimePercent).toBe(25);
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, timeLimitSec: 600 }, [
      { type: 'boolean', prompt: 'Timed?', correctBoolean: true },
    ]);
    const attempt = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json().attempt;
    expect(attempt.extraTimePercent).toBe(25);
    expect(new Date(attempt.expiresAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(750_000);
    // Disabling answers the same row shape.
    const disabled = await api('POST', `/admin/users/${learner.id}/disable`, admin);
    expect(disabled.json().user).toMatchObject({ id: learner.id, disabled: true, extraTimePercent: 25 });
  });
});

describe('own quiz data', () => {
  it("'Download my data' holds the attempts and answers; deleting the account erases them", async () => {
    const learner = await t.signIn('user');
    const { quiz } = await createQuiz(
      t.db,
      { ownerId: owner.id, title: 'Renal finals mock', attemptsAllowed: 2, passPercent: 50 },
      [
        {
          type: 'mcq',
          prompt: 'Which nephron part?',
          options: [
            { text: 'Loop of Henle', media: [] },
            { text: 'Glomerulus', media: [] },
          ],
          correctOptionIds: ['A'],
          explanation: 'SECRET-EXPLANATION',
        },
        { type: 'boolean', prompt: 'Kidneys filter blood?', correctBoolean: true },
      ],
    );
    const play = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json();
    const [q1, q2] = play.questions;
    expect(
      (
        await api('PATCH', `/attempts/${play.attempt.id}/answers`, learner, {
          answers: [
            {
              questionId: q1.id,
              selectedOptionIds: [q1.options.find((o: { text: string }) => o.text === 'Glomerulus').id],
            },
            { questionId: q2.id, booleanAnswer: true },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect((await api('POST', `/attempts/${play.attempt.id}/submit`, learner)).statusCode).toBe(200);
    await api('PATCH', `/admin/users/${learner.id}`, admin, { extraTimePercent: 50 });

    const res = await api('GET', '/me/export', learner);
    expect(res.statusCode).toBe(200);
    const data = res.json().quizzes;
    expect(data.extraTimePercent).toBe(50);
    expect(data.attempts).toHaveLength(1);
    expect(data.attempts[0]).toMatchObject({
      quiz: 'Renal finals mock',
      attemptNo: 1,
      status: 'submitted',
      score: 1,
      maxScore: 2,
      percent: 50,
      passed: true,
    });
    expect(data.attempts[0].startedAt).toEqual(expect.any(String));
    expect(data.attempts[0].submittedAt).toEqual(expect.any(String));
    expect(data.attempts[0].answers).toEqual([
      expect.objectContaining({
        question: 'Which nephron part?',
        selectedOptions: ['Glomerulus'],
        correct: false,
      }),
      expect.objectContaining({ question: 'Kidneys filter blood?', booleanAnswer: true, correct: true }),
    ]);
    expect(res.body).not.toContain('SECRET-EXPLANATION');

    const gone = await api('DELETE', '/me/account', learner, { password: DEFAULT_TEST_PASSWORD });
    expect(gone.statusCode).toBe(204);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id))).toEqual([]);
    expect(
      await t.db.select().from(quizPracticeSessions).where(eq(quizPracticeSessions.userId, learner.id)),
    ).toEqual([]);
    expect(await t.db.select().from(quizExtraTime).where(eq(quizExtraTime.userId, learner.id))).toEqual([]);
    // The quiz itself (the instructor's) stays.
    expect((await api('GET', `/quizzes/${quiz.slug}`)).statusCode).toBe(200);
  });
});
