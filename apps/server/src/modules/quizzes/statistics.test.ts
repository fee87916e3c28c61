import { QUIZ_MESSAGES, STATISTICS_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import {
  mean,
  median,
  sampleCorrelation,
  sampleCovariance,
  sampleStandardDeviation,
  sampleVariance,
} from 'simple-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { quizStatistics } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { createQuiz } from './factories.ts';
import { insertSubmittedAttempt } from './statistics-factories.ts';
import { sweepQuizStatistics } from './statistics-job.ts';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn('instructor', { name: 'Dr Stats' });
  other = await t.signIn('instructor');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) =>
  t.request({ method, url: `/api${url}`, token: who?.token, ...(payload !== undefined ? { payload } : {}) });

const three = [
  { text: 'a', media: [] },
  { text: 'b', media: [] },
  { text: 'c', media: [] },
];

/** Four questions worth 1, 1, 1 and 2 points; each mcq keyed A. */
async function fourQuestionQuiz() {
  return createQuiz(t.db, { ownerId: owner.id }, [
    { type: 'mcq', options: three, correctOptionIds: ['A'] },
    { type: 'mcq', options: three, correctOptionIds: ['A'] },
    { type: 'mcq', options: three, correctOptionIds: ['A'] },
    { type: 'mcq', options: three, correctOptionIds: ['A'], points: 2 },
  ]);
}

/** Each learner's marks (fraction of the points) and the wrong option picked when wrong. */
const MATRIX: { right: boolean[]; wrong: string }[] = [
  { right: [true, true, true, true], wrong: 'B' },
  { right: [true, true, false, true], wrong: 'B' },
  { right: [true, false, true, true], wrong: 'C' },
  { right: [true, true, false, false], wrong: 'B' },
  { right: [false, true, true, false], wrong: 'B' },
  { right: [true, false, false, false], wrong: 'C' },
  { right: [false, false, true, false], wrong: 'B' },
  { right: [true, false, false, true], wrong: 'C' },
  { right: [false, false, false, false], wrong: 'B' },
];
const POINTS = [1, 1, 1, 2];

const close = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull();
  expect(actual!).toBeCloseTo(expected, 4);
};

