import { LIVE_REMINDER_OPT_OUT_TEXT } from '@medprep/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership } from '../../db/factories.ts';
import { liveSessions, mailOutbox, purchases } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, TEST_PUBLIC_URL, type TestApp } from '../../test/helpers.ts';
import { sendDueReminders } from './service.ts';

// A person who turned one live session's reminders off gets none for it, and still gets the others'
// (docs/decisions/675), whatever their way in: bought, member, host.
const NOW = new Date('2026-03-04T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-03-05T12:00:00.000Z');

let t: TestApp;
let host: SignedIn;
let member: SignedIn;
let buyer: SignedIn;
let otherMember: SignedIn;
let first: string;
let second: string;

const reminders = async () =>
  (
    await t.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'session_reminder'),
          inArray(
            mailOutbox.userId,
            [host, member, buyer, otherMember].map((u) => u.id),
          ),
        ),
      )
  )
    .map((m) => `${m.to} ${m.subject}`)
    .sort();

const mail = (user: SignedIn, title: string, when: 'tomorrow' | 'in one hour') =>
  `${user.email} Reminder: ${title} starts ${when}`;

const choose = async (who: SignedIn, id: string, remind: boolean) => {
  const res = await t.request({
    method: 'PUT',
    url: `/api/live-sessions/${id}/reminders`,
    token: who.token,
    payload: { remind },
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function membersFreeSession(title: string) {
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      hostUserId: host.id,
      title,
      startAt: START,
      endAt: new Date(START.getTime() + HOUR),
      pricingType: 'paid',
      priceMinor: 1500,
      membersAccess: 'free',
      createdAt: new Date(NOW.getTime() - 7 * DAY),
    })
    .returning({ id: liveSessions.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [host, member, buyer, otherMember] = await Promise.all([
    t.signIn('instructor', { name: 'Hana Host' }),
    t.signIn('user', { name: 'Mo Member' }),
    t.signIn('user', { name: 'Bo Buyer' }),
    t.signIn('user', { name: 'Oli Other' }),
  ]);
  const monthAgo = new Date(NOW.getTime() - 30 * DAY);
  await createMembership(t.db, { userId: member.id, start: monthAgo });
  await createMembership(t.db, { userId: otherMember.id, start: monthAgo });
  first = await membersFreeSession('First webinar');
  second = await membersFreeSession('Second webinar');
  await t.db.insert(purchases).values(
    [first, second].map((itemId) => ({
      userId: buyer.id,
      kind: 'live_session' as const,
      itemId,
      amountMinor: 1500,
      currency: 'GBP',
      purchasedAt: new Date(NOW.getTime() - 2 * DAY),
    })),
  );
});
afterAll(() => t.close());

describe('turning one live session’s reminders off', () => {
  it('skips a member, a buyer and the host for that session only', async () => {
    await choose(member, first, false);
    await choose(buyer, first, false);
    await choose(host, first, false);
    expect((await sendDueReminders(t.app.deps)).sent).toBe(5);
    expect(await reminders()).toEqual(
      [
        mail(otherMember, 'First webinar', 'tomorrow'),
        mail(member, 'Second webinar', 'tomorrow'),
        mail(buyer, 'Second webinar', 'tomorrow'),
        mail(host, 'Second webinar', 'tomorrow'),
        mail(otherMember, 'Second webinar', 'tomorrow'),
      ].sort(),
    );
  });

  it('turned back on, reminds them again from the next window', async () => {
    await choose(member, first, true);
    await choose(buyer, first, true);
    await choose(host, first, true);
    // Still in the 24-hour window, which was not marked for them while they were off: it goes now.
    expect((await sendDueReminders(t.app.deps)).sent).toBe(3);
    t.clock.set(new Date(START.getTime() - 50 * 60_000));
    expect((await sendDueReminders(t.app.deps)).sent).toBe(8);
    const lastHour = (await reminders()).filter((m) => m.endsWith('starts in one hour'));
    expect(lastHour).toEqual(
      [host, member, buyer, otherMember]
        .flatMap((u) => [mail(u, 'First webinar', 'in one hour'), mail(u, 'Second webinar', 'in one hour')])
        .sort(),
    );
  });

  it('is offered in the mail: one line with the session page’s address from PUBLIC_URL', async () => {
    const [sent] = await t.db
      .select({ text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, 'session_reminder'),
          eq(mailOutbox.userId, member.id),
          eq(mailOutbox.subject, 'Reminder: First webinar starts in one hour'),
        ),
      );
    const page = `${TEST_PUBLIC_URL}/live/${first}`;
    expect(sent!.text).toContain(`${LIVE_REMINDER_OPT_OUT_TEXT} ${page}`);
    expect(sent!.html).toContain(page);
    expect(sent!.html).toContain('Turn them off on its page:');
  });
});
