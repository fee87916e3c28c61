import { defineModule } from '../../platform/module.ts';
import { livePages } from './page-meta.ts';
import { livePurchasable } from './purchasable.ts';
import { liveRoutes } from './routes.ts';

export const liveModule = defineModule({
  name: 'live',
  routes: liveRoutes,
  purchasables: [livePurchasable],
  pages: livePages,
});
