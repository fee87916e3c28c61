import { PURCHASE_KINDS } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * What a user has bought, one row per thing. The payments module's fulfilment writes
 * it; the access rule reads it.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PURCHASE_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    orderId: uuid('order_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_user_kind_item_key')
      .on(t.userId, t.kind, t.itemId)
      .where(sql`${t.kind} not in ('membership', 'tutor_session', 'tutor_request')`),
    // One purchase per order: fulfilment writes it once, whatever the kind (docs/decisions/360).
    uniqueIndex('purchases_order_key').on(t.orderId),
    index('purchases_user_kind_idx').on(t.userId, t.kind, t.purchasedAt.desc()),
    check('purchases_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);
