import { z } from 'zod';
import { pathText, queryInt, text } from './fields.ts';

/** DECISIONS §5: images for anyone signed in; documents and media for instructors and admins. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 200 * 1024 * 1024;
/** Signed download links of private files last 10 minutes (DECISIONS §9). */
export const SIGNED_URL_TTL_SEC = 10 * 60;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/epub+zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'audio/mpeg',
  'video/mp4',
] as const;

export const UPLOAD_MESSAGES = {
  noFile: 'Please choose a file to upload.',
  typeNotAllowed: 'This type of file is not allowed. Images: PNG, JPEG, WebP or GIF.',
  documentsForTeachers: 'Only instructors and admins can upload documents and media.',
  imageTooLarge: 'Images can be at most 5 MB.',
  documentTooLarge: 'Files can be at most 200 MB.',
  uploadFailed: 'Upload failed',
  selectImage: 'Please select an image',
} as const;

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
