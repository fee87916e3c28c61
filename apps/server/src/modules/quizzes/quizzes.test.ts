import { PAYMENT_MESSAGES, QUIZ_MESSAGES } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createMembership, createUser } from '../../db/factories.ts';
import { lessonProgress, lessons, purchases, quizAttempts } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { createQuiz, type QuestionInput } from './factories.ts';

let t: TestApp;
let owner: SignedIn;
let admin: SignedIn;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.signIn('instructor', { name: 'Dr Owner' });
  admin = await t.signIn('admin');
});
afterAll(() => t.close());
// Tokens are signed on the test clock: each test starts again from the real time.
afterEach(() => t.clock.set(new Date()));

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: object,
) =>
  t.request({ method, url: `/api${url}`, token: who?.token, ...(payload !== undefined ? { payload } : {}) });

/** Five questions, one of each type (two mcq), with topics and explanations. */
const FIVE: QuestionInput[] = [
  {
    type: 'mcq',
    prompt: 'Q1',
    correctOptionIds: ['B'],
    explanation: 'EXPL-1',
    topics: ['Cardiology'],
    options: [
      { text: 'a', media: [] },
      { text: 'b', media: [] },
      { text: 'c', media: [] },
    ],
  },
  {
    type: 'multi',
    prompt: 'Q2',
    correctOptionIds: ['A', 'C'],
    explanation: 'EXPL-2',
    topics: ['Renal'],
    options: [
      { text: 'a', media: [] },
      { text: 'b', media: [] },
      { text: 'c', media: [] },
    ],
  },
  { type: 'boolean', prompt: 'Q3', correctBoolean: false, explanation: 'EXPL-3', topics: ['Cardiology'] },
  { type: 'short', prompt: 'Q4', correctText: ['Addison disease'], explanation: 'EXPL-4' },
  { type: 'mcq', prompt: 'Q5', correctOptionIds: ['A'], explanation: 'EXPL-5', points: 3, topics: ['Renal'] },
];

const newQuiz = (
  over: Parameters<typeof createQuiz>[1] extends infer I ? Partial<I> : never = {},
  qs = FIVE,
) => createQuiz(t.db, { ownerId: owner.id, ...over }, qs);

