import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { reviewCards } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, uniqueTopic } from '../../test/qbank-fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;

/** The migration's hand-written statement: the review deck's backfill, run as the migrator runs it. */
const backfill = readFileSync(join(MIGRATIONS_FOLDER, '0031_attempt_flags_review_backfill.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((s) => s.includes('-- hand-written'))!;

beforeAll(async () => {
  t = await buildTestApp();
  api = bankApi(t);
  owner = await t.signIn('instructor');
});
afterAll(() => t.close());

const cardsOf = (userId: string, ids: string[]) =>
  t.db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, ids)));

describe('the review deck backfill (migration 0029)', () => {
  it('gives each old weak answer without a card a new card due now; leaves sure answers and existing cards', async () => {
    const learner = await t.signIn();
    t.clock.set(new Date(Date.now() - 60 * 60_000)); // answered an hour ago
    const topic = uniqueTopic('Backfill');
    await bankQuiz(t, owner.id, mcqs(4, topic));
    const session = (
      await api('POST', '/qbank/sessions', learner, {
        topics: [topic],
        status: 'all',
        count: 4,
        mode: 'tutor',
      })
    ).json().session as { id: string; questions: { id: string }[] };
    const [wrong, unsure, sure, kept] = session.questions.map((q) => q.id) as [
      string,
      string,
      string,
      string,
    ];
    const answer = (q: string, body: object) =>
      api('PUT', `/qbank/sessions/${session.id}/answers/${q}`, learner, body);
    expect((await answer(wrong, pick('A'))).statusCode).toBe(200);
    expect((await answer(unsure, { ...pick('B'), confidence: 'unsure' })).statusCode).toBe(200);
    expect((await answer(sure, { ...pick('B'), confidence: 'sure' })).statusCode).toBe(200);
    expect((await answer(kept, pick('A'))).statusCode).toBe(200);
    // As before the deck existed: three of these answers have no card; the fourth keeps the one it has.
    await t.db
      .delete(reviewCards)
      .where(and(eq(reviewCards.userId, learner.id), inArray(reviewCards.questionId, [wrong, unsure, sure])));
    const [keptBefore] = await cardsOf(learner.id, [kept]);
    t.clock.set(new Date());
    const before = (await api('GET', '/me/reviews/summary', learner)).json();

    const migratedAt = Date.now();
    await t.db.execute(sql.raw(backfill));
    await t.db.execute(sql.raw(backfill)); // run twice: no second card, nothing changed

    const cards = await cardsOf(learner.id, [wrong, unsure, sure, kept]);
    const byQuestion = new Map(cards.map((c) => [c.questionId, c]));
    expect(cards).toHaveLength(3);
    expect(byQuestion.has(sure)).toBe(false);
    expect(byQuestion.get(kept)).toEqual(keptBefore);
    const empty = createEmptyCard(new Date(0));
    for (const q of [wrong, unsure]) {
      const card = byQuestion.get(q)!;
      expect(card).toMatchObject({
        stability: empty.stability,
        difficulty: empty.difficulty,
        elapsedDays: empty.elapsed_days,
        scheduledDays: empty.scheduled_days,
        learningSteps: empty.learning_steps,
        reps: empty.reps,
        lapses: empty.lapses,
        state: empty.state,
        lastReview: null,
      });
      expect(Math.abs(card.due.getTime() - migratedAt)).toBeLessThan(60_000);
    }

    // The learner sees them due: two more cards due now, drawn by a review session beside the card kept.
    t.clock.set(new Date(Date.now() + 1000));
    const after = (await api('GET', '/me/reviews/summary', learner)).json();
    expect(after.due).toBe(before.due + 2);
    expect(after.total).toBe(before.total + 2);
    const due = await api('POST', '/qbank/sessions', learner, {
      topics: [topic],
      status: 'due',
      count: 10,
      mode: 'tutor',
    });
    expect(due.statusCode).toBe(201);
    expect(
      due
        .json()
        .session.questions.map((q: { id: string }) => q.id)
        .sort(),
    ).toEqual([wrong, unsure, kept].sort());
  });
});
