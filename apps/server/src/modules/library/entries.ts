/** Library entries and items as answers show them, and the loaders the other library files share. */
import {
  isUuid,
  LIBRARY_KIND_TABLE,
  LIBRARY_MESSAGES,
  type LibraryCatalogueQuery,
  type LibraryEntry,
  type LibraryInstructorQuery,
  type LibraryItem,
  type LibraryKind,
  type Role,
} from '@medprep/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { libraryEntries, libraryItems, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/storage/signing.ts';
import { type AccessSource, accessSource } from '../membership/access.ts';
import { signDownload } from './downloads.ts';

export type EntryRow = typeof libraryEntries.$inferSelect;
export type ItemRow = typeof libraryItems.$inferSelect;
export type Viewer = { id: string; role: Role } | null;
export type Caller = { id: string; role: Role };

/** What services need besides the database. */
export interface LibraryDeps {
  db: DbOrTx;
  signer: UrlSigner;
}

export type CatalogueQuery = z.output<typeof LibraryCatalogueQuery>;
export type InstructorQuery = z.output<typeof LibraryInstructorQuery>;

export const messages = (kind: LibraryKind) => LIBRARY_KIND_TABLE[kind].messages;
export const entryNotFound = (kind: LibraryKind) => notFound(messages(kind).notFound);
export const itemNotFound = () => notFound(LIBRARY_MESSAGES.itemNotFound);
export const fieldError = (
  field: string,
  message: string,
  code: 'validation_failed' | 'unsupported_media_type',
) => new AppError(code, message, { fields: { [field]: message } });

export const isManager = (viewer: Viewer, row: EntryRow) =>
  Boolean(viewer && (viewer.role === 'admin' || viewer.id === row.ownerId));

/** What the one unlocking rule of the payments module needs to know. */
export const paidThingOf = (row: EntryRow) => ({
  kind: row.kind,
  id: row.id,
  ownerId: row.ownerId,
  priceMinor: row.priceMinor,
  includedInMembership: row.includedInMembership,
});

/* ------------------------------------------------------------------ reading */

export async function loadEntry(db: DbOrTx, kind: LibraryKind, id: string): Promise<EntryRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(libraryEntries)
    .where(and(eq(libraryEntries.id, id), eq(libraryEntries.kind, kind)));
  return row ?? null;
}

/** The entry if the caller is its owner or an admin; else 404 (as for one that does not exist). */
export async function managedEntry(db: DbOrTx, kind: LibraryKind, caller: Caller, id: string, lock = false) {
  if (!isUuid(id)) throw entryNotFound(kind);
  const query = db
    .select()
    .from(libraryEntries)
    .where(and(eq(libraryEntries.id, id), eq(libraryEntries.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !isManager(caller, row)) throw entryNotFound(kind);
  return row;
}

async function authorNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function itemCounts(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ entryId: libraryItems.entryId, n: count() })
    .from(libraryItems)
    .where(inArray(libraryItems.entryId, ids))
    .groupBy(libraryItems.entryId);
  return new Map(rows.map((r) => [r.entryId, r.n]));
}

function toEntry(
  row: EntryRow,
  extras: { authorName: string; itemCount: number; unlockedBy: AccessSource | null },
): LibraryEntry {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    thumbnail: row.thumbnail,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pricing: {
      amountMinor: row.priceMinor,
      currency: row.currency,
      isFree: row.priceMinor === 0,
      includedInMembership: row.includedInMembership,
    },
    unlocked: extras.unlockedBy !== null,
    unlockedBy: extras.unlockedBy,
    itemCount: extras.itemCount,
    author: { id: row.ownerId, name: extras.authorName },
  };
}

/** Entries as lists and answers show them, with the caller's access to each (the one rule, per entry). */
export async function toEntries(
  db: DbOrTx,
  rows: EntryRow[],
  viewer: Viewer,
  now: Date,
): Promise<LibraryEntry[]> {
  const [names, counts] = await Promise.all([
    authorNames(
      db,
      rows.map((r) => r.ownerId),
    ),
    itemCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return Promise.all(
    rows.map(async (row) =>
      toEntry(row, {
        authorName: names.get(row.ownerId) ?? '',
        itemCount: counts.get(row.id) ?? 0,
        unlockedBy: await accessSource(db, viewer, paidThingOf(row), now),
      }),
    ),
  );
}

export async function oneEntry(db: DbOrTx, row: EntryRow, viewer: Viewer, now: Date): Promise<LibraryEntry> {
  const [entry] = await toEntries(db, [row], viewer, now);
  return entry!;
}

/**
 * An item as an answer shows it. A file's URL is a signed download link issued now for this file only
 * (never the storage key); `manager` adds the download count and marks the link as not counted.
 */
export function toItem(row: ItemRow, signer: UrlSigner, now: Date, manager: boolean): LibraryItem {
  const item: LibraryItem = {
    id: row.id,
    title: row.title,
    type: row.type,
    position: row.position,
    link: row.type === 'link' ? { url: row.linkUrl ?? '', note: row.linkNote } : null,
    file:
      row.type === 'file' && row.fileKey
        ? {
            url: signDownload(signer, { id: row.id, fileKey: row.fileKey }, now, { preview: manager }),
            fileName: row.fileName ?? '',
            size: row.fileSize ?? 0,
            mimeType: row.fileMime ?? 'application/octet-stream',
          }
        : null,
  };
  if (manager) item.downloadCount = row.downloadCount;
  return item;
}

export async function itemRows(db: DbOrTx, entryId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(libraryItems)
    .where(eq(libraryItems.entryId, entryId))
    .orderBy(asc(libraryItems.position), asc(libraryItems.createdAt), asc(libraryItems.id));
}