describe('instructor: create, list, settings, publish', () => {
  it('creates with the default settings and refuses bad input naming the field', async () => {
    const res = await api('POST', '/instructor/mock/quizzes', owner, { title: '  Cardiology mock  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().quiz).toMatchObject({
      title: 'Cardiology mock',
      slug: 'cardiology-mock',
      attemptsAllowed: 1,
      passPercent: 70,
      timeLimitSec: 0,
      visibility: 'public',
      isPublished: false,
      pricing: { isFree: false, includedInMembership: false, amountMinor: 999, currency: 'GBP' },
      accessMode: 'paid',
      questionCount: 0,
    });
    const again = await api('POST', '/instructor/mock/quizzes', owner, { title: 'Cardiology mock' });
    expect(again.json().quiz.slug).toBe('cardiology-mock-2');

    const blank = await api('POST', '/instructor/mock/quizzes', owner, {
      title: '  ',
      pricing: { isFree: false, includedInMembership: true, amountMinor: 0, currency: 'GBP' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({
      title: QUIZ_MESSAGES.titleRequired,
      'pricing.amountMinor': QUIZ_MESSAGES.priceRequired,
    });
    for (const [body, field] of [
      [{ title: 'x', passPercent: 101 }, 'passPercent'],
      [{ title: 'x', attemptsAllowed: 0 }, 'attemptsAllowed'],
      [{ title: 'x', timeLimitSec: -1 }, 'timeLimitSec'],
      [{ title: 'x', visibility: 'secret' }, 'visibility'],
      [
        {
          title: 'x',
          pricing: { isFree: false, includedInMembership: false, amountMinor: 100, currency: 'JPY' },
        },
        'pricing.currency',
      ],
      [
        {
          title: 'x',
          pricing: { isFree: false, includedInMembership: false, amountMinor: 9.5, currency: 'GBP' },
        },
        'pricing.amountMinor',
      ],
      [{ title: 'x\u0000' }, 'title'],
    ] as const) {
      const r = await api('POST', '/instructor/mock/quizzes', owner, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json().fields)).toContain(field);
    }
  });

  it('lists the caller’s quizzes with title search, published filter and pages', async () => {
    const me = await t.signIn('instructor');
    for (const title of ['Renal A', 'Renal B', 'Neuro C']) {
      await api('POST', '/instructor/mock/quizzes', me, { title });
    }
    await createQuiz(t.db, { ownerId: me.id, title: 'Renal published' }, FIVE.slice(0, 1));
    const all = await api('GET', '/instructor/mock/quizzes?limit=2', me);
    expect(all.json().meta).toMatchObject({ page: 1, limit: 2, hasNextPage: true, total: 4 });
    const renal = await api('GET', '/instructor/mock/quizzes?q=renal&published=unpublished', me);
    expect(
      renal
        .json()
        .items.map((q: { title: string }) => q.title)
        .sort(),
    ).toEqual(['Renal A', 'Renal B']);
    const pub = await api('GET', '/instructor/mock/quizzes?published=published', me);
    expect(pub.json().items).toHaveLength(1);
    expect((await api('GET', '/instructor/mock/quizzes?limit=51', me)).statusCode).toBe(400);
  });

  it('updates settings with the same bounds, publishes only with questions, unpublishes', async () => {
    const created = (await api('POST', '/instructor/mock/quizzes', owner, { title: 'Settings' })).json().quiz;
    const patched = await api('PATCH', `/instructor/mock/quizzes/${created.id}`, owner, {
      attemptsAllowed: 3,
      timeLimitSec: 3600,
      shuffleQuestions: true,
      drawCount: 2,
      pricing: { isFree: false, includedInMembership: true, amountMinor: 1500, currency: 'EUR' },
    });
    expect(patched.json().quiz).toMatchObject({
      attemptsAllowed: 3,
      timeLimitSec: 3600,
      accessMode: 'members',
      drawCount: 2,
    });
    expect(
      (await api('PATCH', `/instructor/mock/quizzes/${created.id}`, owner, { passPercent: -1 })).statusCode,
    ).toBe(400);
    const empty = await api('POST', `/instructor/mock/quizzes/${created.id}/publish`, owner);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(QUIZ_MESSAGES.publishNeedsQuestion);
    await api('POST', `/instructor/mock/quizzes/${created.id}/questions`, owner, {
      type: 'boolean',
      prompt: 'Is it?',
    });
    const published = await api('POST', `/instructor/mock/quizzes/${created.id}/publish`, owner);
    expect(published.json().quiz).toMatchObject({
      isPublished: true,
      questionCount: 1,
      questionsPerAttempt: 1,
    });
    // The slug no longer follows the title once published.
    const renamed = await api('PATCH', `/instructor/mock/quizzes/${created.id}`, owner, { title: 'Renamed' });
    expect(renamed.json().quiz.slug).toBe(created.slug);
    const un = await api('POST', `/instructor/mock/quizzes/${created.id}/unpublish`, owner);
    expect(un.json().quiz.isPublished).toBe(false);
  });
});

describe('instructor: questions', () => {
  const quizId = async () =>
    (await api('POST', '/instructor/mock/quizzes', owner, { title: 'Builder' })).json().quiz.id as string;

  it('adds each type with its default content', async () => {
    const id = await quizId();
    const add = (type: string) => api('POST', `/instructor/mock/quizzes/${id}/questions`, owner, { type });
    expect((await add('mcq')).json().question).toMatchObject({
      type: 'mcq',
      points: 1,
      order: 0,
      correctOptionIds: ['A'],
      options: [{ id: 'A' }, { id: 'B' }],
    });
    expect((await add('multi')).json().question).toMatchObject({ correctOptionIds: ['A', 'B'], order: 1 });
    expect((await add('boolean')).json().question).toMatchObject({ correctBoolean: true });
    expect((await add('short')).json().question.correctText).toHaveLength(1);
    expect((await add('essay')).statusCode).toBe(400);
    const quiz = (await api('GET', `/instructor/mock/quizzes/${id}`, owner)).json().quiz;
    expect(quiz).toMatchObject({ questionCount: 4, totalPoints: 4 });
  });

  it('checks a question whole: options, correct ids, points, accepted answers, images with alt text', async () => {
    const id = await quizId();
    const post = (body: object) => api('POST', `/instructor/mock/quizzes/${id}/questions`, owner, body);
    const options = Array.from({ length: 28 }, (_, i) => ({ text: `Option ${i + 1}` }));
    const many = await post({ type: 'multi', prompt: 'Many', options, correctOptionIds: ['AA', 'AB'] });
    expect(many.statusCode).toBe(201);
    expect(
      many
        .json()
        .question.options.slice(25)
        .map((o: { id: string }) => o.id),
    ).toEqual(['Z', 'AA', 'AB']);
    const bad = async (body: object, field: string) => {
      const r = await post(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json().fields)).toContain(field);
    };
    await bad({ type: 'mcq', correctOptionIds: ['A', 'B'] }, 'correctOptionIds');
    await bad({ type: 'mcq', correctOptionIds: ['C'] }, 'correctOptionIds');
    await bad({ type: 'multi', correctOptionIds: [] }, 'correctOptionIds');
    await bad({ type: 'mcq', options: [{ text: 'only' }], correctOptionIds: ['A'] }, 'options');
    await bad({ type: 'mcq', points: -1 }, 'points');
    await bad({ type: 'short', correctText: ['  ', ''] }, 'correctText');
    await bad({ type: 'boolean', correctBoolean: null }, 'correctBoolean');
    await bad(
      {
        type: 'mcq',
        media: [{ kind: 'image', url: '/api/files/public/abcdefghijklmnopqrstuvwx.png', alt: ' ' }],
      },
      'media.0.alt',
    );
    await bad(
      { type: 'mcq', media: [{ kind: 'image', url: 'javascript:alert(1)', alt: 'x' }] },
      'media.0.url',
    );
    const short = await post({
      type: 'short',
      correctText: ['  Addison ', 'addison', 'Adrenal insufficiency', ''],
      points: 0,
    });
    expect(short.json().question).toMatchObject({
      correctText: ['Addison', 'Adrenal insufficiency'],
      points: 0,
    });
    const img = await post({
      type: 'mcq',
      media: [{ kind: 'image', url: '/api/files/public/abcdefghijklmnopqrstuvwx.png', alt: 'ECG strip' }],
      options: [
        { text: '', media: [{ kind: 'image', url: 'https://example.com/a.png', alt: 'A' }] },
        { text: 'B' },
      ],
    });
    expect(img.statusCode).toBe(201);
  });

  it('edits, changes type, reorders (toIndex) and deletes', async () => {
    const id = await quizId();
    const ids: string[] = [];
    for (const type of ['mcq', 'boolean', 'short']) {
      ids.push(
        (await api('POST', `/instructor/mock/quizzes/${id}/questions`, owner, { type })).json().question.id,
      );
    }
    const edited = await api('PATCH', `/instructor/mock/questions/${ids[0]}`, owner, {
      prompt: 'Which?',
      explanation: 'Because.',
      topics: ['ECG', 'ECG', 'Arrhythmia'],
      points: 2,
    });
    expect(edited.json().question).toMatchObject({
      prompt: 'Which?',
      topics: ['ECG', 'Arrhythmia'],
      points: 2,
    });
    const retyped = await api('PATCH', `/instructor/mock/questions/${ids[1]}`, owner, { type: 'multi' });
    expect(retyped.json().question).toMatchObject({
      type: 'multi',
      correctOptionIds: ['A', 'B'],
      correctBoolean: null,
    });
    const moved = await api('POST', `/instructor/mock/questions/${ids[2]}/reorder`, owner, { toIndex: 0 });
    expect(moved.json().items.map((q: { id: string; order: number }) => [q.id, q.order])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect(
      (await api('POST', `/instructor/mock/questions/${ids[2]}/reorder`, owner, { toIndex: 3 })).statusCode,
    ).toBe(400);
    const del = await api('DELETE', `/instructor/mock/questions/${ids[0]}`, owner);
    expect(del.json()).toEqual({ deleted: true });
    const list = (await api('GET', `/instructor/mock/quizzes/${id}/questions`, owner)).json().items;
    expect(list.map((q: { order: number }) => q.order)).toEqual([0, 1]);
    expect((await api('GET', `/instructor/mock/quizzes/${id}`, owner)).json().quiz).toMatchObject({
      questionCount: 2,
      totalPoints: 2,
    });
    // A published quiz keeps one question at least.
    await api('DELETE', `/instructor/mock/questions/${list[0].id}`, owner);
    await api('PATCH', `/instructor/mock/questions/${list[1].id}`, owner, { prompt: 'P' });
    await api('POST', `/instructor/mock/quizzes/${id}/publish`, owner);
    expect((await api('DELETE', `/instructor/mock/questions/${list[1].id}`, owner)).statusCode).toBe(409);
  });
});

describe('catalogue and detail', () => {
  it('lists published public quizzes only, with q, page and limit (12, at most 50)', async () => {
    const token = `zx${Date.now()}`;
    await newQuiz({ title: `Public ${token}` });
    await newQuiz({ title: `Draft ${token}`, published: false });
    await newQuiz({ title: `Course-only ${token}`, visibility: 'enrolled' });
    const res = await api('GET', `/quizzes?q=${token}`);
    expect(res.json().items.map((q: { title: string }) => q.title)).toEqual([`Public ${token}`]);
    expect(res.json().meta).toMatchObject({ page: 1, limit: 12, total: 1, hasNextPage: false });
    expect((await api('GET', '/quizzes?limit=51')).statusCode).toBe(400);
    expect((await api('GET', '/quizzes?page=0')).statusCode).toBe(400);
  });

  it('gives the entitlement and the start action for each caller', async () => {
    const paid = (await newQuiz({ priceMinor: 999 })).quiz;
    const members = (await newQuiz({ priceMinor: 999, includedInMembership: true })).quiz;
    const free = (await newQuiz({ priceMinor: 0 })).quiz;
    const learner = await t.signIn();
    const member = await t.signIn();
    await createMembership(t.db, { userId: member.id, plan: 'yearly', start: new Date(Date.now() - DAY) });
    const action = async (slug: string, who?: SignedIn) =>
      (await api('GET', `/quizzes/${slug}`, who)).json().entitlement;
    expect(await action(free.slug)).toMatchObject({
      isFree: true,
      canStart: true,
      signedIn: false,
      action: 'login',
    });
    expect(await action(free.slug, learner)).toMatchObject({
      canStart: true,
      action: 'start',
      attemptsLeft: 1,
    });
    expect(await action(paid.slug, learner)).toMatchObject({
      canStart: false,
      purchased: false,
      action: 'checkout',
    });
    expect(await action(members.slug, learner)).toMatchObject({
      includedInMembership: true,
      memberActive: false,
      action: 'plans',
    });
    expect(await action(members.slug, member)).toMatchObject({
      memberActive: true,
      canStart: true,
      action: 'start',
    });
    expect(await action(paid.slug, member)).toMatchObject({ canStart: false, action: 'checkout' });
    const detail = (await api('GET', `/quizzes/${paid.slug}`)).json();
    expect(detail).not.toHaveProperty('questions');
    expect((await api('GET', '/quizzes/no-such-quiz')).statusCode).toBe(404);
  });
});

describe('start flow and purchases', () => {
  it('refuses guests (401), non-members (402), non-buyers (402); a buyer and a member start', async () => {
    const paid = (await newQuiz({ priceMinor: 999 })).quiz;
    const members = (await newQuiz({ priceMinor: 500, includedInMembership: true })).quiz;
    const learner = await t.signIn();
    expect((await api('POST', `/quizzes/${paid.slug}/start`)).statusCode).toBe(401);
    const refused = await api('POST', `/quizzes/${paid.slug}/start`, learner);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(QUIZ_MESSAGES.purchaseRequired);
    const needsPlan = await api('POST', `/quizzes/${members.slug}/start`, learner);
    expect(needsPlan.statusCode).toBe(402);
    expect(needsPlan.json().message).toBe(QUIZ_MESSAGES.membershipRequired);
    await t.db
      .insert(purchases)
      .values({ userId: learner.id, kind: 'quiz', itemId: paid.id, amountMinor: 999, currency: 'GBP' });
    expect((await api('POST', `/quizzes/${paid.slug}/start`, learner)).statusCode).toBe(201);
    await createMembership(t.db, { userId: learner.id, plan: 'lifetime', start: new Date(Date.now() - DAY) });
    expect((await api('POST', `/quizzes/${members.slug}/start`, learner)).statusCode).toBe(201);
  });

  it('sells a paid quiz through the payments module and unlocks it', async () => {
    const paid = (await newQuiz({ priceMinor: 1299 })).quiz;
    const free = (await newQuiz({ priceMinor: 0 })).quiz;
    const buyer = await t.signIn();
    const checkout = await api('POST', `/quizzes/${paid.slug}/checkout`, buyer);
    expect(checkout.statusCode).toBe(200);
    const { checkoutUrl, sessionId } = checkout.json();
    expect(checkoutUrl).toContain(sessionId);
    const pay = await api('POST', `/payments/local/${sessionId}/pay`, buyer, {
      cardNumber: '4242 4242 4242 4242',
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().redirectUrl).toContain(`/quizzes/${paid.slug}?purchase=success`);
    const sync = await api('POST', '/purchase/sync', buyer, { sessionId });
    expect(sync.json()).toMatchObject({ fulfilled: true, kind: 'quiz', deepLink: `/quizzes/${paid.slug}` });
    expect((await api('GET', `/quizzes/${paid.slug}`, buyer)).json().entitlement).toMatchObject({
      purchased: true,
      canStart: true,
    });
    const again = await api('POST', `/quizzes/${paid.slug}/checkout`, buyer);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyOwned);
    const mocks = await api('GET', '/me/purchases?kinds=quiz&limit=6', buyer);
    expect(mocks.json().items).toMatchObject([
      { kind: 'quiz', title: paid.title, deepLink: `/quizzes/${paid.slug}` },
    ]);
    expect((await api('POST', `/quizzes/${free.slug}/checkout`, buyer)).statusCode).toBe(409);
    expect((await api('POST', `/quizzes/${paid.slug}/checkout`, owner)).statusCode).toBe(400);
  });

  it('a course-only quiz needs an enrolment in a course that uses it; submitting completes the lesson', async () => {
    const { quiz } = await newQuiz({ visibility: 'enrolled', priceMinor: 2500 });
    const course = await createCourse(t.db, { ownerId: owner.id, priceMinor: 0 });
    const lessonId = course.lessonIds[1]!;
    await t.db
      .update(lessons)
      .set({ type: 'quiz', quizId: quiz.id, textContent: null })
      .where(eq(lessons.id, lessonId));
    const learner = await t.signIn();
    const before = await api('GET', `/quizzes/${quiz.slug}`, learner);
    expect(before.json().entitlement).toMatchObject({ canStart: false, enrolled: false, action: 'enroll' });
    const refused = await api('POST', `/quizzes/${quiz.slug}/start`, learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(QUIZ_MESSAGES.enrolmentRequired);
    expect((await api('POST', '/enrollments', learner, { courseId: course.id })).statusCode).toBe(200);
    const lesson = await api('GET', `/learn/quizzes/${quiz.id}`, learner);
    expect(lesson.json().lessons).toMatchObject([{ lessonId, courseSlug: course.slug, completed: false }]);
    const play = await api('POST', `/learn/quizzes/${quiz.id}/start`, learner);
    expect(play.statusCode).toBe(201);
    const submitted = await api('POST', `/attempts/${play.json().attempt.id}/submit`, learner);
    expect(submitted.json().lessons).toMatchObject([{ lessonId, completed: true }]);
    const [progress] = await t.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lessonId)));
    expect(progress?.completedAt).toBeTruthy();
    const player = await api('GET', `/learn/courses/${course.slug}/player`, learner);
    const quizLesson = player.json().sections[0].lessons[1];
    expect(quizLesson).toMatchObject({ type: 'quiz', quizId: quiz.id, completed: true });
  });
});

