import { LIVE_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLive } from '../../cli/demo-live.ts';
import { createMembership } from '../../db/factories.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

/** Just before the UK's clocks go forward (29 March 2026), so a weekly series crosses the change. */
const NOW = new Date('2026-03-20T12:00:00.000Z');
const HOUR = 3_600_000;
const MIN = 60_000;
const ZOOM = 'https://us02web.zoom.us/j/123456789?pwd=secret';
const PASSCODE = 'pass-42';

let t: TestApp;
let host: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let learner: SignedIn;
let member: SignedIn;

type Who = SignedIn | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, ...(who ? { token: who.token } : {}), ...(payload ? { payload } : {}) });

const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function body(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Cardiology night',
    description: 'ECGs, murmurs; and heart failure, step by step',
    startAt: iso(2 * HOUR),
    endAt: iso(3 * HOUR),
    pricing: { type: 'paid', amountMinor: 1500, currency: 'GBP' },
    membersAccess: 'none',
    zoom: { joinUrl: ZOOM, passcode: PASSCODE },
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, who: SignedIn = host) {
  const res = await call(who, 'POST', '/api/live-sessions', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().session as { id: string; [k: string]: unknown };
}

async function buy(buyer: SignedIn, id: string) {
  const checkout = await call(buyer, 'POST', `/api/me/live-sessions/${id}/checkout`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { sessionId, checkoutUrl } = checkout.json();
  expect(checkoutUrl).toContain(sessionId);
  const pay = await t.request({
    method: 'POST',
    url: `/api/payments/local/${sessionId}/pay`,
    payload: { cardNumber: '4242424242424242' },
  });
  expect(pay.statusCode).toBe(200);
  expect(pay.json().redirectUrl).toContain(`/billing/live/success?live=${id}&session_id=${sessionId}`);
  const confirm = await call(buyer, 'POST', `/api/me/live-sessions/${id}/confirm`, { sessionId });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.json()).toMatchObject({ kind: 'live_session', deepLink: `/live/${id}` });
}

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [host, other, admin, learner, member] = await Promise.all([
    t.signIn('instructor', { name: 'Dr Host' }),
    t.signIn('instructor', { name: 'Dr Other' }),
    t.signIn('admin'),
    t.signIn('user', { name: 'Lena Learner' }),
    t.signIn('user', { name: 'Max Member' }),
  ]);
  await createMembership(t.db, { userId: member.id, start: new Date(NOW.getTime() - 24 * HOUR) });
});
afterAll(() => t.close());

