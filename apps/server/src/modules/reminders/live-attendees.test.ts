import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership } from '../../db/factories.ts';
import { liveSessions, mailOutbox, purchases } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { sendDueReminders } from './service.ts';

// Who is reminded of a live session besides its buyers (docs/decisions/670): members when the session is free
// for members, and the host; each once.
const NOW = new Date('2026-03-04T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-03-05T12:00:00.000Z');

let t: TestApp;
let host: SignedIn;
let member: SignedIn;
let lifetimeMember: SignedIn;
let buyingMember: SignedIn;
let newMember: SignedIn;
let lapsingMember: SignedIn;
let pastDueMember: SignedIn;
let quietMember: SignedIn;
let someone: SignedIn;
let membersFreeId: string;
const everyone = () =>
  [
    host,
    member,
    lifetimeMember,
    buyingMember,
    newMember,
    lapsingMember,
    pastDueMember,
    quietMember,
    someone,
  ].map((u) => u.id);

const reminders = async () =>
  (
    await t.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'session_reminder'), inArray(mailOutbox.userId, everyone())))
  )
    .map((m) => `${m.to} ${m.subject}`)
    .sort();

async function liveSession(
  title: string,
  values: { membersAccess: 'none' | 'free' | 'paid'; pricingType?: 'free' | 'paid' },
) {
  const pricingType = values.pricingType ?? 'paid';
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      hostUserId: host.id,
      title,
      startAt: START,
      endAt: new Date(START.getTime() + HOUR),
      pricingType,
      priceMinor: pricingType === 'paid' ? 1500 : 0,
      membersAccess: values.membersAccess,
      createdAt: new Date(NOW.getTime() - 7 * DAY),
    })
    .returning();
  return row!;
}

const mail = (user: SignedIn, title: string, when: 'tomorrow' | 'in one hour') =>
  `${user.email} Reminder: ${title} starts ${when}`;

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [
    host,
    member,
    lifetimeMember,
    buyingMember,
    newMember,
    lapsingMember,
    pastDueMember,
    quietMember,
    someone,
  ] = await Promise.all([
    t.signIn('instructor', { name: 'Hana Host' }),
    t.signIn('user', { name: 'Mo Member' }),
    t.signIn('user', { name: 'Lia Lifetime' }),
    t.signIn('user', { name: 'Bo Bought' }),
    t.signIn('user', { name: 'Nia New' }),
    t.signIn('user', { name: 'Lars Lapsing' }),
    t.signIn('user', { name: 'Pat Pastdue' }),
    t.signIn('user', { name: 'Quin Quiet' }),
    t.signIn('user', { name: 'Sam Someone' }),
  ]);
  const monthAgo = new Date(NOW.getTime() - 30 * DAY);
  await createMembership(t.db, { userId: member.id, start: monthAgo });
  await createMembership(t.db, { userId: lifetimeMember.id, plan: 'lifetime', start: monthAgo });
  await createMembership(t.db, { userId: buyingMember.id, start: monthAgo });
  // Joins two hours from now, inside the 24-hour window: only the 1-hour reminder.
  await createMembership(t.db, { userId: newMember.id, start: new Date(NOW.getTime() + 2 * HOUR) });
  // Ends before the session starts: cannot attend through the membership.
  await createMembership(t.db, {
    userId: lapsingMember.id,
    start: monthAgo,
    end: new Date(NOW.getTime() + HOUR),
  });
  await createMembership(t.db, { userId: pastDueMember.id, start: monthAgo, status: 'past_due' });
  await createMembership(t.db, { userId: quietMember.id, start: monthAgo });
  const off = await t.request({
    method: 'PATCH',
    url: '/api/me/account',
    token: quietMember.token,
    payload: { remindersEnabled: false },
  });
  expect(off.statusCode, off.body).toBe(200);

  const membersFree = await liveSession('Members webinar', { membersAccess: 'free' });
  membersFreeId = membersFree.id;
  // Bought before the session became free for members: a member with two ways in.
  await t.db.insert(purchases).values({
    userId: buyingMember.id,
    kind: 'live_session',
    itemId: membersFree.id,
    amountMinor: 1500,
    currency: 'GBP',
    purchasedAt: new Date(NOW.getTime() - 2 * DAY),
  });
  await liveSession('Paid webinar', { membersAccess: 'paid' });
  await liveSession('Open webinar', { membersAccess: 'free', pricingType: 'free' });
});
afterAll(() => t.close());

describe('live-session reminders for members and hosts', () => {
  it('reminds members of a members-free session and the host of each session, once each', async () => {
    const [a, b] = await Promise.all([sendDueReminders(t.app.deps), sendDueReminders(t.app.deps)]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(await reminders()).toEqual(
      [
        mail(member, 'Members webinar', 'tomorrow'),
        mail(lifetimeMember, 'Members webinar', 'tomorrow'),
        mail(buyingMember, 'Members webinar', 'tomorrow'),
        mail(host, 'Members webinar', 'tomorrow'),
        mail(host, 'Paid webinar', 'tomorrow'),
        mail(host, 'Open webinar', 'tomorrow'),
      ].sort(),
    );
    expect((await sendDueReminders(t.app.deps)).sent).toBe(0);
  });

  it('sends the 1-hour reminders once, to a member who joined inside the 24-hour window too', async () => {
    t.clock.set(new Date(START.getTime() - 50 * 60_000));
    expect((await sendDueReminders(t.app.deps)).sent).toBe(7);
    expect((await sendDueReminders(t.app.deps)).sent).toBe(0);
    const lastHour = (await reminders()).filter((m) => m.endsWith('starts in one hour'));
    expect(lastHour).toEqual(
      [
        mail(member, 'Members webinar', 'in one hour'),
        mail(lifetimeMember, 'Members webinar', 'in one hour'),
        mail(buyingMember, 'Members webinar', 'in one hour'),
        mail(newMember, 'Members webinar', 'in one hour'),
        mail(host, 'Members webinar', 'in one hour'),
        mail(host, 'Paid webinar', 'in one hour'),
        mail(host, 'Open webinar', 'in one hour'),
      ].sort(),
    );
    const all = await reminders();
    expect(all.filter((m) => m.startsWith(`${buyingMember.email} `))).toHaveLength(2);
    for (const nobody of [lapsingMember, pastDueMember, quietMember, someone]) {
      expect(all.filter((m) => m.startsWith(`${nobody.email} `))).toEqual([]);
    }
  });

  it('sends nothing to a member whose switch for the session is on but whose account-wide reminders are off', async () => {
    // Their page shows this session's switch on and the account setting off (docs/decisions/675, 678)…
    const token = await t.app.deps.tokens.sign({
      id: quietMember.id,
      role: quietMember.role,
      tokenVersion: 0,
    });
    const page = await t.request({ method: 'GET', url: `/api/live-sessions/${membersFreeId}`, token });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().session.reminders).toEqual({ remind: true, accountEnabled: false });
    // …and neither window reminded them, though both reminded the other members.
    const all = await reminders();
    expect(all.filter((m) => m.startsWith(`${member.email} `))).toHaveLength(2);
    expect(all.filter((m) => m.startsWith(`${quietMember.email} `))).toEqual([]);
  });
});
