import { TUTOR_MESSAGES } from '@medprep/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../db/factories.ts';
import { auditEntries, orders, tutoringSessions } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { releaseExpiredHolds } from './slots.ts';

// Wednesday 4 March 2026, noon UTC (London on GMT).
const NOW = new Date('2026-03-04T12:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;

let t: TestApp;
let tutor: SignedIn;
let otherTutor: SignedIn;
let learner: SignedIn;
let stranger: SignedIn;
let admin: SignedIn;

type Who = SignedIn | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, ...(who ? { token: who.token } : {}), ...(payload ? { payload } : {}) });

const PROFILE = {
  headline: 'MRCP Part 1 coach',
  bio: 'Ten years of teaching.',
  subjects: ['Cardiology', 'Renal', 'Respiratory', 'Endocrine', 'Neurology'],
  languages: ['English'],
  timezone: 'Europe/London',
  hourlyRateMajor: 40,
  currency: 'gbp',
  meetingProvider: 'zoom',
  meetingNote: 'https://zoom.us/j/1',
  isListed: true,
};
const AVAILABILITY = {
  timezone: 'Europe/London',
  slotSizeMin: 60,
  bufferMin: 0,
  // Thursdays 09:00–17:00 London; Friday 6 March only 10:00–11:00.
  weekly: [
    { weekday: 4, start: '09:00', end: '17:00' },
    { weekday: 5, start: '09:00', end: '17:00' },
  ],
  exceptions: [{ date: '2026-03-06', start: '10:00', end: '11:00' }],
};
const slot = (iso: string, minutes = 60) => ({
  startAt: iso,
  endAt: new Date(new Date(iso).getTime() + minutes * MIN).toISOString(),
});

