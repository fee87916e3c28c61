import {
  CategoriesResponse,
  CourseIdParams,
  CourseListQuery,
  CourseListResponse,
  CreateCourseBody,
  CURRICULUM_BODY_MAX_BYTES,
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
import { currentUser, requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { compiledSerializer } from '../../platform/serialize.ts';
import * as authoring from './authoring.ts';
import * as catalogue from './catalogue.ts';
import * as coursePage from './course-page.ts';
import * as curriculum from './curriculum.ts';
import * as instructorCourse from './instructor-course.ts';

const tags = ['courses'];

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, registries } = app.deps;

  app.get(
    '/courses',
    {
      config: { access: 'public' },
      serializerCompiler: compiledSerializer,
      schema: {
        tags,
        summary: 'Published courses: search, filters, sort, page',
        querystring: CourseListQuery,
        response: { 200: CourseListResponse, ...errorResponses(400) },
      },
    },
    async (request) => catalogue.listCourses(db, request.query),
  );

  app.get(
    '/courses/categories',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Categories of published courses', response: { 200: CategoriesResponse } },
    },
    async () => ({ items: await catalogue.listCategories(db) }),
  );

  app.get(
    '/courses/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A course page: overview and curriculum titles, and what the caller can do',
        params: SlugParams,
        response: { 200: PublicCourseResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      coursePage.getPublicCourse(db, await currentUser(request), request.params.slug, clock.now()),
  );

  app.get(
    '/instructor/courses',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "The caller's courses",
        querystring: InstructorCourseListQuery,
        response: { 200: CourseListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => authoring.listInstructorCourses(db, await requireUser(request), request.query),
  );

  app.post(
    '/instructor/courses',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Create a draft course',
        body: CreateCourseBody,
        response: { 201: InstructorCourseResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(201).send({ course: await authoring.createCourse(db, user, request.body.title) });
    },
  );

  app.get(
    '/instructor/courses/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'A course for editing (owner or admin)',
        params: CourseIdParams,
        response: { 200: InstructorCourseResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      course: await instructorCourse.getInstructorCourse(db, await requireUser(request), request.params.id),
    }),
  );

  app.patch(
    '/instructor/courses/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Edit the basics',
        params: CourseIdParams,
        body: UpdateCourseBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { course: await authoring.updateCourse(db, user, request.params.id, request.body, clock.now()) };
    },
  );

  app.patch(
    '/instructor/courses/:id/pricing',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Set the price (major units) and currency',
        params: CourseIdParams,
        body: PricingBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        course: await authoring.updatePricing(db, user, request.params.id, request.body, clock.now()),
      };
    },
  );

  app.put(
    '/instructor/courses/:id/lesson',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "Set the course's single video lesson",
        params: CourseIdParams,
        body: QuickLessonBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        course: await curriculum.setSingleVideoLesson(
          db,
          registries,
          user,
          request.params.id,
          request.body,
          clock.now(),
        ),
      };
    },
  );

  app.put(
    '/instructor/courses/:id/curriculum',
    {
      config: { access: 'instructor' },
      bodyLimit: CURRICULUM_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Replace the sections and lessons (ids keep existing ones)',
        params: CourseIdParams,
        body: CurriculumBody,
        response: { 200: InstructorCourseResponse, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        course: await curriculum.replaceCurriculum(
          db,
          registries,
          user,
          request.params.id,
          request.body,
          clock.now(),
        ),
      };
    },
  );

  for (const action of ['publish', 'unpublish', 'archive', 'restore'] as const) {
    app.post(
      `/instructor/courses/:id/${action}`,
      {
        config: { access: 'instructor' },
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a course`,
          params: CourseIdParams,
          response: { 200: InstructorCourseResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return { course: await authoring.transitionCourse(db, user, request.params.id, action, clock.now()) };
      },
    );
  }

  app.delete(
    '/instructor/courses/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Delete a draft',
        params: CourseIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await authoring.deleteCourse(db, await requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
