import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type Role,
  STORAGE_CLEANUP_BATCH,
  STORAGE_CLEANUP_INTERVAL_MS,
  STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_REACHED_MESSAGE,
  UPLOAD_MESSAGES,
  type UploadResponse,
} from '@medprep/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { storageDeletions, uploads, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { runExclusive } from '../../platform/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';

const canUploadDocuments = (role: Role) => role === 'instructor' || role === 'admin';

/** The most a caller may send before the type is known. */
export function uploadSizeLimit(role: Role): number {
  return canUploadDocuments(role) ? DOCUMENT_MAX_BYTES : IMAGE_MAX_BYTES;
}

export interface IncomingFile {
  stream: Readable & { truncated?: boolean };
  filename: string;
}

/**
 * Uploads are streamed to a temporary file under the data directory first (so the type can be read from
 * the bytes), named with this prefix so that files left by a crash are recognised and removed on start.
 */
export const UPLOAD_TEMP_PREFIX = 'medprep-upload-';
export const uploadTempDir = (dataDir: string) => join(dataDir, 'tmp');

/** Removes the temporary upload files a crashed server left behind (called on start). */
export async function removeLeftoverUploadTemp(dataDir: string): Promise<number> {
  const dir = uploadTempDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const leftovers = names.filter((name) => name.startsWith(UPLOAD_TEMP_PREFIX));
  await Promise.all(leftovers.map((name) => rm(join(dir, name), { recursive: true, force: true })));
  return leftovers.length;
}

/** Bytes of the user's stored uploads, counted from the uploads table. */
async function storageUsed(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
  return Number(row?.used ?? 0);
}

/**
 * A multipart body that cannot be read (cut short, no boundary, broken headers) is the sender's fault: 400.
 * Errors that already carry a 4xx status (the parser's own limits) keep it.
 */
export function unreadableUpload(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('bad_request', UPLOAD_MESSAGES.noFile);
}

const quotaReached = () => new AppError('payload_too_large', STORAGE_QUOTA_REACHED_MESSAGE);

/**
 * Stores an upload. The type is decided from the file's own bytes, never its name or the client's header;
 * images are public, documents and media private (served only through signed links). Names are random.
 * The user's storage quota is enforced atomically: the upload's row is added under a lock on the user's
 * row after counting what they already store, so two parallel uploads cannot together pass it.
 */
export async function storeUpload(
  deps: { db: DbOrTx; storage: Storage; tempDir: string },
  user: { id: string; role: Role },
  file: IncomingFile,
): Promise<UploadResponse> {
  const quota = STORAGE_QUOTA_BYTES[user.role];
  if ((await storageUsed(deps.db, user.id)) >= quota) {
    file.stream.resume();
    throw quotaReached();
  }
  await mkdir(deps.tempDir, { recursive: true });
  const temp = join(deps.tempDir, `${UPLOAD_TEMP_PREFIX}${randomBytes(12).toString('hex')}`);
  try {
    await pipeline(file.stream, createWriteStream(temp)).catch((error: unknown) => {
      throw unreadableUpload(error);
    });
    if (file.stream.truncated) {
      throw new AppError(
        'payload_too_large',
        canUploadDocuments(user.role) ? UPLOAD_MESSAGES.documentTooLarge : UPLOAD_MESSAGES.imageTooLarge,
      );
    }
    const { size } = await stat(temp);
    if (size === 0) throw new AppError('bad_request', UPLOAD_MESSAGES.noFile);
    const detected = await fileTypeFromFile(temp);
    const mime = detected?.mime as string | undefined;
    const isImage = mime !== undefined && (IMAGE_TYPES as readonly string[]).includes(mime);
    const isDocument = mime !== undefined && (DOCUMENT_TYPES as readonly string[]).includes(mime);
    if (!detected || (!isImage && !isDocument)) {
      throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.typeNotAllowed);
    }
    if (isDocument && !canUploadDocuments(user.role)) {
      throw new AppError('forbidden', UPLOAD_MESSAGES.documentsForTeachers);
    }
    if (isImage && size > IMAGE_MAX_BYTES)
      throw new AppError('payload_too_large', UPLOAD_MESSAGES.imageTooLarge);
    const visibility = isImage ? 'public' : 'private';
    const key = `${visibility}/${randomBytes(18).toString('base64url')}.${detected.ext}`;
    const fileName = file.filename.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || `file.${detected.ext}`;
    // Reserve the space first (one transaction, the user's row locked), then store the bytes.
    await deps.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
      if ((await storageUsed(tx, user.id)) + size > quota) throw quotaReached();
      await tx.insert(uploads).values({
        ownerId: user.id,
        storageKey: key,
        visibility,
        mimeType: detected.mime,
        size,
        originalName: fileName,
      });
    });
    try {
      await deps.storage.putFile(key, temp, { contentType: detected.mime, size });
    } catch (error) {
      await deps.db.delete(uploads).where(eq(uploads.storageKey, key));
      throw error;
    }
    return { url: `/api/files/${key}`, mimeType: detected.mime, size, fileName, visibility };
  } finally {
    await rm(temp, { force: true });
  }
}

