/** What learners see: the public catalogue, an entry's page, and opening a download. */
import {
  isUuid,
  LIBRARY_MESSAGES,
  type LibraryEntry,
  type LibraryItem,
  type LibraryKind,
  type LibraryListResponse,
} from '@medprep/shared';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { libraryEntries, libraryItems } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { toPage } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/sql.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { hasPurchased } from '../payments/access.ts';
import { verifyDownload } from './downloads.ts';
import {
  type CatalogueQuery,
  entryNotFound,
  isManager,
  itemRows,
  type LibraryDeps,
  oneEntry,
  toEntries,
  toItem,
  type Viewer,
} from './entries.ts';

const CATALOGUE_ORDER: Record<CatalogueQuery['sort'], SQL[]> = {
  newest: [desc(libraryEntries.publishedAt), desc(libraryEntries.id)],
  title: [asc(libraryEntries.title), asc(libraryEntries.id)],
  price_asc: [asc(libraryEntries.priceMinor), desc(libraryEntries.publishedAt), desc(libraryEntries.id)],
  price_desc: [desc(libraryEntries.priceMinor), desc(libraryEntries.publishedAt), desc(libraryEntries.id)],
};

/** The public catalogue: published entries of a kind, searched by title. */
export async function listCatalogue(
  db: DbOrTx,
  kind: LibraryKind,
  viewer: Viewer,
  query: CatalogueQuery,
  now: Date,
): Promise<LibraryListResponse> {
  const where = and(
    eq(libraryEntries.kind, kind),
    eq(libraryEntries.status, 'published'),
    query.q ? ilike(libraryEntries.title, containsPattern(query.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(libraryEntries)
      .where(where)
      .orderBy(...CATALOGUE_ORDER[query.sort])
      .limit(query.limit + 1)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(libraryEntries).where(where),
  ]);
  const page = toPage(rows, query, { total: total?.n ?? 0 });
  return { items: await toEntries(db, page.items, viewer, now), meta: page.meta };
}

/**
 * `GET /{kind}s/{slug}`: the entry and, only for a caller who may unlock it, its items with fresh signed
 * links. A draft or archived entry is seen only by its owner, admins and those who bought
 * it (buyers keep what they bought); others get 404.
 */
export async function getDetail(
  deps: LibraryDeps,
  kind: LibraryKind,
  viewer: Viewer,
  slug: string,
  now: Date,
): Promise<{ entry: LibraryEntry; items: LibraryItem[] }> {
  const [row] = await deps.db
    .select()
    .from(libraryEntries)
    .where(and(eq(libraryEntries.kind, kind), eq(libraryEntries.slug, slug)));
  if (!row) throw entryNotFound(kind);
  if (row.status !== 'published' && !isManager(viewer, row)) {
    if (!viewer || !(await hasPurchased(deps.db, viewer.id, kind, row.id))) throw entryNotFound(kind);
  }
  const entry = await oneEntry(deps.db, row, viewer, now);
  if (!entry.unlocked) return { entry, items: [] };
  const manager = isManager(viewer, row);
  const rows = await itemRows(deps.db, row.id);
  return { entry, items: rows.map((r) => toItem(r, deps.signer, now, manager)) };
}

/**
 * A signed download (docs/decisions/272): checks the link against this item's file, counts it (unless it
 * was issued to the owner or an admin), and opens the stored file. Any bad link is one 403.
 */
export async function openDownload(
  deps: LibraryDeps & { storage: Storage },
  itemId: string,
  query: { exp?: number | undefined; sig?: string | undefined; preview?: string | undefined },
  now: Date,
) {
  const refused = () => new AppError('forbidden', LIBRARY_MESSAGES.downloadInvalid);
  if (!isUuid(itemId)) throw refused();
  const [item] = await deps.db.select().from(libraryItems).where(eq(libraryItems.id, itemId));
  if (!item?.fileKey) throw refused();
  const { valid, counted } = verifyDownload(deps.signer, { id: item.id, fileKey: item.fileKey }, query, now);
  if (!valid) throw refused();
  const object = await deps.storage.get(item.fileKey);
  if (!object) throw notFound(LIBRARY_MESSAGES.itemNotFound);
  if (counted) {
    await deps.db
      .update(libraryItems)
      .set({ downloadCount: sql`${libraryItems.downloadCount} + 1` })
      .where(eq(libraryItems.id, item.id));
  }
  return {
    object,
    fileName: item.fileName ?? 'download',
    mimeType: item.fileMime ?? object.contentType,
  };
}
