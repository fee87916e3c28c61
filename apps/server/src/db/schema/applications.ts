import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One instructor application per user; re-applying updates it and sends it back to pending. */
export const instructorApplications = pgTable(
  'instructor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull(),
    website: text('website'),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    samples: text('samples').array().notNull().default(sql`'{}'::text[]`),
    agreedTermsAt: timestamp('agreed_terms_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    adminNotes: text('admin_notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instructor_applications_user_key').on(t.userId),
    index('instructor_applications_status_submitted_idx').on(t.status, t.submittedAt.desc()),
    index('instructor_applications_submitted_idx').on(t.submittedAt.desc()),
    check('instructor_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'instructor_applications_rejection_check',
      sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`,
    ),
  ],
);