async function pay(sessionId: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/payments/local/${sessionId}/pay`,
    payload: { cardNumber: '4242424242424242' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().redirectUrl as string;
}

async function book(who: SignedIn, when: { startAt: string; endAt: string }, tutorId = tutor.id) {
  const res = await call(who, 'POST', `/api/tutors/${tutorId}/checkout`, when);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { checkoutUrl: string; sessionId: string; tutoringSessionId: string };
}

async function bookAndPay(who: SignedIn, when: { startAt: string; endAt: string }) {
  const checkout = await book(who, when);
  const redirect = await pay(checkout.sessionId);
  expect(redirect).toContain(
    `/tutors/booking-success?sid=${checkout.sessionId}&tid=${checkout.tutoringSessionId}`,
  );
  const confirm = await call(who, 'POST', `/api/me/tutoring-sessions/${checkout.tutoringSessionId}/confirm`, {
    sessionId: checkout.sessionId,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  expect(confirm.json().status).toBe('confirmed');
  return checkout;
}

/** A fresh access token after the test clock moved past the old one's 15 minutes. */
async function relogin(who: SignedIn): Promise<SignedIn> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.email, password: DEFAULT_TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, token: res.json().accessToken };
}

const sessionCount = async () => Number((await t.db.select({ n: count() }).from(tutoringSessions))[0]?.n);
const orderCount = async () => Number((await t.db.select({ n: count() }).from(orders))[0]?.n);

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [tutor, otherTutor, learner, stranger, admin] = await Promise.all([
    t.signIn('instructor', { name: 'Dr Tutor' }),
    t.signIn('instructor', { name: 'Dr Other' }),
    t.signIn('user', { name: 'Lena Learner' }),
    t.signIn('user', { name: 'Sam Stranger' }),
    t.signIn('admin'),
  ]);
  expect((await call(tutor, 'PUT', '/api/me/tutor/profile', PROFILE)).statusCode).toBe(200);
  expect((await call(tutor, 'PUT', '/api/me/tutor/availability', AVAILABILITY)).statusCode).toBe(200);
  const other = {
    ...PROFILE,
    headline: 'Surgery tutor',
    subjects: ['Surgery'],
    languages: ['Hindi', 'English'],
  };
  expect(
    (await call(otherTutor, 'PUT', '/api/me/tutor/profile', { ...other, hourlyRateMajor: 90 })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('profiles', () => {
  it('instructors and admins may become tutors; learners and guests may not', async () => {
    expect((await call(null, 'PUT', '/api/me/tutor/profile', PROFILE)).statusCode).toBe(401);
    expect((await call(learner, 'PUT', '/api/me/tutor/profile', PROFILE)).statusCode).toBe(403);
    expect((await call(learner, 'GET', '/api/me/tutor/profile')).statusCode).toBe(403);
    const mine = await call(tutor, 'GET', '/api/me/tutor/profile');
    expect(mine.json().profile).toMatchObject({ currency: 'GBP', hourlyRateMinor: 4000, isListed: true });
    expect((await call(admin, 'GET', '/api/me/tutor/profile')).json()).toEqual({ profile: null });
  });

  it('a listed tutor needs a headline, a subject and a rate', async () => {
    const res = await call(admin, 'PUT', '/api/me/tutor/profile', {
      ...PROFILE,
      headline: '',
      subjects: [],
      hourlyRateMajor: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      headline: TUTOR_MESSAGES.listedNeedsHeadline,
      subjects: TUTOR_MESSAGES.listedNeedsSubject,
      hourlyRateMajor: TUTOR_MESSAGES.listedNeedsRate,
    });
    const bad = await call(admin, 'PUT', '/api/me/tutor/profile', { ...PROFILE, hourlyRateMajor: 12.5 });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps an IANA time zone only: anything else is 400 on the field and changes nothing', async () => {
    for (const timezone of ['Mars/Olympus', 'London', 'europe/london', 'US/Eastern', 'EST', 'GMT+1']) {
      const res = await call(tutor, 'PUT', '/api/me/tutor/profile', { ...PROFILE, timezone });
      expect(res.statusCode, timezone).toBe(400);
      expect(res.json().fields, timezone).toEqual({ timezone: TUTOR_MESSAGES.timezoneInvalid });
      const zone = await call(tutor, 'PUT', '/api/me/tutor/availability', { ...AVAILABILITY, timezone });
      expect(zone.json().fields, timezone).toEqual({ timezone: TUTOR_MESSAGES.timezoneInvalid });
    }
    expect((await call(tutor, 'GET', '/api/me/tutor/profile')).json().profile.timezone).toBe('Europe/London');
    for (const timezone of ['UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Europe/London']) {
      const res = await call(tutor, 'PUT', '/api/me/tutor/profile', { ...PROFILE, timezone });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().profile.timezone).toBe(timezone);
    }
  });
});

describe('availability', () => {
  it('refuses bad rows and a missing zone with the specification’s sentences', async () => {
    const rows = await call(tutor, 'PUT', '/api/me/tutor/availability', {
      ...AVAILABILITY,
      exceptions: [{ date: '2026-02-30', start: '10:00', end: '11:00' }],
    });
    expect(rows.statusCode).toBe(400);
    expect(JSON.stringify(rows.json())).toContain(TUTOR_MESSAGES.invalidRows);
    const backwards = await call(tutor, 'PUT', '/api/me/tutor/availability', {
      ...AVAILABILITY,
      weekly: [{ weekday: 1, start: '12:00', end: '11:00' }],
    });
    expect(JSON.stringify(backwards.json())).toContain(TUTOR_MESSAGES.invalidRows);
    const zone = await call(tutor, 'PUT', '/api/me/tutor/availability', { ...AVAILABILITY, timezone: '' });
    expect(zone.json().fields.timezone).toBe(TUTOR_MESSAGES.timezoneRequired);
    const step = await call(tutor, 'PUT', '/api/me/tutor/availability', { ...AVAILABILITY, slotSizeMin: 20 });
    expect(step.json().fields.slotSizeMin).toBe(TUTOR_MESSAGES.slotSize);
    const buffer = await call(tutor, 'PUT', '/api/me/tutor/availability', { ...AVAILABILITY, bufferMin: 7 });
    expect(buffer.json().fields.bufferMin).toBe(TUTOR_MESSAGES.buffer);
    expect((await call(tutor, 'GET', '/api/me/tutor/availability')).json()).toMatchObject(AVAILABILITY);
  });

  it('accepts exception rows given in minutes', async () => {
    const res = await call(otherTutor, 'PUT', '/api/me/tutor/availability', {
      ...AVAILABILITY,
      timezone: 'Asia/Kolkata',
      exceptions: [{ date: '2026-03-06', startMin: 600, endMin: 660 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exceptions).toEqual([{ date: '2026-03-06', start: '10:00', end: '11:00' }]);
  });
});

describe('listing and detail', () => {
  it('lists listed tutors with filters and sorts, as {items, page, total}', async () => {
    const all = (await call(null, 'GET', '/api/tutors')).json();
    expect(all.total).toBe(2);
    const cheap = (await call(null, 'GET', '/api/tutors?sort=price_asc')).json();
    expect(cheap.items.map((i: { id: string }) => i.id)).toEqual([tutor.id, otherTutor.id]);
    const byPrice = (await call(null, 'GET', '/api/tutors?minPrice=50&maxPrice=100')).json();
    expect(byPrice.items.map((i: { id: string }) => i.id)).toEqual([otherTutor.id]);
    expect((await call(null, 'GET', '/api/tutors?subject=renal')).json().total).toBe(1);
    expect((await call(null, 'GET', '/api/tutors?language=Hindi')).json().items[0].id).toBe(otherTutor.id);
    expect((await call(null, 'GET', '/api/tutors?q=MRCP')).json().total).toBe(1);
    expect((await call(null, 'GET', '/api/tutors?minPrice=-1')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/tutors?page=0')).statusCode).toBe(400);
  });

  it('an unlisted or unknown tutor is 404 with the spec’s sentence', async () => {
    for (const id of [admin.id, learner.id, 'nope']) {
      const res = await call(null, 'GET', `/api/tutors/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TUTOR_MESSAGES.notFoundOrUnlisted);
    }
    expect((await call(null, 'GET', `/api/tutors/${tutor.id}`)).json().tutor).toMatchObject({
      headline: PROFILE.headline,
    });
  });
});

