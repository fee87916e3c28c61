/** Item files: checking an upload an item points at, and releasing files no item uses any more. */
import { LIBRARY_MESSAGES } from '@medprep/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { libraryItems, uploads } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { lockUploads, releaseUploads, storageKeyOf } from '../uploads/service.ts';
import { type Caller, type EntryRow, fieldError } from './entries.ts';

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
export async function releaseUnreferencedFiles(tx: Tx, fileKeys: (string | null)[]): Promise<string[]> {
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
 * A file item's file: one of our own private uploads, made by the entry's owner or the caller (an admin
 * may attach anyone's). Other URLs are 400; a public upload (an image) is 415, as it would be public.
 */
export async function fileOfUpload(tx: DbOrTx, caller: Caller, entry: EntryRow, url: string) {
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
