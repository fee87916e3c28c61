import type { PublicCourseResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readQuery } from '../../../lib/read-query';
import { useSession } from '../../../lib/session';
import { courseKeys, retryUnlessClientError } from './keys';

/** GET /courses/:slug: the course page and what the caller can do with it. */
export const getCourse = (slug: string, signal?: AbortSignal) =>
  apiRequest<PublicCourseResponse>(apiPaths.courses.one(slug), { signal });

export const getCourseQueryOptions = (slug: string, viewerId: string | null) =>
  readQuery(courseKeys.detail(slug, viewerId), (signal) => getCourse(slug, signal), {
    retry: retryUnlessClientError,
  });

/** Waits for the session so the viewer's action is computed for the right person. */
export function useCourse(slug: string) {
  const { user, loading } = useSession();
  return useQuery({ ...getCourseQueryOptions(slug, user?.id ?? null), enabled: !loading && slug !== '' });
}
