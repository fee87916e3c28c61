import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership } from '../../db/factories.ts';
import { purchases } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { createQuiz, type QuestionInput } from './factories.ts';

/*
 * Every quiz endpoint for every kind of caller: guest, learner, member, buyer, another
 * instructor, the owner, an admin. What a caller may not see answers the same 404 as what does not exist.
 */

let t: TestApp;
type Actor = 'guest' | 'learner' | 'member' | 'buyer' | 'otherInstructor' | 'owner' | 'admin';
const ACTORS: Actor[] = ['guest', 'learner', 'member', 'buyer', 'otherInstructor', 'owner', 'admin'];
const who: Partial<Record<Actor, SignedIn>> = {};

const SECRET = {
  explanation: 'SECRET-EXPLANATION-7f3a',
  accepted: 'secret-accepted-answer-9b2c',
};
const QUESTIONS: QuestionInput[] = [
  {
    type: 'mcq',
    prompt: 'Which?',
    options: [
      { text: 'first', media: [] },
      { text: 'second', media: [] },
      { text: 'third', media: [] },
    ],
    correctOptionIds: ['C'],
    explanation: `${SECRET.explanation}-1`,
  },
  {
    type: 'multi',
    prompt: 'Which ones?',
    options: [
      { text: 'one', media: [] },
      { text: 'two', media: [] },
      { text: 'three', media: [] },
    ],
    correctOptionIds: ['B', 'C'],
    explanation: `${SECRET.explanation}-2`,
  },
  { type: 'boolean', prompt: 'True?', correctBoolean: false, explanation: `${SECRET.explanation}-3` },
  {
    type: 'short',
    prompt: 'Name it',
    correctText: [SECRET.accepted],
    explanation: `${SECRET.explanation}-4`,
  },
];

let quiz: Awaited<ReturnType<typeof createQuiz>>['quiz'];
let questionIds: string[];

beforeAll(async () => {
  t = await buildTestApp();
  who.learner = await t.signIn('user');
  who.member = await t.signIn('user');
  who.buyer = await t.signIn('user');
  who.otherInstructor = await t.signIn('instructor');
  who.owner = await t.signIn('instructor');
  who.admin = await t.signIn('admin');
  await createMembership(t.db, {
    userId: who.member.id,
    plan: 'lifetime',
    start: new Date(Date.now() - 86_400_000),
  });
  // A paid quiz, not included in membership: only the buyer, the owner and an admin may take it.
  const created = await createQuiz(
    t.db,
    { ownerId: who.owner.id, priceMinor: 999, attemptsAllowed: 50, timeLimitSec: 3600 },
    QUESTIONS,
  );
  quiz = created.quiz;
  questionIds = created.questions.map((q) => q.id);
  await t.db
    .insert(purchases)
    .values({ userId: who.buyer.id, kind: 'quiz', itemId: quiz.id, amountMinor: 999, currency: 'GBP' });
});
afterAll(() => t.close());

const call = (
  actor: Actor,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url: `/api${url}`,
    token: actor === 'guest' ? undefined : who[actor]!.token,
    ...(payload !== undefined ? { payload } : {}),
  });

type Expect = Record<Actor, number>;
const instructorOnly = (ok: number): Expect => ({
  guest: 401,
  learner: 403,
  member: 403,
  buyer: 403,
  otherInstructor: 404,
  owner: ok,
  admin: ok,
});

