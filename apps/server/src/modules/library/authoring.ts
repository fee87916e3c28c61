/** What instructors do with their own entries: create, edit basics and pricing, publish, delete. */
import {
  IMAGE_TYPES,
  LIBRARY_MESSAGES,
  type LibraryAction,
  type LibraryBasicsBody,
  type LibraryEntry,
  type LibraryKind,
  type LibraryListResponse,
  type LibraryStatus,
} from '@medprep/shared';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { libraryEntries, libraryItems, uploads } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { toPage } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/sql.ts';
import { assertNoBuyers } from '../payments/buyers.ts';
import { removeQueuedFiles, storageKeyOf } from '../uploads/service.ts';
import {
  type Caller,
  fieldError,
  type InstructorQuery,
  managedEntry,
  messages,
  oneEntry,
  toEntries,
} from './entries.ts';
import { type LibraryFileDeps, releaseUnreferencedFiles } from './files.ts';
import { libraryPurchasable } from './purchasable.ts';
import { uniqueLibrarySlug, withLibrarySlugRetry } from './slug.ts';

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

/** Created on first need with the title only: a draft, free, in GBP. */
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

/** The publishing state machine (docs/decisions/271): the status each action leads to. */
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

/**
 * Delete (confirmed in the editor); with buyers 409, unpublish instead (buyers keep access). Its items' files that
 * nothing else uses are removed from storage and from the owner's quota.
 */
export async function deleteEntry(deps: LibraryFileDeps, kind: LibraryKind, caller: Caller, id: string) {
  const released = await deps.db.transaction(async (tx) => {
    const row = await managedEntry(tx, kind, caller, id, true);
    await assertNoBuyers(tx, libraryPurchasable(kind), row.id).catch((error: unknown) => {
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
