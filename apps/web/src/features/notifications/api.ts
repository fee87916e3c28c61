import type { NotificationResponse, NotificationsResponse, ReadAllResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { NOTIFICATION_MESSAGES, NOTIFICATION_POLL_MS } from '@medprep/shared/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
};

/** GET /me/notifications: the newest notices and the unread count. */
export const getNotifications = (signal?: AbortSignal) =>
  apiRequest<NotificationsResponse>(apiPaths.notifications.list(), {
    signal,
    fallback: NOTIFICATION_MESSAGES.loadFailed,
  });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
  });

/** The newest notices and the unread count, asked again while the app stays open. */
export function useNotifications() {
  const { user } = useSession();
  return useQuery({ ...notificationsQueryOptions(), enabled: Boolean(user) });
}

export const markRead = (id: string) =>
  apiRequest<NotificationResponse>(apiPaths.notifications.read(id), { method: 'POST' });

export const markAllRead = () =>
  apiRequest<ReadAllResponse>(apiPaths.notifications.readAll(), { method: 'POST' });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
