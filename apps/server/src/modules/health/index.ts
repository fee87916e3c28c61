import { defineModule } from '../../platform/module.ts';
import { healthRoutes } from './routes.ts';

export const healthModule = defineModule({ name: 'health', routes: healthRoutes });
