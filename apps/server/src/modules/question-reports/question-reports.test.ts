import { AUDIT_ACTIONS, QUESTION_REPORT_MESSAGES, questionReportNoticeBody } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, uniqueTopic } from '../../test/qbank-fixtures.ts';
import { openQuestionReportCount } from './index.ts';

let t: TestApp;
let api: ReturnType<typeof bankApi>;
let author: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  api = bankApi(t);
  [author, admin] = await Promise.all([t.signIn('instructor', { name: 'Dr Author' }), t.signIn('admin')]);
});
afterAll(() => t.close());

/** A quiz of `n` questions by `owner` in a topic of its own; returns the question ids in order. */
async function questionsBy(owner: SignedIn, n = 2) {
  const topic = uniqueTopic('Reports');
  const { questions } = await bankQuiz(t, owner.id, mcqs(n, topic));
  return { topic, ids: questions.map((q) => q.id) };
}

/** The learner answers every question of the topic in a tutor bank session. */
async function answerAll(learner: SignedIn, topic: string) {
  const res = await api('POST', '/qbank/sessions', learner, {
    topics: [topic],
    status: 'all',
    count: 100,
    mode: 'tutor',
  });
  expect(res.statusCode).toBe(201);
  const session = res.json().session as { id: string; questions: { id: string }[] };
  for (const q of session.questions)
    expect(
      (await api('PUT', `/qbank/sessions/${session.id}/answers/${q.id}`, learner, pick('A'))).statusCode,
    ).toBe(200);
}

const report = (
  who: SignedIn,
  questionId: string,
  body: object = { reason: 'wrong_answer', text: 'B is wrong' },
) => api('POST', `/questions/${questionId}/reports`, who, body);
const list = (who: SignedIn, query = '') => api('GET', `/instructor/question-reports${query}`, who);
const resolve = (
  who: SignedIn,
  id: string,
  body: object = { outcome: 'fixed', reply: 'Thanks, corrected.' },
) => api('POST', `/instructor/question-reports/${id}/resolve`, who, body);

