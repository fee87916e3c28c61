import type { LibraryKind } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { libraryEntries } from '../../db/schema/index.ts';
import { slugify, uniqueSlug, withSlugRetry } from '../../platform/slug.ts';

/** A URL-safe slug from a title (the platform's one rule); the kind's name when the title has none. */
export const slugifyLibrary = (title: string, kind: LibraryKind): string => slugify(title, kind);

/** The slug for a title within a kind, -2, -3 … when taken; `exceptId` keeps an entry's own. */
export const uniqueLibrarySlug = (db: DbOrTx, kind: LibraryKind, title: string, exceptId?: string) =>
  uniqueSlug(db, libraryEntries, slugifyLibrary(title, kind), exceptId, eq(libraryEntries.kind, kind));

/** Runs a write that picks a slug, again with a fresh slug when another request took it first. */
export const withLibrarySlugRetry = <T>(write: () => Promise<T>, attempts = 5): Promise<T> =>
  withSlugRetry(write, 'library_entries_kind_slug_key', attempts);
