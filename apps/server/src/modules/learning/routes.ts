import {
  CheckoutResponse,
  CourseIdParams,
  EnrollBody,
  Enrollment,
  EnrollmentListQuery,
  EnrollmentListResponse,
  EnrollmentResponse,
  LessonParams,
  LessonProgressBody,
  LessonProgressResponse,
  OwnedResponse,
  PlayerResponse,
  SlugParams,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { linkOrigin } from '../../platform/origin.ts';
import { errorResponses } from '../../platform/responses.ts';
import { startCheckout } from '../payments/checkout.ts';
import * as learning from './service.ts';

const tags = ['learning'];

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post(
    '/enrollments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Enrol in a course (free, bought, or included in an active membership)',
        body: EnrollBody,
        response: { 200: EnrollmentResponse, ...errorResponses(400, 401, 402, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { enrollment: await learning.enrollInCourse(db, user, request.body.courseId, clock.now()) };
    },
  );

  app.get(
    '/me/enrollments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's enrolments with progress",
        querystring: EnrollmentListQuery,
        response: { 200: EnrollmentListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return learning.listMyEnrollments(db, user, request.query.page, request.query.limit, clock.now());
    },
  );

  app.get(
    '/learn/courses/:slug/player',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The course player: sections, lessons with content, progress',
        params: SlugParams,
        response: { 200: PlayerResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => learning.getPlayer(db, await requireUser(request), request.params.slug, clock.now()),
  );

  app.post(
    '/learn/courses/:slug/lessons/:lessonId/progress',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Record a lesson opened, and complete or not',
        params: LessonParams,
        body: LessonProgressBody,
        response: { 200: LessonProgressResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { slug, lessonId } = request.params;
      return learning.recordLessonProgress(db, user, slug, lessonId, request.body.completed, clock.now());
    },
  );

  app.post(
    '/me/courses/:id/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start buying a course (one-time payment)',
        params: CourseIdParams,
        response: { 200: CheckoutResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const origin = linkOrigin(request, app.deps.config);
      return startCheckout(app.deps, user, 'course', request.params.id, origin);
    },
  );

  app.get(
    '/me/courses/:id/owned',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the caller owns the course',
        params: CourseIdParams,
        response: { 200: OwnedResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      owned: await learning.ownsCourse(db, await requireUser(request), request.params.id),
    }),
  );

  app.get(
    '/me/courses/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A course the caller is enrolled in (by slug), with the enrolment',
        params: CourseIdParams,
        response: {
          200: z.object({
            course: z.object({
              id: z.string(),
              slug: z.string(),
              title: z.string(),
              thumbnail: z.string().nullable(),
            }),
            enrollment: Enrollment.nullable(),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => learning.getMyCourse(db, await requireUser(request), request.params.id, clock.now()),
  );
};
