import { LIBRARY_ITEM_TYPES, LIBRARY_KINDS, LIBRARY_STATUSES } from '@medprep/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Resource packs and ebooks: one table, a `kind` column (docs/decisions/270).
 * The slug is unique per kind and fixed once first published.
 */
export const libraryEntries = pgTable(
  'library_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LIBRARY_KINDS }).notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    thumbnail: text('thumbnail'),
    status: text('status', { enum: LIBRARY_STATUSES }).notNull().default('draft'),
    priceMinor: integer('price_minor').notNull().default(0),
    currency: text('currency', { enum: ['GBP', 'USD', 'EUR'] })
      .notNull()
      .default('GBP'),
    includedInMembership: boolean('included_in_membership').notNull().default(false),
    /** The visible reviews' average (one decimal) and count, kept by the reviews module's writes. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    publishedAt: stamp('published_at'),
    /** Set on first publication; from then on the slug never changes. */
    firstPublishedAt: stamp('first_published_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_entries_kind_slug_key').on(t.kind, t.slug),
    index('library_entries_catalogue_idx').on(t.kind, t.status, t.publishedAt.desc(), t.id.desc()),
    index('library_entries_owner_idx').on(t.ownerId, t.kind, t.updatedAt.desc()),
    check('library_entries_kind_check', sql`${t.kind} in ('resource', 'ebook')`),
    check('library_entries_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('library_entries_price_check', sql`${t.priceMinor} >= 0 and ${t.priceMinor} <= 10000000`),
    check('library_entries_currency_check', sql`${t.currency} in ('GBP', 'USD', 'EUR')`),
    check('library_entries_published_check', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

/**
 * The items of a pack or ebook, in `position` order: a link (url, note) or one of the owner's private
 * uploads (storage key, name, size, type). `downloadCount` counts the signed downloads of a file
 * (docs/decisions/272).
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => libraryEntries.id, { onDelete: 'cascade' }),
    type: text('type', { enum: LIBRARY_ITEM_TYPES }).notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    linkUrl: text('link_url'),
    linkNote: text('link_note').notNull().default(''),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileMime: text('file_mime'),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('library_items_entry_idx').on(t.entryId, t.position),
    check('library_items_type_check', sql`${t.type} in ('link', 'file')`),
    check(
      'library_items_shape_check',
      sql`(${t.type} = 'link' and ${t.linkUrl} is not null and ${t.fileKey} is null) or (${t.type} = 'file' and ${t.fileKey} is not null and ${t.fileName} is not null and ${t.fileSize} is not null and ${t.fileMime} is not null and ${t.linkUrl} is null)`,
    ),
    check('library_items_position_check', sql`${t.position} >= 0`),
    check('library_items_downloads_check', sql`${t.downloadCount} >= 0`),
  ],
);