describe('course quiz lessons', () => {
  it('a quiz lesson names an existing quiz the course’s instructor may use (decision 311)', async () => {
    const course = await createCourse(t.db, { ownerId: owner.id });
    const own = (await newQuiz({ published: false })).quiz;
    const stranger = await t.signIn('instructor');
    const theirs = (await createQuiz(t.db, { ownerId: stranger.id }, FIVE)).quiz;
    const body = (quizId: string) => ({
      sections: [
        {
          title: 'Section',
          lessons: [
            { title: 'Intro', type: 'text', textContent: 'Hello', durationSec: 60 },
            { title: 'Check', type: 'quiz', quizId, durationSec: 600 },
          ],
        },
      ],
    });
    const put = (who: SignedIn, quizId: string) =>
      api('PUT', `/instructor/courses/${course.id}/curriculum`, who, body(quizId));
    for (const quizId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await put(owner, quizId);
      expect(refused.statusCode, quizId).toBe(400);
      expect(refused.json().fields).toEqual({
        'sections.0.lessons.1.quizId': QUIZ_MESSAGES.lessonQuizUnavailable,
      });
    }
    expect(
      (await t.db.select().from(lessons).where(eq(lessons.courseId, course.id))).some(
        (l) => l.type === 'quiz',
      ),
    ).toBe(false);
    expect((await put(owner, own.id)).statusCode).toBe(200);
    // An admin may use any quiz.
    expect((await put(admin, theirs.id)).statusCode).toBe(200);
  });
});

