import { paths } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { purchases, users } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { mailOrigin } from '../../platform/origin.ts';
import type { PaymentListener } from '../payments/listeners.ts';
import { type Order, purchasableOf } from '../payments/registry.ts';
import { enqueueMail, kickMail } from './service.ts';
import type { ReceiptData } from './templates.ts';

const PROVIDER_NAMES: Record<Order['provider'], string> = {
  local: 'MedPrep test checkout',
  stripe: 'Card (Stripe)',
};

/** The receipt of an order, from the order and its purchase kind's summary of the bought thing. */
async function receiptOf(deps: Deps, tx: Tx, order: Order, name: string, date: Date): Promise<ReceiptData> {
  const purchasable = purchasableOf(deps.registries, order.kind);
  const summary = (await purchasable.summaries(tx, [order.itemRef])).get(order.itemRef);
  const [purchase] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.orderId, order.id));
  return {
    name,
    title: summary?.title ?? order.title,
    amountMinor: order.amountMinor,
    currency: order.currency,
    date,
    orderRef: order.id,
    provider: PROVIDER_NAMES[order.provider],
    link: summary?.deepLink ?? paths.myPurchases(),
    receiptLink: purchase ? paths.receipt(purchase.id) : paths.myPurchases(),
  };
}

async function buyerOf(tx: Tx, order: Order) {
  const [buyer] = await tx
    .select({ email: users.email, name: users.name, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, order.userId));
  return buyer && !buyer.deletedAt ? buyer : null;
}

/** A receipt after each fulfilment and a mail when a payment is given back. */
export const paymentMail: PaymentListener = {
  async fulfilled(deps: Deps, tx: Tx, order: Order, now: Date) {
    const buyer = await buyerOf(tx, order);
    if (!buyer) return;
    const receipt = await receiptOf(deps, tx, order, buyer.name, order.fulfilledAt ?? now);
    await enqueueMail(
      tx,
      {
        to: buyer.email,
        userId: order.userId,
        message: { template: 'receipt', receipt },
        origin: mailOrigin(deps.config),
      },
      now,
    );
  },
  async refunded(deps: Deps, tx: Tx, order: Order, now: Date) {
    const buyer = await buyerOf(tx, order);
    if (!buyer) return;
    const receipt = await receiptOf(deps, tx, order, buyer.name, order.createdAt);
    await enqueueMail(
      tx,
      {
        to: buyer.email,
        userId: order.userId,
        message: { template: 'refund', receipt },
        origin: mailOrigin(deps.config),
      },
      now,
    );
  },
  afterCommit(deps: Deps) {
    kickMail(deps);
  },
};
