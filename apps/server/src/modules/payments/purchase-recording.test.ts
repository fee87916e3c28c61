import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '@medprep/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, MODULES } from '../../app.ts';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { localCheckoutSessions, orders, purchases, tutoringSessions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { TestClock } from '../../platform/clock.ts';
import {
  buildTestApp,
  type SignedIn,
  TEST_PUBLIC_URL,
  type TestApp,
  testConfig,
} from '../../test/helpers.ts';
import { listTutor, payLocally, slotAt, TUTOR_TEST_NOW } from '../../test/tutor-fixtures.ts';
import { startCheckout } from './checkout.ts';
import { fulfilCheckout } from './fulfilment.ts';
import type { Purchasable } from './registry.ts';

const NOW = TUTOR_TEST_NOW;
const MIN = 60_000;

let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
let other: SignedIn;
let buyer: SignedIn;

type Who = SignedIn | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, ...(who ? { token: who.token } : {}), ...(payload ? { payload } : {}) });

const pay = (sessionId: string) => payLocally(t, sessionId);

const slot = slotAt;

async function bookTutor(who: SignedIn, when: { startAt: string; endAt: string }) {
  const res = await call(who, 'POST', `/api/tutors/${tutor.id}/checkout`, when);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sessionId: string; tutoringSessionId: string };
}

async function purchasesOf(who: SignedIn) {
  const res = await call(who, 'GET', '/api/me/purchases?limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Array<Record<string, unknown>>;
}

const rowsOfOrder = async (sessionId: string) => {
  const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, order!.id));
  return { order: order!, rows };
};

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [tutor, learner, other, buyer] = await Promise.all([
    t.signIn('instructor', { name: 'Dr Tutor' }),
    t.signIn('user', { name: 'Lena Learner' }),
    t.signIn('user'),
    t.signIn('user'),
  ]);
  await listTutor(t, tutor);
});
afterAll(() => t.close());

