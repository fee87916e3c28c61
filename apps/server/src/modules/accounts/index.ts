import { defineModule } from '../../platform/module.ts';
import { corePersonalData } from './personal-data.ts';
import { accountRoutes } from './routes.ts';

/** Accounts, and the personal data of the first modules (account, enrolments, progress, purchases…). */
export const accountsModule = defineModule({
  name: 'accounts',
  routes: accountRoutes,
  personalData: corePersonalData,
});
