import type { PurchaseKind } from '@medprep/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';

/** A paid thing as the unlocking rule (modules/membership/access.ts) reads it. */
export interface PaidThing {
  kind: PurchaseKind;
  id: string;
  ownerId: string;
  priceMinor: number;
  includedInMembership: boolean;
}

export type AccessSource = 'free' | 'purchase' | 'membership' | 'owner' | 'admin';

/** Whether the user bought this item (a purchase row of its kind). */
export async function hasPurchased(db: DbOrTx, userId: string, kind: PurchaseKind, itemId: string) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.kind, kind), eq(purchases.itemId, itemId)))
    .limit(1);
  return Boolean(row);
}

/** Which of these items of one kind the user bought. */
export async function purchasedAmong(db: DbOrTx, userId: string, kind: PurchaseKind, itemIds: string[]) {
  const rows = await db
    .select({ itemId: purchases.itemId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.kind, kind), inArray(purchases.itemId, itemIds)));
  return new Set(rows.map((r) => r.itemId));
}
