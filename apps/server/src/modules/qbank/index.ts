import { defineModule } from '../../platform/module.ts';
import { eraseQbankData, exportQbankData } from './personal-data.ts';
import { qbankRoutes } from './routes.ts';

/** The question bank: sessions drawn from every quiz a learner may start, tutor and timed. */
export const qbankModule = defineModule({
  name: 'qbank',
  routes: qbankRoutes,
  personalData: [{ key: 'qbank', export: exportQbankData, erase: eraseQbankData }],
});
