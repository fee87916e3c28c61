/**
 * Page-numbered lists: `{items, meta: {page, limit, hasNextPage, total?}}`. A list query asks
 * for one row more than the page (`pageWindow`), so `hasNextPage` needs no count; `total` is added where
 * the list's specification names it.
 */
export interface PageQuery {
  page: number;
  limit: number;
}

export interface PageMeta {
  page: number;
  limit: number;
  hasNextPage: boolean;
  total?: number;
}

export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

/** The rows to skip before a page (`page` counts from 1). */
export const pageOffset = ({ page, limit }: PageQuery): number => (page - 1) * limit;

/** The `limit` and `offset` of a page's query: one row more than the page, to tell whether another follows. */
export const pageWindow = (query: PageQuery): { limit: number; offset: number } => ({
  limit: query.limit + 1,
  offset: pageOffset(query),
});

/** The answer for rows fetched with `pageWindow`: the page's items (mapped) and its meta. */
export function toPage<Row, Item = Row>(
  rows: Row[],
  query: PageQuery,
  options: { total: number; map?: (row: Row) => Item },
): Page<Item> & { meta: { total: number } };
export function toPage<Row, Item = Row>(
  rows: Row[],
  query: PageQuery,
  options?: { map?: (row: Row) => Item },
): Page<Item>;
export function toPage<Row, Item = Row>(
  rows: Row[],
  query: PageQuery,
  options: { total?: number; map?: (row: Row) => Item } = {},
): Page<Item> {
  const pageRows = rows.slice(0, query.limit);
  const items = options.map ? pageRows.map(options.map) : (pageRows as unknown as Item[]);
  return {
    items,
    meta: {
      page: query.page,
      limit: query.limit,
      hasNextPage: rows.length > query.limit,
      ...(options.total !== undefined ? { total: options.total } : {}),
    },
  };
}
