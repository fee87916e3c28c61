import { ACCOUNT_MESSAGES, isUuid, type Receipt } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import { orders, purchases, users } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { purchasableOf } from '../payments/registry.ts';

const PROVIDERS: Record<string, string> = { local: 'MedPrep test checkout', stripe: 'Card (Stripe)' };

/** One purchase's receipt for its buyer; anyone else's is not found. */
export async function getReceipt(deps: Deps, userId: string, purchaseId: string): Promise<Receipt> {
  if (!isUuid(purchaseId)) throw notFound(ACCOUNT_MESSAGES.receiptNotFound);
  const [row] = await deps.db
    .select({ p: purchases, order: orders, name: users.name, email: users.email })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .leftJoin(orders, eq(orders.id, purchases.orderId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!row) throw notFound(ACCOUNT_MESSAGES.receiptNotFound);
  const { p, order } = row;
  const itemRef = order?.itemRef ?? p.itemId;
  const purchasable = purchasableOf(deps.registries, p.kind);
  const summary = (await purchasable.summaries(deps.db, [itemRef])).get(itemRef);
  return {
    id: p.id,
    orderRef: order?.id ?? null,
    kind: p.kind,
    title: summary?.title ?? order?.title ?? '',
    amountMinor: p.amountMinor,
    currency: p.currency,
    purchasedAt: p.purchasedAt.toISOString(),
    provider: order ? (PROVIDERS[order.provider] ?? order.provider) : null,
    status: order?.status ?? null,
    refundedAt: order?.refundedAt?.toISOString() ?? null,
    buyer: { name: row.name, email: row.email },
    deepLink: summary?.deepLink ?? null,
  };
}
