import { HISTOGRAM_BANDS, PERCENTILE_MIN_ATTEMPTS } from '@medprep/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { quizAttempts, users } from '../../db/schema/index.ts';
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
    const at30 = (await get(`/attempts/${mine.id}`, learner)).json().results;
    // 30 first attempts: 29 lower (28 at 50 %, one at 40 %), the learner's own 60 % equal.
    expect(at30.percentile).toBe(Math.round(((29 + 1 / 2) / 30) * 1000) / 10);
    expect(at30.histogram).toEqual([0, 0, 0, 0, 1, 28, 1, 0, 0, 0]);
  });

  it('keeps its counts with the first attempts whatever changes them: a submit, a deleted first attempt, a deleted account', async () => {
    const { quiz, attempt, others } = await tenQuestionQuiz();
    /** The counts kept, and the same counted by hand from each learner's first submitted attempt. */
    const counts = async () => {
      const kept = await t.db.execute(sql`
        select percent, attempts from quiz_first_scores
        where quiz_id = ${quiz.id}::uuid and attempts > 0 order by percent`);
      const byHand = await t.db.execute(sql`
        select percent, count(*)::int as attempts from (
          select distinct on (user_id) percent from quiz_attempts
          where quiz_id = ${quiz.id}::uuid and status = 'submitted' order by user_id, attempt_no) f
        group by percent order by percent`);
      const rows = (r: unknown) =>
        (r as { rows: { percent: number; attempts: number }[] }).rows.map((x) => [
          Number(x.percent),
          Number(x.attempts),
        ]);
      expect(rows(kept)).toEqual(rows(byHand));
      return rows(kept);
    };
    await others([5, 5, 8]);
    expect(await counts()).toEqual([
      [50, 2],
      [80, 1],
    ]);

    // A learner's first at 30 %, then a second at 90 %: only the first counts.
    const learner = await createUser(t.db, { password: null });
    const first = await attempt(learner.id, 3);
    await attempt(learner.id, 9, 2);
    expect(await counts()).toEqual([
      [30, 1],
      [50, 2],
      [80, 1],
    ]);

    // An attempt submitted by the engine (in progress, then submitted with its score) counts when submitted.
    const late = await createUser(t.db, { password: null });
    const open = await attempt(late.id, 6);
    await t.db
      .update(quizAttempts)
      .set({ status: 'in_progress', submittedAt: null })
      .where(eq(quizAttempts.id, open.id));
    expect(await counts()).toEqual([
      [30, 1],
      [50, 2],
      [80, 1],
    ]);
    await t.db
      .update(quizAttempts)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(quizAttempts.id, open.id));
    expect(await counts()).toEqual([
      [30, 1],
      [50, 2],
      [60, 1],
      [80, 1],
    ]);

    // The first attempt deleted: the second becomes the learner's first.
    await t.db.delete(quizAttempts).where(eq(quizAttempts.id, first.id));
    expect(await counts()).toEqual([
      [50, 2],
      [60, 1],
      [80, 1],
      [90, 1],
    ]);

    // An account with two attempts deleted in one statement: neither counts any more.
    const twice = await createUser(t.db, { password: null });
    await attempt(twice.id, 1);
    await attempt(twice.id, 10, 2);
    expect(await counts()).toEqual([
      [10, 1],
      [50, 2],
      [60, 1],
      [80, 1],
      [90, 1],
    ]);
    await t.db.delete(users).where(eq(users.id, twice.id));
    expect(await counts()).toEqual([
      [50, 2],
      [60, 1],
      [80, 1],
      [90, 1],
    ]);
  });
});
