import {
  AdminUserPatchBody,
  AdminUserPatchResponse,
  AttemptIdParams,
  AttemptResponse,
  CheckoutResponse,
  CheckPracticeBody,
  CreateQuestionBody,
  CreateQuizBody,
  ExtraTimeBody,
  ExtraTimeResponse,
  InstructorQuestionListResponse,
  InstructorQuestionResponse,
  InstructorQuizListQuery,
  InstructorQuizListResponse,
  InstructorQuizResponse,
  LearnQuizParams,
  MyAttemptsQuery,
  MyAttemptsResponse,
  PlayResponse,
  PracticeCheckResponse,
  PracticeIdParams,
  PracticeResponse,
  QuizDeletedResponse,
  QuizDetailResponse,
  QuizIdParams,
  QuizListQuery,
  QuizListResponse,
  QuizQuestionIdParams,
  QuizSlugParams,
  ReorderQuestionBody,
  SaveAnswersBody,
  SaveAnswersResponse,
  StartPracticeBody,
  UpdateQuestionBody,
  UpdateQuizBody,
  UserIdParams,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { linkOrigin } from '../../platform/origin.ts';
import { errorResponses } from '../../platform/responses.ts';
import { startCheckout } from '../payments/checkout.ts';
import { getAttempt, listMyAttempts, saveAnswers, submitAttempt } from './attempts.ts';
import * as authoring from './authoring.ts';
import * as extraTime from './extra-time.ts';
import { listCatalogue, loadVisibleQuiz } from './learner.ts';
import * as practice from './practice.ts';
import { quizDetail, startAttempt } from './start.ts';

const tags = ['quizzes'];

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  /* ---------- Instructor (owner or admin; others 404) ---------- */

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
        summary: 'Create an unpublished quiz (marketplace.md §5 defaults)',
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
      items: await authoring.listQuestions(db, await requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/instructor/mock/quizzes/:id/questions',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Add a question (only the type is needed: §5 defaults)',
        params: QuizIdParams,
        body: CreateQuestionBody,
        response: { 201: InstructorQuestionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const question = await authoring.createQuestion(
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
        response: { 200: InstructorQuestionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      question: await authoring.updateQuestion(
        db,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
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
      items: await authoring.reorderQuestion(
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
    async (request) =>
      authoring.deleteQuestion(db, await requireUser(request), request.params.id, clock.now()),
  );

  /* ---------- Learner ---------- */

  app.get(
    '/quizzes',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published quizzes: search, page',
        querystring: QuizListQuery,
        response: { 200: QuizListResponse, ...errorResponses(400) },
      },
    },
    async (request) => listCatalogue(db, request.query),
  );

  app.get(
    '/quizzes/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A quiz and what the caller may do with it (never its questions)',
        params: QuizSlugParams,
        response: { 200: QuizDetailResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { row: _row, ...detail } = await quizDetail(
        db,
        await currentUser(request),
        { slug: request.params.slug },
        clock.now(),
      );
      return detail;
    },
  );

  const startResponses = { 200: PlayResponse, 201: PlayResponse, ...errorResponses(401, 402, 403, 404, 409) };

  app.post(
    '/quizzes/:slug/start',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start an exam attempt, or resume the unsubmitted one',
        params: QuizSlugParams,
        response: startResponses,
      },
    },
    async (request, reply) => {
      const play = await startAttempt(
        db,
        await requireUser(request),
        { slug: request.params.slug },
        clock.now(),
      );
      return reply.code(play.resumed ? 200 : 201).send(play);
    },
  );

  app.post(
    '/quizzes/:slug/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start buying a quiz (one-time payment)',
        params: QuizSlugParams,
        response: { 200: CheckoutResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { quiz } = await loadVisibleQuiz(db, user, { slug: request.params.slug }, clock.now());
      return startCheckout(app.deps, user, 'quiz', quiz.id, linkOrigin(request, app.deps.config));
    },
  );

  app.post(
    '/quizzes/:slug/practice',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start a practice session (untimed, checked per answer, never an attempt)',
        params: QuizSlugParams,
        body: StartPracticeBody,
        response: { 201: PracticeResponse, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = await practice.startPractice(
        db,
        await requireUser(request),
        request.params.slug,
        request.body.source ?? 'all',
        clock.now(),
      );
      return reply.code(201).send(session);
    },
  );

  app.get(
    '/practice/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A practice session of the caller',
        params: PracticeIdParams,
        response: { 200: PracticeResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => practice.getPractice(db, await requireUser(request), request.params.id, clock.now()),
  );

  app.post(
    '/practice/:id/check',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Check one practice answer: right or wrong, the correct answer and the explanation',
        params: PracticeIdParams,
        body: CheckPracticeBody,
        response: { 200: PracticeCheckResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      check: await practice.checkPractice(
        db,
        await requireUser(request),
        request.params.id,
        request.body.answer,
        clock.now(),
      ),
    }),
  );

  app.patch(
    '/attempts/:id/answers',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          "Save answers (upsert per question, idempotent); 409 once submitted or after the time's grace",
        params: AttemptIdParams,
        body: SaveAnswersBody,
        response: { 200: SaveAnswersResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      saveAnswers(db, await requireUser(request), request.params.id, request.body.answers, clock.now()),
  );

  app.post(
    '/attempts/:id/submit',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Submit and grade (a second submit returns the same result)',
        params: AttemptIdParams,
        response: { 200: AttemptResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => submitAttempt(db, await requireUser(request), request.params.id, clock.now()),
  );

  app.get(
    '/attempts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'An attempt (owner or admin); results with answers and explanations only once submitted',
        params: AttemptIdParams,
        response: { 200: AttemptResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => getAttempt(db, await requireUser(request), request.params.id, clock.now()),
  );

  app.get(
    '/me/attempts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's attempts, newest first; search by quiz title",
        querystring: MyAttemptsQuery,
        response: { 200: MyAttemptsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => listMyAttempts(db, await requireUser(request), request.query, clock.now()),
  );

  /* ---------- Course quiz lessons (/learn/quizzes/{quizId}) ---------- */

  app.get(
    '/learn/quizzes/:quizId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A quiz by id, for its course lesson: the quiz, entitlement and the lessons using it',
        params: LearnQuizParams,
        response: { 200: QuizDetailResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { row: _row, ...detail } = await quizDetail(
        db,
        await requireUser(request),
        { id: request.params.quizId },
        clock.now(),
      );
      return detail;
    },
  );

  app.post(
    '/learn/quizzes/:quizId/start',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start or resume the attempt of a course quiz lesson',
        params: LearnQuizParams,
        response: startResponses,
      },
    },
    async (request, reply) => {
      const play = await startAttempt(
        db,
        await requireUser(request),
        { id: request.params.quizId },
        clock.now(),
      );
      return reply.code(play.resumed ? 200 : 201).send(play);
    },
  );

  /* ---------- Extra time (admin) ---------- */

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
        await requireUser(request),
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
        await requireUser(request),
        request.params.id,
        request.body.extraTimePercent,
        clock.now(),
      );
      return { id: saved.userId, extraTimePercent: saved.percent };
    },
  );
};
