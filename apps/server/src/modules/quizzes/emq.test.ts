import { EMQ_OPTIONS_MIN, EMQ_STEMS_MAX, QUIZ_MESSAGES } from '@medprep/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, uniqueTopic } from '../../test/qbank-fixtures.ts';
import { peersOf, recordAnswers } from './answer-log.ts';
import { createQuiz, type QuestionInput } from './factories.ts';

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;

beforeAll(async () => {
  t = await buildTestApp();
  api = bankApi(t);
  owner = await t.signIn('instructor', { name: 'Dr Matching' });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(new Date()));

const tenOptions = Array.from({ length: 10 }, (_, i) => ({ text: `Cause ${i + 1}`, media: [] }));

/** An EMQ with three stems: A (1 point), C (2 points), E (1 point). */
const emq = (topic = 'Cardiology'): QuestionInput => ({
  type: 'emq',
  prompt: 'Causes of chest pain',
  options: tenOptions,
  explanation: 'Each presentation points to one cause.',
  topics: [topic],
  stems: [
    { id: '', prompt: 'Stem one', correctOptionId: 'A', points: 1 },
    { id: '', prompt: 'Stem two', correctOptionId: 'C', points: 2 },
    { id: '', prompt: 'Stem three', correctOptionId: 'E', points: 1 },
  ],
});

const stemBody = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ prompt: `Stem ${i + 1}`, correctOptionId: 'A', points: 1 }));

describe('EMQ authoring', () => {
  it('creates an EMQ whose points are its stems’ and refuses out-of-bounds lists naming the field', async () => {
    const { quiz } = await createQuiz(t.db, { ownerId: owner.id, published: false }, []);
    const url = `/instructor/mock/quizzes/${quiz.id}/questions`;
    const created = await api('POST', url, owner, { type: 'emq' });
    expect(created.statusCode).toBe(201);
    const q = created.json().question;
    expect(q.options).toHaveLength(EMQ_OPTIONS_MIN);
    expect(q.stems).toHaveLength(2);
    expect(q.points).toBe(2);

    const fewOptions = await api('PATCH', `/instructor/mock/questions/${q.id}`, owner, {
      options: tenOptions.slice(0, 7),
    });
    expect(fewOptions.statusCode).toBe(400);
    expect(fewOptions.json().fields.options).toBe(QUIZ_MESSAGES.emqOptionsTooFew);
    const manyOptions = await api('PATCH', `/instructor/mock/questions/${q.id}`, owner, {
      options: Array.from({ length: 27 }, () => ({ text: 'x' })),
    });
    expect(manyOptions.json().fields.options).toBe(QUIZ_MESSAGES.emqOptionsTooMany);
    const oneStem = await api('PATCH', `/instructor/mock/questions/${q.id}`, owner, { stems: stemBody(1) });
    expect(oneStem.statusCode).toBe(400);
    expect(oneStem.json().fields.stems).toBe(QUIZ_MESSAGES.emqStemsTooFew);
    const elevenStems = await api('PATCH', `/instructor/mock/questions/${q.id}`, owner, {
      stems: stemBody(EMQ_STEMS_MAX + 1),
    });
    expect(elevenStems.json().fields.stems).toBe(QUIZ_MESSAGES.emqStemsTooMany);
    const badAnswer = await api('PATCH', `/instructor/mock/questions/${q.id}`, owner, {
      stems: [...stemBody(1), { prompt: 'Two', correctOptionId: 'Z', points: 1 }],
    });
    expect(badAnswer.json().fields['stems.1.correctOptionId']).toBe(QUIZ_MESSAGES.stemAnswerUnknown);
    const blank = await api('PATCH', `/instructor/mock/questions/${q.id}`, owner, {
      stems: [...stemBody(1), { prompt: ' ', correctOptionId: 'B', points: 1 }],
    });
    expect(blank.json().fields['stems.1.prompt']).toBe(QUIZ_MESSAGES.stemPromptRequired);

    // A stem keeps its id when sent back; a new one gets its own; the points follow the stems.
    const kept = q.stems[1].id as string;
    const updated = await api('PATCH', `/instructor/mock/questions/${q.id}`, owner, {
      stems: [
        { id: kept, prompt: 'Moved first', correctOptionId: 'H', points: 3 },
        { prompt: 'New', correctOptionId: 'B', points: 2 },
      ],
    });
    expect(updated.statusCode).toBe(200);
    const stems = updated.json().question.stems;
    expect(stems[0]).toEqual({ id: kept, prompt: 'Moved first', correctOptionId: 'H', points: 3 });
    expect(stems[1].id).not.toBe(q.stems[0].id);
    expect(updated.json().question.points).toBe(5);
  });
});

