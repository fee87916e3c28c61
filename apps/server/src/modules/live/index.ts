import { defineModule } from '../../platform/module.ts';
import { eraseAttendance, exportAttendance } from './attending.ts';
import { livePages } from './page-meta.ts';
import { livePurchasable } from './purchasable.ts';
import { eraseReminderOptouts, exportReminderOptouts } from './reminders.ts';
import { liveRoutes } from './routes.ts';

export const liveModule = defineModule({
  name: 'live',
  routes: liveRoutes,
  purchasables: [livePurchasable],
  pages: livePages,
  // The sessions whose reminders a person turned off (docs/decisions/675) and the sessions they joined
  // (docs/decisions/676) go with the account.
  personalData: [
    { key: 'liveReminders', export: exportReminderOptouts, erase: eraseReminderOptouts },
    { key: 'liveAttendance', export: exportAttendance, erase: eraseAttendance },
  ],
});
