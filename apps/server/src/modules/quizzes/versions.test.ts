import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { learnerQuestions, questionAnswers, questionPeerTotals, quizzes } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { peersOf, recordAnswers } from './answer-log.ts';
import { createQuiz } from './factories.ts';
import { paperOf } from './paper.ts';
import { insertSubmittedAttempt } from './statistics-factories.ts';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn('instructor', { name: 'Dr Versions' });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, token: owner.token, ...(payload !== undefined ? { payload } : {}) });

const three = [
  { text: 'Radial', media: [] },
  { text: 'Ulnar', media: [] },
  { text: 'Median', media: [] },
];

const edit = async (id: string, body: object) => {
  const res = await api('PATCH', `/instructor/mock/questions/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { question: { version: number }; versionStarted: number | null };
};

/** The quiz's current paper (its questions as a start freezes them now). */
const paperNow = async (quizId: string) => {
  const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return { quiz: quiz!, paper: await paperOf(t.db, quiz!) };
};

/** Learner answers one frozen question (as a bank tutor answer does), choosing `option`. */
const answer = (
  userId: string,
  quizId: string,
  question: Parameters<typeof peersOf>[1][number],
  option: string,
  correct: boolean,
) =>
  t.db.transaction((tx) =>
    recordAnswers(
      tx,
      userId,
      'practice',
      quizId,
      [
        {
          question,
          quizId,
          answer: { selectedOptionIds: [option], booleanAnswer: null, textAnswer: null },
          correct,
          confidence: null,
        },
      ],
      new Date(),
    ),
  );

describe('question versions', () => {
  it('starts a new version when the key changes, not for an explanation typo, points, topics or alt text', async () => {
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [
      {
        type: 'mcq',
        prompt: 'Which nerve supplies the thenar muscles?',
        options: three,
        correctOptionIds: ['C'],
        media: [{ kind: 'image', url: '/api/files/hand.png', alt: 'A hnad' }],
      },
    ]);
    const id = questions[0]!.id;
    const listed = await api('GET', `/instructor/mock/quizzes/${quiz.id}/questions`);
    expect(listed.json().items[0].version).toBe(1);

    expect(await edit(id, { explanation: 'The median nerve (a typo fixed).' })).toMatchObject({
      question: { version: 1 },
      versionStarted: null,
    });
    expect((await edit(id, { points: 2, topics: ['Anatomy'] })).question.version).toBe(1);
    expect(
      (await edit(id, { media: [{ kind: 'image', url: '/api/files/hand.png', alt: 'A hand' }] })).question
        .version,
    ).toBe(1);
    // Spaces around or doubled in the prompt are not a change of wording.
    expect(
      (await edit(id, { prompt: '  Which nerve  supplies the thenar muscles? ' })).question.version,
    ).toBe(1);

    // The key: a new version; nobody had answered version 1, so no notice.
    expect(await edit(id, { correctOptionIds: ['B'] })).toMatchObject({
      question: { version: 2 },
      versionStarted: null,
    });
    // Options' wording is part of the question.
    expect(
      (await edit(id, { options: [...three.slice(0, 2), { text: 'Median nerve', media: [] }] })).question
        .version,
    ).toBe(3);

    // Once version 3 has an answer, the next change says that it starts version 4.
    const learner = await createUser(t.db);
    const { paper } = await paperNow(quiz.id);
    expect(paper.questions[0]!.version).toBe(3);
    await answer(learner.id, quiz.id, paper.questions[0]!, 'B', true);
    expect(await edit(id, { prompt: 'Which nerve supplies abductor pollicis brevis?' })).toMatchObject({
      question: { version: 4 },
      versionStarted: 4,
    });
    const after = await api('GET', `/instructor/mock/quizzes/${quiz.id}/questions`);
    expect(after.json().items[0].version).toBe(4);
  });

  it('logs the version answered; a new version starts with no peer figures and the old ones are kept', async () => {
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [
      { type: 'mcq', options: three, correctOptionIds: ['A'] },
    ]);
    const id = questions[0]!.id;
    const v1 = (await paperNow(quiz.id)).paper.questions[0]!;
    // 30 learners answer version 1: 18 choose A (60 %), 12 choose B (40 %).
    const learners: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const user = await createUser(t.db);
      learners.push(user.id);
      await answer(user.id, quiz.id, v1, i < 18 ? 'A' : 'B', i < 18);
    }
    const before = (await peersOf(t.db, [v1])).get(id);
    expect(before).toMatchObject({ answered: 30, optionPercents: { A: 60, B: 40, C: 0 } });

    expect((await edit(id, { correctOptionIds: ['B'] })).versionStarted).toBe(2);
    const v2 = (await paperNow(quiz.id)).paper.questions[0]!;
    expect(v2.version).toBe(2);
    // Neither the new version (no answers) nor a paper frozen at version 1 shows figures now.
    expect((await peersOf(t.db, [v2])).get(id)).toBeNull();
    expect((await peersOf(t.db, [v1])).get(id)).toBeNull();
    // Version 1's counters are kept.
    const totals = await t.db.select().from(questionPeerTotals).where(eq(questionPeerTotals.questionId, id));
    expect(totals.map((r) => [r.version, r.answered])).toEqual([[1, 30]]);

    // The same 30 answer version 2, all B (right now): their first answer to it counts, once.
    for (const userId of learners) await answer(userId, quiz.id, v2, 'B', true);
    await answer(learners[0]!, quiz.id, v2, 'C', false);
    expect((await peersOf(t.db, [v2])).get(id)).toMatchObject({
      answered: 30,
      optionPercents: { A: 0, B: 100, C: 0 },
    });
    // A late answer on a paper frozen at version 1 counts in neither.
    const late = await createUser(t.db);
    await answer(late.id, quiz.id, v1, 'A', true);
    const again = await t.db.select().from(questionPeerTotals).where(eq(questionPeerTotals.questionId, id));
    expect(new Map(again.map((r) => [r.version, r.answered]))).toEqual(
      new Map([
        [1, 31],
        [2, 30],
      ]),
    );

    const logged = await t.db
      .select({ version: questionAnswers.version })
      .from(questionAnswers)
      .where(eq(questionAnswers.questionId, id));
    expect(logged.filter((r) => r.version === 1)).toHaveLength(31);
    expect(logged.filter((r) => r.version === 2)).toHaveLength(31);
    // The learner's last answer (the bank's `incorrect`) is the last whatever the version.
    const [mine] = await t.db
      .select()
      .from(learnerQuestions)
      .where(and(eq(learnerQuestions.userId, learners[0]!), eq(learnerQuestions.questionId, id)));
    expect(mine).toMatchObject({ answers: 3, firstCorrect: true, lastCorrect: false, peerVersion: 2 });
  });

  it('computes item statistics over the current version’s first attempts only (hand-computed)', async () => {
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [
      { type: 'mcq', options: three, correctOptionIds: ['A'] },
      { type: 'mcq', options: three, correctOptionIds: ['A'] },
    ]);
    const [q1, q2] = questions.map((q) => q.id) as [string, string];
    const attempt = async (quizRow: typeof quiz, choices: [string, string]) => {
      const user = await createUser(t.db);
      await insertSubmittedAttempt(t.db, {
        quiz: quizRow,
        userId: user.id,
        choices: { [q1]: [choices[0]], [q2]: [choices[1]] },
      });
    };
    // Version 1 of question 1 (key A): marks (1, 1), (0, 1), (0, 0).
    await attempt(quiz, ['A', 'A']);
    await attempt(quiz, ['B', 'A']);
    await attempt(quiz, ['B', 'B']);
    const first = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`)).json();
    expect(first.questions[0]).toMatchObject({ version: 1, versionSince: null, answered: 3 });
    expect(first.questions[0].facility).toBeCloseTo(100 / 3, 4);

    // The key becomes B: version 2. Its attempts: marks (1, 1), (0, 0), (1, 0).
    await edit(q1, { correctOptionIds: ['B'] });
    const { quiz: now } = await paperNow(quiz.id);
    await attempt(now, ['B', 'A']);
    await attempt(now, ['A', 'B']);
    await attempt(now, ['B', 'B']);

    const s = (await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`)).json();
    // The quiz's figures keep every first attempt: percents 100, 50, 0, 100, 0, 50.
    expect(s.firstAttempts).toBe(6);
    expect(s.mean).toBeCloseTo(50, 4);
    const [one, two] = s.questions;
    expect(one).toMatchObject({ questionId: q1, version: 2, answered: 3, stemOf: null });
    expect(Number.isNaN(Date.parse(one.versionSince))).toBe(false);
    // Version 2 only: marks 1, 0, 1 → facility 2/3; rest (question 2's marks) 1, 0, 0 →
    // corr = (1/3) / √(6/9 · 6/9) = 0.5; cov 1/6 equals the largest possible (marks already in rank order): 100 %.
    expect(one.facility).toBeCloseTo(200 / 3, 4);
    expect(one.discrimination).toBeCloseTo(0.5, 4);
    expect(one.efficiency).toBeCloseTo(100, 4);
    expect(
      Object.fromEntries(
        one.options.map((o: { id: string; chosenPercent: number }) => [o.id, o.chosenPercent]),
      ),
    ).toEqual({
      A: expect.closeTo(100 / 3, 4),
      B: expect.closeTo(200 / 3, 4),
      C: 0,
    });
    // Question 2 never changed: all six attempts, marks 1, 1, 0, 1, 0, 0.
    expect(two).toMatchObject({ questionId: q2, version: 1, versionSince: null, answered: 6 });
    expect(two.facility).toBeCloseTo(50, 4);
  });

  it('names the extended matching question of each stem row, whose Angoff estimate is the question’s', async () => {
    const options = Array.from({ length: 8 }, (_, i) => ({ text: `Cause ${i + 1}`, media: [] }));
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [
      { type: 'mcq', options: three, correctOptionIds: ['A'] },
      {
        type: 'emq',
        prompt: 'Causes of chest pain',
        options,
        stems: [
          { id: '', prompt: 'Stem one', correctOptionId: 'A', points: 1 },
          { id: '', prompt: 'Stem two', correctOptionId: 'C', points: 1 },
        ],
      },
    ]);
    const emq = questions[1]!;
    const url = `/instructor/mock/quizzes/${quiz.id}/statistics`;
    const rows = (await api('GET', url)).json().questions;
    expect(rows.map((r: { questionId: string; stemOf: string | null }) => [r.questionId, r.stemOf])).toEqual([
      [questions[0]!.id, null],
      [emq.stems[0]!.id, emq.id],
      [emq.stems[1]!.id, emq.id],
    ]);
    expect((await edit(rows[1].stemOf, { angoffPercent: 60 })).question.version).toBe(1);
    const s = (await api('GET', url)).json();
    expect(s.questions.map((r: { angoffPercent: number | null }) => r.angoffPercent)).toEqual([null, 60, 60]);
    expect(s.angoff).toMatchObject({ estimated: 1, cutPercent: 60 });
  });
});