describe('item statistics', () => {
  it('computes every figure from first attempts as an independent implementation does', async () => {
    const { quiz, questions } = await fourQuestionQuiz();
    const ids = questions.map((q) => q.id);
    for (const [n, learner] of MATRIX.entries()) {
      const user = await createUser(t.db, { name: `Learner ${n}` });
      const choices = Object.fromEntries(ids.map((id, i) => [id, [learner.right[i] ? 'A' : learner.wrong]]));
      await insertSubmittedAttempt(t.db, { quiz, userId: user.id, choices });
      // A second attempt (all right) does not count in the figures, only in `attempts`.
      if (n === 8) {
        const all = Object.fromEntries(ids.map((id) => [id, ['A']]));
        await insertSubmittedAttempt(t.db, { quiz, userId: user.id, choices: all, attemptNo: 2 });
      }
    }

    const res = await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner);
    expect(res.statusCode).toBe(200);
    const s = res.json();

    // The reference, from the matrix alone.
    const marks = POINTS.map((p, i) => MATRIX.map((l) => (l.right[i] ? p : 0)));
    const totals = MATRIX.map((_, n) => marks.reduce((sum, m) => sum + m[n]!, 0));
    const maxScore = POINTS.reduce((a, b) => a + b, 0);
    const percents = totals.map((x) => (x / maxScore) * 100);
    const k = POINTS.length;
    const sumVar = marks.reduce((sum, m) => sum + sampleVariance(m), 0);
    const alpha = (k / (k - 1)) * (1 - sumVar / sampleVariance(totals));
    const sd = sampleStandardDeviation(percents);

    expect(s.attempts).toBe(MATRIX.length + 1);
    expect(s.firstAttempts).toBe(MATRIX.length);
    close(s.mean, mean(percents));
    close(s.median, median(percents));
    close(s.sd, sd);
    close(s.alpha, alpha);
    close(s.sem, sd * Math.sqrt(1 - alpha));
    const bands = Array.from({ length: 10 }, () => 0);
    for (const p of percents) bands[Math.min(9, Math.floor(p / 10))]! += 1;
    expect(s.histogram).toEqual(bands);

    for (const [i, q] of s.questions.entries()) {
      const m = marks[i]!;
      const rest = totals.map((x, n) => x - m[n]!);
      expect(q.questionId).toBe(ids[i]);
      expect(q.answered).toBe(MATRIX.length);
      close(q.facility, mean(m.map((x) => x / POINTS[i]!)) * 100);
      close(q.discrimination, sampleCorrelation(m, rest));
      const sortedUp = (xs: number[]) => [...xs].sort((a, b) => a - b);
      close(q.efficiency, (100 * sampleCovariance(m, rest)) / sampleCovariance(sortedUp(m), sortedUp(rest)));
      const restVar = sampleVariance(rest);
      close(q.alphaIfDeleted, ((k - 1) / (k - 2)) * (1 - (sumVar - sampleVariance(m)) / restVar));
      const chosen = (option: string) =>
        (100 * MATRIX.filter((l) => (l.right[i] ? 'A' : l.wrong) === option).length) / MATRIX.length;
      for (const o of q.options) close(o.chosenPercent, chosen(o.id));
      expect(q.options.map((o: { id: string }) => o.id)).toEqual(['A', 'B', 'C']);
      // The wrong option picked most often (ties: the earlier).
      const wrong = chosen('B') >= chosen('C') ? 'B' : 'C';
      expect(q.mostChosenWrongOptionId).toBe(chosen(wrong) > 0 ? wrong : null);
      expect(q.verdict).toBeNull(); // fewer than 50 first attempts
    }
    const lowering = s.questions
      .filter((q: { alphaIfDeleted: number }) => q.alphaIfDeleted > s.alpha)
      .map((q: { questionId: string }) => q.questionId);
    expect(new Set(s.alphaLowering)).toEqual(new Set(lowering));
    expect(s.alphaVerdict).toBe(
      alpha >= 0.75 ? 'satisfactory' : alpha < 0.64 ? 'unsatisfactory' : 'acceptable',
    );
  });

  it('gives null figures below two first attempts', async () => {
    const { quiz, questions } = await fourQuestionQuiz();
    const user = await createUser(t.db);
    await insertSubmittedAttempt(t.db, { quiz, userId: user.id, choices: { [questions[0]!.id]: ['A'] } });
    const s = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json();
    expect(s).toMatchObject({
      attempts: 1,
      firstAttempts: 1,
      mean: null,
      median: null,
      sd: null,
      alpha: null,
    });
    expect(s.sem).toBeNull();
    expect(s.questions[0]).toMatchObject({ facility: null, discrimination: null, efficiency: null });
    expect(s.questions[0].options[0].chosenPercent).toBeNull();
  });

  it('flags a question whose key is wrong: strong candidates get it "wrong" more often than weak ones', async () => {
    // Q1 is keyed A but B is the true answer; Q2 is one everyone gets right; Q3–Q6 tell strong from weak.
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [
      { type: 'mcq', options: three, correctOptionIds: ['A'] },
      { type: 'boolean', correctBoolean: true },
      ...Array.from({ length: 4 }, () => ({ type: 'mcq' as const, options: three, correctOptionIds: ['A'] })),
    ]);
    const [doubtful, easy, ...others] = questions.map((q) => q.id);
    for (let n = 0; n < 60; n += 1) {
      const ability = n % 5; // 0–4 of the four others right
      const user = await createUser(t.db);
      const choices: Record<string, string[] | boolean> = { [easy!]: true };
      others.forEach((id, i) => {
        choices[id!] = [i < ability ? 'A' : 'C'];
      });
      // The strong pick the true answer (B, marked wrong); the weak fall for the key (A).
      choices[doubtful!] = [ability >= 3 ? 'B' : ability === 2 && n % 2 === 0 ? 'B' : 'A'];
      await insertSubmittedAttempt(t.db, { quiz, userId: user.id, choices });
    }
    const s = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json();
    const byId = new Map(s.questions.map((q: { questionId: string }) => [q.questionId, q]));
    const bad = byId.get(doubtful) as {
      verdict: string;
      discrimination: number;
      mostChosenWrongOptionId: string;
    };
    expect(bad.discrimination).toBeLessThan(0);
    expect(bad.verdict).toBe('needs_checking');
    expect(bad.mostChosenWrongOptionId).toBe('B');
    expect(byId.get(easy)).toMatchObject({ facility: 100, verdict: 'very_easy' });
    expect(s.alphaLowering[0]).toBe(doubtful);
  });

  it('is recomputed in the background after a submit, at most once a minute per quiz', async () => {
    const { quiz, questions } = await fourQuestionQuiz();
    const deps = (t.app as unknown as { deps: Deps }).deps;
    const first = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json();
    expect(first.firstAttempts).toBe(0);

    const learner = await t.signIn('user');
    const start = await api('POST', `/quizzes/${quiz.slug}/start`, learner);
    expect(start.statusCode).toBe(201);
    const attemptId = start.json().attempt.id;
    const save = await api('PATCH', `/attempts/${attemptId}/answers`, learner, {
      answers: [{ questionId: questions[0]!.id, selectedOptionIds: ['A'] }],
    });
    expect(save.statusCode).toBe(200);
    expect((await api('POST', `/attempts/${attemptId}/submit`, learner)).statusCode).toBe(200);
    const [row] = await t.db.select().from(quizStatistics).where(eq(quizStatistics.quizId, quiz.id));
    expect(row?.stale).toBe(true);
    // Served from the cache until the job runs; computed less than a minute ago, so not yet.
    expect((await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json().attempts).toBe(
      0,
    );
    t.clock.set(new Date(Date.now() + 30_000));
    await sweepQuizStatistics(deps);
    expect((await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json().attempts).toBe(
      0,
    );
    t.clock.set(new Date(Date.now() + 61_000));
    await sweepQuizStatistics(deps);
    const after = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json();
    expect(after).toMatchObject({ attempts: 1, firstAttempts: 1 });
    const [done] = await t.db.select().from(quizStatistics).where(eq(quizStatistics.quizId, quiz.id));
    expect(done?.stale).toBe(false);
    t.clock.set(new Date());
  });

  it('is only for the author and admins', async () => {
    const { quiz } = await fourQuestionQuiz();
    const res = await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(QUIZ_MESSAGES.quizNotFound);
    const admin = await t.signIn('admin');
    expect((await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, admin)).statusCode).toBe(200);
    expect((await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`)).statusCode).toBe(401);
  });
});

describe('modified Angoff', () => {
  it('suggests the mean estimate plus one SEM and applies it, rounded up, with the date', async () => {
    const { quiz, questions } = await fourQuestionQuiz();
    const apply = () => api('POST', `/instructor/mock/quizzes/${quiz.id}/apply-suggested-pass`, owner);
    const none = await apply();
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(STATISTICS_MESSAGES.noEstimates);

    const bad = await api('PATCH', `/instructor/mock/questions/${questions[0]!.id}`, owner, {
      angoffPercent: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['angoffPercent']);
    for (const [i, estimate] of [55, 60, null, 70].entries()) {
      const res = await api('PATCH', `/instructor/mock/questions/${questions[i]!.id}`, owner, {
        angoffPercent: estimate,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().question.angoffPercent).toBe(estimate);
    }
    // Before any attempt: the cut itself.
    let s = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json();
    expect(s.angoff).toEqual({
      estimated: 3,
      cutPercent: 61.666666666666664,
      suggestedPassPercent: 61.666666666666664,
      applyPassPercent: 62,
    });

    for (const [n, learner] of MATRIX.entries()) {
      const user = await createUser(t.db, { name: `Angoff ${n}` });
      const choices = Object.fromEntries(
        questions.map((q, i) => [q.id, [learner.right[i] ? 'A' : learner.wrong]]),
      );
      await insertSubmittedAttempt(t.db, { quiz, userId: user.id, choices });
    }
    await t.db.delete(quizStatistics).where(eq(quizStatistics.quizId, quiz.id));
    s = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json();
    expect(s.sem).toBeGreaterThan(0);
    close(s.angoff.suggestedPassPercent, 185 / 3 + s.sem);

    const applied = await apply();
    expect(applied.statusCode).toBe(200);
    expect(applied.json().quiz.passPercent).toBe(Math.ceil(185 / 3 + s.sem));
    s = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner)).json();
    expect(s.passPercent).toBe(Math.ceil(185 / 3 + s.sem));
    expect(s.passAppliedAt).not.toBeNull();
  });
});
