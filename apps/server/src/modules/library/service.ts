import {
  IMAGE_TYPES,
  isUuid,
  LIBRARY_ITEMS_MAX,
  LIBRARY_KIND_TABLE,
  LIBRARY_MESSAGES,
  type LibraryAction,
  type LibraryBasicsBody,
  type LibraryCatalogueQuery,
  type LibraryEntry,
  type LibraryInstructorQuery,
  type LibraryItem,
  type LibraryItemBody,
  type LibraryKind,
  type LibraryListResponse,
  type LibraryStatus,
  type Role,
} from '@medprep/shared';
import { and, asc, count, desc, eq, ilike, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { libraryEntries, libraryItems, uploads, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { toPage } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/sql.ts';
import type { UrlSigner } from '../../platform/storage/signing.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type AccessSource, accessSource, hasPurchased } from '../payments/access.ts';
import { assertNoBuyers } from '../payments/buyers.ts';
import { lockUploads, releaseUploads, removeQueuedFiles, storageKeyOf } from '../uploads/service.ts';
import { signDownload, verifyDownload } from './downloads.ts';
import { uniqueLibrarySlug, withLibrarySlugRetry } from './slug.ts';

export type EntryRow = typeof libraryEntries.$inferSelect;
export type ItemRow = typeof libraryItems.$inferSelect;
export type Viewer = { id: string; role: Role } | null;
type Caller = { id: string; role: Role };

/** What services need besides the database. */
export interface LibraryDeps {
  db: DbOrTx;
  signer: UrlSigner;
}

export type CatalogueQuery = z.output<typeof LibraryCatalogueQuery>;
export type InstructorQuery = z.output<typeof LibraryInstructorQuery>;

const messages = (kind: LibraryKind) => LIBRARY_KIND_TABLE[kind].messages;
export const entryNotFound = (kind: LibraryKind) => notFound(messages(kind).notFound);
const itemNotFound = () => notFound(LIBRARY_MESSAGES.itemNotFound);
const fieldError = (field: string, message: string, code: 'validation_failed' | 'unsupported_media_type') =>
  new AppError(code, message, { fields: { [field]: message } });

const isManager = (viewer: Viewer, row: EntryRow) =>
  Boolean(viewer && (viewer.role === 'admin' || viewer.id === row.ownerId));

/** What the one unlocking rule of the payments module needs to know (DECISIONS §3). */
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
async function managedEntry(db: DbOrTx, kind: LibraryKind, caller: Caller, id: string, lock = false) {
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
async function toEntries(db: DbOrTx, rows: EntryRow[], viewer: Viewer, now: Date): Promise<LibraryEntry[]> {
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

async function oneEntry(db: DbOrTx, row: EntryRow, viewer: Viewer, now: Date): Promise<LibraryEntry> {
  const [entry] = await toEntries(db, [row], viewer, now);
  return entry!;
}

/**
 * An item as an answer shows it. A file's URL is a signed download link issued now for this file only
 * (never the storage key); `manager` adds the download count and marks the link as not counted.
 */
function toItem(row: ItemRow, signer: UrlSigner, now: Date, manager: boolean): LibraryItem {
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

async function itemRows(db: DbOrTx, entryId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(libraryItems)
    .where(eq(libraryItems.entryId, entryId))
    .orderBy(asc(libraryItems.position), asc(libraryItems.createdAt), asc(libraryItems.id));
}

/* ---------------------------------------------------------------- learners */

const CATALOGUE_ORDER: Record<CatalogueQuery['sort'], SQL[]> = {
  newest: [desc(libraryEntries.publishedAt), desc(libraryEntries.id)],
  title: [asc(libraryEntries.title), asc(libraryEntries.id)],
  price_asc: [asc(libraryEntries.priceMinor), desc(libraryEntries.publishedAt), desc(libraryEntries.id)],
  price_desc: [desc(libraryEntries.priceMinor), desc(libraryEntries.publishedAt), desc(libraryEntries.id)],
};

/** The public catalogue: published entries of a kind, searched by title (marketplace.md §2, §7). */
export async function listCatalogue(
  db: DbOrTx,
  kind: LibraryKind,
  viewer: Viewer,
  query: CatalogueQuery,
  now: Date,
): Promise<LibraryListResponse> {
  const where = and(
    eq(libraryEntries.kind, kind),
    eq(libraryEntries.status, 'published'),
    query.q ? ilike(libraryEntries.title, containsPattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(libraryEntries)
      .where(where)
      .orderBy(...CATALOGUE_ORDER[query.sort])
      .limit(query.limit + 1)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(libraryEntries).where(where),
  ]);
  const page = toPage(rows, query, { total: total?.n ?? 0 });
  return { items: await toEntries(db, page.items, viewer, now), meta: page.meta };
}

/**
 * `GET /{kind}s/{slug}`: the entry and, only for a caller who may unlock it, its items with fresh signed
 * links (DECISIONS §9). A draft or archived entry is seen only by its owner, admins and those who bought
 * it (buyers keep what they bought); others get 404.
 */
export async function getDetail(
  deps: LibraryDeps,
  kind: LibraryKind,
  viewer: Viewer,
  slug: string,
  now: Date,
): Promise<{ entry: LibraryEntry; items: LibraryItem[] }> {
  const [row] = await deps.db
    .select()
    .from(libraryEntries)
    .where(and(eq(libraryEntries.kind, kind), eq(libraryEntries.slug, slug)));
  if (!row) throw entryNotFound(kind);
  if (row.status !== 'published' && !isManager(viewer, row)) {
    if (!viewer || !(await hasPurchased(deps.db, viewer.id, kind, row.id))) throw entryNotFound(kind);
  }
  const entry = await oneEntry(deps.db, row, viewer, now);
  if (!entry.unlocked) return { entry, items: [] };
  const manager = isManager(viewer, row);
  const rows = await itemRows(deps.db, row.id);
  return { entry, items: rows.map((r) => toItem(r, deps.signer, now, manager)) };
}

/* -------------------------------------------------------------- instructors */

/** `GET /instructor/{kind}s`: the caller's own entries (an admin sees everyone's). */
export async function listMine(
  db: DbOrTx,
  kind: LibraryKind,
  caller: Caller,
  query: InstructorQuery,
  now: Date,
): Promise<LibraryListResponse> {
  const where = and(
    eq(libraryEntries.kind, kind),
    caller.role === 'admin' ? undefined : eq(libraryEntries.ownerId, caller.id),
    query.status ? eq(libraryEntries.status, query.status) : undefined,
    query.q ? ilike(libraryEntries.title, containsPattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(libraryEntries)
      .where(where)
      .orderBy(desc(libraryEntries.updatedAt), desc(libraryEntries.id))
      .limit(query.limit + 1)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(libraryEntries).where(where),
  ]);
  const page = toPage(rows, query, { total: total?.n ?? 0 });
  return { items: await toEntries(db, page.items, caller, now), meta: page.meta };
}

export async function getMine(db: DbOrTx, kind: LibraryKind, caller: Caller, id: string, now: Date) {
  return oneEntry(db, await managedEntry(db, kind, caller, id), caller, now);
}

/** Created on first need with the title only (marketplace.md §4): a draft, free, in GBP. */
export async function createEntry(
  db: DbOrTx,
  kind: LibraryKind,
  caller: Caller,
  title: string,
  now: Date,
): Promise<LibraryEntry> {
  const row = await withLibrarySlugRetry(async () => {
    const slug = await uniqueLibrarySlug(db, kind, title);
    const [inserted] = await db
      .insert(libraryEntries)
      .values({ kind, ownerId: caller.id, slug, title, createdAt: now, updatedAt: now })
      .returning();
    return inserted!;
  });
  return oneEntry(db, row, caller, now);
}

/** A thumbnail is an https link or one of our stored images; a stored document is 415. */
async function checkThumbnail(db: DbOrTx, thumbnail: string | null | undefined): Promise<void> {
  if (!thumbnail || thumbnail.startsWith('https://')) return;
  const key = storageKeyOf(thumbnail);
  const [upload] = key
    ? await db.select({ mimeType: uploads.mimeType }).from(uploads).where(eq(uploads.storageKey, key))
    : [];
  if (!upload) throw fieldError('thumbnail', LIBRARY_MESSAGES.thumbnailNotImage, 'validation_failed');
  if (!(IMAGE_TYPES as readonly string[]).includes(upload.mimeType)) {
    throw fieldError('thumbnail', LIBRARY_MESSAGES.thumbnailNotImage, 'unsupported_media_type');
  }
}

/** Resources `PATCH /{id}`, ebooks `PATCH /{id}/basics`. The slug follows the title until first published. */
export async function updateBasics(
  db: DbOrTx,
  kind: LibraryKind,
  caller: Caller,
  id: string,
  body: z.output<typeof LibraryBasicsBody>,
  now: Date,
): Promise<LibraryEntry> {
  const row = await managedEntry(db, kind, caller, id);
  await checkThumbnail(db, body.thumbnail);
  const updated = await withLibrarySlugRetry(async () => {
    const slug =
      body.title !== undefined && body.title !== row.title && !row.firstPublishedAt
        ? await uniqueLibrarySlug(db, kind, body.title, row.id)
        : row.slug;
    const [saved] = await db
      .update(libraryEntries)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...(body.thumbnail !== undefined ? { thumbnail: body.thumbnail } : {}),
        slug,
        updatedAt: now,
      })
      .where(eq(libraryEntries.id, row.id))
      .returning();
    return saved!;
  });
  return oneEntry(db, updated, caller, now);
}

/** `PATCH …/pricing {amountMajor, currency, includedInMembership}` (already converted to minor units). */
export async function updatePricing(
  db: DbOrTx,
  kind: LibraryKind,
  caller: Caller,
  id: string,
  body: { amountMajor: number; currency: 'GBP' | 'USD' | 'EUR'; includedInMembership?: boolean | undefined },
  now: Date,
): Promise<LibraryEntry> {
  const row = await managedEntry(db, kind, caller, id);
  const [saved] = await db
    .update(libraryEntries)
    .set({
      priceMinor: body.amountMajor,
      currency: body.currency,
      ...(body.includedInMembership !== undefined ? { includedInMembership: body.includedInMembership } : {}),
      updatedAt: now,
    })
    .where(eq(libraryEntries.id, row.id))
    .returning();
  return oneEntry(db, saved!, caller, now);
}

/** The state machine of marketplace.md §4 (docs/decisions/271): the status each action leads to. */
function nextStatus(kind: LibraryKind, status: LibraryStatus, action: LibraryAction): LibraryStatus {
  const m = messages(kind);
  switch (action) {
    case 'publish':
      if (status === 'published') throw new AppError('conflict', m.publishFromPublished);
      return 'published';
    case 'unpublish':
      if (status !== 'published') throw new AppError('conflict', m.unpublishNotPublished);
      return 'draft';
    case 'archive':
      if (status === 'archived') throw new AppError('conflict', m.archiveArchived);
      return 'archived';
    case 'restore':
      if (status !== 'archived') throw new AppError('conflict', m.restoreNotArchived);
      return 'draft';
  }
}

export async function changeStatus(
  db: DbOrTx,
  kind: LibraryKind,
  caller: Caller,
  id: string,
  action: LibraryAction,
  now: Date,
): Promise<LibraryEntry> {
  const saved = await db.transaction(async (tx) => {
    const row = await managedEntry(tx, kind, caller, id, true);
    const status = nextStatus(kind, row.status, action);
    const [updated] = await tx
      .update(libraryEntries)
      .set({
        status,
        publishedAt: status === 'published' ? now : row.publishedAt,
        firstPublishedAt: status === 'published' ? (row.firstPublishedAt ?? now) : row.firstPublishedAt,
        updatedAt: now,
      })
      .where(eq(libraryEntries.id, row.id))
      .returning();
    return updated!;
  });
  return oneEntry(db, saved, caller, now);
}

/** What deleting items needs: the database, and the storage their files are removed from. */
export interface LibraryFileDeps {
  db: Db;
  storage: Storage;
}

/**
 * The files of just-deleted items that no library item references any more (one upload may be attached to
 * several items, of any pack or ebook) are released in the deleting transaction: their uploads rows go, so
 * the owner's quota no longer counts them, and they are queued for removal from storage (docs/decisions/361).
 * Answers the released keys, for `removeQueuedFiles` once the transaction has committed.
 */
async function releaseUnreferencedFiles(tx: Tx, fileKeys: (string | null)[]): Promise<string[]> {
  const keys = [...new Set(fileKeys.filter((k): k is string => k !== null))];
  // Locked first: the check below then sees any attach of these files that committed meanwhile.
  const locked = await lockUploads(tx, keys);
  if (!locked.length) return [];
  const stillUsed = await tx
    .selectDistinct({ key: libraryItems.fileKey })
    .from(libraryItems)
    .where(inArray(libraryItems.fileKey, locked));
  const used = new Set(stillUsed.map((r) => r.key));
  const released = locked.filter((key) => !used.has(key));
  await releaseUploads(tx, released);
  return released;
}

/**
 * Delete (confirmed in the editor); with buyers 409, unpublish instead (DECISIONS §3). Its items' files that
 * nothing else uses are removed from storage and from the owner's quota.
 */
export async function deleteEntry(deps: LibraryFileDeps, kind: LibraryKind, caller: Caller, id: string) {
  const released = await deps.db.transaction(async (tx) => {
    const row = await managedEntry(tx, kind, caller, id, true);
    await assertNoBuyers(tx, kind, row.id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'conflict') {
        throw new AppError('conflict', messages(kind).hasBuyers);
      }
      throw error;
    });
    const files = await tx
      .select({ key: libraryItems.fileKey })
      .from(libraryItems)
      .where(eq(libraryItems.entryId, row.id));
    await tx.delete(libraryEntries).where(eq(libraryEntries.id, row.id));
    return releaseUnreferencedFiles(
      tx,
      files.map((f) => f.key),
    );
  });
  await removeQueuedFiles(deps, released);
  return { ok: true as const };
}

/* -------------------------------------------------------------------- items */

export async function listItems(deps: LibraryDeps, kind: LibraryKind, caller: Caller, id: string, now: Date) {
  const row = await managedEntry(deps.db, kind, caller, id);
  const rows = await itemRows(deps.db, row.id);
  return { items: rows.map((r) => toItem(r, deps.signer, now, true)) };
}

/**
 * A file item's file: one of our own private uploads, made by the entry's owner or the caller (an admin
 * may attach anyone's). Other URLs are 400; a public upload (an image) is 415, as it would be public.
 */
async function fileOfUpload(tx: DbOrTx, caller: Caller, entry: EntryRow, url: string) {
  const key = storageKeyOf(url);
  // Share-locked until the item is saved, so that a deletion releasing this file waits for it (and keeps it).
  const [upload] = key
    ? await tx.select().from(uploads).where(eq(uploads.storageKey, key)).for('key share')
    : [];
  const mayUse =
    upload && (caller.role === 'admin' || upload.ownerId === caller.id || upload.ownerId === entry.ownerId);
  if (!upload || !mayUse || !key) {
    throw fieldError('file.url', LIBRARY_MESSAGES.fileUrlNotOurs, 'validation_failed');
  }
  if (upload.visibility !== 'private') {
    throw fieldError('file.url', LIBRARY_MESSAGES.fileMustBeDocument, 'unsupported_media_type');
  }
  return { fileKey: key, fileSize: upload.size, fileMime: upload.mimeType };
}

export async function addItem(
  deps: LibraryDeps,
  kind: LibraryKind,
  caller: Caller,
  id: string,
  body: z.output<typeof LibraryItemBody>,
  now: Date,
): Promise<LibraryItem> {
  const row = await deps.db.transaction(async (tx) => {
    const entry = await managedEntry(tx, kind, caller, id, true);
    const [stats] = await tx
      .select({ n: count(), last: max(libraryItems.position) })
      .from(libraryItems)
      .where(eq(libraryItems.entryId, entry.id));
    if ((stats?.n ?? 0) >= LIBRARY_ITEMS_MAX) throw new AppError('conflict', LIBRARY_MESSAGES.tooManyItems);
    const position = (stats?.last ?? -1) + 1;
    const values =
      body.type === 'link'
        ? { type: 'link' as const, linkUrl: body.link.url, linkNote: body.link.note ?? '' }
        : {
            type: 'file' as const,
            fileName: body.file.fileName,
            ...(await fileOfUpload(tx, caller, entry, body.file.url)),
          };
    const [inserted] = await tx
      .insert(libraryItems)
      .values({ entryId: entry.id, title: body.title, position, ...values, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(libraryEntries).set({ updatedAt: now }).where(eq(libraryEntries.id, entry.id));
    return inserted!;
  });
  return toItem(row, deps.signer, now, true);
}

async function managedItem(tx: DbOrTx, kind: LibraryKind, caller: Caller, id: string, itemId: string) {
  const entry = await managedEntry(tx, kind, caller, id, true);
  if (!isUuid(itemId)) throw itemNotFound();
  const [item] = await tx
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.id, itemId), eq(libraryItems.entryId, entry.id)));
  if (!item) throw itemNotFound();
  return { entry, item };
}

