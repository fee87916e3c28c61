import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type Role,
  UPLOAD_MESSAGES,
  type UploadResponse,
} from '@medprep/shared';
import { fileTypeFromFile } from 'file-type';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
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
 * Stores an upload. The type is decided from the file's own bytes, never its name or the client's header;
 * images are public, documents and media private (served only through signed links). Names are random.
 */
export async function storeUpload(
  deps: { db: DbOrTx; storage: Storage },
  user: { id: string; role: Role },
  file: IncomingFile,
): Promise<UploadResponse> {
  const dir = await mkdtemp(join(tmpdir(), 'medprep-upload-'));
  const temp = join(dir, 'file');
  try {
    await pipeline(file.stream, createWriteStream(temp));
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
    await deps.storage.putFile(key, temp, { contentType: detected.mime, size });
    const fileName = file.filename.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || `file.${detected.ext}`;
    await deps.db.insert(uploads).values({
      ownerId: user.id,
      storageKey: key,
      visibility,
      mimeType: detected.mime,
      size,
      originalName: fileName,
    });
    return { url: `/api/files/${key}`, mimeType: detected.mime, size, fileName, visibility };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The storage key behind one of our file URLs, if it is one. */
export function storageKeyOf(url: string | null | undefined): string | null {
  const match = /^\/api\/files\/((?:public|private)\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,8})$/.exec(url ?? '');
  return match?.[1] ?? null;
}
