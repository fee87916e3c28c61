import { LIVE_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { liveAttendance, liveReminderOptouts, liveSessions, purchases } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

// A person's reminder mails of one live session, on or off (docs/decisions/675): who may choose, what the
// session's page tells them, and that the choice is their personal data; and the sessions a person joined as
// their personal data too (docs/decisions/676).
const NOW = new Date('2026-03-04T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let host: SignedIn;
let buyer: SignedIn;
let member: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;
let membersFree: string;
let paidOnly: string;
let free: string;

type Who = SignedIn | null;
const call = (who: Who, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    ...(who ? { token: who.token } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const remindersSeenBy = async (who: Who, id: string) => {
  const res = await call(who, 'GET', `/api/live-sessions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().session.reminders;
};
const choose = (who: Who, id: string, payload: unknown) =>
  call(who, 'PUT', `/api/live-sessions/${id}/reminders`, payload);

async function liveSession(title: string, pricingType: 'free' | 'paid', membersAccess: 'none' | 'free') {
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      hostUserId: host.id,
      title,
      startAt: new Date(NOW.getTime() + 3 * DAY),
      endAt: new Date(NOW.getTime() + 3 * DAY + HOUR),
      pricingType,
      priceMinor: pricingType === 'paid' ? 1500 : 0,
      membersAccess,
    })
    .returning({ id: liveSessions.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [host, buyer, member, stranger, admin] = await Promise.all([
    t.signIn('instructor', { name: 'Hana Host' }),
    t.signIn('user', { name: 'Bo Buyer' }),
    t.signIn('user', { name: 'Mo Member' }),
    t.signIn('user', { name: 'Sam Stranger' }),
    t.signIn('admin'),
  ]);
  await createMembership(t.db, { userId: member.id, start: new Date(NOW.getTime() - 30 * DAY) });
  membersFree = await liveSession('Members webinar', 'paid', 'free');
  paidOnly = await liveSession('Paid webinar', 'paid', 'none');
  free = await liveSession('Open webinar', 'free', 'none');
  await t.db.insert(purchases).values(
    [membersFree, paidOnly].map((itemId) => ({
      userId: buyer.id,
      kind: 'live_session' as const,
      itemId,
      amountMinor: 1500,
      currency: 'GBP',
    })),
  );
});
afterAll(() => t.close());

describe('the reminder switch on a live session’s page', () => {
  it('is on for its buyers, members of a members-free session and its host; absent for everyone else', async () => {
    expect(await remindersSeenBy(buyer, paidOnly)).toEqual({ remind: true, accountEnabled: true });
    expect(await remindersSeenBy(buyer, membersFree)).toEqual({ remind: true, accountEnabled: true });
    expect(await remindersSeenBy(member, membersFree)).toEqual({ remind: true, accountEnabled: true });
    expect(await remindersSeenBy(host, membersFree)).toEqual({ remind: true, accountEnabled: true });
    expect(await remindersSeenBy(host, free)).toEqual({ remind: true, accountEnabled: true });
    // A member of a session not free for members, a stranger, an admin as such, a guest: no reminders.
    expect(await remindersSeenBy(member, paidOnly)).toBeNull();
    expect(await remindersSeenBy(stranger, membersFree)).toBeNull();
    expect(await remindersSeenBy(admin, membersFree)).toBeNull();
    expect(await remindersSeenBy(null, membersFree)).toBeNull();
    // Anyone signed in may attend a free session, but only its host is reminded of it.
    expect(await remindersSeenBy(member, free)).toBeNull();
  });

  it('turns off and on again for the person who chose, idempotently, and shows the choice', async () => {
    for (const _twice of [1, 2]) {
      const off = await choose(member, membersFree, { remind: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ remind: false });
    }
    expect(await remindersSeenBy(member, membersFree)).toEqual({ remind: false, accountEnabled: true });
    // Nobody else's switch moved.
    expect(await remindersSeenBy(buyer, membersFree)).toEqual({ remind: true, accountEnabled: true });
    expect(await remindersSeenBy(host, membersFree)).toEqual({ remind: true, accountEnabled: true });

    for (const _twice of [1, 2]) {
      const on = await choose(member, membersFree, { remind: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ remind: true });
    }
    expect(await remindersSeenBy(member, membersFree)).toEqual({ remind: true, accountEnabled: true });

    expect((await choose(host, free, { remind: false })).json()).toEqual({ remind: false });
    expect(await remindersSeenBy(host, free)).toEqual({ remind: false, accountEnabled: true });
    expect((await choose(buyer, paidOnly, { remind: false })).json()).toEqual({ remind: false });
    expect(await remindersSeenBy(buyer, paidOnly)).toEqual({ remind: false, accountEnabled: true });
  });

  it('refuses someone who would not be reminded (403), a guest (401), a bad body (400 on remind), no session (404)', async () => {
    for (const [who, id] of [
      [stranger, membersFree],
      [admin, membersFree],
      [member, paidOnly],
      [member, free],
    ] as const) {
      const res = await choose(who, id, { remind: false });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(LIVE_MESSAGES.notReminded);
      expect(await remindersSeenBy(who, id)).toBeNull();
    }
    expect((await choose(null, membersFree, { remind: false })).statusCode).toBe(401);
    for (const payload of [{ remind: 'no' }, {}, { remind: null }, { remind: 0 }]) {
      const res = await choose(member, membersFree, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['remind']);
    }
    expect(await remindersSeenBy(member, membersFree)).toEqual({ remind: true, accountEnabled: true });
    expect((await choose(member, '00000000-0000-4000-8000-000000000000', { remind: false })).statusCode).toBe(
      404,
    );
    expect((await choose(member, 'not-a-session', { remind: false })).statusCode).toBe(404);
  });

  it('a canceled session stays hidden from those who cannot see it (404)', async () => {
    const canceled = await liveSession('Canceled webinar', 'paid', 'free');
    await t.db.update(liveSessions).set({ canceledAt: NOW }).where(eq(liveSessions.id, canceled));
    expect((await choose(member, canceled, { remind: false })).statusCode).toBe(404);
  });
});

describe('the account-wide setting on a live session’s page (docs/decisions/678)', () => {
  it('tells whether it is on; with it off the session’s choice is still shown and kept', async () => {
    const quiet = await t.signIn('user', { name: 'Quinn Quiet' });
    await createMembership(t.db, { userId: quiet.id, start: new Date(NOW.getTime() - DAY) });
    const account = (remindersEnabled: boolean) =>
      t.request({
        method: 'PATCH',
        url: '/api/me/account',
        token: quiet.token,
        payload: { remindersEnabled },
      });
    expect(await remindersSeenBy(quiet, membersFree)).toEqual({ remind: true, accountEnabled: true });

    expect((await account(false)).statusCode).toBe(200);
    expect(await remindersSeenBy(quiet, membersFree)).toEqual({ remind: true, accountEnabled: false });
    expect((await choose(quiet, membersFree, { remind: false })).json()).toEqual({ remind: false });
    expect(await remindersSeenBy(quiet, membersFree)).toEqual({ remind: false, accountEnabled: false });
    // Someone else's page follows their own setting.
    expect(await remindersSeenBy(buyer, membersFree)).toEqual({ remind: true, accountEnabled: true });
    // Still nothing for those who get no reminders of the session, whatever the setting.
    expect(await remindersSeenBy(quiet, paidOnly)).toBeNull();

    expect((await account(true)).statusCode).toBe(200);
    expect(await remindersSeenBy(quiet, membersFree)).toEqual({ remind: false, accountEnabled: true });
  });
});

describe('the choices as personal data', () => {
  it('are in the person’s data export and go when the account is deleted', async () => {
    const leaver = await t.signIn('user', { name: 'Lee Leaving' });
    await createMembership(t.db, { userId: leaver.id, start: new Date(NOW.getTime() - DAY) });
    expect((await choose(leaver, membersFree, { remind: false })).statusCode).toBe(200);

    const exported = (await t.request({ method: 'GET', url: '/api/me/export', token: leaver.token })).json();
    expect(exported.liveReminders).toEqual({
      remindersOff: [
        {
          sessionId: membersFree,
          title: 'Members webinar',
          startAt: new Date(NOW.getTime() + 3 * DAY).toISOString(),
          since: NOW.toISOString(),
        },
      ],
    });

    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: leaver.token,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await t.db
      .select()
      .from(liveReminderOptouts)
      .where(eq(liveReminderOptouts.userId, leaver.id));
    expect(left).toEqual([]);
  });
});

describe('the sessions a person joined as personal data', () => {
  it('are in the person’s data export; deleting the account erases them and the host’s figures lose them', async () => {
    const [leaver, stayer] = await Promise.all([
      t.signIn('user', { name: 'Lou Leaving' }),
      t.signIn('user', { name: 'Sid Staying' }),
    ]);
    // A free session starting in 5 minutes: joining is open, anyone signed in may join.
    const startAt = new Date(NOW.getTime() + 5 * 60_000);
    const [row] = await t.db
      .insert(liveSessions)
      .values({
        hostUserId: host.id,
        title: 'Drop-in clinic',
        startAt,
        endAt: new Date(startAt.getTime() + HOUR),
        zoomJoinUrl: 'https://us02web.zoom.us/j/123456789',
      })
      .returning({ id: liveSessions.id });
    const clinic = row!.id;
    for (const who of [leaver, stayer]) {
      const joined = await call(who, 'GET', `/api/live-sessions/${clinic}/join`);
      expect(joined.json(), joined.body).toMatchObject({ ok: true });
    }
    const hostSees = async () => {
      const attendance = (await call(host, 'GET', `/api/live-sessions/${clinic}/attendance`)).json();
      const mine = (await call(host, 'GET', '/api/live-sessions?host=me&status=scheduled&limit=50')).json();
      return {
        names: attendance.items.map((i: { name: string }) => i.name).sort(),
        total: attendance.total,
        attendeeCount: mine.results.find((r: { id: string }) => r.id === clinic).attendeeCount,
      };
    };
    expect(await hostSees()).toEqual({ names: ['Lou Leaving', 'Sid Staying'], total: 2, attendeeCount: 2 });

    const exported = (await t.request({ method: 'GET', url: '/api/me/export', token: leaver.token })).json();
    expect(exported.liveAttendance).toEqual({
      sessionsJoined: [
        {
          sessionId: clinic,
          title: 'Drop-in clinic',
          startAt: startAt.toISOString(),
          joinedAt: NOW.toISOString(),
        },
      ],
    });
    // Someone who joined nothing exports an empty list.
    expect(
      (await t.request({ method: 'GET', url: '/api/me/export', token: stranger.token })).json()
        .liveAttendance,
    ).toEqual({ sessionsJoined: [] });

    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: leaver.token,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.db.select().from(liveAttendance).where(eq(liveAttendance.userId, leaver.id))).toEqual([]);
    // The host's list and count no longer hold the person, not even as 'Deleted user'; others stay.
    expect(await hostSees()).toEqual({ names: ['Sid Staying'], total: 1, attendeeCount: 1 });
    const stayers = await t.db.select().from(liveAttendance).where(eq(liveAttendance.userId, stayer.id));
    expect(stayers).toHaveLength(1);
  });
});