export async function renameItem(
  deps: LibraryDeps,
  kind: LibraryKind,
  caller: Caller,
  id: string,
  itemId: string,
  title: string,
  now: Date,
): Promise<LibraryItem> {
  const row = await deps.db.transaction(async (tx) => {
    const { entry, item } = await managedItem(tx, kind, caller, id, itemId);
    const [saved] = await tx
      .update(libraryItems)
      .set({ title, updatedAt: now })
      .where(eq(libraryItems.id, item.id))
      .returning();
    await tx.update(libraryEntries).set({ updatedAt: now }).where(eq(libraryEntries.id, entry.id));
    return saved!;
  });
  return toItem(row, deps.signer, now, true);
}

/** Deletes an item; its file, when no other item uses it, is removed from storage and from the quota. */
export async function deleteItem(
  deps: LibraryFileDeps,
  kind: LibraryKind,
  caller: Caller,
  id: string,
  itemId: string,
  now: Date,
) {
  const released = await deps.db.transaction(async (tx) => {
    const { entry, item } = await managedItem(tx, kind, caller, id, itemId);
    await tx.delete(libraryItems).where(eq(libraryItems.id, item.id));
    await tx.update(libraryEntries).set({ updatedAt: now }).where(eq(libraryEntries.id, entry.id));
    return releaseUnreferencedFiles(tx, [item.fileKey]);
  });
  await removeQueuedFiles(deps, released);
  return { ok: true as const };
}

