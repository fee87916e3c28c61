import type { PurchaseKind, SyncResponse } from '@medprep/shared';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';

export type Order = typeof orders.$inferSelect;

/** What a checkout sells: the item's title and price for this buyer, and where the provider sends them back. */
export interface SaleItem {
  title: string;
  amountMinor: number;
  currency: 'GBP' | 'USD' | 'EUR';
  /** Paths on our own site (from `paths`); `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successPath: string;
  cancelPath: string;
}

/** How a bought thing reads in the buyer's purchases list. */
export interface PurchaseSummary {
  title: string;
  thumbnail: string | null;
  deepLink: string;
}

/**
 * One purchase kind, as the payments module needs it (docs/decisions/150). Each module that
 * sells something registers one; checkout, fulfilment, the purchases list, the access rule and the delete
 * rule call these and never branch on the kind.
 */
export interface Purchasable {
  readonly kind: PurchaseKind;
  /**
   * The item on sale and its price for this buyer. Throws an AppError when it cannot be bought: 404 (not
   * there, or not on sale: unpublished items are not found), 409 (free, or the buyer is its owner), 400.
   */
  load(db: DbOrTx, buyer: AuthUser, itemRef: string, now: Date): Promise<SaleItem>;
  /** Whether the buyer already has it, so that buying it again would buy nothing ('You already own this.'). */
  owns(db: DbOrTx, userId: string, itemRef: string, now: Date): Promise<boolean>;
  /**
   * A kind bought again and again (membership renewals): its purchase row is keyed by the order, not the
   * item, so no purchase of it is ever refused as 'already bought'.
   */
  readonly boughtRepeatedly?: boolean;
  /**
   * Gives a paid order's thing inside the fulfilment transaction. The purchase row is not the kind's to
   * write: fulfilment (fulfilment.ts) has already recorded it in this transaction, and a buyer who already
   * had a purchase of this item never reaches `grant`. Returns false, granting nothing, when the buyer cannot
   * have it after all (already had it, or it went meanwhile; decided under the database's locks or unique
   * keys, so concurrent payments cannot both grant): the purchase row is then rolled back and the payment
   * refunded.
   */
  grant(tx: Tx, order: Order, now: Date): Promise<boolean>;
  /** Where the buyer goes after paying (an address from `paths`), or null when the item is gone. */
  deepLink(db: DbOrTx, itemRef: string): Promise<string | null>;
  /** The purchases list's title, picture and link for each of these items, in one query. */
  summaries(db: DbOrTx, itemRefs: string[]): Promise<Map<string, PurchaseSummary>>;
  /** Whether anyone bought it or holds it (enrolled, booked): then it cannot be deleted, only unpublished. */
  hasBuyers(db: DbOrTx, itemRef: string): Promise<boolean>;
  /** Extra fields of the sync answer for this kind (membership: the caller's membership). */
  syncExtras?(db: DbOrTx, userId: string, now: Date): Promise<Partial<SyncResponse>>;
}

const registry = new Map<PurchaseKind, Purchasable>();

/** Called once per kind when the app is built (app.ts); registering a kind again replaces it. */
export function registerPurchasable(purchasable: Purchasable): void {
  registry.set(purchasable.kind, purchasable);
}

/** The registered kind; an order of a kind nobody registered is a programming error. */
export function purchasableOf(kind: PurchaseKind): Purchasable {
  const found = registry.get(kind);
  if (!found) throw new Error(`No purchasable registered for kind '${kind}'`);
  return found;
}

export function registeredKinds(): PurchaseKind[] {
  return [...registry.keys()];
}
