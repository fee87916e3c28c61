import { defineModule } from '../../platform/module.ts';
import { quizLessonTargetCheck } from './lesson-target.ts';
import { quizPages } from './page-meta.ts';
import { eraseQuizData, exportQuizData } from './personal-data.ts';
import { quizPurchasable } from './purchasable.ts';
import { quizRoutes } from './routes.ts';
import { startStatisticsJob } from './statistics-job.ts';

export const quizzesModule = defineModule({
  name: 'quizzes',
  routes: quizRoutes,
  purchasables: [quizPurchasable],
  personalData: [{ key: 'quizzes', export: exportQuizData, erase: eraseQuizData }],
  pages: quizPages,
  jobs: [{ name: 'quiz-statistics', start: startStatisticsJob }],
  // A course's quiz lesson names a quiz its instructor may use (docs/decisions/311).
  lessonTargets: { quiz: quizLessonTargetCheck },
});
