import {
  COURSE_CATEGORY_MAX,
  COURSE_LEVELS,
  COURSE_SORTS,
  COURSE_STATUSES,
  DEFAULT_PAGE_SIZE,
  DIGITS,
  hasControlCharacters,
  MAX_PAGE_SIZE,
  PAGE_MAX,
  QUERY_TEXT_MAX,
} from '@medprep/shared/constants';
import type { CatalogueFilters, InstructorListFilters } from './api/keys';

/*
 * The list pages read their filters from the address, which a person may have edited, without zod (so the
 * schemas stay out of the catalogue's first-load code). They read it as the server's schemas would
 * (CourseListQuery, InstructorCourseListQuery with readListAddress, in @medprep/shared): a value the server
 * would refuse is dropped (page 1, the default size), and a size over the maximum becomes the maximum.
 * url-filters.test.ts checks that both readings agree.
 */

/** A parameter's last value (as the server's query parser and Object.fromEntries read a repeated key). */
function last(params: URLSearchParams, key: string): string | null {
  const values = params.getAll(key);
  return values.length > 0 ? (values[values.length - 1] ?? null) : null;
}

/** Search and category texts: trimmed, empty means absent; control characters or too long are dropped. */
function queryText(value: string | null, max: number): string | undefined {
  if (value === null || hasControlCharacters(value)) return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

function queryEnum<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

function queryBoolean(value: string | null): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** Digits only, inside min–max; else the fallback. */
function queryInt(value: string | null, max: number, fallback: number): number {
  if (value === null || !DIGITS.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

const page = (params: URLSearchParams) => queryInt(last(params, 'page'), PAGE_MAX, 1);

/** A size over the maximum (any whole number, as Number() reads it) becomes the maximum. */
function limit(params: URLSearchParams): number {
  const raw = last(params, 'limit');
  const n = Number(raw);
  if (raw !== null && Number.isInteger(n) && n > MAX_PAGE_SIZE) return MAX_PAGE_SIZE;
  return queryInt(raw, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
}

/** The catalogue's filters from the address, normalised as the server normalises them. */
export const readCatalogueFilters = (params: URLSearchParams): CatalogueFilters => ({
  q: queryText(last(params, 'q'), QUERY_TEXT_MAX),
  level: queryEnum(last(params, 'level'), COURSE_LEVELS),
  isFree: queryBoolean(last(params, 'isFree')),
  sort: queryEnum(last(params, 'sort'), COURSE_SORTS) ?? 'newest',
  category: queryText(last(params, 'category'), COURSE_CATEGORY_MAX),
  page: page(params),
  limit: limit(params),
});

/** The address query for catalogue filters: defaults are left out so links stay short. */
export function catalogueSearch(filters: CatalogueFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.q) search.q = filters.q;
  if (filters.level) search.level = filters.level;
  if (filters.isFree !== undefined) search.isFree = String(filters.isFree);
  if (filters.sort !== 'newest') search.sort = filters.sort;
  if (filters.category) search.category = filters.category;
  if (filters.page > 1) search.page = String(filters.page);
  if (filters.limit !== DEFAULT_PAGE_SIZE) search.limit = String(filters.limit);
  return search;
}

/** The instructor list's filters: status, q, page at least 1, limit clamped 1–50. */
export const readInstructorFilters = (params: URLSearchParams): InstructorListFilters => ({
  status: queryEnum(last(params, 'status'), COURSE_STATUSES),
  q: queryText(last(params, 'q'), QUERY_TEXT_MAX),
  page: page(params),
  limit: limit(params),
});

export function instructorSearch(filters: InstructorListFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.status) search.status = filters.status;
  if (filters.q) search.q = filters.q;
  if (filters.page > 1) search.page = String(filters.page);
  if (filters.limit !== DEFAULT_PAGE_SIZE) search.limit = String(filters.limit);
  return search;
}
