import {
  ReviewListQuery,
  ReviewListResponse,
  ReviewSettingsBody,
  ReviewSettingsResponse,
  ReviewSummary,
  StudyPlanBody,
  StudyPlanResponse,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { listReviews, reviewSummary, saveReviewSettings } from './deck.ts';
import { deleteStudyPlan, getStudyPlan, saveStudyPlan } from './plan.ts';

const tags = ['revision'];

/** The caller's review deck and exam-date study plan. */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/me/reviews/summary',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "The caller's review deck: cards due now and today, all cards, the next due time, the retention",
        response: { 200: ReviewSummary, ...errorResponses(401) },
      },
    },
    async (request) => reviewSummary(db, (await requireUser(request)).id, clock.now()),
  );

  app.get(
    '/me/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's review cards, the earliest due first",
        querystring: ReviewListQuery,
        response: { 200: ReviewListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => listReviews(db, (await requireUser(request)).id, request.query.limit),
  );

  app.patch(
    '/me/reviews/settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Set the target retention reviews are scheduled for (0.80–0.95)',
        body: ReviewSettingsBody,
        response: { 200: ReviewSettingsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      saveReviewSettings(db, (await requireUser(request)).id, request.body.retention, clock.now()),
  );

  app.put(
    '/me/study-plan',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Name an exam and its date (and minutes a day): the plan spreads the unseen questions',
        body: StudyPlanBody,
        response: { 200: StudyPlanResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveStudyPlan(db, await requireUser(request), request.body, clock.now()),
  );

  app.get(
    '/me/study-plan',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's study plan: the days to the exam and today's target (null without a plan)",
        response: { 200: StudyPlanResponse, ...errorResponses(401) },
      },
    },
    async (request) => getStudyPlan(db, await requireUser(request), clock.now()),
  );

  app.delete(
    '/me/study-plan',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete the study plan',
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await deleteStudyPlan(db, await requireUser(request));
      return reply.code(204).send(null);
    },
  );
};