describe('reporting a question', () => {
  it('is for someone who has answered it: others get 403 with a message, a guest 401, an unknown question 404', async () => {
    const { topic, ids } = await questionsBy(author);
    const [learner, stranger] = await Promise.all([t.signIn(), t.signIn()]);
    await answerAll(learner, topic);
    const refused = await report(stranger, ids[0]!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(QUESTION_REPORT_MESSAGES.notAnswered);
    expect(
      (await api('POST', `/questions/${ids[0]}/reports`, undefined, { reason: 'typo', text: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await report(learner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const created = await report(learner, ids[0]!, { reason: 'unclear', text: '  Which lobe?  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().report).toMatchObject({
      questionId: ids[0],
      reason: 'unclear',
      text: 'Which lobe?',
      status: 'open',
      outcome: null,
      reply: null,
      prompt: `${topic} question 1`,
    });
  });

  it('names the bad fields in a 400', async () => {
    const { topic, ids } = await questionsBy(author, 1);
    const learner = await t.signIn();
    await answerAll(learner, topic);
    const bad = await report(learner, ids[0]!, { reason: 'boring', text: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      reason: QUESTION_REPORT_MESSAGES.reasonRequired,
      text: QUESTION_REPORT_MESSAGES.textRequired,
    });
  });

  it('refuses a second open report by the same person on the same question (409), allows one after resolving', async () => {
    const { topic, ids } = await questionsBy(author, 1);
    const [learner, other] = await Promise.all([t.signIn(), t.signIn()]);
    await answerAll(learner, topic);
    await answerAll(other, topic);
    const [a, b] = await Promise.all([report(learner, ids[0]!), report(learner, ids[0]!)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const dup = a.statusCode === 409 ? a : b;
    expect(dup.json().message).toBe(QUESTION_REPORT_MESSAGES.duplicate);
    expect((await report(other, ids[0]!)).statusCode).toBe(201);
    const first = (a.statusCode === 201 ? a : b).json().report.id;
    expect((await resolve(author, first)).statusCode).toBe(200);
    expect((await report(learner, ids[0]!)).statusCode).toBe(201);
  });
});

describe('the author’s list', () => {
  it('shows the author only reports on their questions, an admin every one, another instructor none; a learner 403', async () => {
    const otherAuthor = await t.signIn('instructor');
    const mine = await questionsBy(author, 1);
    const theirs = await questionsBy(otherAuthor, 1);
    const learner = await t.signIn();
    await answerAll(learner, mine.topic);
    await answerAll(learner, theirs.topic);
    const openBefore = await openQuestionReportCount(t.db);
    const onMine = (await report(learner, mine.ids[0]!)).json().report.id;
    const onTheirs = (await report(learner, theirs.ids[0]!, { reason: 'typo', text: 'Spelling' })).json()
      .report.id;

    // Open reports over every author: two more than before.
    expect(await openQuestionReportCount(t.db)).toBe(openBefore + 2);
    const authorIds = (await list(author)).json().items.map((r: { id: string }) => r.id);
    expect(authorIds).toContain(onMine);
    expect(authorIds).not.toContain(onTheirs);
    const other = (await list(otherAuthor)).json();
    expect(other.items.map((r: { id: string }) => r.id)).toEqual([onTheirs]);
    expect(other.meta.total).toBe(1);
    const adminIds = (await list(admin, '?limit=50')).json().items.map((r: { id: string }) => r.id);
    expect(adminIds).toEqual(expect.arrayContaining([onMine, onTheirs]));
    expect((await list(learner)).statusCode).toBe(403);
    const bad = await list(author, '?status=closed');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['status']);

    // Another instructor cannot resolve the author's report, and is not told it exists.
    const foreign = await resolve(otherAuthor, onMine);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(QUESTION_REPORT_MESSAGES.notFound);
    expect((await resolve(learner, onMine)).statusCode).toBe(403);
    // An admin may resolve anyone's.
    expect(
      (await resolve(admin, onTheirs, { outcome: 'not_changed', reply: 'It is correct.' })).statusCode,
    ).toBe(200);
  });
});

describe('resolving a report', () => {
  it('moves it to resolved, tells the reporter in the bell and writes one audit entry', async () => {
    const { topic, ids } = await questionsBy(author, 1);
    const learner = await t.signIn();
    await answerAll(learner, topic);
    const id = (await report(learner, ids[0]!)).json().report.id as string;
    const openBefore = await openQuestionReportCount(t.db);

    const bad = await resolve(author, id, { outcome: 'maybe', reply: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      outcome: QUESTION_REPORT_MESSAGES.outcomeRequired,
      reply: QUESTION_REPORT_MESSAGES.replyRequired,
    });

    t.clock.set(new Date('2026-11-20T09:30:00Z'));
    const done = await resolve(author, id, { outcome: 'fixed', reply: 'Corrected the key to C.' });
    t.clock.set(new Date());
    expect(done.statusCode).toBe(200);
    expect(done.json().report).toMatchObject({
      id,
      status: 'resolved',
      outcome: 'fixed',
      reply: 'Corrected the key to C.',
      resolvedAt: '2026-11-20T09:30:00.000Z',
    });
    expect(await openQuestionReportCount(t.db)).toBe(openBefore - 1);
    expect((await list(author)).json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await list(author, '?status=resolved')).json().items.map((r: { id: string }) => r.id)).toContain(
      id,
    );

    const bell = (await api('GET', '/me/notifications', learner)).json();
    expect(bell.unreadCount).toBe(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'question_report_resolved',
      title: QUESTION_REPORT_MESSAGES.notificationTitle,
      body: questionReportNoticeBody('fixed', 'Corrected the key to C.'),
    });

    const again = await resolve(author, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUESTION_REPORT_MESSAGES.alreadyResolved);

    const trail = (await api('GET', `/admin/audit?targetKind=question_report&targetId=${id}`, admin)).json();
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      action: AUDIT_ACTIONS.questionReportResolved,
      actor: { id: author.id },
      at: '2026-11-20T09:30:00.000Z',
      changes: { status: ['open', 'resolved'], outcome: [null, 'fixed'] },
    });
    // The refused repeat wrote neither a second entry nor a second notice.
    expect((await api('GET', '/me/notifications', learner)).json().items).toHaveLength(1);
  });

  it('two resolutions at once: one wins; one entry, one notice', async () => {
    const { topic, ids } = await questionsBy(author, 1);
    const learner = await t.signIn();
    await answerAll(learner, topic);
    const id = (await report(learner, ids[0]!)).json().report.id as string;
    const codes = (await Promise.all([resolve(author, id), resolve(admin, id)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    expect(
      (await api('GET', `/admin/audit?targetKind=question_report&targetId=${id}`, admin)).json().items,
    ).toHaveLength(1);
    expect((await api('GET', '/me/notifications', learner)).json().items).toHaveLength(1);
  });
});

describe('personal data', () => {
  it('exports the learner’s reports, and deleting the account removes them', async () => {
    const { topic, ids } = await questionsBy(author, 1);
    const leaving = await t.signIn();
    await answerAll(leaving, topic);
    const id = (await report(leaving, ids[0]!, { reason: 'outdated', text: 'Guideline changed' })).json()
      .report.id;
    const data = (await api('GET', '/me/export', leaving)).json();
    expect(data.questionReports).toMatchObject([
      { questionId: ids[0], reason: 'outdated', text: 'Guideline changed', status: 'open' },
    ]);
    const gone = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: leaving.token,
      payload: { password: 'correct-horse-battery-staple' },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await list(admin, '?limit=50')).json().items.map((r: { id: string }) => r.id)).not.toContain(id);
  });
});
