import { type PurchaseItem, type PurchaseKind, paths } from '@medprep/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, purchases } from '../../db/schema/index.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import type { Registries } from '../../platform/registries.ts';
import { type PurchaseSummary, purchasableOf } from './registry.ts';

/**
 * The caller's purchases, newest first, with a title, picture and a link to the bought thing. Each kind
 * on the page describes its own items in one batched call (`summaries`); nothing here knows the kinds.
 */
export async function listPurchases(
  db: DbOrTx,
  registries: Registries,
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
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const page = rows.slice(0, query.limit);
  // The bought item: the order's reference (a plan id for memberships), else the purchase's own.
  const itemRef = (r: (typeof page)[number]) => r.orderItem ?? r.purchase.itemId;
  const refsByKind = new Map<PurchaseKind, string[]>();
  for (const r of page) {
    const refs = refsByKind.get(r.purchase.kind) ?? [];
    refs.push(itemRef(r));
    refsByKind.set(r.purchase.kind, refs);
  }
  const summaries = new Map<PurchaseKind, Map<string, PurchaseSummary>>();
  await Promise.all(
    [...refsByKind].map(async ([kind, refs]) => {
      summaries.set(kind, await purchasableOf(registries, kind).summaries(db, [...new Set(refs)]));
    }),
  );
  const toItem = (r: (typeof page)[number]): PurchaseItem => {
    const { purchase } = r;
    const summary = summaries.get(purchase.kind)?.get(itemRef(r));
    return {
      id: purchase.id,
      kind: purchase.kind,
      itemId: purchase.itemId,
      title: summary?.title ?? r.orderTitle ?? '',
      thumbnail: summary?.thumbnail ?? null,
      purchasedAt: purchase.purchasedAt.toISOString(),
      priceMinor: purchase.amountMinor,
      currency: purchase.currency,
      deepLink: summary?.deepLink ?? paths.home(),
    };
  };
  const [total] = await db
    .select({ n: count() })
    .from(purchases)
    .where(and(...where));
  return toPage(rows, query, { total: total?.n ?? 0, map: toItem });
}
