import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, TEST_PUBLIC_URL, type TestApp } from '../../test/helpers.ts';
import { listTutor, payLocally, slotAt, TUTOR_TEST_NOW } from '../../test/tutor-fixtures.ts';

const NOW = TUTOR_TEST_NOW;

let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;

type Who = SignedIn | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, ...(who ? { token: who.token } : {}), ...(payload ? { payload } : {}) });

const slot = slotAt;

async function bookAndPay(who: SignedIn, when: { startAt: string; endAt: string }) {
  const res = await call(who, 'POST', `/api/tutors/${tutor.id}/checkout`, when);
  expect(res.statusCode, res.body).toBe(200);
  const checkout = res.json() as { sessionId: string; tutoringSessionId: string };
  await payLocally(t, checkout.sessionId);
  // The learner's confirm call fulfils again (idempotent): nobody is told twice.
  const confirm = await call(who, 'POST', `/api/me/tutoring-sessions/${checkout.tutoringSessionId}/confirm`, {
    sessionId: checkout.sessionId,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return checkout.tutoringSessionId;
}

const tutorMail = (template: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, tutor.id), eq(mailOutbox.template, template)));
const tutorNotices = (kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, tutor.id), eq(notifications.kind, kind)));

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [tutor, learner] = await Promise.all([
    t.signIn('instructor', { name: 'Dr Tutor' }),
    t.signIn('user', { name: 'Lena Learner' }),
  ]);
  await listTutor(t, tutor);
});
afterAll(() => t.close());

describe('the tutor is told of every booking, cancel request and reschedule', () => {
  let id: string;

  it('a paid booking queues a mail to the tutor and a notice in the bell', async () => {
    id = await bookAndPay(learner, slot('2026-03-05T10:00:00Z'));
    const [mail, ...more] = await tutorMail('tutor_booked');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to: tutor.email, subject: 'New booking: Lena Learner' });
    expect(mail!.text).toContain('Thursday, 5 March 2026, 10:00–11:00 (Europe/London)');
    expect(mail!.text).toContain('https://zoom.us/j/1');
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/me/tutor/sessions`);
    const [notice] = await tutorNotices('tutor_session_booked');
    expect(notice).toMatchObject({ title: 'New booking: Lena Learner', link: '/me/tutor/sessions' });
    const bell = await call(tutor, 'GET', '/api/me/notifications');
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json().items.map((n: { kind: string }) => n.kind)).toContain('tutor_session_booked');
  });

  it('a reschedule queues a mail with the old and new times, and a notice', async () => {
    const res = await call(learner, 'PATCH', `/api/me/tutoring-sessions/${id}/reschedule`, {
      ...slot('2026-03-05T14:00:00Z'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await tutorMail('tutor_rescheduled');
    expect(mail!.subject).toBe('Lena Learner moved a session');
    expect(mail!.text).toContain('Was: Thursday, 5 March 2026, 10:00–11:00 (Europe/London)');
    expect(mail!.text).toContain('Now: Thursday, 5 March 2026, 14:00–15:00 (Europe/London)');
    expect(await tutorNotices('tutor_session_rescheduled')).toHaveLength(1);
  });

  it('a refused reschedule tells nobody', async () => {
    const res = await call(learner, 'PATCH', `/api/me/tutoring-sessions/${id}/reschedule`, {
      ...slot('2026-03-05T20:00:00Z'),
    });
    expect(res.statusCode).toBe(400);
    expect(await tutorMail('tutor_rescheduled')).toHaveLength(1);
  });

  it('a cancel request queues a mail with the reason, and a notice; a second request is 409 and silent', async () => {
    const res = await call(learner, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, {
      reason: 'Exam moved',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await tutorMail('tutor_cancel_requested');
    expect(mail!.subject).toBe('Lena Learner asks to cancel a session');
    expect(mail!.text).toContain('Reason: Exam moved');
    const [notice] = await tutorNotices('tutor_cancel_requested');
    expect(notice!.body).toContain('Reason: Exam moved');
    const again = await call(learner, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(await tutorMail('tutor_cancel_requested')).toHaveLength(1);
  });

  it('the tutor’s sessions answer carries what the card needs', async () => {
    const res = await call(tutor, 'GET', '/api/me/tutor/sessions');
    const s = res.json().items.find((i: { id: string }) => i.id === id);
    expect(s).toMatchObject({
      learner: { name: 'Lena Learner' },
      startAt: '2026-03-05T14:00:00.000Z',
      endAt: '2026-03-05T15:00:00.000Z',
      meetingProvider: 'zoom',
      meetingLink: 'https://zoom.us/j/1',
      calendarUrl: `/api/me/tutoring-sessions/${id}/calendar.ics`,
    });
    const ics = await call(tutor, 'GET', s.calendarUrl);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('DTSTART:20260305T140000Z');
  });
});

describe('an approved cancel request is told in the bell', () => {
  const bell = async (who: SignedIn) =>
    (await call(who, 'GET', '/api/me/notifications')).json().items as {
      kind: string;
      title: string;
      body: string | null;
      link: string;
    }[];
  const approvals = async (who: SignedIn) =>
    (await bell(who)).filter((n) => n.kind === 'tutor_cancel_approved');

  it('the tutor approves: the learner is told the session is cancelled and refunded; the tutor is not told', async () => {
    const other = await t.signIn('user', { name: 'Omar Other' });
    const id = await bookAndPay(other, slot('2026-03-05T11:00:00Z'));
    const asked = await call(other, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, {
      reason: 'Ill',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await approvals(other)).toEqual([]);
    const approved = await call(tutor, 'PATCH', `/api/me/tutor/sessions/${id}/approve-cancel`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await approvals(other)).toEqual([
      expect.objectContaining({
        title: 'Dr Tutor cancelled your session',
        body: 'Thursday, 5 March 2026, 11:00–12:00 (Europe/London). Your payment is refunded.',
        link: '/me/sessions',
      }),
    ]);
    expect(await approvals(tutor)).toEqual([]);
    // A second approval is refused and tells nobody again.
    expect((await call(tutor, 'PATCH', `/api/me/tutor/sessions/${id}/approve-cancel`)).statusCode).toBe(409);
    expect(await approvals(other)).toHaveLength(1);
  });

  it('an admin approves: the learner and the tutor are both told', async () => {
    const admin = await t.signIn('admin');
    const other = await t.signIn('user', { name: 'Ada Asker' });
    const id = await bookAndPay(other, slot('2026-03-05T12:00:00Z'));
    await call(other, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, { reason: 'Moved' });
    const approved = await call(admin, 'PATCH', `/api/me/tutor/sessions/${id}/approve-cancel`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await approvals(other)).toHaveLength(1);
    expect(await approvals(tutor)).toEqual([
      expect.objectContaining({
        title: "Ada Asker's cancel request was approved",
        body: 'Thursday, 5 March 2026, 12:00–13:00 (Europe/London). The learner is refunded.',
        link: '/me/tutor/sessions',
      }),
    ]);
    expect(await approvals(admin)).toEqual([]);
  });
});
