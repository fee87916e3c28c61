import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Single-use links sent by mail (docs/decisions/262): a password reset, or the confirmation of a new email
 * address. Only the SHA-256 of the token is stored; `used_at` is set once, under the row's lock.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset_password', 'confirm_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an email change moves to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('reset_password', 'confirm_email')`),
    check('account_tokens_email_check', sql`${t.purpose} <> 'confirm_email' or ${t.newEmail} is not null`),
  ],
);
