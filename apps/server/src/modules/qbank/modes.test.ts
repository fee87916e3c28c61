import { PEER_MIN_ANSWERS, QBANK_MESSAGES } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import {
  learnerQuestions,
  questionAnswers,
  questionPeerTotals,
  quizExtraTime,
  reviewCards,
} from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, tutorSession, uniqueTopic } from '../../test/qbank-fixtures.ts';
import { peersOf, recordAnswers } from '../quizzes/answer-log.ts';

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;

beforeAll(async () => {
  t = await buildTestApp();
  api = bankApi(t);
  owner = await t.signIn('instructor');
});
afterAll(() => t.close());
afterEach(() => t.clock.set(new Date()));

async function start(who: SignedIn, topic: string, extra: object = {}) {
  const res = await api('POST', '/qbank/sessions', who, {
    topics: [topic],
    status: 'all',
    count: 10,
    mode: 'tutor',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json().session as { id: string; questions: { id: string }[]; expiresAt: string | null };
}

const oneQuestion = (name: string) => tutorSession(t, owner.id, name);

describe('tutor mode', () => {
  it('checks each answer at once, final; keeps the confidence; resumes with what was revealed', async () => {
    const topic = uniqueTopic('Tutor');
    await bankQuiz(t, owner.id, mcqs(2, topic));
    const learner = await t.signIn();
    const session = await start(learner, topic);
    const [q1, q2] = session.questions.map((q) => q.id) as [string, string];
    const url = (q: string) => `/qbank/sessions/${session.id}/answers/${q}`;
    const wrongId = await api('PUT', url(q1), learner, {
      answer: { questionId: q2, selectedOptionIds: ['B'] },
    });
    expect(wrongId.statusCode).toBe(400);
    expect(Object.keys(wrongId.json().fields)).toEqual(['answer.questionId']);
    const badOption = await api('PUT', url(q1), learner, pick('Z'));
    expect(badOption.statusCode).toBe(400);
    expect(Object.keys(badOption.json().fields)).toEqual(['answer.selectedOptionIds.0']);

    const res = await api('PUT', url(q1), learner, { ...pick('A'), confidence: 'unsure' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      correct: false,
      correctAnswer: { correctOptionIds: ['B'], correctBoolean: null, correctText: [] },
      explanation: expect.stringMatching(/^Because/),
      peers: null,
    });
    const again = await api('PUT', url(q1), learner, pick('B'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QBANK_MESSAGES.alreadyAnswered);
    expect((await api('PUT', url(crypto.randomUUID()), learner, pick('B'))).statusCode).toBe(404);

    const read = (await api('GET', `/qbank/sessions/${session.id}`, learner)).json();
    expect(read.session.answers[q1]).toMatchObject({ selectedOptionIds: ['A'], confidence: 'unsure' });
    expect(Object.keys(read.session.checks)).toEqual([q1]);
    expect(read.results).toBeNull();

    await api('PUT', url(q2), learner, pick('B'));
    const submitted = await api('POST', `/qbank/sessions/${session.id}/submit`, learner);
    expect(submitted.statusCode).toBe(200);
    const { session: done, results } = submitted.json();
    expect(done).toMatchObject({ status: 'submitted', score: 1, maxScore: 2, percent: 50 });
    expect(results.perQuestion.map((p: { grade: { correct: boolean } }) => p.grade.correct)).toEqual([
      false,
      true,
    ]);
    expect(results.topics).toEqual([{ topic, questions: 2, correct: 1, score: 1, maxScore: 2, percent: 50 }]);
    expect((await api('PUT', url(q2), learner, pick('B'))).statusCode).toBe(409);
  });

  it('refuses to check a blank answer (nothing revealed), so a checked question can always be reported', async () => {
    const { learner, session, q: q1, url } = await oneQuestion('Blank');
    const blank = await api('PUT', url, learner, { answer: { selectedOptionIds: [] } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ answer: QBANK_MESSAGES.chooseAnswerFirst });
    const read = (await api('GET', `/qbank/sessions/${session.id}`, learner)).json();
    expect(read.session.checks).toEqual({});
    expect(read.session.answers).toEqual({});
    // The learner then chooses, checks, and may report the question.
    expect((await api('PUT', url, learner, pick('A'))).statusCode).toBe(200);
    const report = await api('POST', `/questions/${q1}/reports`, learner, {
      reason: 'wrong_answer',
      text: 'The key says B but A is right.',
    });
    expect(report.statusCode).toBe(201);
  });
});

describe('tutor answers at once', () => {
  const logged = (userId: string, questionId: string) =>
    t.db
      .select()
      .from(questionAnswers)
      .where(and(eq(questionAnswers.userId, userId), eq(questionAnswers.questionId, questionId)));
  const counted = async (questionId: string) =>
    (await t.db.select().from(questionPeerTotals).where(eq(questionPeerTotals.questionId, questionId)))[0]
      ?.answered;
  const card = async (userId: string, questionId: string) =>
    (
      await t.db
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)))
    )[0];

  it('two answers to one question of a session: one is checked, the other refused; logged and counted once', async () => {
    const { learner, q, url } = await oneQuestion('Twice');
    const answers = await Promise.all([
      api('PUT', url, learner, pick('A')),
      api('PUT', url, learner, pick('B')),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(QBANK_MESSAGES.alreadyAnswered);
    expect(await logged(learner.id, q)).toHaveLength(1);
    expect(await counted(q)).toBe(1);
    expect((await card(learner.id, q))?.reps).toBe(1);
  });

  it('one question in two sessions at once: both checked, the card rescheduled twice, counted once', async () => {
    const topic = uniqueTopic('Two sessions');
    await bankQuiz(t, owner.id, mcqs(1, topic));
    const learner = await t.signIn();
    const both = async () => {
      const sessions = [await start(learner, topic), await start(learner, topic)];
      const q = sessions[0]!.questions[0]!.id;
      const answers = await Promise.all(
        sessions.map((s) => api('PUT', `/qbank/sessions/${s.id}/answers/${q}`, learner, pick('B'))),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      return q;
    };
    // The first answers, with no card yet; then two more on the card they made.
    const q = await both();
    expect((await card(learner.id, q))?.reps).toBe(2);
    await both();
    expect((await card(learner.id, q))?.reps).toBe(4);
    expect(await logged(learner.id, q)).toHaveLength(4);
    expect(await counted(q)).toBe(1);
  });
});

describe('timed mode: the server clock, as exams', () => {
  it('lasts secondsPerQuestion × questions plus extra time; reveals nothing; saves until expiry + 5 s', async () => {
    const topic = uniqueTopic('Timed');
    await bankQuiz(t, owner.id, mcqs(3, topic));
    const learner = await t.signIn();
    await t.db.insert(quizExtraTime).values({ userId: learner.id, percent: 50 });
    const startedAt = t.clock.now().getTime();
    const session = await start(learner, topic, { mode: 'timed', secondsPerQuestion: 60 });
    // 3 × 60 s = 180 s, +50 % = 270 s.
    expect(session.expiresAt).toBe(new Date(startedAt + 270_000).toISOString());
    const [q1, q2, q3] = session.questions.map((q) => q.id) as [string, string, string];
    const url = (q: string) => `/qbank/sessions/${session.id}/answers/${q}`;
    const saved = await api('PUT', url(q1), learner, pick('A'));
    expect(saved.json()).toEqual({ saved: true });
    expect((await api('PUT', url(q1), learner, pick('B'))).json()).toEqual({ saved: true });
    const read = (await api('GET', `/qbank/sessions/${session.id}`, learner)).json();
    expect(read.session.checks).toEqual({});
    expect(read.results).toBeNull();
    expect(JSON.stringify(read)).not.toContain('Because');

    t.clock.set(new Date(startedAt + 275_000)); // the end of the grace
    expect((await api('PUT', url(q2), learner, pick('B'))).json()).toEqual({ saved: true });
    t.clock.set(new Date(startedAt + 275_001));
    const late = await api('PUT', url(q3), learner, pick('B'));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QBANK_MESSAGES.timeUp);
    const after = (await api('GET', `/qbank/sessions/${session.id}`, learner)).json();
    expect(after.session).toMatchObject({
      status: 'submitted',
      submittedAt: new Date(startedAt + 270_000).toISOString(),
      score: 2,
      maxScore: 3,
    });
    expect(after.results.perQuestion.map((p: { explanation: string }) => p.explanation)).toEqual([
      expect.stringMatching(/^Because/),
      expect.stringMatching(/^Because/),
      expect.stringMatching(/^Because/),
    ]);
  });

  it('an expired session is submitted when next read, and the default is 90 s a question', async () => {
    const topic = uniqueTopic('Expiry');
    await bankQuiz(t, owner.id, mcqs(2, topic));
    const learner = await t.signIn();
    const startedAt = t.clock.now().getTime();
    const session = await start(learner, topic, { mode: 'timed' });
    expect(session.expiresAt).toBe(new Date(startedAt + 180_000).toISOString());
    await api('PUT', `/qbank/sessions/${session.id}/answers/${session.questions[0]!.id}`, learner, pick('B'));
    t.clock.set(new Date(startedAt + 186_000));
    const list = (await api('GET', '/qbank/sessions', learner)).json();
    expect(list.items[0]).toMatchObject({ id: session.id, status: 'submitted', answered: 1, percent: 50 });
    const submit = await api('POST', `/qbank/sessions/${session.id}/submit`, learner);
    expect(submit.json().session.submittedAt).toBe(new Date(startedAt + 180_000).toISOString());
  });
});

describe('peer figures', () => {
  /** A new learner's tutor answer to a question of the topic: the response. */
  async function newLearnerChecks(topic: string, questionId: string, optionId: string) {
    const learner = await t.signIn();
    const session = await start(learner, topic);
    return api('PUT', `/qbank/sessions/${session.id}/answers/${questionId}`, learner, pick(optionId));
  }
  /** 29 synthetic learners' first answers (practice) to a question with options A–D: 20 chose B, 6 A, 3 C. */
  async function firstAnswers(question: Parameters<typeof peersOf>[1][number], quizId: string) {
    const choices = [...Array(20).fill('B'), ...Array(6).fill('A'), ...Array(3).fill('C')] as string[];
    for (const choice of choices) {
      const user = await createUser(t.db, { password: null });
      await t.db.transaction((tx) =>
        recordAnswers(
          tx,
          user.id,
          'practice',
          crypto.randomUUID(),
          [
            {
              question,
              quizId,
              answer: { selectedOptionIds: [choice], booleanAnswer: null, textAnswer: null },
              correct: choice === 'B',
              confidence: null,
            },
          ],
          new Date(),
        ),
      );
    }
  }

  it(`appear from ${PEER_MIN_ANSWERS} learners' first answers, counted once per learner, anywhere`, async () => {
    const topic = uniqueTopic('Peers');
    const { questions, quiz } = await bankQuiz(t, owner.id, mcqs(1, topic), { attemptsAllowed: 2 });
    const question = { ...questions[0]!, options: questions[0]!.options.map((_, i) => ({ id: 'ABCD'[i]! })) };
    await firstAnswers(question, quiz.id);
    expect((await peersOf(t.db, [question])).get(question.id)).toBeNull();
    const learner = await t.signIn();
    // The learner's first answer, in an exam: counted on submit. 29 + 1 = 30 → shown.
    const play = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json();
    await api('PATCH', `/attempts/${play.attempt.id}/answers`, learner, {
      answers: [{ questionId: question.id, selectedOptionIds: ['D'] }],
    });
    const attempt = (await api('POST', `/attempts/${play.attempt.id}/submit`, learner)).json();
    // B 20/30 = 67 %, A 6/30 = 20 %, C 3/30 = 10 %, D 1/30 = 3 %.
    const expected = { answered: 30, optionPercents: { A: 20, B: 67, C: 10, D: 3 } };
    expect(attempt.results.perQuestion[0].peers).toEqual(expected);
    // Later answers by the same learner (bank, practice) change nothing.
    const session = await start(learner, topic);
    const check = await api(
      'PUT',
      `/qbank/sessions/${session.id}/answers/${question.id}`,
      learner,
      pick('B'),
    );
    expect(check.json()).toMatchObject({ correct: true, peers: expected });
    const practice = (await api('POST', `/quizzes/${quiz.slug}/practice`, learner, {})).json();
    await api('POST', `/practice/${practice.practice.id}/check`, learner, {
      answer: { questionId: question.id, selectedOptionIds: ['A'] },
    });
    const [total] = await t.db
      .select()
      .from(questionPeerTotals)
      .where(eq(questionPeerTotals.questionId, question.id));
    expect(total?.answered).toBe(30);
    const [mine] = await t.db
      .select()
      .from(learnerQuestions)
      .where(and(eq(learnerQuestions.userId, learner.id), eq(learnerQuestions.questionId, question.id)));
    expect(mine).toMatchObject({ answers: 3, firstCorrect: false, lastCorrect: false });
  });

  it('a tutor answer that is the 30th first answer shows figures that include it', async () => {
    const topic = uniqueTopic('Own answer');
    const { questions, quiz } = await bankQuiz(t, owner.id, mcqs(1, topic));
    const question = { ...questions[0]!, options: questions[0]!.options.map((_, i) => ({ id: 'ABCD'[i]! })) };
    // 29 learners' first answers, then the learner's tutor answer, D.
    await firstAnswers(question, quiz.id);
    const check = await newLearnerChecks(topic, question.id, 'D');
    // 30 learners: B 20/30 = 67 %, A 6/30 = 20 %, C 3/30 = 10 %, D (this one) 1/30 = 3 %.
    expect(check.json()).toMatchObject({
      correct: false,
      peers: { answered: 30, optionPercents: { A: 20, B: 67, C: 10, D: 3 } },
    });
  });

  it('stays null below the threshold, and concurrent first answers of one learner count once', async () => {
    const topic = uniqueTopic('Few');
    const { questions, quiz } = await bankQuiz(t, owner.id, mcqs(1, topic));
    const question = { ...questions[0]!, options: [] };
    const user = await createUser(t.db, { password: null });
    const record = () =>
      t.db.transaction((tx) =>
        recordAnswers(
          tx,
          user.id,
          'bank',
          crypto.randomUUID(),
          [
            {
              question,
              quizId: quiz.id,
              answer: { selectedOptionIds: ['A'], booleanAnswer: null, textAnswer: null },
              correct: false,
              confidence: 'sure',
            },
          ],
          new Date(),
        ),
      );
    await Promise.all([record(), record(), record()]);
    const [total] = await t.db
      .select()
      .from(questionPeerTotals)
      .where(eq(questionPeerTotals.questionId, question.id));
    expect(total?.answered).toBe(1);
    const check = await newLearnerChecks(topic, question.id, 'B');
    expect(check.json().peers).toBeNull();
  });
});