describe('EMQ in an exam', () => {
  it('plays stems without answers, saves and resumes stem answers, grades each stem on its own', async () => {
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [emq()]);
    const stems = questions[0]!.stems;
    const learner = await t.signIn();
    const start = await api('POST', `/quizzes/${quiz.slug}/start`, learner);
    expect(start.statusCode).toBe(201);
    const played = start.json().questions[0];
    expect(played.stems).toEqual(stems.map((s) => ({ id: s.id, prompt: s.prompt, points: s.points })));
    expect(JSON.stringify(start.json())).not.toContain('correctOptionId');
    const attemptId = start.json().attempt.id;

    const unknown = await api('PATCH', `/attempts/${attemptId}/answers`, learner, {
      answers: [{ questionId: played.id, stemAnswers: { [stems[0]!.id]: 'Q' } }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty(`answers.0.stemAnswers.${stems[0]!.id}`);
    const wrongStem = await api('PATCH', `/attempts/${attemptId}/answers`, learner, {
      answers: [{ questionId: played.id, stemAnswers: { nope: 'A' } }],
    });
    expect(wrongStem.json().fields['answers.0.stemAnswers.nope']).toBe(QUIZ_MESSAGES.unknownStem);

    const answers = { [stems[0]!.id]: 'A', [stems[1]!.id]: 'D' };
    const saved = await api('PATCH', `/attempts/${attemptId}/answers`, learner, {
      answers: [{ questionId: played.id, stemAnswers: answers }],
    });
    expect(saved.statusCode).toBe(200);
    const resumed = await api('POST', `/quizzes/${quiz.slug}/start`, learner);
    expect(resumed.json().attempt.answers[0].stemAnswers).toEqual(answers);

    const submitted = await api('POST', `/attempts/${attemptId}/submit`, learner);
    expect(submitted.statusCode).toBe(200);
    const { attempt, results } = submitted.json();
    // Stem one right (1 of 1), stem two wrong (0 of 2), stem three unanswered (0 of 1): 1 of 4 = 25 %.
    expect(attempt).toMatchObject({ score: 1, maxScore: 4, percent: 25 });
    expect(results.perQuestion[0].grade).toEqual({ correct: false, earned: 1 });
    expect(results.perQuestion[0].stems).toEqual([
      { ...stems[0], answerOptionId: 'A', correct: true, earned: 1 },
      { ...stems[1], answerOptionId: 'D', correct: false, earned: 0 },
      { ...stems[2], answerOptionId: null, correct: false, earned: 0 },
    ]);
    expect(results.topics).toEqual([
      { topic: 'Cardiology', questions: 1, correct: 0, score: 1, maxScore: 4, percent: 25 },
    ]);
  });

  it('checks an EMQ in practice with each stem’s correct option', async () => {
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [emq()]);
    const stems = questions[0]!.stems;
    const learner = await t.signIn();
    const practice = await api('POST', `/quizzes/${quiz.slug}/practice`, learner, {});
    expect(practice.statusCode).toBe(201);
    const id = practice.json().practice.id;
    const all = Object.fromEntries(stems.map((s) => [s.id, s.correctOptionId]));
    const check = await api('POST', `/practice/${id}/check`, learner, {
      answer: { questionId: questions[0]!.id, stemAnswers: all },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().check).toMatchObject({ correct: true, earned: 4, correctStems: all });
  });

  it('counts each stem as an item of the statistics, with the options chosen per stem', async () => {
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [emq()]);
    const [s1, s2, s3] = questions[0]!.stems;
    const plays = [
      { [s1!.id]: 'A', [s2!.id]: 'C', [s3!.id]: 'E' },
      { [s1!.id]: 'B', [s2!.id]: 'C' },
    ];
    for (const stemAnswers of plays) {
      const learner = await t.signIn();
      const start = await api('POST', `/quizzes/${quiz.slug}/start`, learner);
      const attemptId = start.json().attempt.id;
      await api('PATCH', `/attempts/${attemptId}/answers`, learner, {
        answers: [{ questionId: questions[0]!.id, stemAnswers }],
      });
      expect((await api('POST', `/attempts/${attemptId}/submit`, learner)).statusCode).toBe(200);
    }
    const res = await api('GET', `/instructor/mock/quizzes/${quiz.id}/statistics`, owner);
    expect(res.statusCode).toBe(200);
    const items = res.json().questions as {
      questionId: string;
      facility: number;
      options: { id: string; chosenPercent: number }[];
    }[];
    expect(items.map((i) => i.questionId)).toEqual([s1!.id, s2!.id, s3!.id]);
    // Stem one: 1 of 2 right (50 %), A and B chosen once each; stem two: both right; stem three: 1 of 2.
    expect(items.map((i) => i.facility)).toEqual([50, 100, 50]);
    const chosen = (i: number, id: string) => items[i]!.options.find((o) => o.id === id)?.chosenPercent;
    expect([chosen(0, 'A'), chosen(0, 'B'), chosen(1, 'C'), chosen(2, 'E'), chosen(2, 'A')]).toEqual([
      50, 50, 100, 50, 0,
    ]);
  });
});

describe('EMQ in the question bank', () => {
  it('tutor mode grades stemAnswers and reveals each stem’s correct option', async () => {
    const topic = uniqueTopic('Chest pain');
    const { questions } = await createQuiz(t.db, { ownerId: owner.id, exam: 'PLAB 1' }, [emq(topic)]);
    const stems = questions[0]!.stems;
    const learner = await t.signIn();
    const created = await api('POST', '/qbank/sessions', learner, {
      topics: [topic],
      status: 'all',
      count: 10,
      mode: 'tutor',
    });
    expect(created.statusCode).toBe(201);
    const session = created.json().session;
    expect(session.questions[0].stems).toHaveLength(3);
    const answer = { [stems[0]!.id]: 'A', [stems[1]!.id]: 'C', [stems[2]!.id]: 'F' };
    const res = await api('PUT', `/qbank/sessions/${session.id}/answers/${questions[0]!.id}`, learner, {
      answer: { stemAnswers: answer },
      confidence: 'sure',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      correct: false,
      correctAnswer: { correctStems: Object.fromEntries(stems.map((s) => [s.id, s.correctOptionId])) },
      peers: null,
    });
    const again = await api('GET', `/qbank/sessions/${session.id}`, learner);
    expect(again.json().session.answers[questions[0]!.id].stemAnswers).toEqual(answer);
  });

  it('keeps peer figures per stem from each learner’s first answer', async () => {
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id }, [emq()]);
    const q = { ...questions[0]!, options: tenOptions.map((_, i) => ({ id: String.fromCharCode(65 + i) })) };
    const [s1, s2] = q.stems;
    // 30 learners: 18 choose A for stem one (60 %), 12 choose B (40 %); all choose C for stem two.
    for (let i = 0; i < 30; i += 1) {
      const user = await createUser(t.db);
      const stemAnswers = { [s1!.id]: i < 18 ? 'A' : 'B', [s2!.id]: 'C' };
      await t.db.transaction((tx) =>
        recordAnswers(
          tx,
          user.id,
          'practice',
          quiz.id,
          [
            {
              question: q,
              quizId: quiz.id,
              answer: { selectedOptionIds: [], booleanAnswer: null, textAnswer: null, stemAnswers },
              correct: false,
              confidence: null,
            },
          ],
          new Date(),
        ),
      );
    }
    const peers = (await peersOf(t.db, [q])).get(q.id);
    expect(peers?.answered).toBe(30);
    expect(peers?.stems?.[s1!.id]).toMatchObject({ A: 60, B: 40, C: 0 });
    expect(peers?.stems?.[s2!.id]).toMatchObject({ A: 0, C: 100 });
  });
});
