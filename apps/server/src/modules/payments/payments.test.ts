import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_MESSAGES } from '@medprep/shared';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../db/factories.ts';
import { localCheckoutSessions, memberships, orders, purchases } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, TEST_PUBLIC_URL, type TestApp } from '../../test/helpers.ts';
import { nextPeriod } from '../membership/plans.ts';
import { fulfilCheckout } from './fulfilment.ts';
import { sweepOrders } from './reconcile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const buyPlan = (who: SignedIn, planId: 'yearly' | 'lifetime') =>
  t.request({ method: 'POST', url: '/api/me/membership/checkout', token: who.token, payload: { planId } });
const pay = (sessionId: string, cardNumber = '4242 4242 4242 4242') =>
  t.request({ method: 'POST', url: `/api/payments/local/${sessionId}/pay`, payload: { cardNumber } });
const membershipOf = async (who: SignedIn) =>
  (await t.request({ method: 'GET', url: '/api/me/membership', token: who.token })).json().membership;

describe('plans and membership purchase (local checkout)', () => {
  it('lists the two plans from the database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/memberships/plans' });
    expect(
      res
        .json()
        .plans.map((p: { id: string; name: string; priceMinor: number }) => [p.id, p.name, p.priceMinor]),
    ).toEqual([
      ['yearly', '1-Year', 7500],
      ['lifetime', 'Lifetime', 10000],
    ]);
  });

  it('buys the yearly plan: checkout page data, a declined card, then a paid one that grants once', async () => {
    const learner = await t.signIn();
    const checkout = await buyPlan(learner, 'yearly');
    expect(checkout.statusCode).toBe(200);
    const { checkoutUrl, sessionId } = checkout.json();
    expect(checkoutUrl).toBe(`${TEST_PUBLIC_URL}/pay/${sessionId}`);
    const page = await t.request({ method: 'GET', url: `/api/payments/local/${sessionId}` });
    expect(page.json()).toMatchObject({
      title: '1-Year membership',
      amountMinor: 7500,
      currency: 'GBP',
      status: 'open',
    });

    const declined = await pay(sessionId, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(PAYMENT_MESSAGES.declined);
    expect(await membershipOf(learner)).toBeNull();

    const paid = await pay(sessionId);
    expect(paid.json().redirectUrl).toBe(`${TEST_PUBLIC_URL}/billing/success?session_id=${sessionId}`);
    const membership = await membershipOf(learner);
    expect(membership).toMatchObject({ plan: 'yearly', status: 'active', cancelAtPeriodEnd: false });

    // The success page's sync, a second click on Pay, and the sync again: nothing more is granted.
    const sync = await t.request({
      method: 'POST',
      url: '/api/membership/sync',
      token: learner.token,
      payload: { sessionId },
    });
    expect(sync.json()).toMatchObject({ fulfilled: true, status: 'fulfilled', kind: 'membership' });
    expect((await pay(sessionId)).statusCode).toBe(200);
    await t.request({
      method: 'POST',
      url: '/api/purchase/sync',
      token: learner.token,
      payload: { sessionId },
    });
    expect((await membershipOf(learner)).currentPeriodEnd).toBe(membership.currentPeriodEnd);
    const bought = await t.request({
      method: 'GET',
      url: '/api/me/purchases?kinds=membership',
      token: learner.token,
    });
    expect(bought.json().items).toHaveLength(1);
    expect(bought.json().items[0]).toMatchObject({
      kind: 'membership',
      title: '1-Year membership',
      priceMinor: 7500,
    });
    // The sync names the purchase, so the page the buyer returns to links its receipt.
    expect(sync.json().purchaseId).toBe(bought.json().items[0].id);
    const receipt = await t.request({
      method: 'GET',
      url: `/api/me/purchases/${sync.json().purchaseId}/receipt`,
      token: learner.token,
    });
    expect(receipt.statusCode).toBe(200);
  });

  it('names no purchase in the sync of an order not paid yet', async () => {
    const learner = await t.signIn();
    const { sessionId } = (await buyPlan(learner, 'yearly')).json();
    const sync = await t.request({
      method: 'POST',
      url: '/api/purchase/sync',
      token: learner.token,
      payload: { sessionId },
    });
    expect(sync.json()).toMatchObject({ fulfilled: false, status: 'pending', purchaseId: null });
  });

  it('extends an active yearly membership from its end when bought again', async () => {
    const learner = await t.signIn();
    const first = (await buyPlan(learner, 'yearly')).json();
    await pay(first.sessionId);
    const end1 = new Date((await membershipOf(learner)).currentPeriodEnd);
    const second = (await buyPlan(learner, 'yearly')).json();
    await pay(second.sessionId);
    const end2 = new Date((await membershipOf(learner)).currentPeriodEnd);
    expect(end2.getUTCFullYear() - end1.getUTCFullYear()).toBe(1);
    expect(end2.getUTCMonth()).toBe(end1.getUTCMonth());
  });

  it('cancels a yearly membership at period end; a lifetime one cannot be cancelled or bought again', async () => {
    const learner = await t.signIn();
    await pay((await buyPlan(learner, 'yearly')).json().sessionId);
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/me/membership/cancel',
      token: learner.token,
      payload: {},
    });
    expect(cancelled.json().membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await pay((await buyPlan(learner, 'lifetime')).json().sessionId);
    expect(await membershipOf(learner)).toMatchObject({
      plan: 'lifetime',
      status: 'active',
      currentPeriodEnd: null,
    });
    const cancelLifetime = await t.request({
      method: 'POST',
      url: '/api/me/membership/cancel',
      token: learner.token,
      payload: {},
    });
    expect(cancelLifetime.statusCode).toBe(409);
    expect(cancelLifetime.json().message).toBe(PAYMENT_MESSAGES.lifetimeCannotCancel);
    for (const planId of ['yearly', 'lifetime'] as const) {
      const again = await buyPlan(learner, planId);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyOwned);
    }
  });
});

