import {
  type CheckoutResponse,
  PAYMENT_MESSAGES,
  type PurchaseItem,
  type PurchaseKind,
  paths,
  type SyncResponse,
} from '@medprep/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, membershipPlans, orders, purchases } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { enrollViaPurchase } from '../learning/service.ts';
import { grantMembership } from './plans.ts';
import { getMembership } from './service.ts';

type Order = typeof orders.$inferSelect;

export interface CheckoutRequest {
  kind: PurchaseKind;
  itemRef: string;
  title: string;
  amountMinor: number;
  currency: 'GBP' | 'USD' | 'EUR';
  /** Paths on our own site; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successPath: string;
  cancelPath: string;
}

/** Creates the order, then the provider's checkout session for it. */
export async function startCheckout(
  deps: Deps,
  user: AuthUser,
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  const { db, payments, config } = deps;
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      kind: request.kind,
      itemRef: request.itemRef,
      title: request.title,
      amountMinor: request.amountMinor,
      currency: request.currency,
      provider: payments.name,
      createdAt: deps.clock.now(),
    })
    .returning();
  const session = await payments.createCheckout({
    orderId: order!.id,
    title: request.title,
    amountMinor: request.amountMinor,
    currency: request.currency,
    customerEmail: user.email,
    successUrl: `${config.publicUrl}${request.successPath}`,
    cancelUrl: `${config.publicUrl}${request.cancelPath}`,
  });
  await db.update(orders).set({ providerSessionId: session.sessionId }).where(eq(orders.id, order!.id));
  return { checkoutUrl: session.url, sessionId: session.sessionId };
}

async function deepLinkOf(db: DbOrTx, kind: PurchaseKind, itemRef: string): Promise<string | null> {
  if (kind === 'membership') return paths.myEnrollments();
  if (kind === 'course') {
    const [course] = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, itemRef));
    return course ? paths.learn(course.slug) : null;
  }
  return null;
}

/** What each kind of order grants, inside the fulfilment transaction. */
async function grant(tx: DbOrTx, order: Order, now: Date): Promise<void> {
  if (order.kind === 'membership') {
    await grantMembership(tx, order.userId, order.itemRef as 'yearly' | 'lifetime', now);
    await tx.insert(purchases).values({
      userId: order.userId,
      kind: 'membership',
      itemId: order.id,
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      purchasedAt: now,
    });
    return;
  }
  await tx
    .insert(purchases)
    .values({
      userId: order.userId,
      kind: order.kind,
      itemId: order.itemRef,
      orderId: order.id,
      amountMinor: order.amountMinor,
      currency: order.currency,
      purchasedAt: now,
    })
    .onConflictDoNothing();
  if (order.kind === 'course') await enrollViaPurchase(tx, order.userId, order.itemRef, now);
}

async function syncResult(deps: Deps, order: Order): Promise<SyncResponse> {
  const status = order.status;
  return {
    fulfilled: status === 'fulfilled',
    status,
    kind: order.kind,
    deepLink: await deepLinkOf(deps.db, order.kind, order.itemRef),
    ...(order.kind === 'membership'
      ? { membership: await getMembership(deps.db, order.userId, deps.clock.now()) }
      : {}),
  };
}

/**
 * The one fulfilment (DECISIONS §3), keyed by the provider's session id and called by the webhook, the
 * sync endpoints, the confirm endpoints and the local checkout. It asks the provider whether the session is
 * paid, checks amount, currency and order against ours, and grants in one transaction under a row lock on
 * the order: calling it any number of times, concurrently or not, grants once.
 */
export async function fulfilCheckout(
  deps: Deps,
  sessionId: string,
  options: { buyerId?: string } = {},
): Promise<SyncResponse> {
  const { db, payments } = deps;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, payments.name), eq(orders.providerSessionId, sessionId)));
  // Someone else's session is reported as not found.
  if (!order || (options.buyerId && order.userId !== options.buyerId)) {
    throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  }
  if (order.status !== 'pending') return syncResult(deps, order);
  const session = await payments.retrieveSession(sessionId);
  if (!session) throw notFound(PAYMENT_MESSAGES.sessionNotFound);
  if (!session.paid) {
    if (session.state === 'expired' || session.state === 'cancelled') {
      const status = session.state === 'expired' ? 'expired' : 'cancelled';
      const [updated] = await db
        .update(orders)
        .set({ status })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning();
      return syncResult(deps, updated ?? order);
    }
    return syncResult(deps, order);
  }
  if (
    session.amountMinor !== order.amountMinor ||
    session.currency !== order.currency ||
    session.orderId !== order.id
  ) {
    const [failed] = await db
      .update(orders)
      .set({ status: 'failed', metadata: { reason: 'mismatch', session } })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    return syncResult(deps, failed ?? order);
  }
  const fulfilled = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status !== 'pending') return locked ?? order;
    const now = deps.clock.now();
    await grant(tx, locked, now);
    const [done] = await tx
      .update(orders)
      .set({ status: 'fulfilled', fulfilledAt: now })
      .where(eq(orders.id, locked.id))
      .returning();
    return done!;
  });
  return syncResult(deps, fulfilled);
}

/** The caller's purchases, newest first, with a title, picture and a link to the bought thing. */
export async function listPurchases(
  db: DbOrTx,
  userId: string,
  query: { kinds: PurchaseKind[]; page: number; limit: number },
): Promise<{
  items: PurchaseItem[];
  meta: { page: number; limit: number; hasNextPage: boolean; total: number };
}> {
  const where: SQL[] = [eq(purchases.userId, userId)];
  if (query.kinds.length) where.push(inArray(purchases.kind, query.kinds));
  const rows = await db
    .select({ purchase: purchases, orderTitle: orders.title, orderItem: orders.itemRef })
    .from(purchases)
    .leftJoin(orders, eq(orders.id, purchases.orderId))
    .where(and(...where))
    .orderBy(desc(purchases.purchasedAt), desc(purchases.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const courseIds = rows.filter((r) => r.purchase.kind === 'course').map((r) => r.purchase.itemId);
  const courseRows = courseIds.length
    ? await db
        .select({ id: courses.id, title: courses.title, slug: courses.slug, thumbnail: courses.thumbnail })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    : [];
  const plans = await db.select({ id: membershipPlans.id, name: membershipPlans.name }).from(membershipPlans);
  const items = rows.slice(0, query.limit).map(({ purchase, orderTitle, orderItem }): PurchaseItem => {
    const course = courseRows.find((c) => c.id === purchase.itemId);
    const plan = plans.find((p) => p.id === orderItem);
    return {
      id: purchase.id,
      kind: purchase.kind,
      itemId: purchase.itemId,
      title:
        course?.title ??
        (purchase.kind === 'membership' ? `${plan?.name ?? ''} membership`.trim() : (orderTitle ?? '')),
      thumbnail: course?.thumbnail ?? null,
      purchasedAt: purchase.purchasedAt.toISOString(),
      priceMinor: purchase.amountMinor,
      currency: purchase.currency,
      deepLink: course
        ? paths.learn(course.slug)
        : purchase.kind === 'membership'
          ? paths.plans()
          : paths.home(),
    };
  });
  const [total] = await db
    .select({ n: count() })
    .from(purchases)
    .where(and(...where));
  return {
    items,
    meta: {
      page: query.page,
      limit: query.limit,
      hasNextPage: rows.length > query.limit,
      total: total?.n ?? 0,
    },
  };
}
