import {
  CategoriesResponse,
  CourseIdParams,
  CourseListQuery,
  CourseListResponse,
  CreateCourseBody,
  CurriculumBody,
  InstructorCourseListQuery,
  InstructorCourseResponse,
  PricingBody,
  PublicCourseResponse,
  QuickLessonBody,
  SlugParams,
  UpdateCourseBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireRole } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { compiledSerializer } from '../../platform/serialize.ts';
import * as courses from './service.ts';

const TEACHERS = ['instructor', 'admin'] as const;
const security = [{ bearerAuth: [] }];
const tags = ['courses'];

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/courses',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        tags,
        summary: 'Published courses: search, filters, sort, page',
        querystring: CourseListQuery,
        response: { 200: CourseListResponse, ...errorResponses(400) },
      },
    },
    async (request) => courses.listCourses(db, request.query),
  );

  app.get(
    '/courses/categories',
    { schema: { tags, summary: 'Categories of published courses', response: { 200: CategoriesResponse } } },
    async () => ({ items: await courses.listCategories(db) }),
  );

  app.get(
    '/courses/:slug',
    {
      schema: {
        tags,
        summary: 'A course page: overview and curriculum titles, and what the caller can do',
        params: SlugParams,
        response: { 200: PublicCourseResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      courses.getPublicCourse(db, await currentUser(request), request.params.slug, clock.now()),
  );

  app.get(
    '/instructor/courses',
    {
      schema: {
        tags,
        summary: "The caller's courses",
        security,
        querystring: InstructorCourseListQuery,
        response: { 200: CourseListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => courses.listInstructorCourses(db, await requireRole(request, TEACHERS), request.query),
  );

  app.post(
    '/instructor/courses',
    {
      schema: {
        tags,
        summary: 'Create a draft course',
        security,
        body: CreateCourseBody,
        response: { 201: InstructorCourseResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, TEACHERS);
      return reply.code(201).send({ course: await courses.createCourse(db, user, request.body.title) });
    },
  );

  app.get(
    '/instructor/courses/:id',
    {
      schema: {
        tags,
        summary: 'A course for editing (owner or admin)',
        security,
        params: CourseIdParams,
        response: { 200: InstructorCourseResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      course: await courses.getInstructorCourse(db, await requireRole(request, TEACHERS), request.params.id),
    }),
  );

  app.patch(
    '/instructor/courses/:id',
    {
      schema: {
        tags,
        summary: 'Edit the basics',
        security,
        params: CourseIdParams,
        body: UpdateCourseBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireRole(request, TEACHERS);
      return { course: await courses.updateCourse(db, user, request.params.id, request.body, clock.now()) };
    },
  );

  app.patch(
    '/instructor/courses/:id/pricing',
    {
      schema: {
        tags,
        summary: 'Set the price (major units) and currency',
        security,
        params: CourseIdParams,
        body: PricingBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireRole(request, TEACHERS);
      return { course: await courses.updatePricing(db, user, request.params.id, request.body, clock.now()) };
    },
  );

  app.put(
    '/instructor/courses/:id/lesson',
    {
      schema: {
        tags,
        summary: "Set the course's single video lesson",
        security,
        params: CourseIdParams,
        body: QuickLessonBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireRole(request, TEACHERS);
      return {
        course: await courses.setSingleVideoLesson(db, user, request.params.id, request.body, clock.now()),
      };
    },
  );

  app.put(
    '/instructor/courses/:id/curriculum',
    {
      schema: {
        tags,
        summary: 'Replace the sections and lessons (ids keep existing ones)',
        security,
        params: CourseIdParams,
        body: CurriculumBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireRole(request, TEACHERS);
      return {
        course: await courses.replaceCurriculum(db, user, request.params.id, request.body, clock.now()),
      };
    },
  );

  for (const action of ['publish', 'unpublish', 'archive', 'restore'] as const) {
    app.post(
      `/instructor/courses/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a course`,
          security,
          params: CourseIdParams,
          response: { 200: InstructorCourseResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = await requireRole(request, TEACHERS);
        return { course: await courses.transitionCourse(db, user, request.params.id, action, clock.now()) };
      },
    );
  }

  app.delete(
    '/instructor/courses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft',
        security,
        params: CourseIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await courses.deleteCourse(db, await requireRole(request, TEACHERS), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