/**
 * Reorder in one transaction: the list must name every item of this entry exactly once and nothing else,
 * else 400 (naming the kind's field) and nothing changes.
 */
export async function reorderItems(
  deps: LibraryDeps,
  kind: LibraryKind,
  caller: Caller,
  id: string,
  ids: string[],
  now: Date,
) {
  const field = LIBRARY_KIND_TABLE[kind].reorderField;
  await deps.db.transaction(async (tx) => {
    const entry = await managedEntry(tx, kind, caller, id, true);
    const current = new Set((await itemRows(tx, entry.id)).map((r) => r.id));
    const named = new Set(ids);
    if (named.size !== ids.length || ids.length !== current.size || ids.some((i) => !current.has(i))) {
      throw fieldError(field, LIBRARY_MESSAGES.reorderMismatch, 'validation_failed');
    }
    await setPositions(tx, entry.id, ids);
    await tx.update(libraryEntries).set({ updatedAt: now }).where(eq(libraryEntries.id, entry.id));
  });
  return listItems(deps, kind, caller, id, now);
}

async function setPositions(tx: Tx, entryId: string, ids: string[]) {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((itemId, position) => sql`when ${itemId}::uuid then ${position}::int`),
    sql` `,
  );
  await tx
    .update(libraryItems)
    .set({ position: sql`case ${libraryItems.id} ${cases} end` })
    .where(and(eq(libraryItems.entryId, entryId), inArray(libraryItems.id, ids)));
}

