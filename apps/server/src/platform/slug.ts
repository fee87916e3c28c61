import { and, eq, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** Slugs for every module with public addresses (courses, quizzes): one implementation. */
const SLUG_MAX = 80;

/** A URL-safe slug from a title: lower case, accents dropped, words joined by hyphens; `fallback` when empty. */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** A table with a unique `slug` column. */
export type SlugTable = PgTable & { id: AnyPgColumn; slug: AnyPgColumn };

/**
 * `base`, or base-2, base-3 … when taken; `exceptId` keeps a row's own slug free, `scope`
 * limits the rows slugs must differ from (the library's slugs are unique per kind).
 */
export async function uniqueSlug(
  db: DbOrTx,
  table: SlugTable,
  base: string,
  exceptId?: string,
  scope?: SQL,
): Promise<string> {
  const rows = (await db
    .select({ id: table.id, slug: table.slug })
    .from(table as PgTable)
    .where(and(scope, or(eq(table.slug, base), like(table.slug, `${base}-%`))))) as {
    id: string;
    slug: string;
  }[];
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === '23505' && (!constraint || name === constraint);
}

/** Runs a write that picks a slug, again with a fresh slug when another request took it first. */
export async function withSlugRetry<T>(
  write: () => Promise<T>,
  constraint: string,
  attempts = 5,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt < attempts && isUniqueViolation(error, constraint)) continue;
      throw error;
    }
  }
}
