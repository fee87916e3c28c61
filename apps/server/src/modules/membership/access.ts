import { isMembershipActive, type Role } from '@medprep/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type AccessSource, hasPurchased, type PaidThing, purchasedAmong } from '../payments/access.ts';
import { getMembership } from './service.ts';

export type { AccessSource, PaidThing } from '../payments/access.ts';

/** Whether a user has an active membership now. */
export async function hasActiveMembership(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  return isMembershipActive(await getMembership(db, userId, now));
}

type Fact = () => boolean | Promise<boolean>;

/**
 * The one unlocking rule for every kind of paid thing: free, bought, included in membership
 * with an active membership, or the caller is its owner or an admin. Returns how the caller has access,
 * or null. Every module asks this rule (one thing: accessSource; many at once: accessSources); none decides
 * on its own, and it never branches on the kind. It lives here, above payments, so that it reads memberships
 * directly (docs/decisions/420). The facts are asked only when the rule needs them.
 */
async function decideAccess(
  user: { id: string; role: Role } | null,
  thing: PaidThing,
  purchased: Fact,
  member: Fact,
): Promise<AccessSource | null> {
  if (thing.priceMinor === 0) return 'free';
  if (!user) return null;
  if (user.role === 'admin') return 'admin';
  if (user.id === thing.ownerId) return 'owner';
  if (await purchased()) return 'purchase';
  if (thing.includedInMembership && (await member())) return 'membership';
  return null;
}

export function accessSource(
  db: DbOrTx,
  user: { id: string; role: Role } | null,
  thing: PaidThing,
  now: Date,
): Promise<AccessSource | null> {
  return decideAccess(
    user,
    thing,
    () => (user ? hasPurchased(db, user.id, thing.kind, thing.id) : false),
    () => (user ? hasActiveMembership(db, user.id, now) : false),
  );
}

/** The rule for many things of one kind at once: two reads at most (the purchases, the membership). */
export async function accessSources(
  db: DbOrTx,
  user: { id: string; role: Role } | null,
  kind: PaidThing['kind'],
  things: PaidThing[],
  now: Date,
): Promise<Map<string, AccessSource | null>> {
  const paid = things.filter((t) => t.priceMinor > 0).map((t) => t.id);
  const bought = user && paid.length > 0 ? await purchasedAmong(db, user.id, kind, paid) : new Set<string>();
  let member: Promise<boolean> | undefined;
  const isMember = () => {
    member ??= user ? hasActiveMembership(db, user.id, now) : Promise.resolve(false);
    return member;
  };
  const out = new Map<string, AccessSource | null>();
  for (const thing of things) {
    out.set(thing.id, await decideAccess(user, thing, () => bought.has(thing.id), isMember));
  }
  return out;
}
