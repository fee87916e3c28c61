import { defineModule } from '../../platform/module.ts';
import { notificationRoutes } from './routes.ts';
import { deleteNotificationsOf, exportNotifications } from './service.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: notificationRoutes,
  // A person's notices go with the account.
  personalData: [{ key: 'notifications', export: exportNotifications, erase: deleteNotificationsOf }],
});