describe('create and edit rules, answered with their sentence in fields', () => {
  const refused = async (payload: object, field: string, message: string) => {
    const before = (await call(host, 'GET', '/api/live-sessions?host=me&limit=50')).json().total;
    const res = await call(host, 'POST', '/api/live-sessions', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await call(host, 'GET', '/api/live-sessions?host=me&limit=50')).json().total).toBe(before);
  };

  it('refuses each broken rule and makes nothing', async () => {
    await refused(body({ title: '  ' }), 'title', LIVE_MESSAGES.titleRequired);
    const { title: _t, ...noTitle } = body();
    await refused(noTitle, 'title', LIVE_MESSAGES.titleRequired);
    const { startAt: _s, ...noStart } = body();
    await refused(noStart, 'startAt', LIVE_MESSAGES.startEndRequired);
    await refused(body({ endAt: '' }), 'endAt', LIVE_MESSAGES.startEndRequired);
    await refused(body({ startAt: iso(-MIN), endAt: iso(HOUR) }), 'startAt', LIVE_MESSAGES.startInFuture);
    await refused(body({ endAt: iso(2 * HOUR) }), 'endAt', LIVE_MESSAGES.endAfterStart);
    await refused(body({ endAt: iso(HOUR) }), 'endAt', LIVE_MESSAGES.endAfterStart);
    await refused(
      body({ pricing: { type: 'paid', currency: 'GBP' } }),
      'pricing.amountMinor',
      LIVE_MESSAGES.enterPrice,
    );
    await refused(
      body({ pricing: { type: 'paid', amountMinor: 0 } }),
      'pricing.amountMinor',
      LIVE_MESSAGES.enterPrice,
    );
    for (const joinUrl of [
      'http://zoom.us/j/1',
      'https://zoom.us.evil.com/j/1',
      'https://evilzoom.us/j/1',
      'not a url',
      'https://user:pw@zoom.us/j/1',
    ]) {
      await refused(body({ zoom: { joinUrl } }), 'zoom.joinUrl', LIVE_MESSAGES.zoomUrl);
    }
    await refused(body({ thumbnail: 'javascript:alert(1)' }), 'thumbnail', LIVE_MESSAGES.selectImage);
    const notAnImage = `data:image/png;base64,${Buffer.from('just some text, no image').toString('base64')}`;
    await refused(body({ thumbnail: notAnImage }), 'thumbnail', LIVE_MESSAGES.selectImage);
    await refused(
      body({ membersAccess: 'everyone' }),
      'membersAccess',
      'Members access must be one of: none, free, paid.',
    );
    await refused(body({ repeatWeeks: 13 }), 'repeatWeeks', 'Repeat weeks must be between 1 and 12.');
  });

  it('accepts zoom.us and its subdomains, and a free session needs no price', async () => {
    const s = await create({ zoom: { joinUrl: 'https://zoom.us/j/987' }, pricing: { type: 'free' } });
    expect(s.pricing).toEqual({ type: 'free', amountMinor: 0, currency: 'GBP' });
    expect(s.visibility).toBe('public');
    expect(s.timezone).toBe('Europe/London');
    expect(s.status).toBe('scheduled');
  });

  it('stores a base64 thumbnail through the storage interface and saves its URL', async () => {
    // A 1×1 PNG.
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const s = await create({ thumbnail: `data:image/png;base64,${png}` });
    expect(s.thumbnail).toMatch(/^\/api\/files\/public\/[A-Za-z0-9_-]+\.png$/);
    const file = await t.request({ method: 'GET', url: s.thumbnail as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('checks an edit against the edited whole, and keeps what it does not name', async () => {
    const s = await create();
    const early = await call(host, 'PATCH', `/api/live-sessions/${s.id}`, { endAt: iso(HOUR) });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.endAt).toBe(LIVE_MESSAGES.endAfterStart);
    const noPrice = await call(host, 'PATCH', `/api/live-sessions/${s.id}`, { pricing: { type: 'paid' } });
    expect(noPrice.json().fields['pricing.amountMinor']).toBe(LIVE_MESSAGES.enterPrice);
    const badZoom = await call(host, 'PATCH', `/api/live-sessions/${s.id}`, {
      zoom: { joinUrl: 'https://x.com' },
    });
    expect(badZoom.json().fields['zoom.joinUrl']).toBe(LIVE_MESSAGES.zoomUrl);
    const ok = await call(host, 'PATCH', `/api/live-sessions/${s.id}`, {
      title: 'Renamed',
      endAt: iso(4 * HOUR),
      visibility: 'public',
      zoom: { passcode: 'new-code' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().session).toMatchObject({
      title: 'Renamed',
      startAt: iso(2 * HOUR),
      endAt: iso(4 * HOUR),
      pricing: { type: 'paid', amountMinor: 1500 },
      zoom: { joinUrl: ZOOM, passcode: 'new-code' },
    });
  });
});

describe('authorisation of every live endpoint', () => {
  it('answers each role as the matrix says', async () => {
    const s = await create();
    const buyer = await t.signIn('user', { name: 'Bea Buyer' });
    await buy(buyer, s.id);
    const roles: Record<string, Who> = { guest: null, learner, member, buyer, other, host, admin };
    const expected: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, Record<string, number>, object?][] =
      [
        [
          'list',
          'GET',
          '/api/live-sessions',
          { guest: 200, learner: 200, member: 200, buyer: 200, other: 200, host: 200, admin: 200 },
        ],
        [
          'mine',
          'GET',
          '/api/live-sessions?host=me',
          { guest: 401, learner: 200, member: 200, buyer: 200, other: 200, host: 200, admin: 200 },
        ],
        [
          'detail',
          'GET',
          `/api/live-sessions/${s.id}`,
          { guest: 200, learner: 200, member: 200, buyer: 200, other: 200, host: 200, admin: 200 },
        ],
        [
          'entitlement',
          'GET',
          `/api/live-sessions/${s.id}/entitlement`,
          { guest: 200, learner: 200, member: 200, buyer: 200, other: 200, host: 200, admin: 200 },
        ],
        [
          'join',
          'GET',
          `/api/live-sessions/${s.id}/join?t=1`,
          { guest: 401, learner: 200, member: 200, buyer: 200, other: 200, host: 200, admin: 200 },
        ],
        [
          'calendar',
          'GET',
          `/api/live-sessions/${s.id}/calendar.ics`,
          { guest: 200, learner: 200, member: 200, buyer: 200, other: 200, host: 200, admin: 200 },
        ],
        [
          'attendance',
          'GET',
          `/api/live-sessions/${s.id}/attendance`,
          { guest: 401, learner: 403, member: 403, buyer: 403, other: 404, host: 200, admin: 200 },
        ],
        [
          'create',
          'POST',
          '/api/live-sessions',
          { guest: 401, learner: 403, member: 403, buyer: 403, other: 201, host: 201, admin: 201 },
          body(),
        ],
        [
          'edit',
          'PATCH',
          `/api/live-sessions/${s.id}`,
          { guest: 401, learner: 403, member: 403, buyer: 403, other: 403, host: 200, admin: 200 },
          { title: 'Edited' },
        ],
        [
          'checkout',
          'POST',
          `/api/me/live-sessions/${s.id}/checkout`,
          { guest: 401, learner: 200, member: 200, buyer: 400, other: 200, host: 409, admin: 400 },
        ],
        [
          'confirm',
          'POST',
          `/api/me/live-sessions/${s.id}/confirm`,
          { guest: 401, learner: 404, member: 404, buyer: 404, other: 404, host: 404, admin: 404 },
          { sessionId: 'cs_unknown' },
        ],
      ];
    const failures: string[] = [];
    for (const [name, method, url, statuses, payload] of expected) {
      for (const [role, who] of Object.entries(roles)) {
        const res = await call(who, method, url, payload);
        if (res.statusCode !== statuses[role])
          failures.push(`${name} as ${role}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    for (const [role, who] of Object.entries(roles)) {
      const victim = await create();
      const res = await call(who, 'DELETE', `/api/live-sessions/${victim.id}`);
      const want = { guest: 401, learner: 403, member: 403, buyer: 403, other: 403, host: 200, admin: 200 }[
        role
      ];
      if (res.statusCode !== want) failures.push(`delete as ${role}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const suffix of ['', '/entitlement', '/calendar.ics']) {
        const res = await call(learner, 'GET', `/api/live-sessions/${id}${suffix}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(LIVE_MESSAGES.notFound);
      }
    }
  });
});

describe('the Zoom link and passcode', () => {
  it('appear in no list or detail answer except to the host and admins', async () => {
    const s = await create();
    const buyer = await t.signIn();
    await buy(buyer, s.id);
    for (const who of [null, learner, member, buyer, other]) {
      for (const url of [
        '/api/live-sessions?limit=50',
        '/api/live-sessions?host=me&limit=50',
        `/api/live-sessions?status=scheduled&limit=50`,
        `/api/live-sessions/${s.id}`,
        `/api/live-sessions/${s.id}/entitlement`,
      ]) {
        const res = await call(who, 'GET', url);
        if (res.statusCode === 401) continue;
        expect(res.body).not.toContain('zoom.us');
        expect(res.body).not.toContain(PASSCODE);
        expect(res.body).not.toContain('"zoom"');
      }
    }
    for (const who of [host, admin]) {
      const res = await call(who, 'GET', `/api/live-sessions/${s.id}`);
      expect(res.json().session.zoom).toEqual({ joinUrl: ZOOM, passcode: PASSCODE });
      const list = await call(who, 'GET', '/api/live-sessions?limit=50');
      expect(list.body).not.toContain('zoom.us');
    }
  });
});

describe('entitlement and the join window', () => {
  it('follows the one access rule with membersAccess', async () => {
    const free = await create({ pricing: { type: 'free' } });
    const paid = await create({ membersAccess: 'none' });
    const membersPaid = await create({ membersAccess: 'paid' });
    const membersFree = await create({ membersAccess: 'free' });
    const ent = async (who: Who, id: string) =>
      (await call(who, 'GET', `/api/live-sessions/${id}/entitlement`)).json();
    expect(await ent(null, free.id)).toEqual({ hasAccess: false, canJoinNow: false, source: null });
    expect(await ent(learner, free.id)).toMatchObject({ hasAccess: true, source: 'free' });
    expect(await ent(learner, paid.id)).toMatchObject({ hasAccess: false, source: null });
    expect(await ent(member, paid.id)).toMatchObject({ hasAccess: false });
    expect(await ent(member, membersPaid.id)).toMatchObject({ hasAccess: false });
    expect(await ent(member, membersFree.id)).toMatchObject({ hasAccess: true, source: 'membership' });
    expect(await ent(learner, membersFree.id)).toMatchObject({ hasAccess: false });
    expect(await ent(host, paid.id)).toMatchObject({ hasAccess: true, source: 'owner' });
    expect(await ent(admin, paid.id)).toMatchObject({ hasAccess: true, source: 'admin' });
    expect(await ent(other, paid.id)).toMatchObject({ hasAccess: false });
    const buyer = await t.signIn();
    await buy(buyer, paid.id);
    expect(await ent(buyer, paid.id)).toMatchObject({
      hasAccess: true,
      canJoinNow: false,
      source: 'purchase',
    });
    // A member of a members-free session already has it: no second payment.
    const again = await call(member, 'POST', `/api/me/live-sessions/${membersFree.id}/checkout`);
    expect(again.statusCode).toBe(400);
  });

  it('opens 10 minutes before the start and closes 5 minutes after the end, to the millisecond', async () => {
    const s = await create();
    const buyer = await t.signIn('user', { name: 'Jo Joiner' });
    await buy(buyer, s.id);
    const start = NOW.getTime() + 2 * HOUR;
    const end = NOW.getTime() + 3 * HOUR;
    // Access tokens live 15 minutes on the test clock: sign in again at each moment.
    const fresh = async (who: SignedIn): Promise<SignedIn> => ({
      ...who,
      token: await t.app.deps.tokens.sign({ id: who.id, role: who.role, tokenVersion: 0 }),
    });
    const join = async (who: SignedIn) =>
      (await call(await fresh(who), 'GET', `/api/live-sessions/${s.id}/join?t=${Date.now()}`)).json();
    try {
      t.clock.set(new Date(start - 10 * MIN - 1));
      expect(await join(buyer)).toEqual({ ok: false, reason: 'not_open_yet' });
      expect(await join(learner)).toEqual({ ok: false, reason: 'not_entitled' });
      expect(
        (await call(await fresh(buyer), 'GET', `/api/live-sessions/${s.id}/entitlement`)).json().canJoinNow,
      ).toBe(false);
      t.clock.set(new Date(start - 10 * MIN));
      expect(await join(buyer)).toEqual({ ok: true, url: ZOOM, passcode: PASSCODE });
      expect(
        (await call(await fresh(buyer), 'GET', `/api/live-sessions/${s.id}/entitlement`)).json().canJoinNow,
      ).toBe(true);
      expect((await call(null, 'GET', `/api/live-sessions/${s.id}`)).json().session.status).toBe('scheduled');
      t.clock.set(new Date(start));
      expect((await call(null, 'GET', `/api/live-sessions/${s.id}`)).json().session.status).toBe('live');
      expect(await join(buyer)).toMatchObject({ ok: true });
      // Many joins at once record the user once.
      await Promise.all(Array.from({ length: 5 }, () => join(buyer)));
      expect(await join(host)).toMatchObject({ ok: true });
      expect(await join(admin)).toMatchObject({ ok: true });
      t.clock.set(new Date(end));
      expect((await call(null, 'GET', `/api/live-sessions/${s.id}`)).json().session.status).toBe('ended');
      t.clock.set(new Date(end + 5 * MIN));
      expect(await join(buyer)).toMatchObject({ ok: true });
      t.clock.set(new Date(end + 5 * MIN + 1));
      expect(await join(buyer)).toEqual({ ok: false, reason: 'ended' });
      // Attendance: once per user who was handed the link; the host is not counted.
      const attendance = (
        await call(await fresh(host), 'GET', `/api/live-sessions/${s.id}/attendance`)
      ).json();
      expect(attendance.total).toBe(2);
      expect(attendance.items.map((i: { name: string }) => i.name).sort()).toEqual([
        'Jo Joiner',
        expect.any(String),
      ]);
      const mine = (
        await call(await fresh(host), 'GET', '/api/live-sessions?host=me&status=ended&limit=50')
      ).json();
      expect(mine.results.find((r: { id: string }) => r.id === s.id).attendeeCount).toBe(2);
      // An ended session is not for sale.
      const late = await call(await fresh(learner), 'POST', `/api/me/live-sessions/${s.id}/checkout`);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(LIVE_MESSAGES.endedNoCheckout);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('says no_link when the host has not shared a link', async () => {
    const s = await create({
      pricing: { type: 'free' },
      zoom: null,
      startAt: iso(5 * MIN),
      endAt: iso(HOUR),
    });
    const res = await call(learner, 'GET', `/api/live-sessions/${s.id}/join`);
    expect(res.json()).toEqual({ ok: false, reason: 'no_link' });
  });
});

describe('checkout and delete', () => {
  it('is 409 for a free, canceled or own session, with a clear message', async () => {
    const free = await create({ pricing: { type: 'free' } });
    const res = await call(learner, 'POST', `/api/me/live-sessions/${free.id}/checkout`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LIVE_MESSAGES.freeNoCheckout);
    const own = await create();
    const mine = await call(host, 'POST', `/api/me/live-sessions/${own.id}/checkout`);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(LIVE_MESSAGES.ownSession);
  });

  it('deletes a session nobody paid for, and cancels one somebody did', async () => {
    const unsold = await create();
    expect((await call(host, 'DELETE', `/api/live-sessions/${unsold.id}`)).json()).toEqual({ ok: true });
    expect((await call(host, 'GET', `/api/live-sessions/${unsold.id}`)).statusCode).toBe(404);

    const sold = await create({ title: 'Sold session' });
    const buyer = await t.signIn();
    await buy(buyer, sold.id);
    // Someone else has a checkout open when it is deleted.
    const late = await t.signIn();
    const open = (await call(late, 'POST', `/api/me/live-sessions/${sold.id}/checkout`)).json();
    expect((await call(admin, 'DELETE', `/api/live-sessions/${sold.id}`)).json()).toEqual({ ok: true });
    const seen = await call(buyer, 'GET', `/api/live-sessions/${sold.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().session.status).toBe('canceled');
    expect((await call(buyer, 'GET', '/api/live-sessions?status=canceled')).json().results).toHaveLength(1);
    expect((await call(learner, 'GET', `/api/live-sessions/${sold.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/live-sessions/${sold.id}`)).statusCode).toBe(404);
    const list = (await call(learner, 'GET', '/api/live-sessions?limit=50')).json();
    expect(list.results.map((r: { id: string }) => r.id)).not.toContain(sold.id);
    expect((await call(host, 'GET', `/api/live-sessions/${sold.id}`)).json().session.status).toBe('canceled');
    const again = await call(learner, 'POST', `/api/me/live-sessions/${sold.id}/checkout`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LIVE_MESSAGES.canceledNoCheckout);
    expect((await call(buyer, 'GET', `/api/live-sessions/${sold.id}/join`)).json()).toEqual({
      ok: false,
      reason: 'ended',
    });
    // The payment that still arrives for the canceled session is refunded, not granted.
    const pay = await t.request({
      method: 'POST',
      url: `/api/payments/local/${open.sessionId}/pay`,
      payload: { cardNumber: '4242424242424242' },
    });
    expect(pay.statusCode).toBe(200);
    const confirm = await call(late, 'POST', `/api/me/live-sessions/${sold.id}/confirm`, {
      sessionId: open.sessionId,
    });
    expect(confirm.json().status).toBe('refunded');
    expect((await call(late, 'GET', `/api/live-sessions/${sold.id}`)).statusCode).toBe(404);
    // Deleting it again changes nothing; buyers still see it.
    expect((await call(host, 'DELETE', `/api/live-sessions/${sold.id}`)).statusCode).toBe(200);
    expect((await call(buyer, 'GET', `/api/live-sessions/${sold.id}`)).statusCode).toBe(200);
    // The purchases list links to it.
    const purchases = (await call(buyer, 'GET', '/api/me/purchases?kinds=live_session')).json();
    expect(purchases.items[0]).toMatchObject({ kind: 'live_session', deepLink: `/live/${sold.id}` });
  });
});

describe('lists', () => {
  it('filters by status, dates and host, pages with total, and sorts by start', async () => {
    const solo = await t.signIn('instructor');
    for (const h of [5, 7, 6])
      await create({ startAt: iso(h * 24 * HOUR), endAt: iso(h * 24 * HOUR + HOUR) }, solo);
    const mine = (await call(solo, 'GET', '/api/live-sessions?host=me&limit=2')).json();
    expect(mine).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(mine.results.map((r: { startAt: string }) => r.startAt)).toEqual([
      iso(5 * 24 * HOUR),
      iso(6 * 24 * HOUR),
    ]);
    expect(mine.results[0].attendeeCount).toBe(0);
    const page2 = (await call(solo, 'GET', '/api/live-sessions?host=me&limit=2&page=2')).json();
    expect(page2.results).toHaveLength(1);
    const window = (
      await call(
        null,
        'GET',
        `/api/live-sessions?from=${iso(5.5 * 24 * HOUR)}&to=${iso(6.5 * 24 * HOUR)}&limit=50`,
      )
    ).json();
    expect(window.results.map((r: { startAt: string }) => r.startAt)).toEqual([iso(6 * 24 * HOUR)]);
    expect(window.results[0]).not.toHaveProperty('attendeeCount');
    expect((await call(null, 'GET', '/api/live-sessions?status=live')).json().total).toBe(0);
    for (const bad of [
      'status=soon',
      'from=yesterday',
      'limit=0',
      'limit=51',
      'page=0',
      'host=you',
      'visibility=private',
    ]) {
      const res = await call(null, 'GET', `/api/live-sessions?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('a weekly series', () => {
  it('keeps the local time across the change to summer time in the session’s zone', async () => {
    // Sunday 22 March 2026, 18:00 in London (GMT), weekly for 3 weeks: 29 March is BST.
    const res = await call(host, 'POST', '/api/live-sessions', {
      ...body(),
      startAt: '2026-03-22T18:00:00.000Z',
      endAt: '2026-03-22T19:30:00.000Z',
      timezone: 'Europe/London',
      repeatWeeks: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { session, series } = res.json();
    expect(series).toHaveLength(3);
    expect(session.id).toBe(series[0]);
    const starts: string[] = [];
    for (const id of series) {
      const s = (await call(host, 'GET', `/api/live-sessions/${id}`)).json().session;
      starts.push(`${s.startAt}/${s.endAt}`);
      expect(s.seriesId).toBe(session.seriesId);
    }
    expect(starts).toEqual([
      '2026-03-22T18:00:00.000Z/2026-03-22T19:30:00.000Z',
      '2026-03-29T17:00:00.000Z/2026-03-29T18:30:00.000Z',
      '2026-04-05T17:00:00.000Z/2026-04-05T18:30:00.000Z',
    ]);
    // Each is its own session: editing one leaves the others.
    await call(host, 'PATCH', `/api/live-sessions/${series[1]}`, { title: 'Only this week' });
    expect((await call(host, 'GET', `/api/live-sessions/${series[2]}`)).json().session.title).toBe(
      body().title,
    );
  });

  it('keeps the local time in New York across its own change', async () => {
    const res = await call(host, 'POST', '/api/live-sessions', {
      ...body(),
      // 2026-10-25 09:00 EDT (UTC−4); New York falls back on 1 November.
      startAt: '2026-10-25T13:00:00.000Z',
      endAt: '2026-10-25T14:00:00.000Z',
      timezone: 'America/New_York',
      repeatWeeks: 2,
    });
    const [, second] = res.json().series;
    const s = (await call(host, 'GET', `/api/live-sessions/${second}`)).json().session;
    expect(s.startAt).toBe('2026-11-01T14:00:00.000Z');
  });
});

describe('calendar.ics', () => {
  it('is valid RFC 5545: CRLF, folded lines, escaped text, UTC times', async () => {
    const long = `Long title, with; commas\\ and ${'é'.repeat(60)}`;
    const s = await create({ title: long, description: 'Line one\nLine two, with comma' });
    const res = await call(null, 'GET', `/api/live-sessions/${s.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('VERSION:2.0\r\n');
    expect(unfolded).toContain('PRODID:');
    expect(unfolded).toContain(`UID:${s.id}@medprep\r\n`);
    expect(unfolded).toContain(`DTSTART:20260320T140000Z\r\n`);
    expect(unfolded).toContain(`DTEND:20260320T150000Z\r\n`);
    expect(unfolded).toContain('DTSTAMP:20260320T120000Z\r\n');
    expect(unfolded).toContain(`SUMMARY:Long title\\, with\\; commas\\\\ and ${'é'.repeat(60)}\r\n`);
    expect(unfolded).toContain(
      'DESCRIPTION:Line one\\nLine two\\, with comma\\n\\nhttp://localhost:3000/live/',
    );
    expect(unfolded).toContain('STATUS:CONFIRMED');
  });
});

describe('demo seed', () => {
  it('seeds sessions relative to the seeding time: one live now, a free, a members-free and a paid one', async () => {
    const demoHost = await t.signIn('instructor', { name: 'Demo Host' });
    await seedDemoLive(t.db, demoHost.email, NOW);
    const mine = (await call(demoHost, 'GET', '/api/live-sessions?host=me')).json().results as {
      id: string;
      status: string;
      pricing: { type: string };
      membersAccess: string;
    }[];
    expect(mine).toHaveLength(4);
    expect(mine.filter((s) => s.status === 'live')).toHaveLength(1);
    expect(mine.filter((s) => s.status === 'scheduled' && s.pricing.type === 'free')).toHaveLength(1);
    expect(mine.filter((s) => s.pricing.type === 'paid' && s.membersAccess === 'free')).toHaveLength(1);
    expect(mine.filter((s) => s.pricing.type === 'paid' && s.membersAccess === 'none')).toHaveLength(1);
    const liveNow = mine.find((s) => s.status === 'live')!;
    expect((await call(learner, 'GET', `/api/live-sessions/${liveNow.id}/join`)).json()).toMatchObject({
      ok: true,
    });
  });
});
