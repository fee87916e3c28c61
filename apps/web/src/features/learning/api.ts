import type { Enrollment, EnrollmentListResponse, PlayerResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { DEFAULT_PAGE_SIZE } from '@medprep/shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { readPagedQuery, readQuery } from '../../lib/read-query';

export const learningKeys = {
  all: ['learning'] as const,
  enrollments: (page: number, limit: number) => ['learning', 'enrollments', page, limit] as const,
  player: (slug: string) => ['learning', 'player', slug] as const,
};

/** GET /me/enrollments: the caller's courses, a page at a time. */
export const getMyEnrollments = (page: number, limit: number, signal?: AbortSignal) =>
  apiRequest<EnrollmentListResponse>(apiPaths.learning.enrollments(), { query: { page, limit }, signal });

export const myEnrollmentsQueryOptions = (page: number, limit = DEFAULT_PAGE_SIZE) =>
  readPagedQuery(learningKeys.enrollments(page, limit), (signal) => getMyEnrollments(page, limit, signal));

export const useMyEnrollments = (page: number, limit = DEFAULT_PAGE_SIZE) =>
  useQuery(myEnrollmentsQueryOptions(page, limit));

/** GET /learn/courses/{slug}/player: the course as its learner plays it. */
export const getPlayer = (slug: string, signal?: AbortSignal) =>
  apiRequest<PlayerResponse>(apiPaths.learning.player(slug), { signal });

export const playerQueryOptions = (slug: string) =>
  readQuery(learningKeys.player(slug), (signal) => getPlayer(slug, signal), {
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 1,
  });

export const usePlayer = (slug: string) => useQuery(playerQueryOptions(slug));

/** POST /enrollments {courseId}. */
export const enroll = (courseId: string) =>
  apiRequest<{ enrollment: Enrollment }>(apiPaths.learning.enroll(), { method: 'POST', body: { courseId } });

export const useEnroll = () => useInvalidatingMutation(enroll, learningKeys.all);

/** POST /learn/courses/{slug}/lessons/{id}/progress: a lesson opened, or marked (un)completed. */
export const saveLessonProgress = (slug: string, lessonId: string, completed?: boolean) =>
  apiRequest<{ lessonId: string; completed: boolean; progress: PlayerResponse['progress'] }>(
    apiPaths.learning.lessonProgress(slug, lessonId),
    { method: 'POST', body: completed === undefined ? {} : { completed } },
  );

export function useLessonProgress(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, completed }: { lessonId: string; completed?: boolean }) =>
      saveLessonProgress(slug, lessonId, completed),
    onSuccess: (answer) => {
      client.setQueryData<PlayerResponse>(learningKeys.player(slug), (player) =>
        player
          ? {
              ...player,
              progress: answer.progress,
              sections: player.sections.map((s) => ({
                ...s,
                lessons: s.lessons.map((l) =>
                  l.id === answer.lessonId ? { ...l, completed: answer.completed } : l,
                ),
              })),
            }
          : player,
      );
      void client.invalidateQueries({ queryKey: ['learning', 'enrollments'] });
    },
  });
}
