import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CHECKOUT_OPEN_WAIT_MS,
  CHECKOUT_SESSION_TTL_SEC,
  type CheckoutResponse,
  PAYMENT_MESSAGES,
  type PurchaseKind,
} from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { fulfilCheckout } from './fulfilment.ts';
import { type Order, purchasableOf } from './registry.ts';

/** How often a second checkout looks whether the first one has its provider session yet. */
const OPEN_ORDER_POLL_MS = 50;
/** Rounds of "find the open order, or open one" before giving up (each round ends an order or returns). */
const CHECKOUT_ROUNDS = 5;

const findOpenOrder = async (deps: Deps, userId: string, kind: PurchaseKind, itemRef: string) => {
  const [open] = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, kind),
        eq(orders.itemRef, itemRef),
        eq(orders.status, 'pending'),
      ),
    );
  return open;
};

/**
 * An open order of the same buyer and item: its checkout when the provider still takes payment for it;
 * otherwise the order is settled (paid → fulfilled or refunded, expired, cancelled, or failed when its
 * session never came) and null is returned, so the caller looks again.
 */
async function reuseOpenOrder(deps: Deps, open: Order): Promise<CheckoutResponse | null> {
  let order: Order | undefined = open;
  // A concurrent checkout inserted it and is asking the provider for its session right now: wait for it.
  const deadline = Date.now() + CHECKOUT_OPEN_WAIT_MS;
  while (order?.status === 'pending' && !order.providerSessionId) {
    const abandoned =
      order.createdAt.getTime() + CHECKOUT_SESSION_TTL_SEC * 1000 <= deps.clock.now().getTime();
    if (abandoned || Date.now() > deadline) {
      // Its checkout crashed before the provider answered: nobody can pay it.
      if (abandoned) {
        await deps.db
          .update(orders)
          .set({ status: 'failed', metadata: { ...order.metadata, reason: 'no_session' } })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
        return null;
      }
      throw new AppError('conflict', PAYMENT_MESSAGES.checkoutBusy);
    }
    await sleep(OPEN_ORDER_POLL_MS);
    [order] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  }
  if (order?.status !== 'pending' || !order.providerSessionId) return null;
  const session = await deps.payments.retrieveSession(order.providerSessionId);
  if (session?.state === 'open' && order.checkoutUrl) {
    return { checkoutUrl: order.checkoutUrl, sessionId: order.providerSessionId };
  }
  // Paid (fulfil it now), expired or cancelled: settle it; a session the provider lost fails the order.
  if (session) await fulfilCheckout(deps, order.providerSessionId);
  else {
    await deps.db
      .update(orders)
      .set({ status: 'failed', metadata: { ...order.metadata, reason: 'session_not_found' } })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
  }
  return null;
}

/**
 * Starts (or resumes) buying one item of a registered kind (nobody pays twice):
 * - the kind loads the item and its price for this buyer (404, 409 or 400 when it cannot be bought);
 * - an item the buyer already has is 400 'You already own this.';
 * - while an order of this buyer and item is open, its checkout is returned instead of a second one. The
 *   database holds that (`orders_open_key`, a unique index on open orders), so concurrent checkouts
 *   agree on one order; an open order whose session expired, was cancelled or was paid is settled first.
 * `origin` is where the buyer is using the app (platform/origin.ts): the return addresses use it.
 */
export async function startCheckout(
  deps: Deps,
  user: AuthUser,
  kind: PurchaseKind,
  itemRef: string,
  origin: string,
): Promise<CheckoutResponse> {
  const { db, payments, clock } = deps;
  const purchasable = purchasableOf(deps.registries, kind);
  for (let round = 0; round < CHECKOUT_ROUNDS; round++) {
    const now = clock.now();
    const item = await purchasable.load(db, user, itemRef, now);
    if (await purchasable.owns(db, user.id, itemRef, now)) {
      throw new AppError('bad_request', PAYMENT_MESSAGES.alreadyOwned);
    }
    const open = await findOpenOrder(deps, user.id, kind, itemRef);
    if (open) {
      const reused = await reuseOpenOrder(deps, open);
      if (reused) return reused;
      continue;
    }
    const [order] = await db
      .insert(orders)
      .values({
        id: randomUUID(),
        userId: user.id,
        kind,
        itemRef,
        title: item.title,
        amountMinor: item.amountMinor,
        currency: item.currency,
        provider: payments.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue; // a concurrent checkout of the same buyer and item opened it: take that one
    let session: { sessionId: string; url: string };
    try {
      session = await payments.createCheckout({
        orderId: order.id,
        title: item.title,
        amountMinor: item.amountMinor,
        currency: item.currency,
        customerEmail: user.email,
        successUrl: `${origin}${item.successPath}`,
        cancelUrl: `${origin}${item.cancelPath}`,
        origin,
      });
    } catch (error) {
      await db
        .update(orders)
        .set({ status: 'failed', metadata: { reason: 'provider_error' } })
        .where(eq(orders.id, order.id));
      throw error;
    }
    await db
      .update(orders)
      .set({ providerSessionId: session.sessionId, checkoutUrl: session.url })
      .where(eq(orders.id, order.id));
    return { checkoutUrl: session.url, sessionId: session.sessionId };
  }
  throw new AppError('conflict', PAYMENT_MESSAGES.checkoutBusy);
}
