import {
  CreateQuestionBody,
  CreateQuizBody,
  InstructorQuestionListResponse,
  InstructorQuestionResponse,
  InstructorQuizListQuery,
  InstructorQuizListResponse,
  InstructorQuizResponse,
  QuizDeletedResponse,
  QuizIdParams,
  QuizQuestionIdParams,
  ReorderQuestionBody,
  UpdateQuestionBody,
  UpdateQuestionResponse,
  UpdateQuizBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import * as authoring from './authoring.ts';
import {
  createQuestion,
  deleteQuestion,
  listQuestions,
  reorderQuestion,
  updateQuestion,
} from './questions.ts';

const tags = ['quizzes'];

/** Instructors' quiz routes: their quizzes and questions (the owner or an admin; others 404). */
export const instructorQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/instructor/mock/quizzes',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "The caller's quizzes: title search, published filter, page",
        querystring: InstructorQuizListQuery,
        response: { 200: InstructorQuizListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => authoring.listInstructorQuizzes(db, await requireUser(request), request.query),
  );

  app.post(
    '/instructor/mock/quizzes',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Create an unpublished quiz with the default settings',
        body: CreateQuizBody,
        response: { 201: InstructorQuizResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const quiz = await authoring.createQuiz(db, await requireUser(request), request.body, clock.now());
      return reply.code(201).send({ quiz });
    },
  );

  app.get(
    '/instructor/mock/quizzes/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'A quiz for editing',
        params: QuizIdParams,
        response: { 200: InstructorQuizResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      quiz: await authoring.getInstructorQuiz(db, await requireUser(request), request.params.id),
    }),
  );

  app.patch(
    '/instructor/mock/quizzes/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Edit the settings',
        params: QuizIdParams,
        body: UpdateQuizBody,
        response: { 200: InstructorQuizResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      quiz: await authoring.updateQuiz(
        db,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
  );

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/instructor/mock/quizzes/:id/${action}`,
      {
        config: { access: 'instructor' },
        schema: {
          tags,
          summary: publish ? 'Publish (needs at least one question)' : 'Unpublish',
          params: QuizIdParams,
          response: { 200: InstructorQuizResponse, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => ({
        quiz: await authoring.publishQuiz(
          db,
          await requireUser(request),
          request.params.id,
          publish,
          clock.now(),
        ),
      }),
    );
  }

  app.get(
    '/instructor/mock/quizzes/:id/questions',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: "The quiz's questions, with answers, in order",
        params: QuizIdParams,
        response: { 200: InstructorQuestionListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      items: await listQuestions(db, await requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/instructor/mock/quizzes/:id/questions',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Add a question (only the type is needed; the rest takes defaults)',
        params: QuizIdParams,
        body: CreateQuestionBody,
        response: { 201: InstructorQuestionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const question = await createQuestion(
        db,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      );
      return reply.code(201).send({ question });
    },
  );

  app.patch(
    '/instructor/mock/questions/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Edit a question',
        params: QuizQuestionIdParams,
        body: UpdateQuestionBody,
        response: { 200: UpdateQuestionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateQuestion(db, await requireUser(request), request.params.id, request.body, clock.now()),
  );

  app.post(
    '/instructor/mock/questions/:id/reorder',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Move a question to a position (0-based); answers the list in its new order',
        params: QuizQuestionIdParams,
        body: ReorderQuestionBody,
        response: { 200: InstructorQuestionListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await reorderQuestion(
        db,
        await requireUser(request),
        request.params.id,
        request.body.toIndex,
        clock.now(),
      ),
    }),
  );

  app.delete(
    '/instructor/mock/questions/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Delete a question',
        params: QuizQuestionIdParams,
        response: { 200: QuizDeletedResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => deleteQuestion(db, await requireUser(request), request.params.id, clock.now()),
  );
};
