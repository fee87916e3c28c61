import type { CourseListResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readQuery } from '../../../lib/read-query';
import { type CatalogueFilters, courseKeys, retryUnlessClientError } from './keys';

/** GET /courses: published courses with search, filters, sort and page. */
export const getCourses = (filters: CatalogueFilters, signal?: AbortSignal) =>
  apiRequest<CourseListResponse>(apiPaths.courses.list(), {
    query: {
      q: filters.q,
      level: filters.level,
      isFree: filters.isFree,
      sort: filters.sort,
      category: filters.category,
      page: filters.page,
      limit: filters.limit,
    },
    signal,
  });

export const getCoursesQueryOptions = (filters: CatalogueFilters) =>
  readQuery(courseKeys.catalogue(filters), (signal) => getCourses(filters, signal), {
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });

export const useCourses = (filters: CatalogueFilters) => useQuery(getCoursesQueryOptions(filters));