describe('slots and booking', () => {
  it('lists slots in the tutor’s zone, exceptions replacing the weekday', async () => {
    const res = await call(
      null,
      'GET',
      `/api/tutors/${tutor.id}/availability?durationMin=60&to=2026-03-07T00:00:00Z`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().slots as { startAt: string; local: { date: string; start: string } }[];
    expect(slots[0]).toMatchObject({
      startAt: '2026-03-05T09:00:00.000Z',
      local: { date: '2026-03-05', start: '09:00', end: '10:00', timezone: 'Europe/London' },
    });
    expect(slots.filter((s) => s.local.date === '2026-03-06').map((s) => s.local.start)).toEqual(['10:00']);
    expect((await call(null, 'GET', `/api/tutors/${tutor.id}/availability?durationMin=20`)).statusCode).toBe(
      400,
    );
  });

  it('refuses bad bookings with 400/409, holding and charging nothing', async () => {
    const sessions = await sessionCount();
    const ordersBefore = await orderCount();
    const cases: [object, number, string, string?][] = [
      [slot('2026-03-04T10:00:00Z'), 400, TUTOR_MESSAGES.inPast],
      [slot('2026-03-05T08:00:00Z'), 400, TUTOR_MESSAGES.outsideAvailability],
      [slot('2026-03-05T09:00:00Z', 50), 400, TUTOR_MESSAGES.duration],
      [slot('2026-03-06T09:00:00Z'), 400, TUTOR_MESSAGES.outsideAvailability],
      [{ startAt: '2026-03-05T09:00:00Z' }, 400, TUTOR_MESSAGES.startEndRequired],
      [slot('2026-03-05T09:00:00Z'), 404, TUTOR_MESSAGES.notFoundOrUnlisted, admin.id],
    ];
    for (const [body, status, message, tutorId] of cases) {
      const res = await call(learner, 'POST', `/api/tutors/${tutorId ?? tutor.id}/checkout`, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(
      (await call(null, 'POST', `/api/tutors/${tutor.id}/checkout`, slot('2026-03-05T09:00:00Z'))).statusCode,
    ).toBe(401);
    const own = await call(tutor, 'POST', `/api/tutors/${tutor.id}/checkout`, slot('2026-03-05T09:00:00Z'));
    expect(own.statusCode).toBe(409);
    expect(await sessionCount()).toBe(sessions);
    expect(await orderCount()).toBe(ordersBefore);
  });

  it('50 concurrent checkouts of one slot give exactly one hold', async () => {
    const learners = await Promise.all([1, 2, 3, 4, 5].map((i) => t.signIn('user', { name: `Racer ${i}` })));
    const when = slot('2026-03-12T14:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(learners[i % 5]!, 'POST', `/api/tutors/${tutor.id}/checkout`, when),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const conflict = results.find((r) => r.statusCode === 409)!;
    expect(conflict.json().message).toBe(TUTOR_MESSAGES.slotTaken);
    const live = await t.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.startAt, new Date(when.startAt)));
    expect(live.filter((s) => ['hold', 'payment_pending', 'confirmed'].includes(s.status))).toHaveLength(1);
  });

  it('a checkout that fails to start drops its hold, so the slot is free again', async () => {
    const when = slot('2026-03-13T14:00:00Z');
    const statuses = async () =>
      (
        await t.db
          .select({ status: tutoringSessions.status })
          .from(tutoringSessions)
          .where(eq(tutoringSessions.startAt, new Date(when.startAt)))
      ).map((s) => s.status);
    const { payments } = t.app.deps;
    const createCheckout = payments.createCheckout;
    payments.createCheckout = async () => {
      throw new Error('The payment provider is down.');
    };
    try {
      const failed = await call(learner, 'POST', `/api/tutors/${tutor.id}/checkout`, when);
      expect(failed.statusCode).toBe(500);
    } finally {
      payments.createCheckout = createCheckout;
    }
    expect(await statuses()).toEqual(['cancelled']);
    const slots = await call(
      null,
      'GET',
      `/api/tutors/${tutor.id}/availability?from=2026-03-13T00:00:00Z&to=2026-03-14T00:00:00Z`,
    );
    expect(slots.json().slots).toContainEqual(
      expect.objectContaining({ startAt: new Date(when.startAt).toISOString() }),
    );
    await book(stranger, when);
    expect((await statuses()).sort()).toEqual(['cancelled', 'payment_pending']);
  });

  it('a lapsed hold frees the slot; its late payment is refunded when someone else took it', async () => {
    const when = slot('2026-03-12T15:00:00Z');
    const first = await book(learner, when);
    const again = await call(stranger, 'POST', `/api/tutors/${tutor.id}/checkout`, when);
    expect(again.statusCode).toBe(409);
    t.clock.advance(16 * MIN);
    const second = await book(await relogin(stranger), when);
    await pay(first.sessionId);
    const confirm = await call(
      await relogin(learner),
      'POST',
      `/api/me/tutoring-sessions/${first.tutoringSessionId}/confirm`,
      {
        sessionId: first.sessionId,
      },
    );
    expect(confirm.json().status).toBe('cancelled');
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, first.sessionId));
    expect(order?.status).toBe('refunded');
    const [held] = await t.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.id, second.tutoringSessionId));
    expect(held?.status).toBe('payment_pending');
    // The periodic job releases it once its 15 minutes pass too.
    t.clock.advance(16 * MIN);
    expect(await releaseExpiredHolds(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    t.clock.set(NOW);
  });
});

