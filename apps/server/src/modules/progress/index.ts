import { defineModule } from '../../platform/module.ts';
import { progressRoutes } from './routes.ts';

/** The learner's progress dashboard: figures over every answer they gave and the mocks they took. */
export const progressModule = defineModule({
  name: 'progress',
  routes: progressRoutes,
});
