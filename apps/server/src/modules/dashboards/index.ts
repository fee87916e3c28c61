import { defineModule } from '../../platform/module.ts';
import { dashboardsRoutes } from './routes.ts';

/**
 * Dashboards: a seller's sales, learners and ratings, and the admins' overview. It only reads: every
 * figure is one PostgreSQL query per panel over the other modules' tables.
 */
export const dashboardsModule = defineModule({ name: 'dashboards', routes: dashboardsRoutes });
