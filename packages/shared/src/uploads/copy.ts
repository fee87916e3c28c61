/** Who may upload what: images for anyone signed in; documents and media for instructors and admins. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 200 * 1024 * 1024;
/** Signed download links of private files last 10 minutes. */
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

/** Per-user storage quota, counted from the user's uploads (docs/decisions/162). */
export const LEARNER_STORAGE_QUOTA_BYTES = 50 * 1024 * 1024;
export const TEACHER_STORAGE_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;
export const STORAGE_QUOTA_BYTES = {
  user: LEARNER_STORAGE_QUOTA_BYTES,
  instructor: TEACHER_STORAGE_QUOTA_BYTES,
  admin: TEACHER_STORAGE_QUOTA_BYTES,
} as const;
export const STORAGE_QUOTA_REACHED_MESSAGE = 'Storage quota reached.';

/**
 * How often the job removes from storage the files released by a deleted library item or pack whose removal
 * failed at once: within a minute (docs/decisions/361).
 */
export const STORAGE_CLEANUP_INTERVAL_MS = 60_000;
/** Queued file removals the job takes on in one run. */
export const STORAGE_CLEANUP_BATCH = 100;
