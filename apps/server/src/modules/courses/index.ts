import { defineModule } from '../../platform/module.ts';
import { coursePages } from './page-meta.ts';
import { coursePurchasable } from './purchasable.ts';
import { courseRoutes } from './routes.ts';

export const coursesModule = defineModule({
  name: 'courses',
  routes: courseRoutes,
  purchasables: [coursePurchasable],
  pages: coursePages,
});
