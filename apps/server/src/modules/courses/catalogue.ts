import type { CourseListQuery, CourseSummary } from '@medprep/shared';
import { and, asc, eq, gte, lte, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courses, users } from '../../db/schema/index.ts';

type CourseRow = typeof courses.$inferSelect;
type ListQuery = z.output<typeof CourseListQuery>;

/** The public catalogue: search, filters, sorts and categories (docs/decisions/008). */
/** Everything a summary needs: not the description, and never the search columns. */
const summaryCourseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  subtitle: courses.subtitle,
  thumbnail: courses.thumbnail,
  level: courses.level,
  language: courses.language,
  category: courses.category,
  tags: courses.tags,
  status: courses.status,
  totalDurationSec: courses.totalDurationSec,
  lessonCount: courses.lessonCount,
  ratingAvg: courses.ratingAvg,
  ratingCount: courses.ratingCount,
  enrollmentCount: courses.enrollmentCount,
  priceMinor: courses.priceMinor,
  currency: courses.currency,
  includedInMembership: courses.includedInMembership,
  publishedAt: courses.publishedAt,
  updatedAt: courses.updatedAt,
};
export const summaryColumns = {
  course: summaryCourseColumns,
  instructor: { id: users.id, name: users.name },
};
type SummaryRow = Pick<CourseRow, keyof typeof summaryCourseColumns>;

