import { QBANK_MESSAGES, REVISION_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, bankQuiz, mcqs, pick, uniqueTopic } from '../../test/qbank-fixtures.ts';

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
  api = bankApi(t);
  owner = await t.signIn('instructor', { name: 'Dr Plan' });
});
afterAll(() => t.close());

describe('the study plan', () => {
  it('refuses a bad exam or date with a 400 naming the field', async () => {
    const learner = await t.signIn();
    const cases: [object, string, string][] = [
      [{ exam: 'PLAB 3', examDate: '2026-06-01' }, 'exam', QBANK_MESSAGES.examInvalid],
      [{ exam: 'PLAB 1', examDate: '2026-02-30' }, 'examDate', REVISION_MESSAGES.examDate],
      [{ exam: 'PLAB 1', examDate: '2026-03-02' }, 'examDate', REVISION_MESSAGES.examDateNotAfterToday],
      [{ exam: 'PLAB 1', examDate: '2028-03-03' }, 'examDate', REVISION_MESSAGES.examDateTooFar],
      [{ exam: 'PLAB 1', examDate: '2026-06-01', minutesPerDay: 4 }, 'minutesPerDay', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('PUT', '/me/study-plan', learner, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    expect(
      (await api('PUT', '/me/study-plan', learner, { exam: 'PLAB 1', examDate: '2028-03-02' })).statusCode,
    ).toBe(200);
  });

  it("spreads the exam's unseen questions, counts today's work, and is deleted", async () => {
    const topic = uniqueTopic('Plan');
    await bankQuiz(t, owner.id, mcqs(30, topic), { exam: 'MRCS Part A' });
    await bankQuiz(t, owner.id, mcqs(5, topic), { exam: 'MRCP Part 1' });
    const learner = await t.signIn();
    expect((await api('GET', '/me/study-plan', learner)).json()).toEqual({ plan: null });
    // 22 days to the exam: new questions today … day 15 (16 days); 30 = 1 × 16 + 14.
    const saved = await api('PUT', '/me/study-plan', learner, {
      exam: 'MRCS Part A',
      examDate: '2026-03-24',
      minutesPerDay: 45,
    });
    expect(saved.statusCode).toBe(200);
    const plan = saved.json().plan;
    expect(plan).toMatchObject({ exam: 'MRCS Part A', examDate: '2026-03-24', minutesPerDay: 45 });
    expect(plan.days).toHaveLength(23);
    expect(plan.days[0]).toEqual({ date: '2026-03-02', newQuestions: 2, reviews: 0 });
    expect(plan.days.reduce((a: number, d: { newQuestions: number }) => a + d.newQuestions, 0)).toBe(30);
    expect(plan.days.slice(16).every((d: { newQuestions: number }) => d.newQuestions === 0)).toBe(true);
    expect(plan.today).toEqual({ newQuestions: 2, reviews: 0, doneNew: 0, doneReviews: 0 });
    // Two questions of the exam answered today: done, and today's target stays as it was.
    const session = (
      await api('POST', '/qbank/sessions', learner, {
        exam: 'MRCS Part A',
        status: 'all',
        count: 2,
        mode: 'tutor',
      })
    ).json().session;
    for (const q of session.questions)
      await api('PUT', `/qbank/sessions/${session.id}/answers/${q.id}`, learner, pick('A'));
    const today = (await api('GET', '/me/study-plan', learner)).json().plan.today;
    expect(today).toEqual({ newQuestions: 2, reviews: 0, doneNew: 2, doneReviews: 0 });
    // Tomorrow: 28 unseen over 15 days (1 × 15 + 13); the two wrong answers are reviews due today (overdue).
    t.clock.set(new Date('2026-03-03T08:00:00Z'));
    const token = await t.app.deps.tokens.sign({ id: learner.id, role: learner.role, tokenVersion: 0 });
    const next = (await api('GET', '/me/study-plan', { ...learner, token })).json().plan;
    expect(next.days).toHaveLength(22);
    expect(next.today).toEqual({ newQuestions: 0, reviews: 2, doneNew: 0, doneReviews: 0 });
    expect(next.days.reduce((a: number, d: { newQuestions: number }) => a + d.newQuestions, 0)).toBe(28);
    expect((await api('DELETE', '/me/study-plan', { ...learner, token })).statusCode).toBe(204);
    expect((await api('GET', '/me/study-plan', { ...learner, token })).json()).toEqual({ plan: null });
  });
});
