/**
 * How many statements an exam's start and submit send to the database (issue 28): each is a round trip, and
 * a 20,000-learner sitting submits 167 times a second, so a submit must not grow with its questions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { mcqs } from '../../test/qbank-fixtures.ts';
import { createQuiz } from './factories.ts';

let t: TestApp;
let owner: SignedIn;
const statements: string[] = [];
let counting = false;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn('instructor');
  // Drizzle's logger sees every statement (transactions take the session's options, prepared ones the logger).
  const session = (t.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } })
    .session;
  const logger = {
    logQuery: (query: string) => {
      if (counting) statements.push(query);
    },
  };
  session.logger = logger;
  session.options.logger = logger;
});
afterAll(() => t.close());

const api = (method: 'POST' | 'PATCH', url: string, who: SignedIn, payload?: unknown) =>
  t.request({ method, url: `/api${url}`, token: who.token, ...(payload ? { payload } : {}) });

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; sent: string[] }> {
  statements.length = 0;
  counting = true;
  try {
    const result = await run();
    return { result, sent: [...statements] };
  } finally {
    counting = false;
  }
}

const report = (what: string, sent: string[]) => {
  if (!process.env.SHOW_STATEMENTS) return;
  const kinds = new Map<string, number>();
  for (const q of sent) {
    const kind = q.trim().replace(/\s+/g, ' ').slice(0, 70);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  console.log(
    `${what}: ${sent.length} statements\n${[...kinds].map(([k, n]) => `  ${n} × ${k}`).join('\n')}`,
  );
};

describe('the statements of a 40-question exam', () => {
  it('a start and a submit send a handful of statements, not one per question', async () => {
    const { quiz, questions } = await createQuiz(
      t.db,
      { ownerId: owner.id, timeLimitSec: 3600, attemptsAllowed: 2 },
      mcqs(40, 'Statements'),
    );
    const learner = await t.signIn();
    // A warm start (the paper cached by an earlier learner), as in a sitting.
    const earlier = await t.signIn();
    expect((await api('POST', `/quizzes/${quiz.slug}/start`, earlier)).statusCode).toBe(201);

    const start = await counted(() => api('POST', `/quizzes/${quiz.slug}/start`, learner));
    expect(start.result.statusCode).toBe(201);
    const attemptId = start.result.json().attempt.id as string;
    const answers = questions.map((q, i) => ({ questionId: q.id, selectedOptionIds: [i % 2 ? 'A' : 'B'] }));
    expect((await api('PATCH', `/attempts/${attemptId}/answers`, learner, { answers })).statusCode).toBe(200);

    const submit = await counted(() => api('POST', `/attempts/${attemptId}/submit`, learner));
    expect(submit.result.statusCode).toBe(200);
    expect(submit.result.json().attempt).toMatchObject({ status: 'submitted', score: 20, maxScore: 40 });

    // A second attempt: the learner's answers are no longer first answers.
    const restart = await api('POST', `/quizzes/${quiz.slug}/start`, learner);
    const againId = restart.json().attempt.id as string;
    expect((await api('PATCH', `/attempts/${againId}/answers`, learner, { answers })).statusCode).toBe(200);
    const again = await counted(() => api('POST', `/attempts/${againId}/submit`, learner));
    expect(again.result.json().attempt).toMatchObject({ status: 'submitted', attemptNo: 2 });

    report('start', start.sent);
    report('submit', submit.sent);
    report('second submit', again.sent);
    // Start: the caller, the context, the insert.
    expect(start.sent).toHaveLength(3);
    // Submit (docs/decisions/665): the caller; the attempt and its quiz, locked; the update with the review
    // prompt, its notice and the quiz lessons to complete; the answer log; the cards with the peer figures;
    // the statistics mark with the standing. With BEGIN and COMMIT, 8 round trips (16 before).
    // (Drizzle logs BEGIN and COMMIT on PostgreSQL, not on PGlite.)
    for (const { sent } of [submit, again])
      expect(sent.filter((q) => !/^(begin|commit)$/i.test(q.trim()))).toHaveLength(6);
  });
});
