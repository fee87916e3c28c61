import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSessions, mailOutbox, purchases, tutoringSessions } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, TEST_PUBLIC_URL, type TestApp } from '../../test/helpers.ts';
import { dueWindow, sendDueReminders } from './service.ts';

// Wednesday 4 March 2026, noon UTC (London on GMT).
const NOW = new Date('2026-03-04T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let buyer: SignedIn;
let quietBuyer: SignedIn;
let learner: SignedIn;
let lateLearner: SignedIn;
let tutor: SignedIn;
const everyone = () => [buyer, quietBuyer, learner, lateLearner, tutor].map((u) => u.id);

const reminders = async () =>
  (
    await t.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'session_reminder'), inArray(mailOutbox.userId, everyone())))
  ).sort((a, b) => `${a.to}${a.subject}`.localeCompare(`${b.to}${b.subject}`));

async function liveSession(title: string, startAt: Date, canceled = false) {
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      hostUserId: tutor.id,
      title,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      pricingType: 'paid',
      priceMinor: 1500,
      canceledAt: canceled ? new Date(NOW.getTime() - HOUR) : null,
      createdAt: new Date(NOW.getTime() - 7 * DAY),
    })
    .returning();
  return row!;
}

const buy = (userId: string, itemId: string, at: Date) =>
  t.db.insert(purchases).values({
    userId,
    kind: 'live_session',
    itemId,
    amountMinor: 1500,
    currency: 'GBP',
    purchasedAt: at,
  });

