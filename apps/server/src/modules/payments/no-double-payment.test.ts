import { PAYMENT_MESSAGES } from '@medprep/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../db/factories.ts';
import { enrollments, localCheckoutSessions, memberships, orders, purchases } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { fulfilCheckout } from './fulfilment.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const buyPlan = (who: SignedIn, planId: 'yearly' | 'lifetime') =>
  t.request({ method: 'POST', url: '/api/me/membership/checkout', token: who.token, payload: { planId } });
const buyCourse = (who: SignedIn, courseId: string) =>
  t.request({ method: 'POST', url: `/api/me/courses/${courseId}/checkout`, token: who.token });
const pay = (sessionId: string) =>
  t.request({
    method: 'POST',
    url: `/api/payments/local/${sessionId}/pay`,
    payload: { cardNumber: '4242 4242 4242 4242' },
  });
const sync = (who: SignedIn, sessionId: string) =>
  t.request({ method: 'POST', url: '/api/purchase/sync', token: who.token, payload: { sessionId } });
const paidCourse = async () => {
  const owner = await createUser(t.db, { role: 'instructor' });
  return createCourse(t.db, { ownerId: owner.id, priceMinor: 4900, includedInMembership: false });
};
const countOf = async (table: typeof purchases | typeof enrollments, userId: string) => {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
};

describe('nobody pays twice', () => {
  it('two checkouts at once get one order and one session; two payments of it grant once', async () => {
    const course = await paidCourse();
    const learner = await t.signIn();
    const [a, b] = await Promise.all([buyCourse(learner, course.id), buyCourse(learner, course.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().sessionId).toBe(b.json().sessionId);
    expect(a.json().checkoutUrl).toBe(b.json().checkoutUrl);
    const [open] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, learner.id), eq(orders.itemRef, course.id)));
    expect(open?.n).toBe(1);

    const paid = await Promise.all([pay(a.json().sessionId), pay(a.json().sessionId)]);
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await countOf(purchases, learner.id)).toBe(1);
    expect(await countOf(enrollments, learner.id)).toBe(1);
    const again = await buyCourse(learner, course.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'bad_request', message: PAYMENT_MESSAGES.alreadyOwned });
  });

  it('a second checkout returns the open one, but not once its session has expired', async () => {
    const course = await paidCourse();
    const learner = await t.signIn();
    const first = (await buyCourse(learner, course.id)).json();
    expect((await buyCourse(learner, course.id)).json()).toEqual(first);
    // Its session expires (the learner left the payment page open past its 30 minutes).
    await t.db
      .update(localCheckoutSessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(localCheckoutSessions.id, first.sessionId));
    const fresh = await buyCourse(learner, course.id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().sessionId).not.toBe(first.sessionId);
    const [old] = await t.db.select().from(orders).where(eq(orders.providerSessionId, first.sessionId));
    expect(old?.status).toBe('expired');
    expect((await pay(fresh.json().sessionId)).statusCode).toBe(200);
    expect(await countOf(purchases, learner.id)).toBe(1);
  });

  it('a lifetime member cannot buy any plan; a yearly member may renew yearly', async () => {
    const lifer = await t.signIn();
    await pay((await buyPlan(lifer, 'lifetime')).json().sessionId);
    for (const planId of ['yearly', 'lifetime'] as const) {
      const res = await buyPlan(lifer, planId);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.alreadyOwned);
    }
    const yearly = await t.signIn();
    await pay((await buyPlan(yearly, 'yearly')).json().sessionId);
    expect((await buyPlan(yearly, 'yearly')).statusCode).toBe(200);
  });

  it('a payment for what the buyer already has (two tabs) is refunded, said so, and shown to admins', async () => {
    const learner = await t.signIn();
    // Tab 1 opens a yearly checkout, tab 2 a lifetime one; both are paid.
    const yearly = (await buyPlan(learner, 'yearly')).json();
    const lifetime = (await buyPlan(learner, 'lifetime')).json();
    await pay(lifetime.sessionId);
    const late = await pay(yearly.sessionId);
    expect(late.statusCode).toBe(200);
    const answer = await sync(learner, yearly.sessionId);
    expect(answer.json()).toMatchObject({ fulfilled: false, status: 'refunded', kind: 'membership' });
    expect(answer.json().membership).toMatchObject({ plan: 'lifetime', status: 'active' });
    const [session] = await t.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, yearly.sessionId));
    expect(session?.refundedAt).toBeInstanceOf(Date);
    const bought = await t.request({
      method: 'GET',
      url: '/api/me/purchases?kinds=membership',
      token: learner.token,
    });
    expect(bought.json().items.map((i: { title: string }) => i.title)).toEqual(['Lifetime membership']);

    const admin = await t.signIn('admin');
    const list = await t.request({
      method: 'GET',
      url: '/api/admin/orders?status=refunded',
      token: admin.token,
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.filter((o: { buyer: { id: string } }) => o.buyer.id === learner.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'refunded', sessionId: yearly.sessionId, amountMinor: 7500 });
    expect(mine[0].refundedAt).not.toBeNull();
    // The automatic refund is on the audit trail once, with no actor (the system).
    const audit = await t.request({
      method: 'GET',
      url: `/api/admin/audit?targetKind=order&targetId=${mine[0].id}`,
      token: admin.token,
    });
    expect(audit.json().items).toMatchObject([
      { actor: null, action: 'order.refunded', changes: { status: ['pending', 'refunded'] } },
    ]);
    const forbidden = await t.request({ method: 'GET', url: '/api/admin/orders', token: learner.token });
    expect(forbidden.statusCode).toBe(403);
  });

  it('a course payment that arrives after the course was granted is refunded', async () => {
    const course = await paidCourse();
    const learner = await t.signIn();
    const first = (await buyCourse(learner, course.id)).json();
    await pay(first.sessionId);
    // A second order and session for the same course, paid as well (the database keeps two open orders of
    // one buyer and item from existing at once, so this one opens after the first was fulfilled).
    const [second] = await t.db
      .insert(orders)
      .values({
        userId: learner.id,
        kind: 'course',
        itemRef: course.id,
        title: course.title,
        amountMinor: course.priceMinor,
        currency: course.currency,
        provider: 'local',
      })
      .returning();
    const session = await t.app.deps.payments.createCheckout({
      orderId: second!.id,
      title: course.title,
      amountMinor: course.priceMinor,
      currency: course.currency,
      customerEmail: learner.email,
      successUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      origin: 'http://localhost:3000',
    });
    await t.db.update(orders).set({ providerSessionId: session.sessionId }).where(eq(orders.id, second!.id));
    await t.db
      .update(localCheckoutSessions)
      .set({ status: 'paid' })
      .where(eq(localCheckoutSessions.id, session.sessionId));
    const results = await Promise.all([
      fulfilCheckout(t.app.deps, session.sessionId),
      fulfilCheckout(t.app.deps, session.sessionId),
    ]);
    expect(results.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(results[0]?.deepLink).toBe(`/learn/${course.slug}`);
    expect(await countOf(purchases, learner.id)).toBe(1);
    expect(await countOf(enrollments, learner.id)).toBe(1);
    const [refunded] = await t.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, session.sessionId));
    expect(refunded?.refundedAt).toBeInstanceOf(Date);
  });

  it('concurrent first grants of a membership give one membership and no error', async () => {
    const learner = await t.signIn();
    const yearly = (await buyPlan(learner, 'yearly')).json();
    const lifetime = (await buyPlan(learner, 'lifetime')).json();
    const paid = await Promise.all([pay(yearly.sessionId), pay(lifetime.sessionId)]);
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.plan).toBe('lifetime');
  });
});