describe('fulfilment records the purchase of every kind', () => {
  it('a paid tutoring session is in the learner’s purchases, with its link and its receipt', async () => {
    const booked = await bookTutor(learner, slot('2026-03-05T10:00:00Z'));
    await pay(booked.sessionId);
    const items = await purchasesOf(learner);
    const bought = items.find((i) => i.itemId === booked.tutoringSessionId);
    expect(bought).toMatchObject({
      kind: 'tutor_session',
      priceMinor: 4000,
      currency: 'GBP',
      deepLink: paths.mySessions(),
      title: expect.stringContaining('Tutoring session with Dr Tutor'),
    });
    const receipt = await call(learner, 'GET', `/api/me/purchases/${bought!.id as string}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({ kind: 'tutor_session', amountMinor: 4000, status: 'fulfilled' });
  });

  it('a paid tutor-matching request is in the learner’s purchases, with its link', async () => {
    const res = await call(learner, 'POST', '/api/tutor-requests/checkout', { subject: 'ECGs' });
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId, requestId } = res.json();
    await pay(sessionId);
    const bought = (await purchasesOf(learner)).find((i) => i.itemId === requestId);
    expect(bought).toMatchObject({
      kind: 'tutor_request',
      priceMinor: 3000,
      currency: 'GBP',
      deepLink: paths.mySessions(),
      title: 'Tutor matching request: ECGs',
    });
  });

  it('fulfilling one paid session again and again, at once or later, leaves one purchase row', async () => {
    const booked = await bookTutor(learner, slot('2026-03-05T11:00:00Z'));
    await t.db
      .update(localCheckoutSessions)
      .set({ status: 'paid' })
      .where(eq(localCheckoutSessions.id, booked.sessionId));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => fulfilCheckout(t.app.deps, booked.sessionId)),
    );
    expect(results.every((r) => r.fulfilled)).toBe(true);
    await fulfilCheckout(t.app.deps, booked.sessionId);
    expect((await rowsOfOrder(booked.sessionId)).rows).toHaveLength(1);
  });

  it('a payment its kind refuses (the lapsed hold’s time was taken) leaves no purchase row and is refunded', async () => {
    const when = slot('2026-03-05T14:00:00Z');
    const first = await bookTutor(learner, when);
    // Its hold lapses (without moving the clock, which would end the test's sign-ins).
    await t.db
      .update(tutoringSessions)
      .set({ holdExpiresAt: new Date(NOW.getTime() - MIN) })
      .where(eq(tutoringSessions.id, first.tutoringSessionId));
    await bookTutor(other, when);
    await pay(first.sessionId);
    const { order, rows } = await rowsOfOrder(first.sessionId);
    expect(order.status).toBe('refunded');
    expect(rows).toHaveLength(0);
  });
});

describe('a kind that writes no purchase row of its own', () => {
  it('still gets its purchase row from fulfilment, and the same item cannot be bought twice', async () => {
    const itemRef = randomUUID();
    let grants = 0;
    const fake: Purchasable = {
      kind: 'quiz',
      load: async () => ({
        title: 'Fake thing',
        amountMinor: 1234,
        currency: 'GBP',
        successPath: '/fake/success',
        cancelPath: '/fake',
      }),
      owns: async () => false,
      grant: async () => {
        grants += 1;
        return true;
      },
      deepLink: async () => '/fake/thing',
      summaries: async (_db, refs) =>
        new Map(refs.map((ref) => [ref, { title: 'Fake thing', thumbnail: null, deepLink: '/fake/thing' }])),
      hasBuyers: async () => false,
    };
    // An app of its own on the same database, whose quizzes module sells the fake in place of quizzes.
    const modules = MODULES.map((m) => (m.name === 'quizzes' ? { ...m, purchasables: [fake] } : m));
    const app = await buildApp({
      config: testConfig(),
      db: t.db,
      clock: t.clock,
      logger: false,
      serveWeb: false,
      modules,
    });
    const payHere = async (sessionId: string) => {
      const url = `/api/payments/local/${sessionId}/pay`;
      const res = await app.inject({ method: 'POST', url, payload: { cardNumber: '4242424242424242' } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const purchasesHere = async () => {
      const headers = { authorization: `Bearer ${buyer.token}` };
      const res = await app.inject({ method: 'GET', url: '/api/me/purchases?limit=50', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as Array<Record<string, unknown>>;
    };
    try {
      const user = { id: buyer.id, email: buyer.email, name: buyer.name, role: buyer.role } as AuthUser;
      const first = await startCheckout(app.deps, user, 'quiz', itemRef, TEST_PUBLIC_URL);
      await payHere(first.sessionId);
      expect(await purchasesHere()).toEqual([
        expect.objectContaining({ kind: 'quiz', itemId: itemRef, priceMinor: 1234, deepLink: '/fake/thing' }),
      ]);
      // Two tabs: a second payment for the same item grants nothing and is refunded.
      const second = await startCheckout(app.deps, user, 'quiz', itemRef, TEST_PUBLIC_URL);
      await payHere(second.sessionId);
      expect((await rowsOfOrder(second.sessionId)).order.status).toBe('refunded');
      expect(grants).toBe(1);
      expect(await purchasesHere()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('migration 0017_tutor_purchases', () => {
  const migration = readFileSync(join(MIGRATIONS_FOLDER, '0017_tutor_purchases.sql'), 'utf8');

  it('gives tutor orders fulfilled before it their purchase rows, once', async () => {
    const session = await bookTutor(learner, slot('2026-03-05T15:00:00Z'));
    await pay(session.sessionId);
    const request = (
      await call(learner, 'POST', '/api/tutor-requests/checkout', { subject: 'Renal' })
    ).json();
    await pay(request.sessionId);
    const unpaid = await bookTutor(learner, slot('2026-03-05T16:00:00Z'));
    // As they were before: fulfilled orders with no purchase row.
    const paid = [await rowsOfOrder(session.sessionId), await rowsOfOrder(request.sessionId)];
    for (const { order } of paid) await t.db.delete(purchases).where(eq(purchases.orderId, order.id));
    const before = await t.db.select({ n: count() }).from(purchases);

    await t.db.execute(sql.raw(migration));
    await t.db.execute(sql.raw(migration));

    for (const { order } of paid) {
      const rows = await t.db.select().from(purchases).where(eq(purchases.orderId, order.id));
      expect(rows).toEqual([
        expect.objectContaining({
          userId: learner.id,
          kind: order.kind,
          itemId: order.itemRef,
          amountMinor: order.amountMinor,
          currency: order.currency,
          purchasedAt: order.fulfilledAt,
        }),
      ]);
    }
    const after = await t.db.select({ n: count() }).from(purchases);
    expect(after[0]!.n).toBe(before[0]!.n + 2);
    const [pending] = await t.db
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.kind, 'tutor_session'), eq(purchases.itemId, unpaid.tutoringSessionId)));
    expect(pending!.n).toBe(0);
    expect((await purchasesOf(learner)).map((i) => i.itemId)).toEqual(
      expect.arrayContaining([session.tutoringSessionId, request.requestId]),
    );
  });
});