/* ---------------------------------------------------------------- downloads */

/**
 * A signed download (docs/decisions/272): checks the link against this item's file, counts it (unless it
 * was issued to the owner or an admin), and opens the stored file. Any bad link is one 403.
 */
export async function openDownload(
  deps: LibraryDeps & { storage: Storage },
  itemId: string,
  query: { exp?: number | undefined; sig?: string | undefined; preview?: string | undefined },
  now: Date,
) {
  const refused = () => new AppError('forbidden', LIBRARY_MESSAGES.downloadInvalid);
  if (!isUuid(itemId)) throw refused();
  const [item] = await deps.db.select().from(libraryItems).where(eq(libraryItems.id, itemId));
  if (!item?.fileKey) throw refused();
  const { valid, counted } = verifyDownload(deps.signer, { id: item.id, fileKey: item.fileKey }, query, now);
  if (!valid) throw refused();
  const object = await deps.storage.get(item.fileKey);
  if (!object) throw notFound(LIBRARY_MESSAGES.itemNotFound);
  if (counted) {
    await deps.db
      .update(libraryItems)
      .set({ downloadCount: sql`${libraryItems.downloadCount} + 1` })
      .where(eq(libraryItems.id, item.id));
  }
  return {
    object,
    fileName: item.fileName ?? 'download',
    mimeType: item.fileMime ?? object.contentType,
  };
}
