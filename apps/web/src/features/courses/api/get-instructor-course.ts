import type { InstructorCourseResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { COURSE_MESSAGES } from '@medprep/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-calls';
import { readQuery } from '../../../lib/read-query';
import { courseKeys, retryUnlessClientError } from './keys';

/** GET /instructor/courses/:id: a course with its whole curriculum, for editing. */
export const getInstructorCourse = (id: string, signal?: AbortSignal) =>
  apiGet<InstructorCourseResponse>(apiPaths.courses.instructorOne(id), COURSE_MESSAGES.loadFailed, signal);

export const getInstructorCourseQueryOptions = (id: string) =>
  readQuery(courseKeys.instructorCourse(id), (signal) => getInstructorCourse(id, signal), {
    select: (answer) => answer.course,
    retry: retryUnlessClientError,
  });

export const useInstructorCourse = (id: string | undefined) =>
  useQuery({ ...getInstructorCourseQueryOptions(id ?? ''), enabled: Boolean(id) });