/** The storage key behind one of our file URLs, if it is one. */
export function storageKeyOf(url: string | null | undefined): string | null {
  const match = /^\/api\/files\/((?:public|private)\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,8})$/.exec(url ?? '');
  return match?.[1] ?? null;
}

/* ------------------------------------------------------- releasing files */

/** The advisory lock key of the storage cleanup job (platform/jobs.ts keeps the others; one number per job). */
export const STORAGE_CLEANUP_JOB_LOCK = 727_361;

/**
 * Releases the uploads behind these storage keys, inside the caller's transaction (docs/decisions/361): their
 * rows go, so the owner's quota no longer counts them, and their keys are queued for removal from storage.
 * The caller decides that nothing references them any more, under `lockUploads` taken first.
 */
export async function releaseUploads(tx: Tx, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await tx.delete(uploads).where(inArray(uploads.storageKey, keys));
  await tx
    .insert(storageDeletions)
    .values(keys.map((storageKey) => ({ storageKey })))
    .onConflictDoNothing();
}

/**
 * Locks the uploads rows of these keys (in key order, so two transactions cannot deadlock) until the
 * transaction ends: a transaction attaching one of them (which reads it `for key share`) either committed
 * before, and the caller's next statement sees its reference, or waits and then finds the row gone.
 */
export async function lockUploads(tx: Tx, keys: string[]): Promise<string[]> {
  if (!keys.length) return [];
  const rows = await tx
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.storageKey, keys))
    .orderBy(asc(uploads.storageKey))
    .for('update');
  return rows.map((r) => r.key);
}

/**
 * Removes queued files from storage: these keys (just released, after the commit) or, for the job, the oldest
 * queued ones. A removed file leaves the queue; a failure stays queued with its error, for the next run.
 * Never throws: answers how many were removed and how many failed.
 */
export async function removeQueuedFiles(
  deps: { db: Db; storage: Storage },
  keys?: string[],
): Promise<{ removed: number; failed: number }> {
  const queued = keys
    ? keys
    : (
        await deps.db
          .select({ key: storageDeletions.storageKey })
          .from(storageDeletions)
          .orderBy(asc(storageDeletions.requestedAt))
          .limit(STORAGE_CLEANUP_BATCH)
      ).map((r) => r.key);
  let removed = 0;
  let failed = 0;
  for (const key of queued) {
    try {
      await deps.storage.delete(key);
      await deps.db.delete(storageDeletions).where(eq(storageDeletions.storageKey, key));
      removed += 1;
    } catch (error) {
      failed += 1;
      await deps.db
        .update(storageDeletions)
        .set({
          attempts: sql`${storageDeletions.attempts} + 1`,
          lastError: String((error as Error | null)?.message ?? error).slice(0, 500),
        })
        .where(eq(storageDeletions.storageKey, key))
        .catch(() => undefined);
    }
  }
  return { removed, failed };
}

/** Retries the queued file removals every minute, on one instance at a time. */
export function startStorageCleanup(
  deps: { db: Db; storage: Storage },
  log: FastifyBaseLogger,
  intervalMs = STORAGE_CLEANUP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runExclusive(
      deps.db,
      STORAGE_CLEANUP_JOB_LOCK,
      () => removeQueuedFiles(deps),
      'storage-cleanup',
    )
      .then((result) => {
        if (result.ran && result.value.failed) {
          log.warn({ storageCleanup: result.value }, 'some files could not be removed from storage yet');
        }
      })
      .catch((error) => log.error({ err: error }, 'storage cleanup failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
