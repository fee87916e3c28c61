import {
  QuestionReportBody,
  QuestionReportIdParams,
  QuestionReportQuestionParams,
  QuestionReportResponse,
  QuestionReportsQuery,
  QuestionReportsResponse,
  ResolveQuestionReportBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { auditContextOf } from '../audit/index.ts';
import { listQuestionReports, reportQuestion, resolveQuestionReport } from './service.ts';

/** Reports on questions: a learner who answered one sends it; the question's author (or an admin) resolves it. */
export const questionReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['question-reports'];

  app.post(
    '/questions/:id/reports',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Report a question the caller has answered (one open report per person and question)',
        params: QuestionReportQuestionParams,
        body: QuestionReportBody,
        response: { 201: QuestionReportResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const report = await reportQuestion(
        db,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      );
      return reply.code(201).send({ report });
    },
  );

  app.get(
    '/instructor/question-reports',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Reports on the caller’s questions (every report for an admin), newest first',
        querystring: QuestionReportsQuery,
        response: { 200: QuestionReportsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listQuestionReports(db, await requireUser(request), request.query),
  );

  app.post(
    '/instructor/question-reports/:id/resolve',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Resolve a report as fixed or not changed, with a reply the reporter is sent',
        params: QuestionReportIdParams,
        body: ResolveQuestionReportBody,
        response: { 200: QuestionReportResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const report = await resolveQuestionReport(
        db,
        user,
        request.params.id,
        request.body,
        auditContextOf(request, user),
        clock.now(),
      );
      return { report };
    },
  );
};
