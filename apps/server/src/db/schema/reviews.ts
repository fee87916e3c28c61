import { REVIEW_KINDS, REVIEW_STATUSES } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One review per person and thing (a course, mock, resource pack, ebook or tutor; `itemId` is the tutor's
 * user id). Hidden reviews stay but stop counting in the thing's rating.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('visible'),
    replyText: text('reply_text'),
    replyAt: stamp('reply_at'),
    reportCount: integer('report_count').notNull().default(0),
    lastReportedAt: stamp('last_reported_at'),
    hiddenAt: stamp('hidden_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_author_item_key').on(t.kind, t.itemId, t.authorId),
    index('reviews_item_created_idx').on(t.kind, t.itemId, t.status, t.createdAt.desc(), t.id.desc()),
    index('reviews_reported_idx').on(t.lastReportedAt.desc()).where(sql`${t.reportCount} > 0`),
    index('reviews_hidden_idx').on(t.hiddenAt.desc()).where(sql`${t.status} = 'hidden'`),
    index('reviews_author_idx').on(t.authorId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_kind_check', sql`${t.kind} in ('course', 'quiz', 'resource', 'ebook', 'tutor')`),
    check('reviews_status_check', sql`${t.status} in ('visible', 'hidden')`),
    check('reviews_reply_check', sql`(${t.replyText} is null) = (${t.replyAt} is null)`),
    check('reviews_report_count_check', sql`${t.reportCount} >= 0`),
  ],
);

/** One report per person and review; the review's `reportCount` counts them. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.reporterId] }),
    index('review_reports_reporter_idx').on(t.reporterId),
  ],
);

/** That a learner was asked to review a thing: the ask is sent once. */
export const reviewPrompts = pgTable(
  'review_prompts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVIEW_KINDS }).notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);
