import { randomUUID } from 'node:crypto';
import { DELETED_USER_NAME, DISCUSSION_MESSAGES, DISCUSSION_TITLE_MAX, paths } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../db/factories.ts';
import { discussionAnswers, discussionComments, discussionQuestions, users } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { anonymiseDiscussionAuthor, exportDiscussionData } from './personal-data.ts';

let t: TestApp;
let author: SignedIn;
let learner: SignedIn;
let instructor: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  [author, learner, instructor, admin] = await Promise.all([
    t.signIn('user', { name: 'Amira Khan' }),
    t.signIn('user', { name: 'Other Learner' }),
    t.signIn('instructor', { name: 'Dr Eleanor Hughes' }),
    t.signIn('admin', { name: 'Sam Patel' }),
  ]);
});
afterAll(() => t.close());

const api = '/api/discussions';
type Payload = Record<string, unknown>;

const ask = (who: SignedIn | null, payload: Payload) =>
  t.request({ method: 'POST', url: `${api}/questions`, token: who?.token, payload });
const answer = (who: SignedIn | null, id: string, body = 'Start with an ABCDE assessment.') =>
  t.request({ method: 'POST', url: `${api}/questions/${id}/answers`, token: who?.token, payload: { body } });
const comment = (who: SignedIn | null, id: string, body = 'Thanks, that helps.') =>
  t.request({ method: 'POST', url: `${api}/questions/${id}/comments`, token: who?.token, payload: { body } });
const accept = (who: SignedIn | null, id: string, answerId: string) =>
  t.request({ method: 'POST', url: `${api}/questions/${id}/accept/${answerId}`, token: who?.token });
const detail = (who: SignedIn | null, id: string) =>
  t.request({ method: 'GET', url: `${api}/questions/${id}`, token: who?.token });
const list = (who: SignedIn | null, query: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `${api}/questions`, query, token: who?.token });
const moderate = (who: SignedIn | null, id: string, action: 'close' | 'lock' | 'reopen') =>
  t.request({ method: 'POST', url: `${api}/${id}/${action}`, token: who?.token });

