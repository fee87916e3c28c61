import type { InstructorCourseResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { COURSE_MESSAGES } from '@medprep/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { courseKeys, invalidateCourseLists, storeInstructorCourse } from './keys';

export type CourseTransition = 'publish' | 'unpublish' | 'archive' | 'restore';

/** POST /instructor/courses/:id/{publish|unpublish|archive|restore}. */
export const transitionCourse = (id: string, action: CourseTransition) =>
  apiRequest<InstructorCourseResponse>(apiPaths.courses.action(id, action), {
    method: 'POST',
    fallback: COURSE_MESSAGES.saveFailed,
  });

export function useTransitionCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CourseTransition }) => transitionCourse(id, action),
    onSuccess: ({ course }) => storeInstructorCourse(client, course),
  });
}

/** DELETE /instructor/courses/:id (204): only a draft nobody is enrolled in. */
export const deleteCourse = (id: string) =>
  apiRequest<void>(apiPaths.courses.instructorOne(id), {
    method: 'DELETE',
    fallback: COURSE_MESSAGES.saveFailed,
  });

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCourse(id),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: courseKeys.instructorCourse(id) });
      invalidateCourseLists(client);
    },
  });
}
