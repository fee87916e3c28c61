import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';

/** What a read may add to its key and fetcher: how it retries, what it shows while the next page loads. */
export type ReadExtras<T, K extends QueryKey, D = T> = Omit<
  UseQueryOptions<T, Error, D, K>,
  'queryKey' | 'queryFn'
>;

/**
 * A read endpoint's query options: its key and its typed fetcher, called with the query's abort signal.
 * Each endpoint still exports its own `getX(…, signal)` and `xQueryOptions(…)`; this writes the middle once.
 */
export const readQuery = <T, K extends QueryKey, D = T>(
  queryKey: K,
  get: (signal: AbortSignal) => Promise<T>,
  extras?: ReadExtras<T, K, D>,
) => queryOptions<T, Error, D, K>({ ...extras, queryKey, queryFn: ({ signal }) => get(signal) });

/** A list's or a range's read: as `readQuery`, keeping the last page on screen while the next one loads. */
export const readPagedQuery = <T, K extends QueryKey>(
  queryKey: K,
  get: (signal: AbortSignal) => Promise<T>,
) => readQuery(queryKey, get, { placeholderData: keepPreviousData });

/**
 * A paged read's query options and hook, from its key and its fetcher (both taking the same filters):
 * `export const { options: xQueryOptions, use: useX } = pagedRead(keys.x, getX)`.
 */
export function pagedRead<P, T, K extends QueryKey>(
  key: (filters: P) => K,
  get: (filters: P, signal: AbortSignal) => Promise<T>,
) {
  const options = (filters: P) => readPagedQuery(key(filters), (signal) => get(filters, signal));
  return { options, use: (filters: P) => useQuery(options(filters)) };
}