describe('authorisation matrix', () => {
  it('instructor endpoints: owner or admin; other instructors get 404, learners 403, guests 401', async () => {
    const rows: [string, Expect, (a: Actor) => Promise<{ statusCode: number }>][] = [
      [
        'list',
        { ...instructorOnly(200), otherInstructor: 200 },
        (a) => call(a, 'GET', '/instructor/mock/quizzes'),
      ],
      [
        'create',
        { ...instructorOnly(201), otherInstructor: 201 },
        (a) => call(a, 'POST', '/instructor/mock/quizzes', { title: 'New' }),
      ],
      ['get', instructorOnly(200), (a) => call(a, 'GET', `/instructor/mock/quizzes/${quiz.id}`)],
      [
        'patch',
        instructorOnly(200),
        (a) => call(a, 'PATCH', `/instructor/mock/quizzes/${quiz.id}`, { passPercent: 60 }),
      ],
      ['publish', instructorOnly(200), (a) => call(a, 'POST', `/instructor/mock/quizzes/${quiz.id}/publish`)],
      [
        'questions',
        instructorOnly(200),
        (a) => call(a, 'GET', `/instructor/mock/quizzes/${quiz.id}/questions`),
      ],
      [
        'add question',
        instructorOnly(201),
        (a) =>
          call(a, 'POST', `/instructor/mock/quizzes/${quiz.id}/questions`, {
            type: 'boolean',
            prompt: 'Extra',
          }),
      ],
      [
        'edit question',
        instructorOnly(200),
        (a) => call(a, 'PATCH', `/instructor/mock/questions/${questionIds[0]}`, { points: 1 }),
      ],
      [
        'reorder',
        instructorOnly(200),
        (a) => call(a, 'POST', `/instructor/mock/questions/${questionIds[0]}/reorder`, { toIndex: 0 }),
      ],
    ];
    for (const [name, expected, run] of rows) {
      for (const actor of ACTORS) {
        const res = await run(actor);
        expect(res.statusCode, `${name} as ${actor}`).toBe(expected[actor]);
      }
    }
    // Deleting: each allowed caller deletes one question it added; the others are refused before anything.
    for (const actor of ACTORS) {
      const added = await call('owner', 'POST', `/instructor/mock/quizzes/${quiz.id}/questions`, {
        type: 'boolean',
        prompt: 'Tmp',
      });
      const res = await call(actor, 'DELETE', `/instructor/mock/questions/${added.json().question.id}`);
      expect(res.statusCode, `delete as ${actor}`).toBe(instructorOnly(200)[actor]);
      if (res.statusCode !== 200)
        await call('owner', 'DELETE', `/instructor/mock/questions/${added.json().question.id}`);
    }
    // Unpublish last, then publish again for the learner side.
    for (const actor of ACTORS) {
      const res = await call(actor, 'POST', `/instructor/mock/quizzes/${quiz.id}/unpublish`);
      expect(res.statusCode, `unpublish as ${actor}`).toBe(instructorOnly(200)[actor]);
    }
    await call('owner', 'POST', `/instructor/mock/quizzes/${quiz.id}/publish`);
  });

  it('learner endpoints of a paid quiz', async () => {
    const detail: Expect = {
      guest: 200,
      learner: 200,
      member: 200,
      buyer: 200,
      otherInstructor: 200,
      owner: 200,
      admin: 200,
    };
    const start: Expect = {
      guest: 401,
      learner: 402,
      member: 402,
      buyer: 201,
      otherInstructor: 402,
      owner: 201,
      admin: 201,
    };
    const checkout: Expect = {
      guest: 401,
      learner: 200,
      member: 200,
      buyer: 400,
      otherInstructor: 200,
      owner: 400,
      admin: 200,
    };
    const mine: Expect = {
      guest: 401,
      learner: 200,
      member: 200,
      buyer: 200,
      otherInstructor: 200,
      owner: 200,
      admin: 200,
    };
    for (const actor of ACTORS) {
      expect((await call(actor, 'GET', '/quizzes')).statusCode, `catalogue as ${actor}`).toBe(200);
      expect((await call(actor, 'GET', `/quizzes/${quiz.slug}`)).statusCode, `detail as ${actor}`).toBe(
        detail[actor],
      );
      expect((await call(actor, 'POST', `/quizzes/${quiz.slug}/start`)).statusCode, `start as ${actor}`).toBe(
        start[actor],
      );
      expect(
        (await call(actor, 'POST', `/quizzes/${quiz.slug}/practice`, {})).statusCode,
        `practice as ${actor}`,
      ).toBe(
        // Practice is closed while the caller's exam attempt (just started) is open.
        start[actor] === 201 ? 409 : start[actor],
      );
      expect(
        (await call(actor, 'POST', `/quizzes/${quiz.slug}/checkout`)).statusCode,
        `checkout as ${actor}`,
      ).toBe(checkout[actor]);
      expect((await call(actor, 'GET', '/me/attempts')).statusCode, `my attempts as ${actor}`).toBe(
        mine[actor],
      );
      expect((await call(actor, 'GET', `/learn/quizzes/${quiz.id}`)).statusCode, `learn as ${actor}`).toBe(
        actor === 'guest' ? 401 : 200,
      );
      expect(
        (await call(actor, 'POST', `/learn/quizzes/${quiz.id}/start`)).statusCode,
        `learn start as ${actor}`,
      ).toBe(start[actor] === 201 ? 200 : start[actor]);
    }
  });

  it('an attempt: its owner only (reads: admin too); everyone else 404 (401 for guests)', async () => {
    const play = await call('buyer', 'POST', `/quizzes/${quiz.slug}/start`);
    const id = play.json().attempt.id;
    const save = { answers: [{ questionId: questionIds[2], booleanAnswer: true }] };
    const read: Expect = {
      guest: 401,
      learner: 404,
      member: 404,
      buyer: 200,
      otherInstructor: 404,
      owner: 404,
      admin: 200,
    };
    const write: Expect = { ...read, admin: 404 };
    for (const actor of ACTORS) {
      expect((await call(actor, 'GET', `/attempts/${id}`)).statusCode, `read as ${actor}`).toBe(read[actor]);
      expect(
        (await call(actor, 'PATCH', `/attempts/${id}/answers`, save)).statusCode,
        `save as ${actor}`,
      ).toBe(write[actor]);
    }
    for (const actor of ACTORS.filter((a) => a !== 'buyer')) {
      expect((await call(actor, 'POST', `/attempts/${id}/submit`)).statusCode, `submit as ${actor}`).toBe(
        write[actor],
      );
    }
    expect((await call('buyer', 'POST', `/attempts/${id}/submit`)).statusCode).toBe(200);
    const practice = await call('buyer', 'POST', `/quizzes/${quiz.slug}/practice`, {});
    expect(practice.statusCode).toBe(201);
    const pid = practice.json().practice.id;
    for (const actor of ACTORS) {
      const expected = actor === 'guest' ? 401 : actor === 'buyer' ? 200 : 404;
      expect((await call(actor, 'GET', `/practice/${pid}`)).statusCode, `practice read as ${actor}`).toBe(
        expected,
      );
      const check = await call(actor, 'POST', `/practice/${pid}/check`, {
        answer: { questionId: questionIds[2], booleanAnswer: true },
      });
      expect(check.statusCode, `practice check as ${actor}`).toBe(expected);
    }
  });

  it('extra time: admins only', async () => {
    const url = `/admin/users/${who.learner!.id}/extra-time`;
    for (const actor of ACTORS) {
      const expected = actor === 'guest' ? 401 : actor === 'admin' ? 200 : 403;
      expect((await call(actor, 'GET', url)).statusCode, `get as ${actor}`).toBe(expected);
      expect((await call(actor, 'PUT', url, { percent: 25 })).statusCode, `put as ${actor}`).toBe(expected);
    }
  });

  it('an unpublished quiz is 404 to everyone but its owner and admins', async () => {
    const draft = (
      await createQuiz(t.db, { ownerId: who.owner!.id, published: false, priceMinor: 0 }, QUESTIONS)
    ).quiz;
    for (const actor of ACTORS) {
      const visible = actor === 'owner' || actor === 'admin';
      expect((await call(actor, 'GET', `/quizzes/${draft.slug}`)).statusCode, `detail as ${actor}`).toBe(
        visible ? 200 : 404,
      );
      const start = await call(actor, 'POST', `/quizzes/${draft.slug}/start`);
      expect(start.statusCode, `start as ${actor}`).toBe(actor === 'guest' ? 401 : visible ? 201 : 404);
    }
  });
});

