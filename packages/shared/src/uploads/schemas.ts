import { z } from 'zod';
import { pathText, queryInt, text } from '../fields/schemas.ts';

export const UploadResponse = z
  .object({
    url: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    fileName: z.string(),
    visibility: z.enum(['public', 'private']),
  })
  .meta({ id: 'UploadResponse' });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** The stored file's name in `/api/uploads/files/:name` and `/api/uploads/private/:name`. */
export const StoredFileParams = z.object({ name: pathText('File name', 80) });
/** A signed download link's expiry (seconds since 1970, before the year 2286) and signature. */
export const SignedFileQuery = z.object({
  exp: queryInt({ min: 0, max: 9_999_999_999, label: 'Expiry', notStored: true }).optional(),
  sig: text({ max: 100, label: 'Signature' }).optional(),
});
