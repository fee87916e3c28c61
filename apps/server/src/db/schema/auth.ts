import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'instructor', 'admin'] })
      .notNull()
      .default('user'),
    avatar: text('avatar'),
    googleSub: text('google_sub'),
    /** Bumped when the role changes or the user signs out everywhere: older access tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an admin (or on deletion): the account cannot sign in and its tokens stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when the person deleted their account: personal data erased, the row kept for orders and posts. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Mail 24 hours and 1 hour before a live or tutoring session (docs/decisions/366); on unless turned off. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_role_check', sql`${t.role} in ('user', 'instructor', 'admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token of one sign-in shares a family; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent when this token was issued (clipped), to name the device (docs/decisions/368). */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Sign-in limits (docs/decisions/160): one row per bucket (an account, an account and address, an address,
 * a device cookie), keyed by a hash. `full_at` is the instant the bucket is full again (GCRA): an attempt
 * moves it one interval later, and is allowed while it stays within `burst` intervals of now. A row whose
 * `full_at` has passed means a full bucket and may be deleted at any time.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    key: text('key').primaryKey(),
    fullAt: timestamp('full_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_limits_full_at_idx').on(t.fullAt)],
);
