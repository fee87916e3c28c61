import { DIGITS, hasControlCharacters, PAGE_MAX, QUERY_TEXT_MAX } from '@medprep/shared/constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/*
 * A list's filters live in the address, which a person may have edited: each reader keeps a value the
 * server would accept and drops the rest (page 1, the default), without zod (kept out of first-load code).
 */

/** A parameter's last value (as the server's query parser reads a repeated key). */
export function lastParam(params: URLSearchParams, key: string): string | null {
  const values = params.getAll(key);
  return values.length > 0 ? (values[values.length - 1] ?? null) : null;
}

/** A text: trimmed, empty means absent; control characters or longer than `max` are dropped. */
export function readText(params: URLSearchParams, key: string, max = QUERY_TEXT_MAX): string | undefined {
  const value = lastParam(params, key);
  if (value === null || hasControlCharacters(value)) return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** One of `values`, else absent. */
export function readEnum<T extends string>(
  params: URLSearchParams,
  key: string,
  values: readonly T[],
): T | undefined {
  const value = lastParam(params, key);
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** Digits only, 1 to `max`; else the fallback. */
export function readInt(params: URLSearchParams, key: string, max: number, fallback: number): number {
  const value = lastParam(params, key);
  if (value === null || !DIGITS.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/** The page number: 1 unless the address names a valid one. */
export const readPage = (params: URLSearchParams) => readInt(params, 'page', PAGE_MAX, 1);

type AddressValue = string | number | boolean | undefined;

/**
 * The address query for a list's filters: absent and empty values, and values equal to their default
 * (page 1, the default size …), are left out so links stay short.
 */
export function listSearch(
  values: Record<string, AddressValue>,
  defaults: Record<string, AddressValue> = { page: 1 },
): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === defaults[key]) continue;
    search[key] = String(value);
  }
  return search;
}

/** A list's address: how its filters are read from the query, and written back. */
export interface ListAddress<F extends { page: number }> {
  read: (params: URLSearchParams) => F;
  write: (filters: F) => Record<string, string>;
}

/** One filter of a declared address: a text, one of `values` (absent otherwise), or one of them with a fallback. */
type FilterSpec = 'text' | readonly string[] | { values: readonly string[]; fallback: string };
type FilterValue<S> = S extends 'text'
  ? string | undefined
  : S extends { values: readonly (infer T)[] }
    ? T
    : S extends readonly (infer T)[]
      ? T | undefined
      : never;
export type DeclaredFilters<S extends Record<string, FilterSpec>> = { [K in keyof S]: FilterValue<S[K]> } & {
  page: number;
};

/**
 * A list's address declared filter by filter, plus the page: texts through readText, lists through readEnum
 * (a fallback is the value when absent, and is left out of links like page 1).
 */
export function filterAddress<S extends Record<string, FilterSpec>>(
  spec: S,
): ListAddress<DeclaredFilters<S>> {
  const defaults: Record<string, AddressValue> = { page: 1 };
  for (const [key, kind] of Object.entries(spec))
    if (typeof kind === 'object' && 'fallback' in kind) defaults[key] = kind.fallback;
  return {
    read: (params) => {
      const filters: Record<string, AddressValue> = { page: readPage(params) };
      for (const [key, kind] of Object.entries(spec)) {
        if (kind === 'text') filters[key] = readText(params, key);
        else if ('fallback' in kind) filters[key] = readEnum(params, key, kind.values) ?? kind.fallback;
        else filters[key] = readEnum(params, key, kind as readonly string[]);
      }
      return filters as DeclaredFilters<S>;
    },
    write: (filters) => listSearch({ ...filters } as Record<string, AddressValue>, defaults),
  };
}

/**
 * A list's filters from the address, and `update` to change them: any change but the page's own starts
 * again at page 1; `pager` turns the page; `searchProps` binds a ListSearch to a text filter. The address (or
 * `read` and `write`) should be module-level (they are not dependencies).
 */
export function useListAddress<F extends { page: number }>(
  readOrAddress: ListAddress<F> | ListAddress<F>['read'],
  writeFn?: ListAddress<F>['write'],
) {
  const { read, write } =
    typeof readOrAddress === 'function' ? { read: readOrAddress, write: writeFn! } : readOrAddress;
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read and write are module-level functions
  const update = useCallback(
    (patch: Partial<F>, options?: { replace?: boolean }) =>
      setParams((prev) => write({ ...read(prev), page: 1, ...patch }), options),
    [setParams],
  );
  /** ListSearch's `value` and `onSearch` for the text filter `key`: a search replaces the address, not adds to it. */
  const searchProps = (key: keyof F & string) => ({
    value: String(filters[key] ?? ''),
    onSearch: (text: string) => update({ [key]: text || undefined } as Partial<F>, { replace: true }),
  });
  /** ListView's pager for a response with `meta.hasNextPage`. */
  const pager = {
    page: filters.page,
    hasNextPage: (data: { meta: { hasNextPage: boolean } }) => data.meta.hasNextPage,
    onPage: (page: number) => update({ page } as Partial<F>),
  };
  return { filters, update, pager, searchProps };
}

/**
 * The address of a list filtered by one set of status tabs (`status`, `fallback` when absent) and paged:
 * its reader and writer for `useListAddress`, and the tabs for StatusTabs.
 */
export function statusListAddress<S extends string>(
  values: readonly S[],
  fallback: S,
  labels?: Record<S, string>,
): ListAddress<{ status: S; page: number }> & { tabs: { value: S; label: string }[] } {
  return {
    /** Each status's tab, in the order of `values`, with its label (the value itself when not given). */
    tabs: values.map((value) => ({ value, label: labels?.[value] ?? value })),
    read: (params: URLSearchParams) => ({
      status: readEnum(params, 'status', values) ?? fallback,
      page: readPage(params),
    }),
    write: (filters: { status: S; page: number }) =>
      listSearch({ status: filters.status, page: filters.page }, { status: fallback, page: 1 }),
  };
}
