import { defineModule } from '../../platform/module.ts';
import { startReminderJob } from './service.ts';

/** Session reminders 24 hours and 1 hour before a live or tutoring session (docs/decisions/366). */
export const remindersModule = defineModule({
  name: 'reminders',
  jobs: [{ name: 'session-reminders', start: startReminderJob }],
});
