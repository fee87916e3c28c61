import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client.ts';
import { localCheckoutSessions, memberships, orders, purchases } from '../../db/schema/index.ts';
import { JOB_LOCKS, runExclusive } from '../../platform/jobs.ts';
import { buildTestApp, createTestDatabase, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { sweepOrders } from './reconcile.ts';

/** Two app instances on one database: on PostgreSQL each with its own connection pool, as two servers. */
let database: Database;
let second: Database;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const client = (database.db as unknown as { $client: unknown }).$client;
  second =
    client instanceof pg.Pool
      ? await openPostgres(client.options.connectionString!, 3)
      : { ...database, close: async () => {} };
  a = await buildTestApp({ database });
  b = await buildTestApp({ database: second, clock: a.clock });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const buyPlan = (who: SignedIn, planId: 'yearly' | 'lifetime') =>
  a.request({ method: 'POST', url: '/api/me/membership/checkout', token: who.token, payload: { planId } });

/** What a crash between "paid" and "fulfilled" leaves: the provider's session paid, our order pending. */
const paidButNotFulfilled = async (sessionId: string) =>
  a.db
    .update(localCheckoutSessions)
    .set({ status: 'paid', paidAt: a.clock.now() })
    .where(eq(localCheckoutSessions.id, sessionId));

describe('the payment sweep', () => {
  it('fulfils a paid order the buyer never came back for, and marks an expired one', async () => {
    const payer = await a.signIn();
    const paid = (await buyPlan(payer, 'yearly')).json();
    await paidButNotFulfilled(paid.sessionId);
    const quitter = await a.signIn();
    const abandoned = (await buyPlan(quitter, 'lifetime')).json();
    const waiting = await a.signIn();
    const open = (await buyPlan(waiting, 'lifetime')).json();
    // The quitter's session expires; the waiting one was opened later and is still open.
    await a.db
      .update(localCheckoutSessions)
      .set({ expiresAt: new Date(a.clock.now().getTime() - 1000) })
      .where(eq(localCheckoutSessions.id, abandoned.sessionId));

    const result = await sweepOrders(a.app.deps);
    expect(result).toMatchObject({ ran: true, errors: 0 });
    const rows = await a.db
      .select({ session: orders.providerSessionId, status: orders.status })
      .from(orders)
      .where(inArray(orders.providerSessionId, [paid.sessionId, abandoned.sessionId, open.sessionId]));
    const statusOf = (id: string) => rows.find((r) => r.session === id)?.status;
    expect(statusOf(paid.sessionId)).toBe('fulfilled');
    expect(statusOf(abandoned.sessionId)).toBe('expired');
    expect(statusOf(open.sessionId)).toBe('pending');
    const membership = await a.request({ method: 'GET', url: '/api/me/membership', token: payer.token });
    expect(membership.json().membership).toMatchObject({ plan: 'yearly', status: 'active' });
  });

  it('two instances sweeping at once grant each paid order once', async () => {
    const buyers = await Promise.all([a.signIn(), a.signIn(), a.signIn()]);
    for (const buyer of buyers) await paidButNotFulfilled((await buyPlan(buyer, 'yearly')).json().sessionId);
    const results = await Promise.all([sweepOrders(a.app.deps), sweepOrders(b.app.deps)]);
    expect(results.reduce((n, r) => n + r.fulfilled, 0)).toBe(buyers.length);
    const ids = buyers.map((u) => u.id);
    const [bought] = await a.db.select({ n: count() }).from(purchases).where(inArray(purchases.userId, ids));
    expect(bought?.n).toBe(buyers.length);
    const rows = await a.db.select().from(memberships).where(inArray(memberships.userId, ids));
    expect(rows).toHaveLength(buyers.length);
    for (const row of rows) {
      expect(row.currentPeriodEnd!.getUTCFullYear() - row.currentPeriodStart.getUTCFullYear()).toBe(1);
    }
  });

  it('runs once at a time across instances: a second instance skips while the first holds the lock', async () => {
    let release!: () => void;
    let started!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const running = new Promise<void>((r) => {
      started = r;
    });
    const first = runExclusive(a.db, JOB_LOCKS.paymentSweep, async () => {
      started();
      await held;
      return 'first';
    });
    await running;
    expect(await sweepOrders(b.app.deps)).toMatchObject({ ran: false });
    expect(await runExclusive(b.db, JOB_LOCKS.paymentSweep, async () => 'second')).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await runExclusive(b.db, JOB_LOCKS.paymentSweep, async () => 'again')).toEqual({
      ran: true,
      value: 'again',
    });
  });
});
