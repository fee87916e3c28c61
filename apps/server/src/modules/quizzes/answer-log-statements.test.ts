/**
 * What an answer costs the database: recordAnswers sends a fixed handful of statements whatever the number of
 * answers (an exam submit records 40 at once), and a tutor answer two after the account check. Counted through
 * Drizzle's logger (BEGIN/COMMIT are sent by the driver and not counted).
 */
import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { learnerQuestions, questionPeerTotals, reviewCards } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, tutorSession, uniqueTopic } from '../../test/qbank-fixtures.ts';
import { recordAnswers } from './answer-log.ts';

let t: TestApp;
let owner: SignedIn;
const sent: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  // Before any request, so the prepared statements built later log here too.
  const session = (t.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const logger: Logger = { logQuery: (query) => void sent.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  owner = await t.signIn('instructor');
});
afterAll(() => t.close());

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  sent.length = 0;
  const result = await run();
  // node-postgres's transactions log their BEGIN and COMMIT; PGlite's do not: neither is counted.
  return { result, statements: sent.filter((q) => !/^(begin|commit|rollback)\b/i.test(q.trim())) };
}

describe('statements per answer', () => {
  it('records 40 answers (first and repeated) in a fixed handful of statements', async () => {
    const { quiz, questions } = await bankQuiz(t, owner.id, mcqs(40, uniqueTopic('Count')));
    const user = await createUser(t.db, { password: null });
    const records = (choice: string) =>
      questions.map((question) => ({
        question,
        quizId: quiz.id,
        answer: { selectedOptionIds: [choice], booleanAnswer: null, textAnswer: null },
        correct: choice === 'B',
        confidence: 'sure' as const,
      }));
    const first = await counted(() =>
      t.db.transaction((tx) =>
        recordAnswers(tx, user.id, 'exam', crypto.randomUUID(), records('A'), new Date()),
      ),
    );
    const again = await counted(() =>
      t.db.transaction((tx) =>
        recordAnswers(tx, user.id, 'exam', crypto.randomUUID(), records('B'), new Date()),
      ),
    );
    console.info(
      `recordAnswers, 40 answers: first ${first.statements.length}, again ${again.statements.length}`,
    );
    expect(first.statements.length).toBe(2);
    expect(again.statements.length).toBe(2);
    // What was written: one row each, counted once, the card rescheduled twice.
    const rows = await t.db.select().from(learnerQuestions).where(eq(learnerQuestions.userId, user.id));
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.answers === 2 && !r.firstCorrect && r.lastCorrect)).toBe(true);
    const [total] = await t.db
      .select()
      .from(questionPeerTotals)
      .where(eq(questionPeerTotals.questionId, questions[0]!.id));
    expect(total?.answered).toBe(1);
    const cards = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
    expect(cards.map((c) => c.reps)).toEqual(Array(40).fill(2));
    // A later answer without a card (a deck from before the cards): read once more, then created.
    await t.db.delete(reviewCards).where(eq(reviewCards.userId, user.id));
    const cardless = await counted(() =>
      t.db.transaction((tx) =>
        recordAnswers(tx, user.id, 'exam', crypto.randomUUID(), records('B'), new Date()),
      ),
    );
    expect(cardless.statements.length).toBe(3);
    const made = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
    expect(made.map((c) => c.reps)).toEqual(Array(40).fill(1));
  });

  it('answers a tutor question in two statements after the account check, no transaction', async () => {
    const { learner, url } = await tutorSession(t, owner.id, 'Tutor count', 2);
    const answer = await counted(() => bankApi(t)('PUT', url, learner, pick('B')));
    expect(answer.result.statusCode).toBe(200);
    console.info(`tutor answer: ${answer.statements.length} statements\n${answer.statements.join('\n')}`);
    // The account check, then one read (the session, the question, the card) and one write (docs/decisions/660).
    const [account, ...answering] = answer.statements;
    expect(account).toMatch(/from "users"/);
    expect(answering).toHaveLength(2);
    expect(sent.some((q) => /^(begin|commit)\b/i.test(q.trim()))).toBe(false);
  });
});
