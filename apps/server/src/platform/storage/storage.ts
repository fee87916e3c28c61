import type { Readable } from 'node:stream';

export type Visibility = 'public' | 'private';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Where uploaded files live: a local directory by default, or an S3-compatible bucket. */
export interface Storage {
  /** Stores the file at `path` (a local temporary file) under `key`. */
  putFile(key: string, path: string, options: { contentType: string; size: number }): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Throws when the bucket cannot be reached (readiness); drivers with nothing remote to reach have none. */
  check?(): Promise<void>;
}

/** Keys are `<visibility>/<random name>.<ext>`: random, never the uploader's file name. */
export function isSafeKey(key: string): boolean {
  return /^(public|private)\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{1,8}$/.test(key);
}