describe('fulfilment safety', () => {
  it('grants once under fifty concurrent fulfilments of one paid session', async () => {
    const learner = await t.signIn();
    const { sessionId } = (await buyPlan(learner, 'yearly')).json();
    await t.db
      .update(localCheckoutSessions)
      .set({ status: 'paid' })
      .where(eq(localCheckoutSessions.id, sessionId));
    const results = await Promise.all(
      Array.from({ length: 50 }, () => fulfilCheckout(t.app.deps, sessionId)),
    );
    expect(results.every((r) => r.fulfilled)).toBe(true);
    const [bought] = await t.db
      .select({ n: count() })
      .from(purchases)
      .where(eq(purchases.userId, learner.id));
    expect(bought?.n).toBe(1);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.userId, learner.id));
    const months =
      (row!.currentPeriodEnd!.getUTCFullYear() - row!.currentPeriodStart.getUTCFullYear()) * 12 +
      row!.currentPeriodEnd!.getUTCMonth() -
      row!.currentPeriodStart.getUTCMonth();
    expect(months).toBe(12);
  });

  it("grants nothing for someone else's session, an expired one, a cancelled one or a mismatched amount", async () => {
    const buyer = await t.signIn();
    const stranger = await t.signIn();
    const { sessionId } = (await buyPlan(buyer, 'yearly')).json();
    const theirs = await t.request({
      method: 'POST',
      url: '/api/membership/sync',
      token: stranger.token,
      payload: { sessionId },
    });
    expect(theirs.statusCode).toBe(404);
    await pay(sessionId);
    expect(await membershipOf(stranger)).toBeNull();

    const late = await t.signIn();
    const expiring = (await buyPlan(late, 'yearly')).json();
    t.clock.advance(31 * 60 * 1000);
    const expired = await pay(expiring.sessionId);
    t.clock.set(new Date());
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(PAYMENT_MESSAGES.expired);
    expect(await membershipOf(late)).toBeNull();

    const quitter = await t.signIn();
    const quitting = (await buyPlan(quitter, 'yearly')).json();
    const cancel = await t.request({
      method: 'POST',
      url: `/api/payments/local/${quitting.sessionId}/cancel`,
    });
    expect(cancel.json().redirectUrl).toBe(`${TEST_PUBLIC_URL}/billing/cancel`);
    expect((await pay(quitting.sessionId)).statusCode).toBe(409);
    const status = await t.request({
      method: 'POST',
      url: '/api/membership/sync',
      token: quitter.token,
      payload: { sessionId: quitting.sessionId },
    });
    expect(status.json()).toMatchObject({ fulfilled: false, status: 'cancelled' });

    const cheat = await t.signIn();
    const cheap = (await buyPlan(cheat, 'lifetime')).json();
    await t.db
      .update(localCheckoutSessions)
      .set({ amountMinor: 1 })
      .where(eq(localCheckoutSessions.id, cheap.sessionId));
    await pay(cheap.sessionId);
    expect(await membershipOf(cheat)).toBeNull();
    const [order] = await t.db.select().from(orders).where(eq(orders.providerSessionId, cheap.sessionId));
    expect(order?.status).toBe('failed');
  });
});

