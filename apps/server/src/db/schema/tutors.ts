import {
  TUTOR_MEETING_PROVIDERS,
  TUTOR_REQUEST_STATUSES,
  TUTOR_REQUEST_URGENCIES,
  TUTOR_SESSION_STATUSES,
  type TutorExceptionRow,
  type TutorWeeklyRow,
} from '@medprep/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A tutor: one profile per user (its id is the user's), with the availability rules in the tutor's zone
 * (weekly rows, dated exception rows that replace a date's weekly hours, days off).
 */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    timezone: text('timezone').notNull().default('Europe/London'),
    hourlyRateMinor: integer('hourly_rate_minor').notNull().default(6000),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] })
      .notNull()
      .default('GBP'),
    meetingProvider: text('meeting_provider', { enum: TUTOR_MEETING_PROVIDERS }).notNull().default('zoom'),
    meetingNote: text('meeting_note').notNull().default(''),
    isListed: boolean('is_listed').notNull().default(false),
    slotSizeMin: integer('slot_size_min').notNull().default(60),
    bufferMin: integer('buffer_min').notNull().default(0),
    weekly: jsonb('weekly').$type<TutorWeeklyRow[]>().notNull().default([]),
    exceptions: jsonb('exceptions').$type<TutorExceptionRow[]>().notNull().default([]),
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    /** The visible reviews' average (one decimal) and count, kept by the reviews module's writes. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tutor_profiles_listed_idx').on(t.isListed, t.hourlyRateMinor),
    index('tutor_profiles_listed_rating_idx').on(t.isListed, t.ratingAvg.desc(), t.ratingCount.desc()),
    check('tutor_profiles_rate_check', sql`${t.hourlyRateMinor} >= 0`),
    check('tutor_profiles_slot_check', sql`${t.slotSizeMin} >= 15 and ${t.slotSizeMin} % 15 = 0`),
    check('tutor_profiles_buffer_check', sql`${t.bufferMin} >= 0 and ${t.bufferMin} % 5 = 0`),
    check(
      'tutor_profiles_listed_check',
      sql`not ${t.isListed} or (${t.headline} <> '' and cardinality(${t.subjects}) > 0 and ${t.hourlyRateMinor} > 0)`,
    ),
  ],
);

/**
 * A booked (or being booked) session. Two sessions of one tutor in `hold`, `payment_pending` or `confirmed`
 * never overlap: an exclusion constraint added by hand in the migration (btree_gist), which drizzle-kit
 * cannot express.
 */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startAt: stamp('start_at').notNull(),
    endAt: stamp('end_at').notNull(),
    status: text('status', { enum: TUTOR_SESSION_STATUSES }).notNull().default('hold'),
    holdExpiresAt: stamp('hold_expires_at'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] }).notNull(),
    /** The paid order (set when payment confirms the session). */
    orderId: uuid('order_id'),
    cancelRequestedAt: stamp('cancel_requested_at'),
    cancelReason: text('cancel_reason'),
    cancelApprovedAt: stamp('cancel_approved_at'),
    completedAt: stamp('completed_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('tutoring_sessions_tutor_idx').on(t.tutorId, t.startAt),
    index('tutoring_sessions_learner_idx').on(t.learnerId, t.startAt),
    index('tutoring_sessions_hold_idx').on(t.status, t.holdExpiresAt),
    check('tutoring_sessions_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    check('tutoring_sessions_amount_check', sql`${t.amountMinor} >= 0`),
    check(
      'tutoring_sessions_status_check',
      sql`${t.status} in ('hold', 'payment_pending', 'confirmed', 'completed', 'cancelled', 'refunded')`,
    ),
  ],
);

/** A paid tutor-matching request (£30 once; admins answer within 72 hours of payment). */
export const tutorRequests = pgTable(
  'tutor_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    level: text('level').notNull().default(''),
    availabilityPref: text('availability_pref').notNull().default(''),
    urgency: text('urgency', { enum: TUTOR_REQUEST_URGENCIES }).notNull().default('flexible'),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: TUTOR_REQUEST_STATUSES }).notNull().default('pending_payment'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] }).notNull(),
    paidAt: stamp('paid_at'),
    matchedAt: stamp('matched_at'),
    matchedTutorId: uuid('matched_tutor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tutor_requests_learner_idx').on(t.learnerId, t.createdAt),
    index('tutor_requests_status_idx').on(t.status, t.paidAt),
  ],
);