async function newQuestion(who: SignedIn = author, payload: Payload = {}) {
  const res = await ask(who, {
    title: `How do I manage hyperkalaemia? ${randomUUID().slice(0, 6)}`,
    body: 'Potassium 6.8 with peaked T waves. What comes first?',
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().question as { id: string; status: string };
}

async function answered(who: SignedIn = author) {
  const question = await newQuestion(who);
  const res = await answer(instructor, question.id);
  expect(res.statusCode, res.body).toBe(200);
  return { question, answer: res.json().answer as { id: string } };
}

describe('asking', () => {
  it('stores a question for a signed-in learner, trimmed, open, with its author', async () => {
    const res = await ask(author, {
      title: '  Murmur at the apex?  ',
      body: '  Pansystolic, radiating to axilla.\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().question).toMatchObject({
      title: 'Murmur at the apex?',
      body: 'Pansystolic, radiating to axilla.',
      status: 'open',
      answersCount: 0,
      hasAcceptedAnswer: false,
      authorId: author.id,
      author: { id: author.id, name: 'Amira Khan', role: 'user' },
      course: null,
    });
  });

  it('refuses a guest with 401', async () => {
    expect((await ask(null, { title: 'x', body: 'y' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty title', { title: '', body: 'Body' }, 'title', DISCUSSION_MESSAGES.titleRequired],
    ['a whitespace title', { title: '   ', body: 'Body' }, 'title', DISCUSSION_MESSAGES.titleRequired],
    ['a missing title', { body: 'Body' }, 'title', DISCUSSION_MESSAGES.titleRequired],
    ['a whitespace body', { title: 'Title', body: ' \n\t ' }, 'body', DISCUSSION_MESSAGES.bodyRequired],
    [
      'a title over 180 characters',
      { title: 'x'.repeat(DISCUSSION_TITLE_MAX + 1), body: 'Body' },
      'title',
      DISCUSSION_MESSAGES.titleTooLong,
    ],
    ['a title with NUL', { title: 'a\u0000b', body: 'Body' }, 'title', undefined],
    ['a course that is not an id', { title: 'T', body: 'B', courseId: 'abc' }, 'courseId', undefined],
  ])('refuses %s with 400 naming the field, storing nothing', async (_label, payload, field, message) => {
    const before = await t.db.$count(discussionQuestions);
    const res = await ask(author, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    if (message) expect(res.json().fields[field]).toBe(message);
    expect(await t.db.$count(discussionQuestions)).toBe(before);
  });

  it('accepts a title of exactly 180 characters', async () => {
    const res = await ask(author, { title: 'x'.repeat(DISCUSSION_TITLE_MAX), body: 'Body' });
    expect(res.statusCode).toBe(200);
  });

  it('links a published course, and refuses one that does not exist (400 on courseId)', async () => {
    const course = await createCourse(t.db, { ownerId: instructor.id, title: 'MRCP Cardiology' });
    const question = await newQuestion(author, { courseId: course.id });
    const res = await detail(learner, question.id);
    expect(res.json().question.course).toEqual({
      id: course.id,
      slug: course.slug,
      title: 'MRCP Cardiology',
    });
    const missing = await ask(author, { title: 'T', body: 'B', courseId: randomUUID() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.courseId).toBe(DISCUSSION_MESSAGES.courseNotFound);
    const draft = await createCourse(t.db, { ownerId: instructor.id, status: 'draft' });
    expect((await ask(author, { title: 'T', body: 'B', courseId: draft.id })).statusCode).toBe(400);
  });
});

describe('reading', () => {
  it('shows a question to every signed-in role, and 401 to a guest', async () => {
    const question = await newQuestion();
    for (const who of [author, learner, instructor, admin]) {
      expect((await detail(who, question.id)).statusCode).toBe(200);
      expect((await list(who)).statusCode).toBe(200);
    }
    expect((await detail(null, question.id)).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
  });

  it("answers 'Not found.' (404) for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await detail(learner, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DISCUSSION_MESSAGES.notFound);
    }
  });

  it('returns one thread: answers and comments, each oldest first', async () => {
    const question = await newQuestion();
    await answer(instructor, question.id, 'First answer');
    t.clock.advance(1000);
    await comment(author, question.id, 'A follow-up');
    t.clock.advance(1000);
    await answer(admin, question.id, 'Second answer');
    const body = (await detail(learner, question.id)).json();
    expect(body.answers.map((a: { body: string }) => a.body)).toEqual(['First answer', 'Second answer']);
    expect(body.answers[1].author).toEqual({ id: admin.id, name: 'Sam Patel', role: 'admin' });
    expect(body.comments.map((c: { body: string }) => c.body)).toEqual(['A follow-up']);
    expect(body.question).toMatchObject({ answersCount: 2, commentsCount: 1, status: 'answered' });
  });
});

describe('answering', () => {
  it('lets instructors and admins answer; the first answer makes the question answered', async () => {
    const question = await newQuestion();
    const res = await answer(instructor, question.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().answer).toMatchObject({
      questionId: question.id,
      isAccepted: false,
      author: { id: instructor.id, role: 'instructor' },
    });
    expect((await answer(admin, question.id)).statusCode).toBe(200);
    expect((await detail(author, question.id)).json().question.status).toBe('answered');
  });

  it('refuses learners, the author included (403), and guests (401), storing nothing', async () => {
    const question = await newQuestion();
    expect((await answer(learner, question.id)).statusCode).toBe(403);
    expect((await answer(author, question.id)).statusCode).toBe(403);
    expect((await answer(null, question.id)).statusCode).toBe(401);
    expect(await t.db.$count(discussionAnswers, eq(discussionAnswers.questionId, question.id))).toBe(0);
  });

  it('refuses an empty answer (400) and answers 404 for an unknown question', async () => {
    const question = await newQuestion();
    const empty = await answer(instructor, question.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.body).toBe(DISCUSSION_MESSAGES.replyRequired);
    expect((await answer(instructor, randomUUID())).statusCode).toBe(404);
  });

  it('notifies the asker once, linking to the question; not when they answer themselves', async () => {
    const asker = await t.signIn('user');
    const question = await newQuestion(asker);
    await answer(instructor, question.id);
    const res = await t.request({ method: 'GET', url: '/api/me/notifications', token: asker.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      unreadCount: 1,
      meta: { page: 1, total: 1, hasNextPage: false },
      items: [{ kind: 'discussion_answered', link: paths.discussion(question.id), read: false }],
    });
    const teacher = await t.signIn('instructor');
    const own = await newQuestion(teacher);
    await answer(teacher, own.id);
    const mine = await t.request({ method: 'GET', url: '/api/me/notifications', token: teacher.token });
    expect(mine.json().unreadCount).toBe(0);
  });
});

describe('author comments', () => {
  it('lets only the author comment (403 for others, admins included)', async () => {
    const question = await newQuestion();
    expect((await comment(author, question.id)).statusCode).toBe(200);
    for (const who of [learner, instructor, admin]) {
      const res = await comment(who, question.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DISCUSSION_MESSAGES.onlyAuthorComments);
    }
    expect((await comment(null, question.id)).statusCode).toBe(401);
    expect(await t.db.$count(discussionComments, eq(discussionComments.questionId, question.id))).toBe(1);
  });

  it('refuses an empty comment (400)', async () => {
    const question = await newQuestion();
    expect((await comment(author, question.id, '')).statusCode).toBe(400);
  });

  it('deletes a comment for its author or an admin; 403 for others; 404 once gone', async () => {
    const question = await newQuestion();
    const first = (await comment(author, question.id)).json().comment;
    const second = (await comment(author, question.id)).json().comment;
    const del = (who: SignedIn | null, id: string) =>
      t.request({ method: 'DELETE', url: `${api}/comments/${id}`, token: who?.token });
    expect((await del(null, first.id)).statusCode).toBe(401);
    for (const who of [learner, instructor]) {
      const res = await del(who, first.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DISCUSSION_MESSAGES.onlyCommentAuthorDeletes);
    }
    const mine = await del(author, first.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ deleted: true });
    expect((await del(admin, second.id)).statusCode).toBe(200);
    expect((await del(author, first.id)).statusCode).toBe(404);
    expect((await del(author, 'nope')).statusCode).toBe(404);
    expect((await detail(author, question.id)).json()).toMatchObject({
      comments: [],
      question: { commentsCount: 0 },
    });
  });
});

describe('accepting', () => {
  it('lets the author accept one answer, and change it', async () => {
    const { question, answer: first } = await answered();
    t.clock.advance(1000);
    const second = (await answer(admin, question.id)).json().answer;
    const res = await accept(author, question.id, first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().question.hasAcceptedAnswer).toBe(true);
    expect(res.json().answers.map((a: { isAccepted: boolean }) => a.isAccepted)).toEqual([true, false]);
    const changed = await accept(author, question.id, second.id);
    expect(changed.json().answers.map((a: { isAccepted: boolean }) => a.isAccepted)).toEqual([false, true]);
    // Accepting the accepted answer again changes nothing.
    expect((await accept(author, question.id, second.id)).statusCode).toBe(200);
  });

  it('refuses everyone but the author (403), and guests (401)', async () => {
    const { question, answer: a } = await answered();
    for (const who of [learner, instructor, admin]) {
      const res = await accept(who, question.id, a.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DISCUSSION_MESSAGES.onlyAuthorAccepts);
    }
    expect((await accept(null, question.id, a.id)).statusCode).toBe(401);
  });

  it('refuses an answer of another question (409) and an unknown answer (404), changing nothing', async () => {
    const { question } = await answered();
    const other = await answered(learner);
    const res = await accept(author, question.id, other.answer.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DISCUSSION_MESSAGES.answerOfAnotherQuestion);
    expect((await accept(author, question.id, randomUUID())).statusCode).toBe(404);
    expect((await accept(author, question.id, 'x')).statusCode).toBe(404);
    expect((await detail(author, question.id)).json().question.hasAcceptedAnswer).toBe(false);
    expect((await detail(learner, other.question.id)).json().question.hasAcceptedAnswer).toBe(false);
  });

  it('keeps one accepted answer when two accepts race', async () => {
    const { question, answer: first } = await answered();
    const second = (await answer(instructor, question.id)).json().answer;
    const results = await Promise.all([
      accept(author, question.id, first.id),
      accept(author, question.id, second.id),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const accepted = await t.db
      .select()
      .from(discussionAnswers)
      .where(eq(discussionAnswers.questionId, question.id));
    expect(accepted.filter((a) => a.isAccepted)).toHaveLength(1);
  });
});

describe('closing and locking', () => {
  it.each(['close', 'lock'] as const)(
    '%s: admins only; then no answers, comments or accepts (409)',
    async (action) => {
      const { question, answer: a } = await answered();
      for (const who of [author, learner])
        expect((await moderate(who, question.id, action)).statusCode).toBe(403);
      expect((await moderate(instructor, question.id, action)).statusCode).toBe(403);
      expect((await moderate(null, question.id, action)).statusCode).toBe(401);
      const res = await moderate(admin, question.id, action);
      expect(res.statusCode).toBe(200);
      const status = action === 'close' ? 'closed' : 'locked';
      expect(res.json().question.status).toBe(status);
      const message = action === 'close' ? DISCUSSION_MESSAGES.closed : DISCUSSION_MESSAGES.locked;
      for (const attempt of [
        answer(instructor, question.id),
        answer(admin, question.id),
        comment(author, question.id),
        accept(author, question.id, a.id),
      ]) {
        const refused = await attempt;
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(message);
      }
      expect((await detail(author, question.id)).json()).toMatchObject({
        question: { status, answersCount: 1, commentsCount: 0 },
      });
      // Reopened: back to answered (it has an answer), and writable again.
      const reopened = await moderate(admin, question.id, 'reopen');
      expect(reopened.json().question.status).toBe('answered');
      expect((await comment(author, question.id)).statusCode).toBe(200);
    },
  );

  it('reopens an unanswered question as open; 404 for an unknown question', async () => {
    const question = await newQuestion();
    await moderate(admin, question.id, 'lock');
    expect((await moderate(admin, question.id, 'reopen')).json().question.status).toBe('open');
    expect((await moderate(admin, randomUUID(), 'close')).statusCode).toBe(404);
  });
});

describe('the list', () => {
  let fresh: TestApp;
  let asker: SignedIn;
  let teacher: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    fresh = await buildTestApp();
    [asker, teacher] = await Promise.all([fresh.signIn('user'), fresh.signIn('instructor')]);
    const course = await createCourse(fresh.db, { ownerId: teacher.id, title: 'PLAB 1 Essentials' });
    ids.course = course.id;
    const post = async (key: string, title: string, body: string, extra: Payload = {}) => {
      fresh.clock.advance(60_000);
      const res = await fresh.request({
        method: 'POST',
        url: `${api}/questions`,
        token: asker.token,
        payload: { title, body, ...extra },
      });
      ids[key] = res.json().question.id;
    };
    await post('anaemia', 'Microcytic anaemia work-up', 'Ferritin is normal; what next?');
    await post('asthma', 'Acute asthma severity', 'Which features make an attack life-threatening?', {
      courseId: course.id,
    });
    await post('sepsis', 'Sepsis six timing', 'Is the hour counted from triage?');
    await post('stroke', 'Thrombolysis window', 'When is alteplase contraindicated?');
    fresh.clock.advance(60_000);
    // The oldest question gets the latest activity; asthma gets an answer.
    await fresh.request({
      method: 'POST',
      url: `${api}/questions/${ids.asthma}/answers`,
      token: teacher.token,
      payload: { body: 'Silent chest, cyanosis, poor respiratory effort.' },
    });
    fresh.clock.advance(60_000);
    await fresh.request({
      method: 'POST',
      url: `${api}/questions/${ids.anaemia}/answers`,
      token: teacher.token,
      payload: { body: 'Think thalassaemia trait: check haemoglobin electrophoresis.' },
    });
  });
  afterAll(() => fresh.close());

  const titles = async (query: Record<string, string> = {}) => {
    const res = await fresh.request({ method: 'GET', url: `${api}/questions`, query, token: asker.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { id: string }[]).map(
      (q) => Object.entries(ids).find(([, id]) => id === q.id)![0],
    );
  };

  it('sorts newest first by default, with the spec meta shape and page size 20', async () => {
    const res = await fresh.request({ method: 'GET', url: `${api}/questions`, token: asker.token });
    expect(res.json().meta).toEqual({ page: 1, limit: 20, hasNextPage: false, total: 4 });
    expect(await titles()).toEqual(['stroke', 'sepsis', 'asthma', 'anaemia']);
    expect(await titles({ sort: 'newest' })).toEqual(['stroke', 'sepsis', 'asthma', 'anaemia']);
  });

  it('sorts unanswered first (newest within each group) and by latest activity', async () => {
    expect(await titles({ sort: 'unanswered' })).toEqual(['stroke', 'sepsis', 'asthma', 'anaemia']);
    expect(await titles({ sort: 'active' })).toEqual(['anaemia', 'asthma', 'stroke', 'sepsis']);
  });

  it('filters by status and by related course', async () => {
    expect(await titles({ status: 'answered' })).toEqual(['asthma', 'anaemia']);
    expect(await titles({ status: 'open' })).toEqual(['stroke', 'sepsis']);
    expect(await titles({ courseId: ids.course! })).toEqual(['asthma']);
    expect(await titles({ status: 'open', courseId: ids.course! })).toEqual([]);
  });

  it('searches title and body with word endings and partial words', async () => {
    expect(await titles({ q: 'anaemia' })).toEqual(['anaemia']);
    expect(await titles({ q: 'ferritin' })).toEqual(['anaemia']);
    expect(await titles({ q: 'contraindications' })).toEqual(['stroke']);
    expect(await titles({ q: 'thrombo' })).toEqual(['stroke']);
    expect(await titles({ q: 'lysis' })).toEqual(['stroke']);
    expect(await titles({ q: 'asthma attack' })).toEqual(['asthma']);
    expect(await titles({ q: 'nothing-like-this' })).toEqual([]);
    expect(await titles({ q: '%' })).toEqual([]);
  });

  it('pages with limit and hasNextPage', async () => {
    const res = await fresh.request({
      method: 'GET',
      url: `${api}/questions`,
      query: { limit: '3', page: '2' },
      token: asker.token,
    });
    expect(res.json().meta).toEqual({ page: 2, limit: 3, hasNextPage: false, total: 4 });
    expect(res.json().items).toHaveLength(1);
  });

  it.each([
    [{ sort: 'oldest' }, 'sort'],
    [{ status: 'closed' }, 'status'],
    [{ page: '0' }, 'page'],
    [{ limit: '51' }, 'limit'],
    [{ courseId: 'abc' }, 'courseId'],
  ])('refuses %o with 400 naming %s', async (query, field) => {
    const res = await fresh.request({ method: 'GET', url: `${api}/questions`, query, token: asker.token });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });
});

describe('account deletion hooks', () => {
  it('exports what the person wrote, then anonymises it: posts stay, shown as Deleted user', async () => {
    const person = await t.signIn('instructor', { name: 'Leaving Person' });
    const question = await newQuestion(person);
    const reply = (await answer(person, question.id, 'My own answer')).json().answer;
    await comment(person, question.id, 'My comment');
    const data = await exportDiscussionData(t.db, person.id);
    expect(data.questions.map((q) => q.id)).toEqual([question.id]);
    expect(data.answers).toMatchObject([{ id: reply.id, body: 'My own answer' }]);
    expect(data.comments).toMatchObject([{ body: 'My comment' }]);

    const counts = await t.db.transaction((tx) => anonymiseDiscussionAuthor(tx, person.id));
    expect(counts).toEqual({ questions: 1, answers: 1, comments: 1 });
    await t.db.delete(users).where(eq(users.id, person.id));
    const body = (await detail(learner, question.id)).json();
    const deleted = { id: null, name: DELETED_USER_NAME, role: 'user' };
    expect(body.question.author).toEqual(deleted);
    expect(body.question.authorId).toBeNull();
    expect(body.answers[0].author).toEqual(deleted);
    expect(body.comments[0].author).toEqual(deleted);
    expect(await exportDiscussionData(t.db, person.id)).toEqual({ questions: [], answers: [], comments: [] });
    // Nobody is the author now: nobody can comment or accept.
    expect((await accept(learner, question.id, reply.id)).statusCode).toBe(403);
  });
});

describe('demo content', () => {
  it('seeds a dozen questions: answered by the demo instructor, some accepted, some unanswered', async () => {
    const { seedIfEmpty } = await import('../../cli/seed.ts');
    const fresh = await buildTestApp();
    try {
      expect(await seedIfEmpty(fresh.db)).toBe(true);
      const questions = await fresh.db.select().from(discussionQuestions);
      expect(questions).toHaveLength(12);
      expect(questions.filter((q) => q.status === 'open').length).toBeGreaterThanOrEqual(3);
      const answers = await fresh.db.select().from(discussionAnswers);
      expect(answers.filter((a) => a.isAccepted).length).toBeGreaterThanOrEqual(3);
      expect(answers.some((a) => !a.isAccepted)).toBe(true);
      expect(questions.some((q) => q.courseId !== null)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
