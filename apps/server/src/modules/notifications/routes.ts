import {
  NotificationIdParams,
  NotificationResponse,
  NotificationsQuery,
  NotificationsResponse,
  ReadAllResponse,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import * as service from './service.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/me/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's in-app notifications, newest first, with the unread count",
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.listNotifications(db, user.id, request.query);
    },
  );

  app.post(
    '/me/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: NotificationIdParams,
        response: { 200: NotificationResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.markRead(db, user.id, request.params.id, clock.now());
    },
  );

  app.post(
    '/me/notifications/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "Mark all the caller's notifications read",
        response: { 200: ReadAllResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.markAllRead(db, user.id, clock.now());
    },
  );
};