describe('the exam engine', () => {
  const start = (slug: string, who: SignedIn) => api('POST', `/quizzes/${slug}/start`, who);
  const save = (id: string, who: SignedIn, answers: object[]) =>
    api('PATCH', `/attempts/${id}/answers`, who, { answers });

  it('resumes the unsubmitted attempt, counts attempts and refuses past attemptsAllowed (409)', async () => {
    const { quiz } = await newQuiz({ attemptsAllowed: 2 });
    const learner = await t.signIn();
    const first = await start(quiz.slug, learner);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      resumed: false,
      attempt: { attemptNo: 1, status: 'in_progress', expiresAt: null },
    });
    const resumed = await start(quiz.slug, learner);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().attempt.id).toBe(first.json().attempt.id);
    await api('POST', `/attempts/${first.json().attempt.id}/submit`, learner);
    const second = await start(quiz.slug, learner);
    expect(second.json().attempt.attemptNo).toBe(2);
    await api('POST', `/attempts/${second.json().attempt.id}/submit`, learner);
    const none = await start(quiz.slug, learner);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(QUIZ_MESSAGES.noAttemptsLeft);
    expect((await api('GET', `/quizzes/${quiz.slug}`, learner)).json().entitlement).toMatchObject({
      attemptsUsed: 2,
      attemptsLeft: 0,
      action: 'no_attempts',
    });
  });

  it('two starts at once make one attempt; two submits grade once', async () => {
    const { quiz, questions } = await newQuiz({ attemptsAllowed: 1 });
    const learner = await t.signIn();
    const starts = await Promise.all([1, 2, 3, 4].map(() => start(quiz.slug, learner)));
    expect(starts.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(starts.map((r) => r.json().attempt.id)).size).toBe(1);
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id));
    expect(rows).toHaveLength(1);
    const id = starts[0]!.json().attempt.id;
    await save(id, learner, [{ questionId: questions[0]!.id, selectedOptionIds: ['B'] }]);
    const submits = await Promise.all([1, 2, 3].map(() => api('POST', `/attempts/${id}/submit`, learner)));
    const graded = submits.map((r) => r.json().attempt);
    expect(new Set(graded.map((a) => `${a.score}/${a.submittedAt}`)).size).toBe(1);
    expect(graded[0]).toMatchObject({
      status: 'submitted',
      score: 1,
      maxScore: 7,
      percent: 14.3,
      passed: false,
    });
  });

  it('saves idempotently (upsert per question), refuses bad answers and saves to a submitted attempt', async () => {
    const { quiz, questions } = await newQuiz();
    const other = await newQuiz();
    const learner = await t.signIn();
    const id = (await start(quiz.slug, learner)).json().attempt.id;
    const [q1, q2, q3, q4] = questions;
    const answers = [
      { questionId: q1!.id, selectedOptionIds: ['B'] },
      { questionId: q2!.id, selectedOptionIds: ['A', 'C'] },
      { questionId: q3!.id, booleanAnswer: false },
      { questionId: q4!.id, textAnswer: ' addison  DISEASE ' },
    ];
    const one = await save(id, learner, answers);
    const two = await save(id, learner, answers);
    expect(one.statusCode).toBe(200);
    expect(two.json().attempt.answers).toEqual(one.json().attempt.answers);
    expect(one.json().attempt.answers).toHaveLength(4);
    const changed = await save(id, learner, [{ questionId: q1!.id, selectedOptionIds: ['C'] }]);
    expect(changed.json().attempt.answers[0]).toMatchObject({ questionId: q1!.id, selectedOptionIds: ['C'] });
    expect(changed.json().attempt.answers).toHaveLength(4);

    const refuse = async (body: object[], status: number, field?: string) => {
      const r = await save(id, learner, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      if (field) expect(Object.keys(r.json().fields)).toContain(field);
    };
    await refuse(
      [{ questionId: other.questions[0]!.id, selectedOptionIds: ['A'] }],
      400,
      'answers.0.questionId',
    );
    await refuse([{ questionId: q1!.id, selectedOptionIds: ['Z'] }], 400, 'answers.0.selectedOptionIds.0');
    await refuse([{ questionId: q1!.id, selectedOptionIds: ['A', 'B'] }], 400, 'answers.0.selectedOptionIds');
    await refuse([{ questionId: q3!.id, textAnswer: 'true' }], 400, 'answers.0');
    await refuse(
      [
        { questionId: q1!.id, selectedOptionIds: ['A'] },
        { questionId: q1!.id, selectedOptionIds: ['B'] },
      ],
      400,
      'answers.1.questionId',
    );
    const after = (await api('GET', `/attempts/${id}`, learner)).json().attempt;
    expect(after.answers[0]).toMatchObject({ selectedOptionIds: ['C'] });

    const stranger = await t.signIn();
    expect((await save(id, stranger, answers)).statusCode).toBe(404);
    await api('POST', `/attempts/${id}/submit`, learner);
    const late = await save(id, learner, answers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUIZ_MESSAGES.alreadySubmitted);
  });

  it('keeps the flags with the attempt: a save sets the whole set, a save without flags keeps it, resume shows it', async () => {
    const { quiz, questions } = await newQuiz();
    const other = await newQuiz();
    const learner = await t.signIn();
    const first = (await start(quiz.slug, learner)).json().attempt;
    expect(first.flagged).toEqual([]);
    const [q1, q2, q3] = questions;
    const flag = (flagged: string[], answers: object[] = []) =>
      api('PATCH', `/attempts/${first.id}/answers`, learner, { answers, flagged });
    const flagged = await flag([q3!.id, q1!.id, q3!.id]);
    expect(flagged.statusCode).toBe(200);
    // In the paper's order, once each.
    expect(flagged.json().attempt.flagged).toEqual([q1!.id, q3!.id]);
    const answered = await save(first.id, learner, [{ questionId: q2!.id, selectedOptionIds: ['B'] }]);
    expect(answered.json().attempt.flagged).toEqual([q1!.id, q3!.id]);
    const stranger = await flag([other.questions[0]!.id]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toEqual({ 'flagged.0': QUIZ_MESSAGES.unknownQuestion });

    // Another device resumes the attempt with its flags; an empty set clears them.
    const resumed = (await start(quiz.slug, learner)).json();
    expect(resumed.resumed).toBe(true);
    expect(resumed.attempt.flagged).toEqual([q1!.id, q3!.id]);
    expect((await flag([])).json().attempt.flagged).toEqual([]);
    expect((await api('GET', `/attempts/${first.id}`, learner)).json().attempt.flagged).toEqual([]);
  });

  it('a start after a question edit takes the new paper; an open attempt keeps its own (decision 310)', async () => {
    const { quiz, questions } = await newQuiz({ attemptsAllowed: 3 });
    const learner = await t.signIn();
    const first = (await start(quiz.slug, learner)).json();
    const q1 = questions[0]!;
    // The owner gives Q1 a fourth option and changes its prompt; then adds a sixth question.
    const edit = await api('PATCH', `/instructor/mock/questions/${q1.id}`, owner, {
      prompt: 'Q1 edited',
      options: [...q1.options, { text: 'd', media: [] }],
    });
    expect(edit.statusCode).toBe(200);
    const added = await api('POST', `/instructor/mock/quizzes/${quiz.id}/questions`, owner, {
      type: 'boolean',
    });
    expect(added.statusCode).toBe(201);
    // The open attempt keeps its frozen paper: option D does not exist in it.
    const refused = await save(first.attempt.id, learner, [{ questionId: q1.id, selectedOptionIds: ['D'] }]);
    expect(refused.statusCode).toBe(400);
    await api('POST', `/attempts/${first.attempt.id}/submit`, learner);
    const second = (await start(quiz.slug, learner)).json();
    expect(second.questions).toHaveLength(6);
    expect(second.questions[0]).toMatchObject({ prompt: 'Q1 edited' });
    expect(second.questions[0].options.map((o: { id: string }) => o.id)).toEqual(['A', 'B', 'C', 'D']);
    const saved = await save(second.attempt.id, learner, [{ questionId: q1.id, selectedOptionIds: ['D'] }]);
    expect(saved.statusCode).toBe(200);
    // Reordering is a new paper too.
    await api('POST', `/instructor/mock/questions/${q1.id}/reorder`, owner, { toIndex: 5 });
    await api('POST', `/attempts/${second.attempt.id}/submit`, learner);
    const third = (await start(quiz.slug, learner)).json();
    expect(third.questions[5]).toMatchObject({ id: q1.id });
  });

  it('grades on submit and shows results (answers, explanations, topics) only after it', async () => {
    const { quiz, questions } = await newQuiz({ passPercent: 50 });
    const learner = await t.signIn();
    const id = (await start(quiz.slug, learner)).json().attempt.id;
    const [q1, q2, q3, q4, q5] = questions;
    await save(id, learner, [
      { questionId: q1!.id, selectedOptionIds: ['B'] },
      { questionId: q2!.id, selectedOptionIds: ['A'] },
      { questionId: q3!.id, booleanAnswer: false },
      { questionId: q4!.id, textAnswer: 'ADDISON   disease' },
      { questionId: q5!.id, selectedOptionIds: ['B'] },
    ]);
    const before = await api('GET', `/attempts/${id}`, learner);
    expect(before.json().results).toBeNull();
    const done = await api('POST', `/attempts/${id}/submit`, learner);
    expect(done.json().attempt).toMatchObject({
      status: 'submitted',
      score: 3,
      maxScore: 7,
      percent: 42.9,
      passed: false,
      timeTakenSec: 0,
    });
    const results = (await api('GET', `/attempts/${id}`, learner)).json().results;
    expect(results.perQuestion.map((p: { grade: { correct: boolean } }) => p.grade.correct)).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(results.perQuestion[1]).toMatchObject({
      correctOptionIds: ['A', 'C'],
      explanation: 'EXPL-2',
      answer: { selectedOptionIds: ['A'] },
    });
    expect(results.topics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          topic: 'Renal',
          questions: 2,
          correct: 0,
          score: 0,
          maxScore: 4,
          percent: 0,
        }),
        expect.objectContaining({ topic: 'Cardiology', questions: 2, correct: 2, percent: 100 }),
        expect.objectContaining({ topic: 'General', questions: 1, correct: 1 }),
      ]),
    );
    // The owner or an admin; anyone else (the quiz's instructor too) gets 404.
    expect((await api('GET', `/attempts/${id}`, admin)).json().results.perQuestion).toHaveLength(5);
    expect((await api('GET', `/attempts/${id}`, owner)).statusCode).toBe(404);
    expect((await api('GET', `/attempts/${id}`, await t.signIn())).statusCode).toBe(404);
  });

  it('draws N questions at random and shuffles, fixed for the attempt', async () => {
    const { quiz } = await newQuiz({ drawCount: 3, shuffleQuestions: true, shuffleOptions: true });
    const learner = await t.signIn();
    const first = (await start(quiz.slug, learner)).json();
    expect(first.questions).toHaveLength(3);
    expect(first.quiz.questionCount).toBe(3);
    const again = (await start(quiz.slug, learner)).json();
    expect(again.questions.map((q: { id: string }) => q.id)).toEqual(
      first.questions.map((q: { id: string }) => q.id),
    );
    expect(again.questions.map((q: { options: { id: string }[] }) => q.options.map((o) => o.id))).toEqual(
      first.questions.map((q: { options: { id: string }[] }) => q.options.map((o) => o.id)),
    );
  });

  it('lists my attempts, newest first, searchable by quiz title, 12 per page', async () => {
    const learner = await t.signIn();
    const a = (await newQuiz({ title: 'Haematology mock' })).quiz;
    const b = (await newQuiz({ title: 'Dermatology mock' })).quiz;
    const ida = (await start(a.slug, learner)).json().attempt.id;
    await api('POST', `/attempts/${ida}/submit`, learner);
    t.clock.advance(1000);
    await start(b.slug, learner);
    const all = await api('GET', '/me/attempts', learner);
    expect(all.json().meta).toMatchObject({ page: 1, limit: 12, total: 2, hasNextPage: false });
    expect(all.json().items.map((i: { quiz: { title: string } }) => i.quiz.title)).toEqual([
      'Dermatology mock',
      'Haematology mock',
    ]);
    expect(all.json().items[1]).toMatchObject({ status: 'submitted', attemptNo: 1, quiz: { slug: a.slug } });
    const haem = await api('GET', '/me/attempts?q=haem', learner);
    expect(haem.json().items).toHaveLength(1);
    expect((await api('GET', '/me/attempts?limit=0', learner)).statusCode).toBe(400);
  });
});

