import { InstructorQuizResponse, QuizIdParams, QuizStatisticsResponse } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { applySuggestedPass, getQuizStatistics } from './statistics.ts';

const tags = ['quizzes'];

/** A quiz's item statistics and its Angoff pass mark (the author or an admin; others 404). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/instructor/mock/quizzes/:id/statistics',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "Item statistics from each learner's first submitted attempt, and the Angoff suggestion",
        params: QuizIdParams,
        response: { 200: QuizStatisticsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getQuizStatistics(db, await requireUser(request), request.params.id, clock.now()),
  );

  app.post(
    '/instructor/mock/quizzes/:id/apply-suggested-pass',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Set the pass percentage to the Angoff suggestion (rounded up), recording the date',
        params: QuizIdParams,
        response: { 200: InstructorQuizResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      quiz: await applySuggestedPass(db, await requireUser(request), request.params.id, clock.now()),
    }),
  );
};
