import { randomUUID } from 'node:crypto';
import { PROGRESS_MESSAGES, PROGRESS_TREND_WEEKS } from '@medprep/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { learnerQuestions, questionAnswers } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, uniqueTopic } from '../../test/qbank-fixtures.ts';
import { createQuiz } from '../quizzes/factories.ts';
import { insertSubmittedAttempt } from '../quizzes/statistics-factories.ts';
import { progressOf } from './progress.ts';

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;
/** A Wednesday; London is on GMT (UTC+0), New York on EST (UTC−5). */
const NOW = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  api = bankApi(t);
  owner = await t.signIn('instructor');
});
afterAll(() => t.close());
afterEach(() => t.clock.set(new Date()));

type Question = { id: string; quizId: string };
/** Logs an answer as the answer log does, at a chosen time. */
async function answer(userId: string, q: Question, correct: boolean, at: string) {
  await t.db.insert(questionAnswers).values({
    userId,
    questionId: q.id,
    quizId: q.quizId,
    source: 'bank',
    sourceId: randomUUID(),
    correct,
    answeredAt: new Date(at),
  });
}

const progress = async (who: SignedIn, tz?: string) => {
  const res = await api('GET', `/me/progress${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`, who);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The weeks of a topic that have answers, as {weekStart: [answered, correctPercent]}. */
const activeWeeks = (weeks: { weekStart: string; answered: number; correctPercent: number | null }[]) =>
  Object.fromEntries(
    weeks.filter((w) => w.answered > 0).map((w) => [w.weekStart, [w.answered, w.correctPercent]]),
  );

describe('GET /me/progress', () => {
  it('is for signed-in users and refuses an unknown time zone naming the field', async () => {
    expect((await api('GET', '/me/progress')).statusCode).toBe(401);
    const learner = await t.signIn();
    const bad = await api('GET', '/me/progress?tz=Mars%2FOlympus', learner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ tz: PROGRESS_MESSAGES.timeZoneInvalid });
  });

  it('counts an answer given in a bank session at once', async () => {
    const topic = uniqueTopic('Live');
    await bankQuiz(t, owner.id, mcqs(2, topic));
    const learner = await t.signIn();
    const { session } = (
      await api('POST', '/qbank/sessions', learner, {
        topics: [topic],
        status: 'all',
        count: 2,
        mode: 'tutor',
      })
    ).json();
    const q = session.questions[0].id;
    expect(
      (await api('PUT', `/qbank/sessions/${session.id}/answers/${q}`, learner, pick('B'))).statusCode,
    ).toBe(200);
    const mine = await progress(learner, 'UTC');
    expect(mine.totals).toMatchObject({ answered: 1, correct: 1, correctPercent: 100, streakDays: 1 });
    expect(mine.topics).toMatchObject([{ topic, answered: 1, correctPercent: 100 }]);
  });

  it('counts the review cards due now, as the review deck does', async () => {
    const topic = uniqueTopic('Due');
    await bankQuiz(t, owner.id, mcqs(2, topic));
    const learner = await t.signIn();
    const { session } = (
      await api('POST', '/qbank/sessions', learner, {
        topics: [topic],
        status: 'all',
        count: 2,
        mode: 'tutor',
      })
    ).json();
    for (const q of session.questions)
      await api('PUT', `/qbank/sessions/${session.id}/answers/${q.id}`, learner, pick('A'));
    expect((await progress(learner, 'UTC')).totals.dueReviews).toBe(0);
    // Two wrong answers are due again after a minute.
    t.clock.set(new Date(Date.now() + 5 * 60_000));
    const summary = (await api('GET', '/me/reviews/summary', learner)).json();
    expect(summary.due).toBe(2);
    expect((await progress(learner, 'UTC')).totals.dueReviews).toBe(2);
  });

  it('has nothing before the first answer', async () => {
    const learner = await t.signIn();
    expect(await progress(learner)).toEqual({
      totals: { answered: 0, correct: 0, correctPercent: null, streakDays: 0, dueReviews: 0 },
      topics: [],
      mocks: [],
    });
  });

  it('counts answers, the streak and the weekly trend per topic as a hand computation does', async () => {
    const learner = await t.signIn();
    t.clock.set(NOW);
    const cardio = uniqueTopic('Cardiology');
    const renal = uniqueTopic('Renal');
    const { questions } = await bankQuiz(t, owner.id, [
      ...mcqs(4, cardio),
      ...mcqs(2, renal),
      // The same topic spelled otherwise: one topic, as the bank's filters count it.
      ...mcqs(1, `  ${renal.toUpperCase()} `),
      { type: 'boolean', correctBoolean: true, topics: [] },
    ]);
    const [c1, c2, c3, c4, r1, r2, r3, untagged] = questions as Question[];
    const id = learner.id;
    await answer(id, c1!, true, '2026-11-25T10:00:00Z');
    await answer(id, c2!, false, '2026-11-25T10:00:00Z');
    await answer(id, r1!, true, '2026-11-25T10:00:00Z');
    await answer(id, c1!, false, '2026-11-24T10:00:00Z');
    // Monday 23 in London, still Sunday 22 in New York.
    await answer(id, r2!, true, '2026-11-23T00:30:00Z');
    await answer(id, c3!, true, '2026-11-21T09:00:00Z');
    await answer(id, untagged!, true, '2026-11-21T09:00:00Z');
    await answer(id, r3!, false, '2026-10-01T12:00:00Z');
    // Before the twelve weeks: in the totals, not in the trend.
    await answer(id, c4!, false, '2026-08-01T12:00:00Z');

    const london = await progress(learner);
    // 9 answers, 5 right; days 25, 24, 23 in a row (21 is after a gap).
    expect(london.totals).toEqual({
      answered: 9,
      correct: 5,
      correctPercent: 55.6,
      streakDays: 3,
      dueReviews: 0,
    });
    // Cardiology 2 of 5 (40 %) is weaker than Renal 2 of 3 (66.7 %); the untagged question is in no topic.
    expect(london.topics.map((x: { topic: string }) => x.topic.toLowerCase())).toEqual([
      cardio.toLowerCase(),
      renal.toLowerCase(),
    ]);
    const [c, r] = london.topics;
    expect(c).toMatchObject({ answered: 5, correctPercent: 40 });
    expect(r).toMatchObject({ answered: 3, correctPercent: 66.7 });
    expect(c.weeks).toHaveLength(PROGRESS_TREND_WEEKS);
    expect(c.weeks[0].weekStart).toBe('2026-09-07');
    expect(c.weeks.at(-1)).toEqual({ weekStart: '2026-11-23', answered: 3, correctPercent: 33.3 });
    expect(c.weeks[1]).toEqual({ weekStart: '2026-09-14', answered: 0, correctPercent: null });
    expect(activeWeeks(c.weeks)).toEqual({ '2026-11-16': [1, 100], '2026-11-23': [3, 33.3] });
    expect(activeWeeks(r.weeks)).toEqual({ '2026-09-28': [1, 0], '2026-11-23': [2, 100] });

    // In New York the Monday answer is Sunday's: days 25, 24 in a row, then a gap; it moves a week back.
    const newYork = await progress(learner, 'America/New_York');
    expect(newYork.totals.streakDays).toBe(2);
    expect(activeWeeks(newYork.topics[1].weeks)).toEqual({
      '2026-09-28': [1, 0],
      '2026-11-16': [1, 100],
      '2026-11-23': [1, 100],
    });

    // The streak holds through a day without answers until that day is over (read from the service: the
    // learner's access token would have expired by then).
    const user = { ...learner, avatarUrl: null } as unknown as AuthUser;
    const streakAt = async (at: string) =>
      (await progressOf(t.db, user, undefined, new Date(at))).totals.streakDays;
    expect(await streakAt('2026-11-26T23:00:00Z')).toBe(3);
    expect(await streakAt('2026-11-27T00:30:00Z')).toBe(0);
  });

  it('lists mocks taken, latest first, with score, pass and percentile among first attempts', async () => {
    const { quiz, questions } = await createQuiz(
      t.db,
      { ownerId: owner.id, passPercent: 60 },
      mcqs(10, 'Mock'),
    );
    const ids = questions.map((q) => q.id);
    const choices = (right: number) => Object.fromEntries(ids.map((id, i) => [id, [i < right ? 'B' : 'A']]));
    for (let n = 0; n < 29; n++)
      await insertSubmittedAttempt(t.db, {
        quiz,
        userId: (await createUser(t.db, { password: null })).id,
        choices: choices(5),
      });
    const small = (await createQuiz(t.db, { ownerId: owner.id, title: 'Small mock' }, mcqs(2, 'Mock'))).quiz;
    const learner = await t.signIn();
    const big = await insertSubmittedAttempt(t.db, {
      quiz,
      userId: learner.id,
      choices: choices(6),
      submittedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const alone = await insertSubmittedAttempt(t.db, {
      quiz: small,
      userId: learner.id,
      choices: {},
      submittedAt: new Date('2026-11-21T10:00:00Z'),
    });
    const { mocks } = await progress(learner);
    expect(mocks).toEqual([
      {
        attemptId: alone.id,
        quizId: small.id,
        title: 'Small mock',
        percent: 0,
        passed: false,
        percentile: null,
        submittedAt: '2026-11-21T10:00:00.000Z',
      },
      {
        attemptId: big.id,
        quizId: quiz.id,
        title: quiz.title,
        percent: 60,
        passed: true,
        // 30 first attempts: 29 lower, the learner's own equal.
        percentile: Math.round(((29 + 1 / 2) / 30) * 1000) / 10,
        submittedAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
  });
});

describe("'Practise these': a bank session of the weakest topics", () => {
  it('draws the questions last answered wrong first, then the unseen, then the rest', async () => {
    const topic = uniqueTopic('Weak');
    const { questions } = await bankQuiz(t, owner.id, mcqs(6, topic));
    const learner = await t.signIn();
    const at = new Date();
    const row = (q: { id: string }, correct: boolean) => ({
      userId: learner.id,
      questionId: q.id,
      firstAnsweredAt: at,
      firstCorrect: correct,
      lastAnsweredAt: at,
      lastCorrect: correct,
    });
    const [w1, w2, ok1, ok2, u1, u2] = questions;
    await t.db
      .insert(learnerQuestions)
      .values([row(w1!, false), row(w2!, false), row(ok1!, true), row(ok2!, true)]);
    for (let round = 0; round < 3; round++) {
      const res = await api('POST', '/qbank/sessions', learner, {
        topics: [topic],
        status: 'all',
        count: 6,
        mode: 'tutor',
        order: 'weakest',
      });
      expect(res.statusCode).toBe(201);
      const drawn = (res.json().session.questions as { id: string }[]).map((q) => q.id);
      expect(new Set(drawn.slice(0, 2))).toEqual(new Set([w1!.id, w2!.id]));
      expect(new Set(drawn.slice(2, 4))).toEqual(new Set([u1!.id, u2!.id]));
      expect(new Set(drawn.slice(4))).toEqual(new Set([ok1!.id, ok2!.id]));
    }
    const bad = await api('POST', '/qbank/sessions', learner, {
      status: 'all',
      count: 6,
      mode: 'tutor',
      order: 'hardest',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['order']);
  });
});
