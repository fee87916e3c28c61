import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Certificates of completion: a finished course or a passed mock. What was completed, by whom it was taught
 * and the CPD hours are copied at issue (a later retitle does not change a certificate); the holder's name is
 * read from the account, so an erased account's certificates stop verifying.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['course', 'quiz'] }).notNull(),
    /** The course's or the quiz's id (no foreign key: a certificate outlives what it certifies). */
    itemId: uuid('item_id').notNull(),
    title: text('title').notNull(),
    instructorName: text('instructor_name').notNull(),
    /** CPD time in half hours (1.5 hours is 3). */
    cpdHalfHours: integer('cpd_half_hours').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    // One certificate per person and course or mock: a second completion or pass issues nothing.
    uniqueIndex('certificates_user_item_key').on(t.userId, t.kind, t.itemId),
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt.desc()),
    check('certificates_kind_check', sql`${t.kind} in ('course', 'quiz')`),
    check('certificates_cpd_check', sql`${t.cpdHalfHours} >= 0`),
    check('certificates_revoked_check', sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);