describe('a booked session: confirm, lists, calendar, reschedule, cancel, complete', () => {
  let id: string;
  beforeAll(async () => {
    t.clock.set(NOW);
    id = (await bookAndPay(learner, slot('2026-03-05T10:00:00Z'))).tutoringSessionId;
  });

  it('shows under the learner’s and the tutor’s sessions, and leaves the slot list', async () => {
    const mineRes = await call(learner, 'GET', '/api/me/tutoring-sessions?role=student&limit=100');
    expect(mineRes.statusCode, mineRes.body).toBe(200);
    const mine = mineRes.json();
    const s = mine.items.find((i: { id: string }) => i.id === id);
    expect(s).toMatchObject({ status: 'confirmed', amountMinor: 4000, meetingLink: PROFILE.meetingNote });
    expect(s.calendarUrl).toBe(`/api/me/tutoring-sessions/${id}/calendar.ics`);
    expect(s.googleCalendarUrl).toContain('calendar.google.com');
    const theirs = (await call(tutor, 'GET', '/api/me/tutor/sessions')).json();
    expect(theirs.items.map((i: { id: string }) => i.id)).toContain(id);
    const slots = (await call(null, 'GET', `/api/tutors/${tutor.id}/availability`)).json().slots;
    expect(slots.map((x: { startAt: string }) => x.startAt)).not.toContain('2026-03-05T10:00:00.000Z');
    const taken = await call(
      stranger,
      'POST',
      `/api/tutors/${tutor.id}/checkout`,
      slot('2026-03-05T10:00:00Z'),
    );
    expect(taken.statusCode).toBe(409);
  });

  it('gives an .ics to its two parties only, its learner and its tutor (not even an admin)', async () => {
    const ics = await call(learner, 'GET', `/api/me/tutoring-sessions/${id}/calendar.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART:20260305T100000Z');
    expect((await call(tutor, 'GET', `/api/me/tutoring-sessions/${id}/calendar.ics`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/me/tutoring-sessions/${id}/calendar.ics`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/me/tutoring-sessions/${id}/calendar.ics`)).statusCode).toBe(
      404,
    );
    expect((await call(otherTutor, 'GET', `/api/me/tutoring-sessions/${id}/calendar.ics`)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/api/me/tutoring-sessions/${id}/calendar.ics`)).statusCode).toBe(401);
  });

  it('reschedules to another bookable slot without a new charge; a taken one is 409', async () => {
    const ordersBefore = await orderCount();
    const other = await bookAndPay(stranger, slot('2026-03-05T13:00:00Z'));
    const missing = await call(learner, 'PATCH', `/api/me/tutoring-sessions/${id}/reschedule`, {
      startAt: '2026-03-05T11:00:00Z',
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(TUTOR_MESSAGES.startEndRequired);
    const taken = await call(
      learner,
      'PATCH',
      `/api/me/tutoring-sessions/${id}/reschedule`,
      slot('2026-03-05T13:00:00Z'),
    );
    expect(taken.statusCode).toBe(409);
    const outside = await call(
      learner,
      'PATCH',
      `/api/me/tutoring-sessions/${id}/reschedule`,
      slot('2026-03-05T18:00:00Z'),
    );
    expect(outside.statusCode).toBe(400);
    expect(
      (await call(tutor, 'PATCH', `/api/me/tutoring-sessions/${id}/reschedule`, slot('2026-03-05T11:00:00Z')))
        .statusCode,
    ).toBe(404);
    const moved = await call(
      learner,
      'PATCH',
      `/api/me/tutoring-sessions/${id}/reschedule`,
      slot('2026-03-05T11:00:00Z'),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().session).toMatchObject({
      startAt: '2026-03-05T11:00:00.000Z',
      status: 'confirmed',
      amountMinor: 4000,
    });
    expect(await orderCount()).toBe(ordersBefore + 1); // only the other learner's booking
    expect(other.tutoringSessionId).not.toBe(id);
  });

  it('a tutor completes only after the end; a cancel request approved refunds a paid session', async () => {
    const early = await call(tutor, 'PATCH', `/api/me/tutor/sessions/${id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TUTOR_MESSAGES.completeTooEarly);
    expect((await call(tutor, 'PATCH', `/api/me/tutor/sessions/${id}/approve-cancel`)).statusCode).toBe(409);
    expect(
      (await call(otherTutor, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const noReason = await call(learner, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const asked = await call(learner, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, {
      reason: 'Ill',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().session.cancelRequest).toMatchObject({ reason: 'Ill', approvedAt: null });
    expect((await call(otherTutor, 'PATCH', `/api/me/tutor/sessions/${id}/approve-cancel`)).statusCode).toBe(
      404,
    );
    expect((await call(learner, 'PATCH', `/api/me/tutor/sessions/${id}/approve-cancel`)).statusCode).toBe(
      403,
    );
    const approved = await call(tutor, 'PATCH', `/api/me/tutor/sessions/${id}/approve-cancel`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().session.status).toBe('refunded');
    const [session] = await t.db.select().from(tutoringSessions).where(eq(tutoringSessions.id, id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, session!.orderId!));
    expect(order).toMatchObject({ status: 'refunded' });
    expect(order?.refundedAt).not.toBeNull();
    // The refund is on the audit trail once, as the tutor's.
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.targetId, order!.id))).toMatchObject([
      {
        actorId: tutor.id,
        action: 'order.refunded',
        targetKind: 'order',
        subjectUserId: learner.id,
        changes: { status: ['fulfilled', 'refunded'] },
      },
    ]);
    // The time is free again.
    const slots = (await call(null, 'GET', `/api/tutors/${tutor.id}/availability`)).json().slots;
    expect(slots.map((x: { startAt: string }) => x.startAt)).toContain('2026-03-05T11:00:00.000Z');
  });

  it('completes after the end', async () => {
    const s = await bookAndPay(learner, slot('2026-03-05T15:00:00Z'));
    t.clock.set('2026-03-05T16:00:00Z');
    const [tutorNow, otherNow, learnerNow] = await Promise.all([
      relogin(tutor),
      relogin(otherTutor),
      relogin(learner),
    ]);
    expect(
      (await call(otherNow, 'PATCH', `/api/me/tutor/sessions/${s.tutoringSessionId}/complete`)).statusCode,
    ).toBe(404);
    const done = await call(tutorNow, 'PATCH', `/api/me/tutor/sessions/${s.tutoringSessionId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().session.status).toBe('completed');
    expect(
      (await call(tutorNow, 'PATCH', `/api/me/tutor/sessions/${s.tutoringSessionId}/complete`)).statusCode,
    ).toBe(409);
    const cancel = await call(
      learnerNow,
      'POST',
      `/api/me/tutoring-sessions/${s.tutoringSessionId}/cancel-request`,
      { reason: 'late' },
    );
    expect(cancel.statusCode).toBe(409);
    t.clock.set(NOW);
  });
});

describe('tutor-matching requests', () => {
  it('£30 once; admins see it due in 72 hours and match it; the learner sees it', async () => {
    const empty = await call(learner, 'POST', '/api/tutor-requests/checkout', { subject: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.subject).toBe(TUTOR_MESSAGES.subjectRequired);
    expect((await call(null, 'POST', '/api/tutor-requests/checkout', { subject: 'ECGs' })).statusCode).toBe(
      401,
    );
    const res = await call(learner, 'POST', '/api/tutor-requests/checkout', {
      subject: 'ECGs',
      urgency: 'soon',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId, requestId } = res.json();
    expect(await pay(sessionId)).toContain(`/tutors/request-success?sid=${sessionId}&rid=${requestId}`);
    expect(
      (await call(stranger, 'POST', `/api/tutor-requests/${requestId}/confirm`, { sessionId })).statusCode,
    ).toBe(404);
    const confirmed = await call(learner, 'POST', `/api/tutor-requests/${requestId}/confirm`, { sessionId });
    expect(confirmed.json()).toMatchObject({
      ok: true,
      request: { status: 'paid', amountMinor: 3000, currency: 'GBP' },
    });
    const request = confirmed.json().request;
    expect(new Date(request.dueAt).getTime() - new Date(request.paidAt).getTime()).toBe(72 * HOUR);
    expect((await call(learner, 'GET', '/api/admin/tutor-requests')).statusCode).toBe(403);
    const list = (await call(admin, 'GET', '/api/admin/tutor-requests')).json();
    expect(list.items[0]).toMatchObject({ id: requestId, learner: { id: learner.id } });
    expect(
      (await call(admin, 'POST', `/api/admin/tutor-requests/${requestId}/match`, { tutorId: learner.id }))
        .statusCode,
    ).toBe(400);
    const matched = await call(admin, 'POST', `/api/admin/tutor-requests/${requestId}/match`, {
      tutorId: tutor.id,
    });
    expect(matched.json().request).toMatchObject({
      status: 'matched',
      matchedTutor: { id: tutor.id, name: 'Dr Tutor' },
    });
    const mine = (await call(learner, 'GET', '/api/me/tutoring-sessions')).json();
    expect(mine.requests[0]).toMatchObject({ id: requestId, status: 'matched' });
  });
});

describe('authorisation matrix', () => {
  const tutorOnly = ['/api/me/tutor/profile', '/api/me/tutor/availability', '/api/me/tutor/sessions'];
  it.each(tutorOnly)('GET %s: guest 401, learner 403, instructor and admin 200', async (url) => {
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(learner, 'GET', url)).statusCode).toBe(403);
    expect((await call(tutor, 'GET', url)).statusCode).toBe(200);
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
  });
  it('signed-in learner endpoints refuse guests', async () => {
    expect((await call(null, 'GET', '/api/me/tutoring-sessions')).statusCode).toBe(401);
    expect(
      (await call(null, 'POST', `/api/me/tutoring-sessions/${tutor.id}/confirm`, { sessionId: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await call(null, 'GET', '/api/admin/tutor-requests')).statusCode).toBe(401);
    expect((await call(tutor, 'GET', '/api/admin/tutor-requests')).statusCode).toBe(403);
  });
  it('another learner cannot see, confirm or change someone’s session', async () => {
    const s = await bookAndPay(learner, slot('2026-03-12T09:00:00Z'));
    const id = s.tutoringSessionId;
    expect(
      (await call(stranger, 'POST', `/api/me/tutoring-sessions/${id}/confirm`, { sessionId: s.sessionId }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          stranger,
          'PATCH',
          `/api/me/tutoring-sessions/${id}/reschedule`,
          slot('2026-03-12T10:00:00Z'),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(stranger, 'POST', `/api/me/tutoring-sessions/${id}/cancel-request`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const theirs = (await call(stranger, 'GET', '/api/me/tutoring-sessions')).json();
    expect(theirs.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const otherList = (await call(otherTutor, 'GET', '/api/me/tutor/sessions')).json();
    expect(otherList.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });
});
