import { defineModule } from '../../platform/module.ts';
import { startOrderSweep } from './reconcile.ts';
import { paymentRoutes } from './routes.ts';

export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentRoutes,
  // Open orders settled on start and every 5 minutes, on one instance at a time.
  jobs: [{ name: 'order-sweep', start: startOrderSweep }],
});
