import type {
  CourseListQuery,
  InstructorCourse,
  InstructorCourseListQuery,
  InstructorCourseResponse,
} from '@medprep/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/** Catalogue filters after normalisation by the same schema the server parses them with. */
export type CatalogueFilters = ReturnType<typeof CourseListQuery.parse>;
/** Instructor list filters: status, q, page (≥ 1) and limit (1–50). */
export type InstructorListFilters = ReturnType<typeof InstructorCourseListQuery.parse>;

/** Every query key of the courses feature; mutations invalidate by these. */
export const courseKeys = {
  all: ['courses'] as const,
  catalogues: () => ['courses', 'catalogue'] as const,
  catalogue: (filters: CatalogueFilters) => ['courses', 'catalogue', filters] as const,
  categories: () => ['courses', 'categories'] as const,
  details: () => ['courses', 'detail'] as const,
  /** The course page depends on who is looking (the viewer's action), so the viewer is part of the key. */
  detail: (slug: string, viewerId: string | null) => ['courses', 'detail', slug, viewerId] as const,
  instructor: () => ['courses', 'instructor'] as const,
  instructorLists: () => ['courses', 'instructor', 'list'] as const,
  instructorList: (filters: InstructorListFilters) => ['courses', 'instructor', 'list', filters] as const,
  instructorCourse: (id: string) => ['courses', 'instructor', 'course', id] as const,
};

/** Client errors (not found, forbidden) are answers, not hiccups: retry only the others, once. */
export const retryUnlessClientError = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;

/** After a change to a course: every list and course page that may show it is refetched. */
export function invalidateCourseLists(client: QueryClient) {
  for (const queryKey of [
    courseKeys.catalogues(),
    courseKeys.categories(),
    courseKeys.details(),
    courseKeys.instructorLists(),
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}

/** Keeps the editor's copy of a course current after any call that answers with the course. */
export function storeInstructorCourse(client: QueryClient, course: InstructorCourse) {
  client.setQueryData<InstructorCourseResponse>(courseKeys.instructorCourse(course.id), { course });
  invalidateCourseLists(client);
}
