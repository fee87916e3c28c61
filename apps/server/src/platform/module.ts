import type { PurchaseKind, SyncResponse } from '@medprep/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { orders } from '../db/schema/index.ts';
import type { AuthUser } from './auth.ts';
import type { Deps } from './deps.ts';
import type { PublicPagesRegistrar } from './first-paint/index.ts';
import type { LessonTargetCheck, LessonTargetKind } from './lesson-targets.ts';

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
 * One purchase kind, as the payments module needs it (docs/decisions/150). Each module that sells something
 * lists one in its manifest; checkout, fulfilment, the purchases list, the access rule and the delete rule
 * call these and never branch on the kind.
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
   * write: fulfilment has already recorded it in this transaction, and a buyer who already had a purchase of
   * this item never reaches `grant`. Returns false, granting nothing, when the buyer cannot have it after all
   * (already had it, or it went meanwhile; decided under the database's locks or unique keys, so concurrent
   * payments cannot both grant): the purchase row is then rolled back and the payment refunded.
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

/**
 * Who else hears about a payment: `fulfilled` and `refunded` run inside the transaction that records the
 * event (so what they write, e.g. a queued mail, exists exactly when the event does), and `afterCommit` once
 * it is committed. Payments imports no listener: modules list theirs in their manifest.
 */
export interface PaymentListener {
  fulfilled?(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void>;
  refunded?(deps: Deps, tx: Tx, order: Order, now: Date): Promise<void>;
  afterCommit?(deps: Deps): void;
}

/**
 * One kind of personal data (UK GDPR; docs/decisions/265): what 'Download my data' includes under `key`,
 * what 'Delete my account' erases, and what the person is told first. Each module that keeps data about a
 * person lists one (quiz attempts, discussion posts…): accounts never needs to know them.
 */
export interface PersonalData {
  readonly key: string;
  /** The person's data of this kind, as plain JSON. */
  export(db: DbOrTx, userId: string): Promise<unknown>;
  /**
   * Erases it inside the deletion transaction. What others rely on stays (public posts under 'Deleted user',
   * order records for six years); omit to keep everything (already anonymous once the name is gone).
   */
  erase?(tx: Tx, userId: string, now: Date): Promise<void>;
  /** A sentence the person reads before deleting (an instructor's items that buyers keep), or null. */
  deletionNotice?(db: DbOrTx, userId: string): Promise<string | null>;
}

/** A periodic job, started when the app is ready (only with `backgroundJobs`); `start` returns its stop. */
export interface ModuleJob {
  readonly name: string;
  start(deps: Deps, log: FastifyBaseLogger): () => Promise<void>;
}

/**
 * What a server module brings to the app (docs/decisions/420), exported from its `index.ts`. `buildApp`
 * collects every listed module's contributions into registries that belong to that one app.
 */
export interface ServerModule {
  readonly name: string;
  /** Its routes, registered under `/api` in the order of the module list. */
  readonly routes?: FastifyPluginAsyncZod;
  /** The purchase kinds it sells. */
  readonly purchasables?: readonly Purchasable[];
  /** The personal data it keeps, for 'Download my data' and 'Delete my account'. */
  readonly personalData?: readonly PersonalData[];
  /** Its public pages' heads and sitemap entries. */
  readonly pages?: PublicPagesRegistrar;
  /** Its periodic jobs. */
  readonly jobs?: readonly ModuleJob[];
  /** What it does when a payment is fulfilled or refunded. */
  readonly listeners?: readonly PaymentListener[];
  /** Checks of what a course lesson points at, for the kinds this module owns (courses imports no such module). */
  readonly lessonTargets?: Partial<Record<LessonTargetKind, LessonTargetCheck>>;
}

/** Types a module's manifest: `export const coursesModule = defineModule({ name: 'courses', … })`. */
export const defineModule = (manifest: ServerModule): ServerModule => manifest;
