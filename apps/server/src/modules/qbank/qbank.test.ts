import { QBANK_MESSAGES, QUIZ_EXAMS, REVISION_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createMembership } from '../../db/factories.ts';
import { lessons, purchases } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, uniqueTopic } from '../../test/qbank-fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  api = bankApi(t);
  owner = await t.signIn('instructor', { name: 'Dr Owner' });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(new Date()));

/** The question ids a tutor session of one topic draws (up to 100). */
async function drawn(who: SignedIn, topic: string, status = 'all') {
  const res = await api('POST', '/qbank/sessions', who, {
    topics: [topic],
    status,
    count: 100,
    mode: 'tutor',
  });
  if (res.statusCode === 409) return [];
  expect(res.statusCode).toBe(201);
  return (res.json().session.questions as { id: string }[]).map((q) => q.id).sort();
}

describe('the exam of a quiz', () => {
  it('is one of the shared list, Other by default, and an unknown one is a 400 naming the field', async () => {
    const created = await api('POST', '/instructor/mock/quizzes', owner, {
      title: 'AKT set',
      exam: 'UKMLA AKT',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().quiz.exam).toBe('UKMLA AKT');
    const plain = await api('POST', '/instructor/mock/quizzes', owner, { title: 'No exam named' });
    expect(plain.json().quiz.exam).toBe('Other');
    const bad = await api('POST', '/instructor/mock/quizzes', owner, { title: 'Bad', exam: 'PLAB 3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ exam: QBANK_MESSAGES.examInvalid });
    const id = plain.json().quiz.id;
    const patched = await api('PATCH', `/instructor/mock/quizzes/${id}`, owner, { exam: 'MRCP Part 1' });
    expect(patched.json().quiz.exam).toBe('MRCP Part 1');
    expect(
      (await api('PATCH', `/instructor/mock/quizzes/${id}`, owner, { exam: 'mrcp part 1' })).statusCode,
    ).toBe(400);
    expect(QUIZ_EXAMS).toHaveLength(12);
  });
});

describe('filters', () => {
  it('groups topics without case or extra spaces, per exam, with what the caller answered', async () => {
    const topic = uniqueTopic('Cardiology');
    const messy = `  ${topic.toUpperCase().replace(' ', '   ')} `;
    await bankQuiz(t, owner.id, mcqs(3, topic), { exam: 'USMLE Step 1' });
    await bankQuiz(t, owner.id, mcqs(2, messy), { exam: 'USMLE Step 1' });
    await bankQuiz(t, owner.id, mcqs(1, topic), { exam: 'MRCS Part B' });
    const learner = await t.signIn();
    const session = (
      await api('POST', '/qbank/sessions', learner, {
        exam: 'USMLE Step 1',
        topics: [topic.toLowerCase()],
        status: 'all',
        count: 2,
        mode: 'tutor',
      })
    ).json().session;
    expect(session.questions).toHaveLength(2);
    const [first, second] = session.questions;
    await api('PUT', `/qbank/sessions/${session.id}/answers/${first.id}`, learner, pick('B'));
    await api('PUT', `/qbank/sessions/${session.id}/answers/${second.id}`, learner, pick('C'));
    const res = await api('GET', '/qbank/filters', learner);
    expect(res.statusCode).toBe(200);
    const exams = res.json().exams as { exam: string; questionCount: number; topics: { topic: string }[] }[];
    const step1 = exams.find((e) => e.exam === 'USMLE Step 1')!;
    const ours = step1.topics.filter((x) => x.topic.toLowerCase() === topic.toLowerCase());
    // Five questions under one topic: 2 answered, 1 right → 50 %.
    expect(ours).toEqual([{ topic: expect.any(String), questionCount: 5, answered: 2, correctPercent: 50 }]);
    const mrcs = exams.find((e) => e.exam === 'MRCS Part B')!;
    expect(mrcs.topics.find((x) => x.topic === topic)).toEqual({
      topic,
      questionCount: 1,
      answered: 0,
      correctPercent: null,
    });
    expect(exams.map((e) => e.exam)).toEqual(QUIZ_EXAMS.filter((e) => exams.some((x) => x.exam === e)));
    expect((await api('GET', '/qbank/filters')).statusCode).toBe(401);
  });
});

describe('who may use which questions: the exam engine rule', () => {
  it('free, bought, member while a member, enrolled with an enrolment; never a quiz with an open attempt', async () => {
    const topic = uniqueTopic('Access');
    const free = await bankQuiz(t, owner.id, mcqs(1, topic), { priceMinor: 0 });
    const paid = await bankQuiz(t, owner.id, mcqs(1, topic), { priceMinor: 999 });
    const members = await bankQuiz(t, owner.id, mcqs(1, topic), {
      priceMinor: 999,
      includedInMembership: true,
    });
    const enrolledOnly = await bankQuiz(t, owner.id, mcqs(1, topic), {
      visibility: 'enrolled',
      priceMinor: 0,
    });
    await bankQuiz(t, owner.id, mcqs(1, topic), { published: false, priceMinor: 0 });
    const ids = (q: { questions: { id: string }[] }[]) =>
      q.flatMap((x) => x.questions.map((y) => y.id)).sort();
    const learner = await t.signIn();
    expect(await drawn(learner, topic)).toEqual(ids([free]));

    await t.db
      .insert(purchases)
      .values({ userId: learner.id, kind: 'quiz', itemId: paid.quiz.id, amountMinor: 999, currency: 'GBP' });
    expect(await drawn(learner, topic)).toEqual(ids([free, paid]));

    await createMembership(t.db, {
      userId: learner.id,
      start: new Date(Date.now() - 400 * DAY),
      end: new Date(Date.now() - DAY),
      status: 'expired',
    });
    expect(await drawn(learner, topic)).toEqual(ids([free, paid]));
    const member = await t.signIn();
    await createMembership(t.db, { userId: member.id, start: new Date(Date.now() - DAY) });
    expect(await drawn(member, topic)).toEqual(ids([free, members]));

    const course = await createCourse(t.db, { ownerId: owner.id, priceMinor: 0 });
    await t.db
      .update(lessons)
      .set({ type: 'quiz', quizId: enrolledOnly.quiz.id, textContent: null })
      .where(eq(lessons.id, course.lessonIds[1]!));
    expect((await api('POST', '/enrollments', learner, { courseId: course.id })).statusCode).toBe(200);
    expect(await drawn(learner, topic)).toEqual(ids([free, paid, enrolledOnly]));

    // An open exam attempt hides its quiz until it is submitted.
    expect((await api('POST', `/quizzes/${free.quiz.slug}/start`, learner)).statusCode).toBe(201);
    expect(await drawn(learner, topic)).toEqual(ids([paid, enrolledOnly]));
    const filters = (await api('GET', '/qbank/filters', learner)).json().exams;
    const topicRow = filters
      .flatMap((e: { topics: { topic: string }[] }) => e.topics)
      .find((x: { topic: string }) => x.topic === topic);
    expect(topicRow.questionCount).toBe(2);
  });
});

describe('status filters', () => {
  it('all, unseen (never answered anywhere), incorrect (last answer wrong), flagged; due needs a card', async () => {
    const topic = uniqueTopic('Status');
    const { questions, quiz } = await bankQuiz(t, owner.id, mcqs(4, topic), { attemptsAllowed: 3 });
    const [q1, q2, q3, q4] = questions.map((q) => q.id) as [string, string, string, string];
    const learner = await t.signIn();
    expect(await drawn(learner, topic, 'all')).toEqual([q1, q2, q3, q4].sort());
    expect(await drawn(learner, topic, 'unseen')).toEqual([q1, q2, q3, q4].sort());
    expect(await drawn(learner, topic, 'incorrect')).toEqual([]);
    const due = await api('POST', '/qbank/sessions', learner, {
      topics: [topic],
      status: 'due',
      count: 5,
      mode: 'tutor',
    });
    expect(due.statusCode).toBe(409);
    expect(due.json().message).toBe(REVISION_MESSAGES.noneDue);

    // q1 right and q2 wrong in an exam attempt; q3 wrong then right in practice.
    const play = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json();
    await api('PATCH', `/attempts/${play.attempt.id}/answers`, learner, {
      answers: [
        { questionId: q1, selectedOptionIds: ['B'] },
        { questionId: q2, selectedOptionIds: ['A'] },
      ],
    });
    await api('POST', `/attempts/${play.attempt.id}/submit`, learner);
    const practice = (await api('POST', `/quizzes/${quiz.slug}/practice`, learner, {})).json();
    const check = (answer: string) =>
      api('POST', `/practice/${practice.practice.id}/check`, learner, {
        answer: { questionId: q3, selectedOptionIds: [answer] },
      });
    await check('A');
    expect(await drawn(learner, topic, 'incorrect')).toEqual([q2, q3].sort());
    await check('B');
    expect(await drawn(learner, topic, 'unseen')).toEqual([q4]);
    expect(await drawn(learner, topic, 'incorrect')).toEqual([q2]);

    expect(await drawn(learner, topic, 'flagged')).toEqual([]);
    expect((await api('PUT', `/qbank/flags/${q4}`, learner)).statusCode).toBe(204);
    expect((await api('PUT', `/qbank/flags/${q4}`, learner)).statusCode).toBe(204);
    expect((await api('PUT', `/qbank/flags/${q1}`, learner)).statusCode).toBe(204);
    expect(await drawn(learner, topic, 'flagged')).toEqual([q1, q4].sort());
    expect((await api('DELETE', `/qbank/flags/${q1}`, learner)).statusCode).toBe(204);
    expect(await drawn(learner, topic, 'flagged')).toEqual([q4]);
    expect((await api('PUT', `/qbank/flags/${crypto.randomUUID()}`, learner)).statusCode).toBe(404);
  });

  it('draws at most count at random, refuses bad input naming the field', async () => {
    const topic = uniqueTopic('Count');
    await bankQuiz(t, owner.id, mcqs(6, topic));
    const learner = await t.signIn();
    const res = await api('POST', '/qbank/sessions', learner, {
      topics: [topic],
      status: 'all',
      count: 4,
      mode: 'tutor',
    });
    const session = res.json().session;
    expect(session.questions).toHaveLength(4);
    expect(new Set(session.questions.map((q: { id: string }) => q.id)).size).toBe(4);
    expect(session).toMatchObject({
      mode: 'tutor',
      status: 'in_progress',
      expiresAt: null,
      flags: [],
      answers: {},
    });
    expect(session.questions[0]).not.toHaveProperty('explanation');
    expect(session.questions[0]).not.toHaveProperty('correctOptionIds');
    // Frozen: reading it again gives the same questions.
    const again = (await api('GET', `/qbank/sessions/${session.id}`, learner)).json().session;
    expect(again.questions).toEqual(session.questions);
    const body = { status: 'all', count: 4, mode: 'tutor' };
    for (const [field, value] of [
      ['count', 0],
      ['count', 101],
      ['status', 'seen'],
      ['mode', 'exam'],
      ['exam', 'PLAB 3'],
      ['secondsPerQuestion', 29],
      ['secondsPerQuestion', 301],
    ] as const) {
      const bad = await api('POST', '/qbank/sessions', learner, { ...body, [field]: value });
      expect(bad.statusCode, field).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual([field]);
    }
    const other = await t.signIn();
    expect((await api('GET', `/qbank/sessions/${session.id}`, other)).statusCode).toBe(404);
    const list = (await api('GET', '/qbank/sessions', learner)).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: session.id, questionCount: 4, answered: 0, status: 'in_progress' }),
    ]);
  });
});
