/** An entry's items: list, add, rename, delete and reorder. */
import {
  isUuid,
  LIBRARY_ITEMS_MAX,
  LIBRARY_KIND_TABLE,
  LIBRARY_MESSAGES,
  type LibraryItem,
  type LibraryItemBody,
  type LibraryKind,
} from '@medprep/shared';
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { libraryEntries, libraryItems } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { removeQueuedFiles } from '../uploads/service.ts';
import {
  type Caller,
  fieldError,
  itemNotFound,
  itemRows,
  type LibraryDeps,
  managedEntry,
  toItem,
} from './entries.ts';
import { fileOfUpload, type LibraryFileDeps, releaseUnreferencedFiles } from './files.ts';

export async function listItems(deps: LibraryDeps, kind: LibraryKind, caller: Caller, id: string, now: Date) {
  const row = await managedEntry(deps.db, kind, caller, id);
  const rows = await itemRows(deps.db, row.id);
  return { items: rows.map((r) => toItem(r, deps.signer, now, true)) };
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
