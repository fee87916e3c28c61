import { defineModule } from '../../platform/module.ts';
import { membershipPurchasable } from './purchasable.ts';
import { membershipRoutes } from './routes.ts';

export const membershipModule = defineModule({
  name: 'membership',
  routes: membershipRoutes,
  purchasables: [membershipPurchasable],
});
