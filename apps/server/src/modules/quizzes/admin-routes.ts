import {
  AdminUserPatchBody,
  AdminUserPatchResponse,
  ExtraTimeBody,
  ExtraTimeResponse,
  UserIdParams,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { auditContextOf } from '../audit/index.ts';
import * as extraTime from './extra-time.ts';

const tags = ['quizzes'];

/** Admins' quiz routes: a learner's extra time. */
export const adminQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/admin/users/:id/extra-time',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "A learner's extra-time allowance on timed exams",
        params: UserIdParams,
        response: { 200: ExtraTimeResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => extraTime.getExtraTime(db, request.params.id),
  );

  app.put(
    '/admin/users/:id/extra-time',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Set a learner's extra time: 0, 25, 50 or 100 percent",
        params: UserIdParams,
        body: ExtraTimeBody,
        response: { 200: ExtraTimeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      extraTime.setExtraTime(
        db,
        auditContextOf(request, await requireUser(request)),
        request.params.id,
        request.body.percent,
        clock.now(),
      ),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Change a user's extra-time allowance on timed exams: 0, 25, 50 or 100 percent",
        params: UserIdParams,
        body: AdminUserPatchBody,
        response: { 200: AdminUserPatchResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const saved = await extraTime.setExtraTime(
        db,
        auditContextOf(request, await requireUser(request)),
        request.params.id,
        request.body.extraTimePercent,
        clock.now(),
      );
      return { id: saved.userId, extraTimePercent: saved.percent };
    },
  );
};
