import { PAYMENT_MESSAGES } from '@medprep/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Purchasable } from './registry.ts';

/**
 * Buyers keep what they bought: something with buyers cannot be deleted, only unpublished.
 * Buyers are whoever the kind says holds it (bought, enrolled, booked: `hasBuyers`) and whoever has an
 * open or paid order for it, whose payment must still find the item. Every kind's delete calls this.
 */
export async function assertNoBuyers(db: DbOrTx, purchasable: Purchasable, itemRef: string): Promise<void> {
  const { kind } = purchasable;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, kind),
        eq(orders.itemRef, itemRef),
        inArray(orders.status, ['pending', 'fulfilled', 'refunded']),
      ),
    )
    .limit(1);
  if (order || (await purchasable.hasBuyers(db, itemRef))) {
    throw new AppError('conflict', PAYMENT_MESSAGES.hasBuyers);
  }
}