export function toSummary(course: SummaryRow, instructor: { id: string; name: string }): CourseSummary {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    thumbnail: course.thumbnail,
    level: course.level,
    language: course.language,
    category: course.category,
    tags: course.tags,
    status: course.status,
    totalDurationSec: course.totalDurationSec,
    lessonCount: course.lessonCount,
    ratingAvg: course.ratingAvg,
    ratingCount: course.ratingCount,
    enrollmentCount: course.enrollmentCount,
    pricing: {
      amountMinor: course.priceMinor,
      currency: course.currency,
      isFree: course.priceMinor === 0,
      includedInMembership: course.includedInMembership,
    },
    instructor,
    publishedAt: course.publishedAt?.toISOString() ?? null,
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** Words of a search, each as a prefix term: tolerant of partial words; stemming handles word endings. */
export function prefixTsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** The column each sort orders by (then id, descending); each pair matches one index exactly. */
const SORT_KEYS: Record<ListQuery['sort'], { column: AnyPgColumn; direction: 'asc' | 'desc' }> = {
  newest: { column: courses.publishedAt, direction: 'desc' },
  popular: { column: courses.enrollmentCount, direction: 'desc' },
  rating: { column: courses.ratingAvg, direction: 'desc' },
  price_asc: { column: courses.priceMinor, direction: 'asc' },
  price_desc: { column: courses.priceMinor, direction: 'desc' },
};

/** Descending columns NULLS LAST, as the indexes are built. */
const ordered = (key: SQL | AnyPgColumn, direction: 'asc' | 'desc') =>
  direction === 'asc' ? sql`${key} asc` : sql`${key} desc nulls last`;

/**
 * How a search page is found. `all`: walk the sort index, filtering as it goes (cheap when matches are
 * dense, and for a small catalogue). `window`: the same walk, bounded to the first rows of the sort order
 * (those at or before `cutoff`). `matches`: collect the matches through the search indexes, then sort them
 * (cheap when matches are rare); the sort key is wrapped so that no index can provide the order.
 */
export type CatalogueStrategy =
  | { kind: 'all' }
  | { kind: 'window'; cutoff: number | Date }
  | { kind: 'matches' };

/** How many rows of the sort order a search walks before it collects its matches instead. */
export const CATALOGUE_SEARCH_WINDOW = 2000;

/** Which filters a catalogue query has, and its strategy: one prepared statement per shape. */
function catalogueShape(query: ListQuery, strategy: CatalogueStrategy) {
  const search = query.q ? searchValues(query.q) : null;
  return {
    key: [strategy.kind, query.sort, query.isFree, !!query.level, !!query.category, !!search].join('|'),
    search,
  };
}

/** Search over title, subtitle, description, tags (full text with prefixes) and infix matches (trigram). */
export function searchValues(q: string) {
  const tsquery = prefixTsQuery(q);
  if (!tsquery) return null;
  return { tsquery, needle: `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/** The catalogue query with placeholders for every value (one page plus one row, to know if there is a next page). */
function buildCatalogue(db: DbOrTx, query: ListQuery, strategy: CatalogueStrategy, hasSearch: boolean) {
  const conditions: SQL[] = [eq(courses.status, 'published')];
  if (query.level) conditions.push(eq(courses.level, sql.placeholder('level')));
  const price = priceCondition(query.isFree);
  if (price) conditions.push(price);
  if (query.category) conditions.push(eq(courses.category, sql.placeholder('category')));
  if (hasSearch) {
    conditions.push(
      sql`(${courses.searchVector} @@ to_tsquery('english', ${sql.placeholder('tsquery')}) or ${courses.searchText} like ${sql.placeholder('needle')})`,
    );
  }
  const { column, direction } = SORT_KEYS[query.sort];
  let key: SQL | AnyPgColumn = column;
  if (strategy.kind === 'window') {
    const cutoff = sql.placeholder('cutoff');
    conditions.push(direction === 'asc' ? lte(column, cutoff) : gte(column, cutoff));
  } else if (strategy.kind === 'matches') {
    key = column === courses.publishedAt ? sql`(${column} + interval '0 seconds')` : sql`(${column} + 0)`;
  }
  return db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(and(...conditions))
    .orderBy(ordered(key, direction), ordered(courses.id, 'desc'))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

function catalogueValues(
  query: ListQuery,
  strategy: CatalogueStrategy,
  search: ReturnType<typeof searchValues>,
) {
  return {
    level: query.level,
    category: query.category,
    tsquery: search?.tsquery,
    needle: search?.needle,
    cutoff:
      strategy.kind !== 'window'
        ? undefined
        : strategy.cutoff instanceof Date
          ? strategy.cutoff.toISOString()
          : strategy.cutoff,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  };
}

/** The map of `maps` that belongs to one database (or transaction) handle. */
function perDatabase<K, V>(maps: WeakMap<object, Map<K, V>>, db: DbOrTx): Map<K, V> {
  let map = maps.get(db);
  if (!map) {
    map = new Map();
    maps.set(db, map);
  }
  return map;
}

type PreparedCatalogue = ReturnType<ReturnType<typeof buildCatalogue>['prepare']>;
const preparedCatalogue = new WeakMap<object, Map<string, PreparedCatalogue>>();
/**
 * Drizzle asks for a statement name, but a named statement lets PostgreSQL switch to one generic plan,
 * which would walk the sort index for a rare word; unnamed, the query is built once per shape and planned
 * per call with its values.
 */
const UNNAMED_STATEMENT = undefined as unknown as string;

/** Runs the catalogue query: built once per shape of filters, then only its values change. */
export function catalogueQuery(db: DbOrTx, query: ListQuery, strategy: CatalogueStrategy = { kind: 'all' }) {
  const { key, search } = catalogueShape(query, strategy);
  const byShape = perDatabase(preparedCatalogue, db);
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = buildCatalogue(db, query, strategy, !!search).prepare(UNNAMED_STATEMENT);
    byShape.set(key, prepared);
  }
  return prepared.execute(catalogueValues(query, strategy, search));
}

/** The SQL and values catalogueQuery sends, for the benchmark's raw run. */
export function catalogueStatement(
  db: DbOrTx,
  query: ListQuery,
  strategy: CatalogueStrategy = { kind: 'all' },
) {
  const { search } = catalogueShape(query, strategy);
  const { sql: text, params } = buildCatalogue(db, query, strategy, !!search).toSQL();
  const values: Record<string, unknown> = catalogueValues(query, strategy, search);
  return {
    text,
    params: params.map((p) => (p instanceof Placeholder ? values[p.name] : p)),
  };
}

/** Conditions of the catalogue that do not depend on the search words: published, and the price filter. */
function priceCondition(isFree: boolean | undefined): SQL | undefined {
  if (isFree === true) return eq(courses.priceMinor, 0);
  if (isFree === false) return sql`${courses.priceMinor} > 0`;
  return undefined;
}

type CutoffKey = `${ListQuery['sort']}:${boolean | undefined}`;
const cutoffCache = new WeakMap<
  object,
  Map<CutoffKey, { value: Promise<number | Date | null>; until: number }>
>();
const CUTOFF_TTL_MS = 60_000;

/**
 * The sort key of the row CATALOGUE_SEARCH_WINDOW places down the sort order (of the courses that pass the
 * price filter, which moves with the price sorts), kept for a minute: a stale value only changes how far
 * a search walks, never its answer.
 */
export function sortCutoff(
  db: DbOrTx,
  sort: ListQuery['sort'],
  isFree?: boolean,
): Promise<number | Date | null> {
  const cache = perDatabase(cutoffCache, db);
  const cacheKey: CutoffKey = `${sort}:${isFree}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.until > Date.now()) return hit.value;
  // Concurrent requests share one lookup; a failed one is not kept.
  const { column, direction } = SORT_KEYS[sort];
  const value = db
    .select({ value: column })
    .from(courses)
    .where(and(eq(courses.status, 'published'), priceCondition(isFree)))
    .orderBy(ordered(column, direction), ordered(courses.id, 'desc'))
    .limit(1)
    .offset(CATALOGUE_SEARCH_WINDOW)
    .then(([row]) => (row?.value as number | Date | null | undefined) ?? null);
  cache.set(cacheKey, { value, until: Date.now() + CUTOFF_TTL_MS });
  value.catch(() => cache.delete(cacheKey));
  return value;
}

/** The strategy a catalogue query tries first: the bounded window for a search on a large catalogue. */
export async function firstStrategy(db: DbOrTx, query: ListQuery): Promise<CatalogueStrategy> {
  if (!query.q || !prefixTsQuery(query.q)) return { kind: 'all' };
  const cutoff = await sortCutoff(db, query.sort, query.isFree);
  return cutoff === null ? { kind: 'all' } : { kind: 'window', cutoff };
}

/**
 * The public catalogue: published courses only, every filter combinable, one page plus a has-next flag.
 * A search first walks a bounded window of the sort order, which fills the page at once for common words;
 * when it does not, the matches are collected through the search indexes instead. Either way the page is
 * exact: every match outside the window sorts after every match inside it.
 */
export async function listCourses(db: DbOrTx, query: ListQuery) {
  const strategy = await firstStrategy(db, query);
  let rows = await catalogueQuery(db, query, strategy);
  if (strategy.kind === 'window' && rows.length <= query.limit) {
    rows = await catalogueQuery(db, query, { kind: 'matches' });
  }
  return {
    items: rows.slice(0, query.limit).map((r) => toSummary(r.course, r.instructor)),
    meta: { page: query.page, limit: query.limit, hasNextPage: rows.length > query.limit },
  };
}

export async function listCategories(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: courses.category })
    .from(courses)
    .where(and(eq(courses.status, 'published'), sql`${courses.category} <> ''`))
    .orderBy(asc(courses.category));
  return rows.map((r) => r.category);
}
