import { defineModule } from '../../platform/module.ts';
import { paymentMail } from './payment-mail.ts';
import { mailRoutes } from './routes.ts';
import { startMailJob } from './service.ts';

export const mailModule = defineModule({
  name: 'mail',
  routes: mailRoutes,
  // Receipts and refund mail.
  listeners: [paymentMail],
  // The outbox delivered after commit, retried with backoff.
  jobs: [{ name: 'mail', start: startMailJob }],
});
