import { LIVE_MEMBERS_ACCESS, LIVE_PRICING_TYPES } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Live sessions. Status is not stored: it follows from the clock (scheduled, live, ended),
 * except `canceled`, set when a host deletes a session someone has paid for (`canceled_at`).
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    startAt: stamp('start_at').notNull(),
    endAt: stamp('end_at').notNull(),
    timezone: text('timezone').notNull().default('Europe/London'),
    pricingType: text('pricing_type', { enum: LIVE_PRICING_TYPES }).notNull().default('free'),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] })
      .notNull()
      .default('GBP'),
    membersAccess: text('members_access', { enum: LIVE_MEMBERS_ACCESS }).notNull().default('none'),
    visibility: text('visibility', { enum: ['public'] })
      .notNull()
      .default('public'),
    zoomJoinUrl: text('zoom_join_url'),
    zoomPasscode: text('zoom_passcode'),
    /** The sessions made together by 'Repeat weekly for N weeks' share it; each stays its own session. */
    seriesId: uuid('series_id'),
    canceledAt: stamp('canceled_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('live_sessions_start_idx').on(t.startAt),
    index('live_sessions_host_idx').on(t.hostUserId, t.startAt),
    check('live_sessions_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    check(
      'live_sessions_price_check',
      sql`(${t.pricingType} = 'free' and ${t.priceMinor} = 0) or (${t.pricingType} = 'paid' and ${t.priceMinor} > 0)`,
    ),
  ],
);

/** Who was handed the join link of a session: once per user (the primary key decides). */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: stamp('joined_at').notNull().defaultNow(),
  },
  // By user: the account's data export and erasure find a person's rows (docs/decisions/676).
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('live_attendance_user_idx').on(t.userId)],
);

/**
 * Who turned off the reminders of one live session (docs/decisions/675): the reminder job skips that person
 * for that session, whatever their way in (bought, member, host). No row: reminded as usual.
 */
export const liveReminderOptouts = pgTable(
  'live_reminder_optouts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sessionId] }),
    index('live_reminder_optouts_session_idx').on(t.sessionId),
  ],
);
