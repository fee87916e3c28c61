import {
  AcceptParams,
  AnswerResponse,
  AskBody,
  CommentIdParams,
  CommentResponse,
  DeletedResponse,
  QuestionDetailResponse,
  QuestionIdParams,
  QuestionResponse,
  QuestionsQuery,
  QuestionsResponse,
  ReplyBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  commentOnQuestion,
  deleteComment,
  moderateQuestion,
} from './posting.ts';
import { getQuestion, listQuestions } from './questions.ts';

/**
 * The discussion calls. The board is for signed-in people (its pages sit
 * behind the sign-in guard); who may answer, comment or accept is decided here and in the
 * service (docs/decisions/250).
 */
export const discussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['discussions'];

  app.get(
    '/discussions/questions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Questions: search, Answered/Open filter, related course, sort (newest, unanswered, active)',
        querystring: QuestionsQuery,
        response: { 200: QuestionsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await requireUser(request);
      return listQuestions(db, request.query);
    },
  );

  app.get(
    '/discussions/questions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One question with its answers and the author’s comments',
        params: QuestionIdParams,
        response: { 200: QuestionDetailResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await requireUser(request);
      return getQuestion(db, request.params.id);
    },
  );

  app.post(
    '/discussions/questions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask a question',
        body: AskBody,
        response: { 200: QuestionResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { question: await askQuestion(db, user, request.body, clock.now()) };
    },
  );

  app.post(
    '/discussions/questions/:id/answers',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Answer a question (instructors and admins)',
        params: QuestionIdParams,
        body: ReplyBody,
        response: { 200: AnswerResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const answer = await answerQuestion(db, user, request.params.id, request.body.body, clock.now());
      return { answer };
    },
  );

  app.post(
    '/discussions/questions/:id/accept/:answerId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Accept one answer (the question’s author; changeable)',
        params: AcceptParams,
        response: { 200: QuestionDetailResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return acceptAnswer(db, user, request.params.id, request.params.answerId, clock.now());
    },
  );

  app.post(
    '/discussions/questions/:id/comments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Add a follow-up comment (the question’s author)',
        params: QuestionIdParams,
        body: ReplyBody,
        response: { 200: CommentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const comment = await commentOnQuestion(db, user, request.params.id, request.body.body, clock.now());
      return { comment };
    },
  );

  app.delete(
    '/discussions/comments/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete a comment (its author or an admin)',
        params: CommentIdParams,
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await deleteComment(db, user, request.params.id);
      return { deleted: true as const };
    },
  );

  for (const action of ['close', 'lock', 'reopen'] as const) {
    app.post(
      `/discussions/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary:
            action === 'reopen'
              ? 'Reopen a closed or locked question (admin)'
              : `${action === 'close' ? 'Close' : 'Lock'} a question: no new answers or comments (admin)`,
          params: QuestionIdParams,
          response: { 200: QuestionResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await requireUser(request);
        return { question: await moderateQuestion(db, request.params.id, action, clock.now()) };
      },
    );
  }
};