describe('renewal arithmetic', () => {
  const plan = { id: 'yearly' as const, durationMonths: 12 };
  const now = new Date('2026-06-15T10:00:00Z');
  it('extends an active yearly membership from its current end', () => {
    const current = {
      plan: 'yearly' as const,
      currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
      currentPeriodEnd: new Date('2027-01-01T00:00:00Z'),
      active: true,
    };
    expect(nextPeriod(current, plan, now)).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2028-01-01T00:00:00Z'),
    });
  });
  it('starts from today after it has ended, and lifetime has no end', () => {
    const lapsed = {
      plan: 'yearly' as const,
      currentPeriodStart: new Date('2025-01-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-01-01T00:00:00Z'),
      active: false,
    };
    expect(nextPeriod(lapsed, plan, now)).toEqual({ start: now, end: new Date('2027-06-15T10:00:00Z') });
    expect(nextPeriod(null, { id: 'lifetime', durationMonths: null }, now)).toEqual({
      start: now,
      end: null,
    });
  });
});

describe('course purchase', () => {
  it('buys a paid course, enrols the buyer via purchase, and refuses a second purchase', async () => {
    const owner = await createUser(t.db, { role: 'instructor' });
    const course = await createCourse(t.db, {
      ownerId: owner.id,
      priceMinor: 4900,
      includedInMembership: false,
    });
    const free = await createCourse(t.db, { ownerId: owner.id, priceMinor: 0 });
    const learner = await t.signIn();
    const owned = () =>
      t.request({ method: 'GET', url: `/api/me/courses/${course.id}/owned`, token: learner.token });
    expect((await owned()).json()).toEqual({ owned: false });
    const checkout = await t.request({
      method: 'POST',
      url: `/api/me/courses/${course.id}/checkout`,
      token: learner.token,
    });
    const { sessionId } = checkout.json();
    const paid = await pay(sessionId);
    expect(paid.json().redirectUrl).toBe(
      `${TEST_PUBLIC_URL}/courses/${course.slug}?purchase=success&session_id=${sessionId}`,
    );
    expect((await owned()).json()).toEqual({ owned: true });
    const mine = await t.request({ method: 'GET', url: '/api/me/enrollments', token: learner.token });
    expect(mine.json().items[0]).toMatchObject({ courseId: course.id, via: 'purchase', status: 'active' });
    const page = await t.request({ method: 'GET', url: `/api/courses/${course.slug}`, token: learner.token });
    expect(page.json().viewer.action).toBe('go_to_course');
    const again = await t.request({
      method: 'POST',
      url: `/api/me/courses/${course.id}/checkout`,
      token: learner.token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyOwned);
    const freeCheckout = await t.request({
      method: 'POST',
      url: `/api/me/courses/${free.id}/checkout`,
      token: learner.token,
    });
    expect(freeCheckout.statusCode).toBe(409);
    const list = await t.request({
      method: 'GET',
      url: '/api/me/purchases?kinds=course',
      token: learner.token,
    });
    expect(list.json().items[0]).toMatchObject({
      kind: 'course',
      title: course.title,
      deepLink: `/learn/${course.slug}`,
    });
  });
});

describe('Stripe provider', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  let stand: Server;
  let s: TestApp;
  const sessions = new Map<string, Record<string, unknown>>();
  const refunds: Record<string, string | null>[] = [];

  beforeAll(async () => {
    // A local stand-in for Stripe's Checkout Sessions API.
    stand = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        const url = new URL(req.url!, 'http://x');
        if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
          const form = new URLSearchParams(body);
          const id = `cs_test_${sessions.size + 1}`;
          const session = {
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/${id}`,
            status: 'open',
            payment_status: 'unpaid',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            client_reference_id: form.get('client_reference_id'),
            metadata: { orderId: form.get('metadata[orderId]') },
          };
          sessions.set(id, session);
          res.end(JSON.stringify(session));
          return;
        }
        if (req.method === 'POST' && url.pathname === '/v1/refunds') {
          const form = new URLSearchParams(body);
          const refund = {
            id: `re_test_${refunds.length + 1}`,
            object: 'refund',
            payment_intent: form.get('payment_intent'),
            status: 'succeeded',
          };
          refunds.push({ ...refund, idempotencyKey: String(req.headers['idempotency-key'] ?? '') });
          res.end(JSON.stringify(refund));
          return;
        }
        const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
        if (req.method === 'GET' && match && sessions.has(match[1]!)) {
          res.end(JSON.stringify(sessions.get(match[1]!)));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such session' } }));
      });
    });
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve));
    const { port } = stand.address() as AddressInfo;
    s = await buildTestApp({
      config: {
        paymentProvider: 'stripe',
        stripeSecretKey: 'sk_test_123',
        stripeWebhookSecret: WEBHOOK_SECRET,
      },
      stripe: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(async () => {
    await s.close();
    stand.close();
  });

  const webhook = (payload: string, header: string) =>
    s.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  const completedEvent = (sessionId: string) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });

  it('creates a Checkout Session and fulfils on a signed webhook, once', async () => {
    const learner = await s.signIn();
    const checkout = await s.request({
      method: 'POST',
      url: '/api/me/membership/checkout',
      token: learner.token,
      payload: { planId: 'yearly' },
    });
    const { checkoutUrl, sessionId } = checkout.json();
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/${sessionId}`);
    expect(sessions.get(sessionId)).toMatchObject({ amount_total: 7500, currency: 'gbp' });
    // Not paid yet: the sync grants nothing.
    const early = await s.request({
      method: 'POST',
      url: '/api/membership/sync',
      token: learner.token,
      payload: { sessionId },
    });
    expect(early.json()).toMatchObject({ fulfilled: false, status: 'pending' });

    sessions.set(sessionId, { ...sessions.get(sessionId), status: 'complete', payment_status: 'paid' });
    const payload = completedEvent(sessionId);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await webhook(payload, header);
    expect(res.statusCode).toBe(200);
    expect((await webhook(payload, header)).statusCode).toBe(200);
    const membership = await s.request({ method: 'GET', url: '/api/me/membership', token: learner.token });
    expect(membership.json().membership).toMatchObject({ plan: 'yearly', status: 'active' });
    const [bought] = await s.db
      .select({ n: count() })
      .from(purchases)
      .where(eq(purchases.userId, learner.id));
    expect(bought?.n).toBe(1);
  });

  it('refunds through Stripe a payment for what the buyer already had (two tabs)', async () => {
    const learner = await s.signIn();
    const checkout = async (planId: 'yearly' | 'lifetime') =>
      (
        await s.request({
          method: 'POST',
          url: '/api/me/membership/checkout',
          token: learner.token,
          payload: { planId },
        })
      ).json().sessionId as string;
    const yearly = await checkout('yearly');
    const lifetime = await checkout('lifetime');
    for (const id of [yearly, lifetime]) {
      sessions.set(id, {
        ...sessions.get(id),
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_for_${id}`,
      });
    }
    for (const id of [lifetime, yearly]) {
      const payload = completedEvent(id);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      expect((await webhook(payload, header)).statusCode).toBe(200);
    }
    expect(refunds).toEqual([
      expect.objectContaining({ payment_intent: `pi_for_${yearly}`, idempotencyKey: `refund-${yearly}` }),
    ]);
    const sync = await s.request({
      method: 'POST',
      url: '/api/membership/sync',
      token: learner.token,
      payload: { sessionId: yearly },
    });
    expect(sync.json()).toMatchObject({ status: 'refunded', fulfilled: false });
    expect(sync.json().membership).toMatchObject({ plan: 'lifetime' });
    const [order] = await s.db.select().from(orders).where(eq(orders.providerSessionId, yearly));
    expect(order?.refundedAt).toBeInstanceOf(Date);
    expect(refunds).toHaveLength(1);
  });

  it('the sweep fulfils a paid Stripe session whose webhook never came, and marks an expired one', async () => {
    const payer = await s.signIn();
    const quitter = await s.signIn();
    const checkout = async (who: SignedIn) =>
      (
        await s.request({
          method: 'POST',
          url: '/api/me/membership/checkout',
          token: who.token,
          payload: { planId: 'lifetime' },
        })
      ).json().sessionId as string;
    const paid = await checkout(payer);
    const abandoned = await checkout(quitter);
    sessions.set(paid, { ...sessions.get(paid), status: 'complete', payment_status: 'paid' });
    sessions.set(abandoned, { ...sessions.get(abandoned), status: 'expired' });
    const result = await sweepOrders(s.app.deps);
    expect(result).toMatchObject({ ran: true, errors: 0 });
    expect(result.fulfilled).toBeGreaterThanOrEqual(1);
    const statusOf = async (id: string) =>
      (await s.db.select().from(orders).where(eq(orders.providerSessionId, id)))[0]?.status;
    expect(await statusOf(paid)).toBe('fulfilled');
    expect(await statusOf(abandoned)).toBe('expired');
    const membership = await s.request({ method: 'GET', url: '/api/me/membership', token: payer.token });
    expect(membership.json().membership).toMatchObject({ plan: 'lifetime', status: 'active' });
  });

  it('refuses forged and stale signatures', async () => {
    const payload = completedEvent('cs_test_1');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const res = await webhook(payload, stale);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.invalidSignature);
    expect((await webhook(payload, '')).statusCode).toBe(400);
  });
});
