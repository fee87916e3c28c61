import type { Enrollment, EnrollmentListResponse, PlayerResponse } from '@medprep/shared';
import { DEFAULT_PAGE_SIZE } from '@medprep/shared/constants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const learningKeys = {
  all: ['learning'] as const,
  enrollments: (page: number, limit: number) => ['learning', 'enrollments', page, limit] as const,
  player: (slug: string) => ['learning', 'player', slug] as const,
};

export const myEnrollmentsQueryOptions = (page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions({
    queryKey: learningKeys.enrollments(page, limit),
    queryFn: () => apiRequest<EnrollmentListResponse>('/me/enrollments', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });

export const useMyEnrollments = (page: number, limit = DEFAULT_PAGE_SIZE) =>
  useQuery(myEnrollmentsQueryOptions(page, limit));

export const playerQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: learningKeys.player(slug),
    queryFn: () => apiRequest<PlayerResponse>(`/learn/courses/${encodeURIComponent(slug)}/player`),
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 1,
  });

export const usePlayer = (slug: string) => useQuery(playerQueryOptions(slug));

export function useEnroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      apiRequest<{ enrollment: Enrollment }>('/enrollments', { method: 'POST', body: { courseId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: learningKeys.all }),
  });
}

export function useLessonProgress(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, completed }: { lessonId: string; completed?: boolean }) =>
      apiRequest<{ lessonId: string; completed: boolean; progress: PlayerResponse['progress'] }>(
        `/learn/courses/${encodeURIComponent(slug)}/lessons/${lessonId}/progress`,
        { method: 'POST', body: completed === undefined ? {} : { completed } },
      ),
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
