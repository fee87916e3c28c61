import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One membership per user; purchases (the payments module) create and extend it. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['yearly', 'lifetime'] }).notNull(),
    status: text('status', { enum: ['active', 'trialing', 'past_due', 'canceled', 'expired'] })
      .notNull()
      .default('active'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    /** Null for lifetime. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('memberships_user_key').on(t.userId),
    check('memberships_plan_check', sql`${t.plan} in ('yearly', 'lifetime')`),
    check('memberships_period_check', sql`(${t.plan} = 'lifetime') = (${t.currentPeriodEnd} is null)`),
  ],
);
