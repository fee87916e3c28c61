import type { AdminOrder, AdminOrdersResponse, OrderStatus } from '@medprep/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';

/** Orders for admins, newest first, optionally of one status (`refunded`: paid twice, given back). */
export async function listOrders(
  db: DbOrTx,
  query: { status?: OrderStatus | undefined; page: number; limit: number },
): Promise<AdminOrdersResponse> {
  const where = query.status ? eq(orders.status, query.status) : undefined;
  const rows = await db
    .select({ order: orders, buyer: { id: users.id, email: users.email, name: users.name } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return {
    items: rows.slice(0, query.limit).map(
      ({ order, buyer }): AdminOrder => ({
        id: order.id,
        buyer,
        kind: order.kind,
        itemRef: order.itemRef,
        title: order.title,
        amountMinor: order.amountMinor,
        currency: order.currency,
        provider: order.provider,
        sessionId: order.providerSessionId,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        fulfilledAt: order.fulfilledAt?.toISOString() ?? null,
        refundedAt: order.refundedAt?.toISOString() ?? null,
      }),
    ),
    meta: {
      page: query.page,
      limit: query.limit,
      hasNextPage: rows.length > query.limit,
      total: total?.n ?? 0,
    },
  };
}
