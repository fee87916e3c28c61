import { AUDIT_ACTIONS, PAYMENT_MESSAGES, type SyncResponse } from '@medprep/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, purchases } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, SYSTEM_AUDIT } from '../audit/index.ts';
import { announceCommitted, announceFulfilled, announceRefunded } from './listeners.ts';
import { type Order, purchasableOf } from './registry.ts';

async function syncResult(deps: Deps, order: Order): Promise<SyncResponse> {
  const purchasable = purchasableOf(deps.registries, order.kind);
  // The purchase row the order wrote, so the page the buyer returns to can link its receipt.
  const [purchase] =
    order.status === 'fulfilled'
      ? await deps.db
          .select({ id: purchases.id })
          .from(purchases)
          // (user, kind) leads the purchases_user_kind_idx index
          .where(
            and(
              eq(purchases.userId, order.userId),
              eq(purchases.kind, order.kind),
              eq(purchases.orderId, order.id),
            ),
          )
          .limit(1)
      : [];
  return {
    fulfilled: order.status === 'fulfilled',
    status: order.status,
    kind: order.kind,
    deepLink: await purchasable.deepLink(deps.db, order.itemRef),
    purchaseId: purchase?.id ?? null,
    ...(purchasable.syncExtras ? await purchasable.syncExtras(deps.db, order.userId, deps.clock.now()) : {}),
  };
}

/**
 * Gives back the payment of a `refunded` order through its provider, once: the order records when the
 * provider took it. A failure leaves `refundedAt` empty, and the sweep (reconcile.ts) tries again.
 */
export async function refundOrder(deps: Deps, order: Order): Promise<boolean> {
  if (order.status !== 'refunded' || order.refundedAt || !order.providerSessionId) return false;
  await deps.payments.refund(order.providerSessionId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ refundedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.refundedAt)))
      .returning();
    if (refunded) await announceRefunded(deps, tx, refunded, now);
  });
  announceCommitted(deps);
  return true;
}

/** Thrown inside the grant's savepoint when nothing is granted, so that the purchase row goes too. */
const NOT_GRANTED = Symbol('not granted');

/**
 * Records the purchase of a paid order, then has its kind grant it, in a savepoint of the fulfilment
 * transaction (docs/decisions/360): every kind's purchase reaches the buyer's purchases and receipts, and no
 * kind writes (or forgets) the row itself. The row is keyed by the item, or by the order for a kind bought
 * again and again; a buyer who already has a purchase of the item (the unique key decides, whatever the
 * concurrency) gets nothing, and so does one whose kind's `grant` refuses: the savepoint then undoes the
 * row and anything the grant wrote. Returns whether the order was granted.
 */
async function recordAndGrant(deps: Deps, tx: Tx, order: Order, now: Date): Promise<boolean> {
  const purchasable = purchasableOf(deps.registries, order.kind);
  try {
    await tx.transaction(async (sp) => {
      const recorded = await sp
        .insert(purchases)
        .values({
          userId: order.userId,
          kind: order.kind,
          itemId: purchasable.boughtRepeatedly ? order.id : order.itemRef,
          orderId: order.id,
          amountMinor: order.amountMinor,
          currency: order.currency,
          purchasedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: purchases.id });
      if (!recorded.length || !(await purchasable.grant(sp, order, now))) throw NOT_GRANTED;
    });
    return true;
  } catch (error) {
    if (error === NOT_GRANTED) return false;
    throw error;
  }
}

/**
 * The one fulfilment, keyed by the provider's session id and called by the webhook, the
 * sync endpoints, the local checkout, a second checkout of the same item and the sweep. It asks the provider
 * whether the session is paid, checks amount, currency and order against ours, and records the purchase
 * and grants in one transaction under a row lock on the order: calling it any number of times, concurrently
 * or not, records and grants once. When the buyer already had the thing (two sessions paid in two tabs) or
 * the kind's grant refuses, the order becomes `refunded` and the payment goes back through the provider.
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
  if (order.status !== 'pending') {
    await retryRefund(deps, order);
    return syncResult(deps, order);
  }
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
  const settled = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (locked?.status !== 'pending') return locked ?? order;
    const now = deps.clock.now();
    const granted = await recordAndGrant(deps, tx, locked, now);
    const [done] = await tx
      .update(orders)
      .set(
        granted
          ? { status: 'fulfilled', fulfilledAt: now }
          : { status: 'refunded', metadata: { ...locked.metadata, reason: 'already_owned' } },
      )
      .where(eq(orders.id, locked.id))
      .returning();
    if (granted) await announceFulfilled(deps, tx, done!, now);
    else {
      await recordAudit(tx, SYSTEM_AUDIT, {
        action: AUDIT_ACTIONS.orderRefunded,
        target: { kind: 'order', id: locked.id },
        subjectUserId: locked.userId,
        changes: { status: ['pending', 'refunded'] },
        at: now,
      });
    }
    return done!;
  });
  announceCommitted(deps);
  await retryRefund(deps, settled);
  return syncResult(deps, settled);
}

/** The provider call happens outside the transaction; a failure is left for the sweep to retry. */
async function retryRefund(deps: Deps, order: Order): Promise<void> {
  if (order.status !== 'refunded' || order.refundedAt) return;
  try {
    await refundOrder(deps, order);
  } catch {
    // The order stays `refunded` with no refundedAt; the sweep asks the provider again.
  }
}
