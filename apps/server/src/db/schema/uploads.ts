import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Every stored file: who uploaded it, what its bytes are, and whether it is public. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_key').on(t.storageKey),
    index('uploads_owner_idx').on(t.ownerId, t.createdAt.desc()),
    check('uploads_visibility_check', sql`${t.visibility} in ('public', 'private')`),
  ],
);

/**
 * Files to remove from storage (docs/decisions/361): an upload released because nothing references it any
 * more (a deleted library item's file) loses its `uploads` row, so the owner's quota stops counting it, in
 * the same transaction that queues its key here. The bytes are removed after the commit, and a failed
 * removal stays queued for the cleanup job; the row goes once storage has removed the file.
 */
export const storageDeletions = pgTable('storage_deletions', {
  storageKey: text('storage_key').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
