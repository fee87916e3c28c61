import type { LibraryKind } from '@medprep/shared';
import { and, eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { libraryEntries } from '../../db/schema/index.ts';

const SLUG_MAX = 80;

/** A URL-safe slug from a title: lower case, accents dropped, words joined by hyphens. */
export function slugifyLibrary(title: string, kind: LibraryKind): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || kind;
}

/** The slug for a title within a kind, -2, -3 … when taken (DECISIONS §1); `exceptId` keeps an entry's own. */
export async function uniqueLibrarySlug(
  db: DbOrTx,
  kind: LibraryKind,
  title: string,
  exceptId?: string,
): Promise<string> {
  const base = slugifyLibrary(title, kind);
  const rows = await db
    .select({ id: libraryEntries.id, slug: libraryEntries.slug })
    .from(libraryEntries)
    .where(
      and(
        eq(libraryEntries.kind, kind),
        or(eq(libraryEntries.slug, base), like(libraryEntries.slug, `${base}-%`)),
      ),
    );
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const isSlugClash = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (
    (e?.code ?? e?.cause?.code) === '23505' &&
    (e?.constraint ?? e?.cause?.constraint) === 'library_entries_kind_slug_key'
  );
};

/** Runs a write that picks a slug, again with a fresh slug when another request took it first. */
export async function withLibrarySlugRetry<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt < attempts && isSlugClash(error)) continue;
      throw error;
    }
  }
}
