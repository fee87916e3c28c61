import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The audit trail: one row per action that changed someone else's data or moved money, written in the
 * action's transaction. Append-only: the database refuses UPDATE, DELETE and TRUNCATE (a trigger in the
 * migration). Names are not copied in: the actor's name is read from users, so a deleted account's entries
 * show its replaced name.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (several can share one transaction's time). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Null for the system (an automatic refund, the `npm run admin` command). Accounts are never hard-deleted. */
    actorId: uuid('actor_id').references(() => users.id),
    /** The actor's role when they acted. */
    actorRole: text('actor_role', { enum: ['user', 'instructor', 'admin'] }),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    /** The person the target belongs to (the user, the applicant, the buyer), for their data export. */
    subjectUserId: uuid('subject_user_id').references(() => users.id),
    ip: text('ip'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at.desc(), t.seq.desc()),
    index('audit_entries_actor_idx').on(t.actorId, t.at.desc(), t.seq.desc()),
    index('audit_entries_target_idx').on(t.targetKind, t.targetId, t.at.desc(), t.seq.desc()),
    index('audit_entries_subject_idx').on(t.subjectUserId),
    check('audit_entries_actor_role_check', sql`(${t.actorId} is null) = (${t.actorRole} is null)`),
  ],
);
