import { REVIEW_RETENTION, REVISION_MESSAGES } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import { type Card, createEmptyCard, type Grade, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCards } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, uniqueTopic } from '../../test/qbank-fixtures.ts';
import { schedulerFor } from '../quizzes/review-cards.ts';

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;
const T0 = new Date('2026-03-02T09:00:00Z');
const MIN = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(T0);
  api = bankApi(t);
  owner = await t.signIn('instructor', { name: 'Dr Deck' });
});
afterAll(() => t.close());

async function cardOf(userId: string, questionId: string) {
  const [row] = await t.db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
  return row;
}

/** ts-fsrs's own answer for a card rated at `at`: the card as it should be stored. */
const expected = (card: Card, at: Date, rating: Grade, retention: number = REVIEW_RETENTION.default) =>
  schedulerFor(retention).next(card, at, rating).card;

const asCard = (row: NonNullable<Awaited<ReturnType<typeof cardOf>>>): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  last_review: row.lastReview ?? undefined,
});

async function tutor(who: SignedIn, topic: string, status = 'all', count = 100) {
  return api('POST', '/qbank/sessions', who, { topics: [topic], status, count, mode: 'tutor' });
}

describe('the review deck', () => {
  it('rates each bank answer (wrong → Again, right + unsure → Hard, right + sure → Good) as ts-fsrs schedules it', async () => {
    t.clock.set(T0);
    const topic = uniqueTopic('Ratings');
    await bankQuiz(t, owner.id, mcqs(3, topic));
    const learner = await t.signIn();
    const session = (await tutor(learner, topic)).json().session;
    const [wrong, unsure, sure] = session.questions as { id: string }[];
    const put = (q: { id: string }, body: object) =>
      api('PUT', `/qbank/sessions/${session.id}/answers/${q.id}`, learner, body);
    await put(wrong!, pick('A'));
    await put(unsure!, { ...pick('B'), confidence: 'unsure' });
    await put(sure!, { ...pick('B'), confidence: 'sure' });
    for (const [q, rating] of [
      [wrong!, Rating.Again],
      [unsure!, Rating.Hard],
      [sure!, Rating.Good],
    ] as const) {
      const want = expected(createEmptyCard(T0), T0, rating);
      const row = await cardOf(learner.id, q.id);
      expect(row?.due.toISOString()).toBe(want.due.toISOString());
      expect(row).toMatchObject({ reps: want.reps, state: want.state, lapses: want.lapses });
    }
    const summary = (await api('GET', '/me/reviews/summary', learner)).json();
    // Every card is in a learning step (due within minutes): none due now, all due today.
    expect(summary).toEqual({
      due: 0,
      dueToday: 3,
      total: 3,
      nextDueAt: expected(createEmptyCard(T0), T0, Rating.Again).due.toISOString(),
      retention: 0.9,
    });
    const list = (await api('GET', '/me/reviews?limit=2', learner)).json();
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toMatchObject({ questionId: wrong!.id, state: 'learning', reps: 1, lapses: 0 });
    expect((await api('GET', '/me/reviews?limit=0', learner)).json().fields).toHaveProperty('limit');
  });

  it('updates the card from an exam on submit and from practice, in their transactions', async () => {
    t.clock.set(T0);
    const topic = uniqueTopic('Modes');
    const { questions, quiz } = await bankQuiz(t, owner.id, mcqs(1, topic), { attemptsAllowed: 2 });
    const question = questions[0]!;
    const learner = await t.signIn();
    const play = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json();
    await api('PATCH', `/attempts/${play.attempt.id}/answers`, learner, {
      answers: [{ questionId: question.id, selectedOptionIds: ['D'] }],
    });
    expect(await cardOf(learner.id, question.id)).toBeUndefined();
    await api('POST', `/attempts/${play.attempt.id}/submit`, learner);
    const afterExam = await cardOf(learner.id, question.id);
    expect(afterExam?.due.toISOString()).toBe(
      expected(createEmptyCard(T0), T0, Rating.Again).due.toISOString(),
    );
    const later = new Date(T0.getTime() + 5 * MIN);
    t.clock.set(later);
    const practice = (await api('POST', `/quizzes/${quiz.slug}/practice`, learner, {})).json();
    await api('POST', `/practice/${practice.practice.id}/check`, learner, {
      answer: { questionId: question.id, selectedOptionIds: ['B'] },
    });
    const afterPractice = await cardOf(learner.id, question.id);
    const want = expected(asCard(afterExam!), later, Rating.Good);
    expect(afterPractice?.due.toISOString()).toBe(want.due.toISOString());
    expect(afterPractice?.reps).toBe(2);
  });

  it('builds a due session, oldest due first, reschedules a review answered in it, and is a 409 when none is due', async () => {
    t.clock.set(T0);
    const topic = uniqueTopic('Due');
    await bankQuiz(t, owner.id, mcqs(3, topic));
    const learner = await t.signIn();
    const none = await tutor(learner, topic, 'due');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(REVISION_MESSAGES.noneDue);
    const first = (await tutor(learner, topic, 'all', 1)).json().session;
    await api('PUT', `/qbank/sessions/${first.id}/answers/${first.questions[0].id}`, learner, pick('B'));
    t.clock.set(new Date(T0.getTime() + 2 * MIN));
    const second = (await tutor(learner, topic, 'unseen', 1)).json().session;
    await api('PUT', `/qbank/sessions/${second.id}/answers/${second.questions[0].id}`, learner, pick('A'));
    // Good at T0 → due T0 + 10 min; Again at T0 + 2 min → due T0 + 3 min: the wrong one is due first.
    const at = new Date(T0.getTime() + 11 * MIN);
    t.clock.set(at);
    expect((await api('GET', '/me/reviews/summary', learner)).json()).toMatchObject({ due: 2, dueToday: 2 });
    const due = await tutor(learner, topic, 'due');
    expect(due.statusCode).toBe(201);
    const ids = (due.json().session.questions as { id: string }[]).map((q) => q.id);
    expect(ids).toEqual([second.questions[0].id, first.questions[0].id]);
    const before = await cardOf(learner.id, ids[0]!);
    await api('PUT', `/qbank/sessions/${due.json().session.id}/answers/${ids[0]}`, learner, pick('B'));
    const after = await cardOf(learner.id, ids[0]!);
    expect(after?.due.toISOString()).toBe(expected(asCard(before!), at, Rating.Good).due.toISOString());
    expect(after!.due.getTime()).toBeGreaterThan(at.getTime());
  });

  it('keeps the target retention within 0.80–0.95 (else a 400 naming the field) and schedules for it', async () => {
    t.clock.set(T0);
    const learner = await t.signIn();
    for (const retention of [0.79, 0.96, '0.9']) {
      const res = await api('PATCH', '/me/reviews/settings', learner, { retention });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ retention: REVISION_MESSAGES.retention });
    }
    const ok = await api('PATCH', '/me/reviews/settings', learner, { retention: 0.8 });
    expect(ok.json()).toEqual({ retention: 0.8 });
    expect((await api('GET', '/me/reviews/summary', learner)).json().retention).toBe(0.8);
    const topic = uniqueTopic('Retention');
    await bankQuiz(t, owner.id, mcqs(1, topic));
    const s = (await tutor(learner, topic)).json().session;
    await api('PUT', `/qbank/sessions/${s.id}/answers/${s.questions[0].id}`, learner, pick('B'));
    const first = await cardOf(learner.id, s.questions[0].id);
    // A later review shows the retention: the interval of a review card depends on it.
    const at = new Date(first!.due.getTime() + MIN);
    t.clock.set(at);
    const again = (await tutor(learner, topic, 'due')).json().session;
    await api('PUT', `/qbank/sessions/${again.id}/answers/${again.questions[0].id}`, learner, pick('B'));
    const row = await cardOf(learner.id, s.questions[0].id);
    const want80 = expected(asCard(first!), at, Rating.Good, 0.8);
    expect(row?.due.toISOString()).toBe(want80.due.toISOString());
    expect(want80.due.getTime()).not.toBe(expected(asCard(first!), at, Rating.Good, 0.9).due.getTime());
  });
});
