import {
  CourseListQuery,
  DEFAULT_PAGE_SIZE,
  InstructorCourseListQuery,
  readListAddress,
} from '@medprep/shared';
import type { CatalogueFilters, InstructorListFilters } from './api/keys';

const entries = (params: URLSearchParams) => Object.fromEntries(params.entries());

/** The catalogue's filters from the address, normalised as the server normalises them. */
export const readCatalogueFilters = (params: URLSearchParams): CatalogueFilters =>
  readListAddress(CourseListQuery, entries(params));

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
export const readInstructorFilters = (params: URLSearchParams): InstructorListFilters =>
  readListAddress(InstructorCourseListQuery, entries(params));

export function instructorSearch(filters: InstructorListFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.status) search.status = filters.status;
  if (filters.q) search.q = filters.q;
  if (filters.page > 1) search.page = String(filters.page);
  if (filters.limit !== DEFAULT_PAGE_SIZE) search.limit = String(filters.limit);
  return search;
}
