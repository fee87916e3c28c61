import type { PurchaseKind, Role } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';

export interface PaidThing {
  kind: PurchaseKind;
  id: string;
  ownerId: string;
  priceMinor: number;
  includedInMembership: boolean;
}

export type AccessSource = 'free' | 'purchase' | 'membership' | 'owner' | 'admin';

type MembershipCheck = (db: DbOrTx, userId: string, now: Date) => Promise<boolean>;

/**
 * Whether a user has an active membership. The membership module provides it when the app is built
 * (modules/membership/purchasable.ts), so that this module, which every kind imports, imports none of them.
 */
let activeMembershipCheck: MembershipCheck = async () => false;

export function provideMembershipCheck(check: MembershipCheck): void {
  activeMembershipCheck = check;
}

/**
 * The one unlocking rule for every kind of paid thing: free, bought, included in membership
 * with an active membership, or the caller is its owner or an admin. Returns how the caller has access,
 * or null. Every module asks this function; none decides on its own, and it never branches on the kind.
 */
export async function accessSource(
  db: DbOrTx,
  user: { id: string; role: Role } | null,
  thing: PaidThing,
  now: Date,
): Promise<AccessSource | null> {
  if (thing.priceMinor === 0) return 'free';
  if (!user) return null;
  if (user.role === 'admin') return 'admin';
  if (user.id === thing.ownerId) return 'owner';
  if (await hasPurchased(db, user.id, thing.kind, thing.id)) return 'purchase';
  if (thing.includedInMembership && (await hasActiveMembership(db, user.id, now))) return 'membership';
  return null;
}

export async function hasPurchased(db: DbOrTx, userId: string, kind: PurchaseKind, itemId: string) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.kind, kind), eq(purchases.itemId, itemId)))
    .limit(1);
  return Boolean(row);
}

export function hasActiveMembership(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  return activeMembershipCheck(db, userId, now);
}
