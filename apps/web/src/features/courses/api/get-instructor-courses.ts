import type { CourseListResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readQuery } from '../../../lib/read-query';
import { courseKeys, type InstructorListFilters, retryUnlessClientError } from './keys';

/** GET /instructor/courses: the caller's own courses. */
export const getInstructorCourses = (filters: InstructorListFilters, signal?: AbortSignal) =>
  apiRequest<CourseListResponse>(apiPaths.courses.instructorList(), {
    query: { status: filters.status, q: filters.q, page: filters.page, limit: filters.limit },
    signal,
  });

export const getInstructorCoursesQueryOptions = (filters: InstructorListFilters) =>
  readQuery(courseKeys.instructorList(filters), (signal) => getInstructorCourses(filters, signal), {
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });

export const useInstructorCourses = (filters: InstructorListFilters) =>
  useQuery(getInstructorCoursesQueryOptions(filters));
