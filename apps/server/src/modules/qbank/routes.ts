import {
  QbankAnswerBody,
  QbankAnswerParams,
  QbankAnswerResponse,
  QbankFiltersResponse,
  QbankFlagParams,
  QbankSessionIdParams,
  QbankSessionListQuery,
  QbankSessionListResponse,
  QbankSessionResponse,
  StartQbankSessionBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { answerQuestion } from './answers.ts';
import { bankFilters } from './bank.ts';
import { flagQuestion, unflagQuestion } from './flags.ts';
import { getSession, listSessions, startSession, submitSession } from './sessions.ts';

const tags = ['qbank'];

/** The question bank: filters, sessions (tutor and timed), answers, flags. */
export const qbankRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/qbank/filters',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Exams and topics of the questions the caller may use, with their answered share',
        response: { 200: QbankFiltersResponse, ...errorResponses(401) },
      },
    },
    async (request) => bankFilters(db, await requireUser(request), clock.now()),
  );

  app.post(
    '/qbank/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Build a session of questions drawn at random from the bank',
        body: StartQbankSessionBody,
        response: { 201: QbankSessionResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startSession(db, await requireUser(request), request.body, clock.now())),
  );

  app.get(
    '/qbank/sessions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's bank sessions, newest first",
        querystring: QbankSessionListQuery,
        response: { 200: QbankSessionListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => listSessions(db, await requireUser(request), request.query, clock.now()),
  );

  app.get(
    '/qbank/sessions/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A bank session (its owner); results once submitted',
        params: QbankSessionIdParams,
        response: { 200: QbankSessionResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => getSession(db, await requireUser(request), request.params.id, clock.now()),
  );

  app.put(
    '/qbank/sessions/:id/answers/:questionId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Answer a question: tutor mode checks it at once (final); timed mode saves it',
        params: QbankAnswerParams,
        body: QbankAnswerBody,
        response: { 200: QbankAnswerResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      answerQuestion(
        db,
        await requireUser(request),
        request.params.id,
        request.params.questionId,
        request.body,
        clock.now(),
      ),
  );

  app.post(
    '/qbank/sessions/:id/submit',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Submit a session (idempotent): results as a mock shows them',
        params: QbankSessionIdParams,
        response: { 200: QbankSessionResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => submitSession(db, await requireUser(request), request.params.id, clock.now()),
  );

  app.put(
    '/qbank/flags/:questionId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Flag a question for oneself',
        params: QbankFlagParams,
        response: { 204: z.null().describe('Flagged'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await flagQuestion(db, await requireUser(request), request.params.questionId, clock.now());
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/qbank/flags/:questionId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Unflag a question',
        params: QbankFlagParams,
        response: { 204: z.null().describe('Unflagged'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await unflagQuestion(db, await requireUser(request), request.params.questionId);
      return reply.code(204).send(null);
    },
  );
};
