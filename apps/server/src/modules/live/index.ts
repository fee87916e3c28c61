import { defineModule } from '../../platform/module.ts';
import { livePages } from './page-meta.ts';
import { livePurchasable } from './purchasable.ts';
import { eraseReminderOptouts, exportReminderOptouts } from './reminders.ts';
import { liveRoutes } from './routes.ts';

export const liveModule = defineModule({
  name: 'live',
  routes: liveRoutes,
  purchasables: [livePurchasable],
  pages: livePages,
  // The sessions whose reminders a person turned off (docs/decisions/675) go with the account.
  personalData: [{ key: 'liveReminders', export: exportReminderOptouts, erase: eraseReminderOptouts }],
});
