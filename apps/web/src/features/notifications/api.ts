import type { NotificationResponse, NotificationsResponse, ReadAllResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { NOTIFICATION_MESSAGES, NOTIFICATION_POLL_MS } from '@medprep/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-calls';
import { apiRequest } from '../../lib/api-client';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { readQuery } from '../../lib/read-query';
import { useSession } from '../../lib/session';

export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
};

/** GET /me/notifications: the newest notices and the unread count. */
export const getNotifications = (signal?: AbortSignal) =>
  apiGet<NotificationsResponse>(apiPaths.notifications.list(), NOTIFICATION_MESSAGES.loadFailed, signal);

export const notificationsQueryOptions = () =>
  readQuery(notificationKeys.latest, getNotifications, { refetchInterval: NOTIFICATION_POLL_MS });

/** The newest notices and the unread count, asked again while the app stays open. */
export function useNotifications() {
  const { user } = useSession();
  return useQuery({ ...notificationsQueryOptions(), enabled: Boolean(user) });
}

export const markRead = (id: string) =>
  apiRequest<NotificationResponse>(apiPaths.notifications.read(id), { method: 'POST' });

export const markAllRead = () =>
  apiRequest<ReadAllResponse>(apiPaths.notifications.readAll(), { method: 'POST' });

export const useMarkRead = () => useInvalidatingMutation(markRead, notificationKeys.all, 'settled');

export const useMarkAllRead = () => useInvalidatingMutation(markAllRead, notificationKeys.all, 'settled');
