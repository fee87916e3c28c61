import { defineModule } from '../../platform/module.ts';
import { eraseQuestionReports, exportQuestionReports } from './personal-data.ts';
import { questionReportRoutes } from './routes.ts';

/** The admin dashboard's count of open reports. */
export { openQuestionReportCount } from './service.ts';

export const questionReportsModule = defineModule({
  name: 'question-reports',
  routes: questionReportRoutes,
  // A learner's reports go with the account.
  personalData: [{ key: 'questionReports', export: exportQuestionReports, erase: eraseQuestionReports }],
});
