import type { CourseListResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { courseKeys, type InstructorListFilters, retryUnlessClientError } from './keys';

/** GET /instructor/courses: the caller's own courses. */
export const getInstructorCourses = (filters: InstructorListFilters, signal?: AbortSignal) =>
  apiRequest<CourseListResponse>(apiPaths.courses.instructorList(), {
    query: { status: filters.status, q: filters.q, page: filters.page, limit: filters.limit },
    signal,
  });

export const getInstructorCoursesQueryOptions = (filters: InstructorListFilters) =>
  queryOptions({
    queryKey: courseKeys.instructorList(filters),
    queryFn: ({ signal }) => getInstructorCourses(filters, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });

export const useInstructorCourses = (filters: InstructorListFilters) =>
  useQuery(getInstructorCoursesQueryOptions(filters));
