import { ORDER_STATUSES, PURCHASE_KINDS } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The membership plans on sale; rows are inserted by migration and may be repriced in the database. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: text('id', { enum: ['yearly', 'lifetime'] }).primaryKey(),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] })
      .notNull()
      .default('GBP'),
    durationMonths: integer('duration_months'),
    badge: text('badge'),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('membership_plans_price_check', sql`${t.priceMinor} > 0`)],
);

/**
 * One order per checkout: what is bought, by whom, for how much, and the provider's session. Fulfilment is
 * keyed by the provider session id and happens once (status moves to fulfilled, or refunded when the buyer
 * already had the thing, under a row lock). At most one open (pending) order per buyer and item: a second
 * checkout returns the open one, and the database holds that under concurrent checkouts.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PURCHASE_KINDS }).notNull(),
    /** The bought thing: a uuid, or a plan id for memberships. */
    itemRef: text('item_ref').notNull(),
    title: text('title').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] }).notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    /** The provider's checkout page, so that a second checkout can send the buyer back to it. */
    checkoutUrl: text('checkout_url'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** Set once the provider has taken the refund of a `refunded` order; null while it is still owed. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_session_key').on(t.provider, t.providerSessionId),
    uniqueIndex('orders_open_key').on(t.userId, t.kind, t.itemRef).where(sql`${t.status} = 'pending'`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_kind_item_idx').on(t.kind, t.itemRef),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('orders_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/** The built-in checkout's own sessions: the `local` provider's side, separate from our orders. */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  title: text('title').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] }).notNull(),
  status: text('status', { enum: ['open', 'paid', 'cancelled', 'expired'] })
    .notNull()
    .default('open'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The local provider's record of a refund. */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