describe('nothing leaks before submission', () => {
  it('no correct option id, accepted answer or explanation in any answer a learner can get before submitting', async () => {
    const leaky = (
      await createQuiz(t.db, { ownerId: who.owner!.id, priceMinor: 0, timeLimitSec: 600 }, QUESTIONS)
    ).quiz;
    const learner = await t.signIn('user');
    const bodies: { where: string; body: string }[] = [];
    const collect = async <R extends { statusCode: number; body: string }>(where: string, res: R) => {
      bodies.push({ where, body: res.body });
      return res;
    };
    const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.request({
        method,
        url: `/api${url}`,
        token: learner.token,
        ...(payload !== undefined ? { payload } : {}),
      });
    await collect('catalogue', await as('GET', '/quizzes'));
    await collect('catalogue (guest)', await t.request({ method: 'GET', url: '/api/quizzes' }));
    await collect('detail', await as('GET', `/quizzes/${leaky.slug}`));
    await collect('detail (guest)', await t.request({ method: 'GET', url: `/api/quizzes/${leaky.slug}` }));
    await collect('learn detail', await as('GET', `/learn/quizzes/${leaky.id}`));
    const start = await collect('start', await as('POST', `/quizzes/${leaky.slug}/start`));
    const id = start.json().attempt.id;
    const qs = start.json().questions as { id: string; type: string }[];
    await collect('resume', await as('POST', `/quizzes/${leaky.slug}/start`));
    await collect('learn resume', await as('POST', `/learn/quizzes/${leaky.id}/start`));
    for (const q of qs) {
      const answer =
        q.type === 'boolean'
          ? { questionId: q.id, booleanAnswer: false }
          : q.type === 'short'
            ? { questionId: q.id, textAnswer: 'my guess' }
            : { questionId: q.id, selectedOptionIds: ['A'] };
      await collect(`save ${q.type}`, await as('PATCH', `/attempts/${id}/answers`, { answers: [answer] }));
    }
    await collect(
      'bad save',
      await as('PATCH', `/attempts/${id}/answers`, {
        answers: [{ questionId: qs[0]!.id, selectedOptionIds: ['Q'] }],
      }),
    );
    await collect('attempt', await as('GET', `/attempts/${id}`));
    await collect('my attempts', await as('GET', '/me/attempts'));
    await collect('practice while in exam', await as('POST', `/quizzes/${leaky.slug}/practice`, {}));
    await collect('purchases', await as('GET', '/me/purchases?kinds=quiz'));
    await collect('openapi', await t.request({ method: 'GET', url: '/api/openapi.json' }));

    const forbidden = [
      SECRET.explanation,
      SECRET.accepted,
      'correctOptionIds',
      'correctBoolean',
      'correctText',
      'explanation',
    ];
    for (const { where, body } of bodies) {
      if (where === 'openapi') continue;
      for (const secret of forbidden) expect(body.includes(secret), `${where} holds ${secret}`).toBe(false);
    }
    // The question objects carry exactly the play fields.
    for (const q of start.json().questions) {
      expect(Object.keys(q).sort()).toEqual(['id', 'media', 'options', 'order', 'points', 'prompt', 'type']);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['id', 'media', 'text']);
    }
    // After submission the results carry them, to the attempt's owner.
    const done = await as('POST', `/attempts/${id}/submit`);
    expect(done.body).toContain(SECRET.explanation);
    expect(done.body).toContain(SECRET.accepted);
  });
});
