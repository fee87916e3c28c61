import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuizRoutes } from './admin-routes.ts';
import { instructorQuizRoutes } from './instructor-routes.ts';
import { learnerQuizRoutes } from './learner-routes.ts';
import { questionImportRoutes } from './question-import-routes.ts';
import { statisticsRoutes } from './statistics-routes.ts';

/** Quizzes: the routes of each audience, in its own file. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(instructorQuizRoutes);
  await app.register(learnerQuizRoutes);
  await app.register(adminQuizRoutes);
  await app.register(statisticsRoutes);
  await app.register(questionImportRoutes);
};