async function tutoring(learnerId: string, startAt: Date, bookedAt: Date) {
  const [row] = await t.db
    .insert(tutoringSessions)
    .values({
      tutorId: tutor.id,
      learnerId,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      status: 'confirmed',
      amountMinor: 4000,
      currency: 'GBP',
      createdAt: bookedAt,
      updatedAt: bookedAt,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [buyer, quietBuyer, learner, lateLearner, tutor] = await Promise.all([
    t.signIn('user', { name: 'Bea Buyer' }),
    t.signIn('user', { name: 'Quinn Quiet' }),
    t.signIn('user', { name: 'Lena Learner' }),
    t.signIn('user', { name: 'Lou Late' }),
    t.signIn('instructor', { name: 'Dr Tutor' }),
  ]);
  // Quinn turns reminders off on the account page.
  const off = await t.request({
    method: 'PATCH',
    url: '/api/me/account',
    token: quietBuyer.token,
    payload: { remindersEnabled: false },
  });
  expect(off.statusCode, off.body).toBe(200);
  expect(off.json().account.remindersEnabled).toBe(false);

  const twoDaysAgo = new Date(NOW.getTime() - 2 * DAY);
  const webinar = await liveSession('Cardiology webinar', new Date('2026-03-05T12:00:00Z'));
  await buy(buyer.id, webinar.id, twoDaysAgo);
  await buy(quietBuyer.id, webinar.id, twoDaysAgo);
  const canceled = await liveSession('Canceled webinar', new Date('2026-03-05T12:00:00Z'), true);
  await buy(buyer.id, canceled.id, twoDaysAgo);
  // Booked three days ahead: both reminders, both sides.
  await tutoring(learner.id, new Date('2026-03-05T10:00:00Z'), new Date(NOW.getTime() - 3 * DAY));
  // Booked an hour ago for tonight (less than 24 hours ahead): only the 1-hour reminder.
  await tutoring(lateLearner.id, new Date('2026-03-04T20:00:00Z'), new Date(NOW.getTime() - HOUR));
});
afterAll(() => t.close());

describe('session reminders', () => {
  it('sends the 24-hour reminders once, even when two runs start together', async () => {
    const [a, b] = await Promise.all([sendDueReminders(t.app.deps), sendDueReminders(t.app.deps)]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    const mails = await reminders();
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      [
        [buyer.email, 'Reminder: Cardiology webinar starts tomorrow'],
        // The webinar's host (docs/decisions/670).
        [tutor.email, 'Reminder: Cardiology webinar starts tomorrow'],
        [learner.email, 'Reminder: Your tutoring session with Dr Tutor starts tomorrow'],
        [tutor.email, 'Reminder: Your tutoring session with Lena Learner starts tomorrow'],
      ].sort((x, y) => `${x[0]}${x[1]}`.localeCompare(`${y[0]}${y[1]}`)),
    );
    const webinar = mails.find((m) => m.to === buyer.email)!;
    expect(webinar.text).toContain(`${TEST_PUBLIC_URL}/live/`);
    expect(webinar.text).toContain(`${TEST_PUBLIC_URL}/me/account`);
    const tutoringMail = mails.find((m) => m.to === tutor.email && m.subject.includes('tutoring'))!;
    expect(tutoringMail.text).toContain(`${TEST_PUBLIC_URL}/me/tutor/sessions`);
  });

  it('does not send them again on a second run or after a restart', async () => {
    expect((await sendDueReminders(t.app.deps)).sent).toBe(0);
    t.clock.set(new Date(NOW.getTime() + 30 * 60_000));
    expect((await sendDueReminders(t.app.deps)).sent).toBe(0);
    expect(await reminders()).toHaveLength(4);
  });

  it('gives a session booked less than 24 hours ahead only the 1-hour reminder, to both sides', async () => {
    t.clock.set('2026-03-04T19:05:00Z');
    expect((await sendDueReminders(t.app.deps)).sent).toBe(2);
    const late = (await reminders()).filter((m) => m.subject.endsWith('starts in one hour'));
    expect(late.map((m) => m.to).sort()).toEqual([lateLearner.email, tutor.email].sort());
    expect((await reminders()).filter((m) => m.to === lateLearner.email)).toHaveLength(1);
  });

  it('sends the 1-hour reminders once; never for a canceled session or to someone who turned them off', async () => {
    t.clock.set('2026-03-05T09:10:00Z');
    expect((await sendDueReminders(t.app.deps)).sent).toBe(2);
    t.clock.set('2026-03-05T11:10:00Z');
    expect((await sendDueReminders(t.app.deps)).sent).toBe(2);
    expect((await sendDueReminders(t.app.deps)).sent).toBe(0);
    const mails = await reminders();
    expect(mails.filter((m) => m.subject.includes('Canceled webinar'))).toHaveLength(0);
    expect(mails.filter((m) => m.to === quietBuyer.email)).toHaveLength(0);
    expect(mails.filter((m) => m.to === buyer.email).map((m) => m.subject)).toEqual([
      'Reminder: Cardiology webinar starts in one hour',
      'Reminder: Cardiology webinar starts tomorrow',
    ]);
    expect(mails.filter((m) => m.to === learner.email)).toHaveLength(2);
    expect(mails.filter((m) => m.to === tutor.email)).toHaveLength(5);
    t.clock.set('2026-03-05T12:30:00Z');
    expect((await sendDueReminders(t.app.deps)).sent).toBe(0);
  });

  it('refuses a setting that is not true or false, naming the field', async () => {
    t.clock.set(NOW); // the access tokens' 15 minutes
    const res = await t.request({
      method: 'PATCH',
      url: '/api/me/account',
      token: buyer.token,
      payload: { remindersEnabled: 'no' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['remindersEnabled']);
    const account = await t.request({ method: 'GET', url: '/api/me/account', token: buyer.token });
    expect(account.json().account.remindersEnabled).toBe(true);
  });

  it('picks the window by the time left and when the place was taken', () => {
    const startAt = new Date('2026-03-05T12:00:00Z');
    const early = new Date('2026-03-01T00:00:00Z');
    expect(dueWindow({ startAt, heldSince: early }, new Date('2026-03-04T11:59:00Z'))).toBeNull();
    expect(dueWindow({ startAt, heldSince: early }, new Date('2026-03-04T12:00:00Z'))).toBe('24h');
    expect(dueWindow({ startAt, heldSince: early }, new Date('2026-03-05T11:00:00Z'))).toBe('1h');
    expect(dueWindow({ startAt, heldSince: early }, new Date('2026-03-05T12:00:00Z'))).toBeNull();
    const lateBooking = new Date('2026-03-05T02:00:00Z');
    expect(dueWindow({ startAt, heldSince: lateBooking }, new Date('2026-03-05T03:00:00Z'))).toBeNull();
    expect(dueWindow({ startAt, heldSince: lateBooking }, new Date('2026-03-05T11:30:00Z'))).toBe('1h');
    const lastMinute = new Date('2026-03-05T11:30:00Z');
    expect(dueWindow({ startAt, heldSince: lastMinute }, new Date('2026-03-05T11:31:00Z'))).toBeNull();
  });
});
