import { z } from 'zod';
import { limitParam, pageParam, pathId } from '../fields/schemas.ts';
import { NOTIFICATION_PAGE_SIZE } from './copy.ts';

export const NotificationsQuery = z.object({
  page: pageParam(),
  limit: limitParam(NOTIFICATION_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof NotificationsQuery>;

export const Notification = z
  .object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string().nullable(),
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationsResponse = z
  .object({
    items: z.array(Notification),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
    unreadCount: z.number(),
  })
  .meta({ id: 'NotificationsResponse' });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const NotificationIdParams = z.object({ id: pathId('Notification id') });
export const NotificationResponse = z.object({ notification: Notification, unreadCount: z.number() });
export type NotificationResponse = z.infer<typeof NotificationResponse>;
export const ReadAllResponse = z.object({ unreadCount: z.number() });
export type ReadAllResponse = z.infer<typeof ReadAllResponse>;
