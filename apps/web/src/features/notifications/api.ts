import type { NotificationResponse, NotificationsResponse, ReadAllResponse } from '@medprep/shared';
import { NOTIFICATION_MESSAGES, NOTIFICATION_POLL_MS } from '@medprep/shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
};

/** The newest notices and the unread count, asked again while the app stays open. */
export function useNotifications() {
  const { user } = useSession();
  return useQuery({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) =>
      apiRequest<NotificationsResponse>('/me/notifications', {
        signal,
        fallback: NOTIFICATION_MESSAGES.loadFailed,
      }),
    enabled: Boolean(user),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<NotificationResponse>(`/me/notifications/${encodeURIComponent(id)}/read`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReadAllResponse>('/me/notifications/read-all', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