describe('the server clock (injectable, no sleeps)', () => {
  const timed = () => newQuiz({ timeLimitSec: 600 });

  it('sets expiresAt from the time limit, takes saves until expiresAt + 5 s, then submits with what was saved', async () => {
    const { quiz, questions } = await timed();
    const learner = await t.signIn();
    const started = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json();
    const startedAt = new Date(started.attempt.startedAt).getTime();
    expect(new Date(started.attempt.expiresAt).getTime() - startedAt).toBe(600_000);
    expect(started.attempt.serverNow).toBe(t.clock.now().toISOString());
    const id = started.attempt.id;
    const [q1, q2, q3] = questions;
    t.clock.set(new Date(startedAt + 600_000)); // exactly at expiry
    expect(
      (
        await api('PATCH', `/attempts/${id}/answers`, learner, {
          answers: [{ questionId: q1!.id, selectedOptionIds: ['B'] }],
        })
      ).statusCode,
    ).toBe(200);
    t.clock.set(new Date(startedAt + 605_000)); // the end of the grace
    expect(
      (
        await api('PATCH', `/attempts/${id}/answers`, learner, {
          answers: [{ questionId: q3!.id, booleanAnswer: false }],
        })
      ).statusCode,
    ).toBe(200);
    t.clock.set(new Date(startedAt + 605_001)); // after it
    const late = await api('PATCH', `/attempts/${id}/answers`, learner, {
      answers: [{ questionId: q2!.id, selectedOptionIds: ['A', 'C'] }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUIZ_MESSAGES.timeUp);
    const attempt = (await api('GET', `/attempts/${id}`, learner)).json();
    expect(attempt.attempt).toMatchObject({
      status: 'submitted',
      autoSubmitted: true,
      score: 2,
      timeTakenSec: 600,
    });
    expect(attempt.attempt.submittedAt).toBe(new Date(startedAt + 600_000).toISOString());
    expect(attempt.attempt.answers.map((a: { questionId: string }) => a.questionId)).toEqual([
      q1!.id,
      q3!.id,
    ]);
  });

  it('submits an expired open attempt when it is next touched (read, start, list), once', async () => {
    const { quiz } = await newQuiz({ timeLimitSec: 60, attemptsAllowed: 2 });
    const learner = await t.signIn();
    const first = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json().attempt;
    t.clock.advance(3 * 60_000);
    const list = (await api('GET', '/me/attempts', learner)).json().items;
    expect(list[0]).toMatchObject({ id: first.id, status: 'submitted', timeTakenSec: 60 });
    const second = await api('POST', `/quizzes/${quiz.slug}/start`, learner);
    expect(second.statusCode).toBe(201);
    expect(second.json().attempt.attemptNo).toBe(2);
    t.clock.advance(3 * 60_000);
    const read = (await api('GET', `/attempts/${second.json().attempt.id}`, learner)).json();
    expect(read.attempt).toMatchObject({ status: 'submitted', autoSubmitted: true });
    expect(read.results).not.toBeNull();
    // A manual submit within the grace counts the time up to expiresAt only.
    const { quiz: q2 } = await newQuiz({ timeLimitSec: 60 });
    const third = (await api('POST', `/quizzes/${q2.slug}/start`, learner)).json().attempt;
    t.clock.advance(63_000);
    const done = (await api('POST', `/attempts/${third.id}/submit`, learner)).json().attempt;
    expect(done).toMatchObject({ status: 'submitted', autoSubmitted: false, timeTakenSec: 60 });
  });

  it('applies an admin’s extra time to timed exams', async () => {
    const { quiz } = await timed();
    const learner = await t.signIn();
    const url = `/admin/users/${learner.id}/extra-time`;
    expect((await api('GET', url, admin)).json()).toEqual({ userId: learner.id, percent: 0 });
    expect((await api('PUT', url, admin, { percent: 30 })).statusCode).toBe(400);
    expect((await api('PUT', url, admin, { percent: '50' })).statusCode).toBe(400);
    expect((await api('PUT', url, admin, { percent: 50 })).json()).toEqual({
      userId: learner.id,
      percent: 50,
    });
    expect((await api('GET', url, admin)).json().percent).toBe(50);
    expect(
      (await api('PUT', `/admin/users/${crypto.randomUUID()}/extra-time`, admin, { percent: 25 })).statusCode,
    ).toBe(404);
    const attempt = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json().attempt;
    expect(attempt.extraTimePercent).toBe(50);
    expect(new Date(attempt.expiresAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(900_000);
    // Untimed quizzes stay untimed.
    const untimed = (await api('POST', `/quizzes/${(await newQuiz()).quiz.slug}/start`, learner)).json()
      .attempt;
    expect(untimed).toMatchObject({ expiresAt: null, extraTimePercent: 0 });
  });
});

describe('practice mode and revising mistakes', () => {
  it('checks each answer at once, never counts as an attempt, and is closed during an exam', async () => {
    const { quiz, questions } = await newQuiz({ attemptsAllowed: 1 });
    const learner = await t.signIn();
    const session = await api('POST', `/quizzes/${quiz.slug}/practice`, learner, {});
    expect(session.statusCode).toBe(201);
    const practice = session.json();
    expect(practice.questions).toHaveLength(5);
    expect(JSON.stringify(practice)).not.toContain('EXPL-');
    const check = await api('POST', `/practice/${practice.practice.id}/check`, learner, {
      answer: { questionId: questions[1]!.id, selectedOptionIds: ['A'] },
    });
    expect(check.json().check).toMatchObject({
      correct: false,
      correctOptionIds: ['A', 'C'],
      explanation: 'EXPL-2',
    });
    const resumed = (await api('GET', `/practice/${practice.practice.id}`, learner)).json();
    expect(resumed.checked).toHaveLength(1);
    expect((await api('GET', `/practice/${practice.practice.id}`, await t.signIn())).statusCode).toBe(404);
    const detail = (await api('GET', `/quizzes/${quiz.slug}`, learner)).json().entitlement;
    expect(detail).toMatchObject({ attemptsUsed: 0, attemptsLeft: 1, canPractice: true });
    // During an exam attempt, practice (which shows answers) is closed.
    const exam = (await api('POST', `/quizzes/${quiz.slug}/start`, learner)).json().attempt;
    for (const r of [
      await api('POST', `/quizzes/${quiz.slug}/practice`, learner, {}),
      await api('GET', `/practice/${practice.practice.id}`, learner),
      await api('POST', `/practice/${practice.practice.id}/check`, learner, {
        answer: { questionId: questions[0]!.id, selectedOptionIds: ['A'] },
      }),
    ]) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(QUIZ_MESSAGES.practiceDuringExam);
    }
    // Revise mistakes: the questions the last attempt got wrong.
    expect(
      (await api('POST', `/quizzes/${quiz.slug}/practice`, learner, { source: 'mistakes' })).statusCode,
    ).toBe(409);
    await api('PATCH', `/attempts/${exam.id}/answers`, learner, {
      answers: [
        { questionId: questions[0]!.id, selectedOptionIds: ['B'] },
        { questionId: questions[2]!.id, booleanAnswer: false },
        { questionId: questions[3]!.id, textAnswer: 'addison disease' },
      ],
    });
    await api('POST', `/attempts/${exam.id}/submit`, learner);
    expect((await api('GET', `/quizzes/${quiz.slug}`, learner)).json().entitlement.canReviseMistakes).toBe(
      true,
    );
    const revise = await api('POST', `/quizzes/${quiz.slug}/practice`, learner, { source: 'mistakes' });
    expect(revise.statusCode).toBe(201);
    expect(revise.json().practice.source).toBe('mistakes');
    expect(revise.json().questions.map((q: { id: string }) => q.id)).toEqual([
      questions[1]!.id,
      questions[4]!.id,
    ]);
    expect(
      (await api('POST', `/quizzes/${quiz.slug}/practice`, learner, { source: 'other' })).statusCode,
    ).toBe(400);
  });

  it('needs the same entitlement as an exam', async () => {
    const { quiz } = await newQuiz({ priceMinor: 999 });
    const learner = await t.signIn();
    expect((await api('POST', `/quizzes/${quiz.slug}/practice`, learner, {})).statusCode).toBe(402);
    expect((await api('POST', `/quizzes/${quiz.slug}/practice`, undefined, {})).statusCode).toBe(401);
  });
});

describe('bad input never lands', () => {
  it('answers 404 for ids that are not ids, and 400 for junk bodies', async () => {
    const learner = await t.signIn();
    expect((await api('GET', '/attempts/not-an-id', learner)).statusCode).toBe(404);
    expect((await api('GET', '/instructor/mock/quizzes/nope', owner)).statusCode).toBe(404);
    expect(
      (await api('PATCH', `/attempts/${crypto.randomUUID()}/answers`, learner, { answers: 'x' })).statusCode,
    ).toBe(400);
    expect((await api('GET', `/learn/quizzes/${crypto.randomUUID()}`, learner)).statusCode).toBe(404);
    const user = await createUser(t.db);
    expect((await api('GET', `/admin/users/${user.id}/extra-time`, learner)).statusCode).toBe(403);
  });
});
