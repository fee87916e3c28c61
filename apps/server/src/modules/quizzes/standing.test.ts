import { HISTOGRAM_BANDS, PERCENTILE_MIN_ATTEMPTS, STANDING_REFRESH_MS } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { mcqs } from '../../test/qbank-fixtures.ts';
import { createQuiz } from './factories.ts';
import { insertSubmittedAttempt } from './statistics-factories.ts';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn('instructor');
});
afterAll(() => t.close());

const get = (url: string, who: SignedIn) => t.request({ method: 'GET', url: `/api${url}`, token: who.token });

/** A quiz of ten one-point questions (B right), so that a score of n right is n × 10 %. */
async function tenQuestionQuiz() {
  const { quiz, questions } = await createQuiz(
    t.db,
    { ownerId: owner.id, attemptsAllowed: 3 },
    mcqs(10, 'Standing'),
  );
  const ids = questions.map((q) => q.id);
  const choices = (right: number) => Object.fromEntries(ids.map((id, i) => [id, [i < right ? 'B' : 'A']]));
  const attempt = async (userId: string, right: number, attemptNo = 1) =>
    insertSubmittedAttempt(t.db, { quiz, userId, choices: choices(right), attemptNo });
  const others = async (rights: number[]) => {
    for (const right of rights) await attempt((await createUser(t.db, { password: null })).id, right);
  };
  return { quiz, attempt, others };
}

/** How many other learners scored each number of questions right (0…10): 40 first attempts. */
const OTHERS = [1, 2, 2, 3, 4, 5, 6, 7, 5, 3, 2].flatMap((n, right) => Array<number>(n).fill(right));

describe('a mock result’s percentile and histogram', () => {
  it('ranks the score among first attempts: strictly lower plus half the equal, the caller included', async () => {
    expect(OTHERS).toHaveLength(40);
    const { attempt, others } = await tenQuestionQuiz();
    await others(OTHERS);
    const learner = await t.signIn();
    const first = await attempt(learner.id, 7);
    const second = await attempt(learner.id, 9, 2);

    // 41 first attempts (the learner's 70 % among them). Below 70 %: 1+2+2+3+4+5+6 = 23; at 70 %: 7 + 1.
    const one = (await get(`/attempts/${first.id}`, learner)).json().results;
    expect(one.percentile).toBe(Math.round(((23 + 8 / 2) / 41) * 1000) / 10);
    expect(one.percentile).toBe(65.9);
    // Bands 0–10 %, …, 90–100 %: 100 % falls in the last; the learner's 70 % adds one to band 7.
    expect(one.histogram).toEqual([1, 2, 2, 3, 4, 5, 6, 8, 5, 5]);
    expect(one.histogram).toHaveLength(HISTOGRAM_BANDS);

    // A second attempt's 90 % is ranked among the same first attempts (it is not one): 36 lower, 3 equal.
    const two = (await get(`/attempts/${second.id}`, learner)).json().results;
    expect(two.percentile).toBe(Math.round(((36 + 3 / 2) / 41) * 1000) / 10);
    expect(two.histogram).toEqual(one.histogram);
    expect(one.perQuestion[0]).toHaveProperty('peers', null);
  });

  it(`is null below ${PERCENTILE_MIN_ATTEMPTS} first attempts; second attempts do not count`, async () => {
    const { attempt, others } = await tenQuestionQuiz();
    await others(Array<number>(PERCENTILE_MIN_ATTEMPTS - 2).fill(5));
    const learner = await t.signIn();
    const mine = await attempt(learner.id, 6);
    // 29 first attempts, and a second attempt of someone already counted.
    await attempt(learner.id, 10, 2);
    const at29 = (await get(`/attempts/${mine.id}`, learner)).json().results;
    expect(at29).toMatchObject({ percentile: null, histogram: null });

    await others([4]);
    // The first attempts are read again once the last read is STANDING_REFRESH_MS old.
    t.clock.advance(STANDING_REFRESH_MS);
    const at30 = (await get(`/attempts/${mine.id}`, learner)).json().results;
    // 30 first attempts: 29 lower (28 at 50 %, one at 40 %), the learner's own 60 % equal.
    expect(at30.percentile).toBe(Math.round(((29 + 1 / 2) / 30) * 1000) / 10);
    expect(at30.histogram).toEqual([0, 0, 0, 0, 1, 28, 1, 0, 0, 0]);
  });

  it('counts a first attempt submitted since the first attempts were read: its own, not the others’', async () => {
    const { attempt, others } = await tenQuestionQuiz();
    await others(Array<number>(PERCENTILE_MIN_ATTEMPTS).fill(5));
    const early = await t.signIn();
    const seen = await attempt(early.id, 5);
    // Read now: 31 first attempts at 50 %.
    const before = (await get(`/attempts/${seen.id}`, early)).json().results;
    expect(before).toMatchObject({ percentile: 50 });

    // Two learners finish after that read: each sees itself counted (32), not the other (still within the refresh).
    const [one, two] = [await t.signIn(), await t.signIn()];
    const mine = await attempt(one.id, 9);
    const theirs = await attempt(two.id, 1);
    const seenByOne = (await get(`/attempts/${mine.id}`, one)).json().results;
    expect(seenByOne.percentile).toBe(Math.round((31 / 32) * 1000 + 0.5 * (1 / 32) * 1000) / 10);
    expect(seenByOne.histogram).toEqual([0, 0, 0, 0, 0, 31, 0, 0, 0, 1]);
    const seenByTwo = (await get(`/attempts/${theirs.id}`, two)).json().results;
    expect(seenByTwo.percentile).toBe(Math.round(0.5 * (1 / 32) * 1000) / 10);
    expect(seenByTwo.histogram).toEqual([0, 1, 0, 0, 0, 31, 0, 0, 0, 0]);

    // A learner's second attempt, both after the read: ranked among the others and the learner's first (90 %).
    const again = await attempt(one.id, 4, 2);
    const second = (await get(`/attempts/${again.id}`, one)).json().results;
    expect(second.percentile).toBe(0);
    expect(second.histogram).toEqual(seenByOne.histogram);

    // Once the read is STANDING_REFRESH_MS old, everyone's first attempt counts: 33.
    t.clock.advance(STANDING_REFRESH_MS);
    const later = (await get(`/attempts/${seen.id}`, early)).json().results;
    expect(later.percentile).toBe(Math.round(((1 + 31 / 2) / 33) * 1000) / 10);
    expect(later.histogram).toEqual([0, 1, 0, 0, 0, 31, 0, 0, 0, 1]);
  });
});
