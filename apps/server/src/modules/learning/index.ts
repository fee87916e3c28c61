import { defineModule } from '../../platform/module.ts';
import { learningRoutes } from './routes.ts';

export const learningModule = defineModule({ name: 'learning', routes: learningRoutes });
