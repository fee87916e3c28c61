import { MAIL_STATES } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Every mail the app sends (docs/decisions/260): written in the caller's transaction, delivered after commit
 * by the mail job (SMTP when SMTP_URL is set, else kept here for admins to read at /admin/outbox), retried
 * with backoff until MAIL_MAX_ATTEMPTS.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose mail it is, so that deleting the account erases it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    state: text('state', { enum: MAIL_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'queued'`),
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_state_check', sql`${t.state} in ('queued', 'sent', 'kept', 'failed')`),
  ],
);

/**
 * Reminders already sent (docs/decisions/366): one row per kind of session, session, start time, person and
 * window, written in the transaction that queues the mail, so two instances or a restart never send twice.
 * A rescheduled tutoring session starts at another time and is reminded again.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['live', 'tutoring'] }).notNull(),
    sessionId: uuid('session_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    window: text('window', { enum: ['24h', '1h'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_reminders_once_key').on(t.kind, t.sessionId, t.startAt, t.userId, t.window),
    index('session_reminders_user_idx').on(t.userId),
    check('session_reminders_kind_check', sql`${t.kind} in ('live', 'tutoring')`),
    check('session_reminders_window_check', sql`${t.window} in ('24h', '1h')`),
  ],
);
