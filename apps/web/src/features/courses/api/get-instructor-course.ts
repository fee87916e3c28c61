import type { InstructorCourseResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { COURSE_MESSAGES } from '@medprep/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { courseKeys, retryUnlessClientError } from './keys';

/** GET /instructor/courses/:id: a course with its whole curriculum, for editing. */
export const getInstructorCourse = (id: string, signal?: AbortSignal) =>
  apiRequest<InstructorCourseResponse>(apiPaths.courses.instructorOne(id), {
    signal,
    fallback: COURSE_MESSAGES.loadFailed,
  });

export const getInstructorCourseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: courseKeys.instructorCourse(id),
    queryFn: ({ signal }) => getInstructorCourse(id, signal),
    select: (answer) => answer.course,
    retry: retryUnlessClientError,
  });

export const useInstructorCourse = (id: string | undefined) =>
  useQuery({ ...getInstructorCourseQueryOptions(id ?? ''), enabled: Boolean(id) });
