import { defineModule } from '../../platform/module.ts';
import { eraseRevisionData, exportRevisionData } from './personal-data.ts';
import { revisionRoutes } from './routes.ts';

/** Revision: the review deck every answer schedules (FSRS) and the exam-date study plan. */
export const revisionModule = defineModule({
  name: 'revision',
  routes: revisionRoutes,
  personalData: [{ key: 'revision', export: exportRevisionData, erase: eraseRevisionData }],
});
