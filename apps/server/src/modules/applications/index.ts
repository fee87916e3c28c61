import { defineModule } from '../../platform/module.ts';
import { applicationRoutes } from './routes.ts';

export const applicationsModule = defineModule({ name: 'applications', routes: applicationRoutes });
