import { isMembershipActive, type Role } from '@medprep/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type AccessSource, hasPurchased, type PaidThing } from '../payments/access.ts';
import { getMembership } from './service.ts';

export type { AccessSource, PaidThing } from '../payments/access.ts';

/** Whether a user has an active membership now. */
export async function hasActiveMembership(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  return isMembershipActive(await getMembership(db, userId, now));
}

/**
 * The one unlocking rule for every kind of paid thing: free, bought, included in membership
 * with an active membership, or the caller is its owner or an admin. Returns how the caller has access,
 * or null. Every module asks this function; none decides on its own, and it never branches on the kind.
 * It lives here, above payments, so that it reads memberships directly (docs/decisions/420).
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
