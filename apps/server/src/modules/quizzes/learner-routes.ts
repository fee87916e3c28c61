import {
  AttemptIdParams,
  AttemptResponse,
  CheckoutResponse,
  CheckPracticeBody,
  LearnQuizParams,
  MyAttemptsQuery,
  MyAttemptsResponse,
  PlayResponse,
  PracticeCheckResponse,
  PracticeIdParams,
  PracticeResponse,
  QuizDetailResponse,
  QuizListQuery,
  QuizListResponse,
  QuizSlugParams,
  SaveAnswersBody,
  SaveAnswersResponse,
  StartPracticeBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { linkOrigin } from '../../platform/origin.ts';
import { errorResponses } from '../../platform/responses.ts';
import { startCheckout } from '../payments/checkout.ts';
import { getAttempt, listMyAttempts, saveAnswers, submitAttempt } from './attempts.ts';
import { listCatalogue, loadVisibleQuiz } from './learner.ts';
import * as practice from './practice.ts';
import { quizDetail, startAttempt } from './start.ts';

const tags = ['quizzes'];

/** Learners' quiz routes: the catalogue, a quiz's page, attempts, practice, and quizzes inside courses. */
export const learnerQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

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
      config: { access: 'user', countAs: 'exam_save' },
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
      saveAnswers(
        db,
        await requireUser(request),
        request.params.id,
        request.body.answers,
        clock.now(),
        request.body.flagged,
      ),
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
};
