import {
  MyTutoringSessionsQuery,
  MyTutoringSessionsResponse,
  paths,
  TUTOR_MESSAGES,
  TutorCancelRequestBody,
  TutorCheckoutBody,
  TutorCheckoutResponse,
  TutorConfirmBody,
  TutorConfirmResponse,
  TutorDetailResponse,
  TutorIdParams,
  TutoringSessionParams,
  TutoringSessionResponse,
  TutorListQuery,
  TutorListResponse,
  TutorRequestBody,
  TutorRequestCheckoutResponse,
  TutorRequestConfirmResponse,
  TutorRequestParams,
  TutorRescheduleBody,
  TutorSlotsQuery,
  TutorSlotsResponse,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { linkOrigin } from '../../platform/origin.ts';
import { errorResponses } from '../../platform/responses.ts';
import { buildIcs } from '../live/ics.ts';
import { fulfilCheckout } from '../payments/fulfilment.ts';
import { checkoutRequest, checkoutSlot } from './checkout.ts';
import { getTutor, listTutors } from './listing.ts';
import { loadRequest, requestView } from './requests.ts';
import {
  getSessionFor,
  listLearnerSessions,
  loadSessionView,
  requestCancel,
  rescheduleSession,
  toSession,
} from './sessions.ts';
import { slotsOf } from './slots.ts';

const tags = ['tutors'];

/** Learners' tutor routes: the public listing, booking and their sessions, and matching requests. */
export const learnerTutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db, clock } = deps;

  app.get(
    '/tutors',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Listed tutors: q, subject, language, sort, minPrice/maxPrice (major units), page, limit',
        querystring: TutorListQuery,
        response: { 200: TutorListResponse, ...errorResponses(400) },
      },
    },
    async (request) => listTutors(db, request.query),
  );

  app.get(
    '/tutors/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A listed tutor',
        params: TutorIdParams,
        response: { 200: TutorDetailResponse, ...errorResponses(404) },
      },
    },
    async (request) => getTutor(db, request.params.id),
  );

  app.get(
    '/tutors/:id/availability',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Bookable slots (from, to, durationMin 30/45/60/90): one hour from now to 14 days ahead',
        params: TutorIdParams,
        querystring: TutorSlotsQuery,
        response: { 200: TutorSlotsResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return slotsOf(db, request.params.id, request.query, clock.now());
    },
  );

  /* ---------------------------------------------------------------- booking */

  app.post(
    '/tutors/:id/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Hold a listed slot for 15 minutes and start paying for it',
        params: TutorIdParams,
        body: TutorCheckoutBody,
        response: { 200: TutorCheckoutResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return checkoutSlot(deps, user, request.params.id, request.body, linkOrigin(request, deps.config));
    },
  );

  app.post(
    '/me/tutoring-sessions/:id/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Confirm a paid booking (idempotent)',
        params: TutoringSessionParams,
        body: TutorConfirmBody,
        response: { 200: TutorConfirmResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await loadSessionView(db, request.params.id);
      if (!row || row.session.learnerId !== user.id) throw notFound(TUTOR_MESSAGES.sessionNotFound);
      await fulfilCheckout(deps, request.body.sessionId, { buyerId: user.id });
      const session = toSession((await loadSessionView(db, row.session.id))!);
      return { status: session.status, session };
    },
  );

  app.get(
    '/me/tutoring-sessions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The learner’s sessions (role=student) and their tutor requests',
        querystring: MyTutoringSessionsQuery,
        response: { 200: MyTutoringSessionsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => listLearnerSessions(db, await requireUser(request), request.query.limit, clock.now()),
  );

  app.post(
    '/me/tutoring-sessions/:id/cancel-request',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask the tutor to cancel a confirmed upcoming session',
        params: TutoringSessionParams,
        body: TutorCancelRequestBody,
        response: { 200: TutoringSessionResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      session: await requestCancel(
        deps,
        await requireUser(request),
        request.params.id,
        request.body.reason,
        clock.now(),
      ),
    }),
  );

  app.patch(
    '/me/tutoring-sessions/:id/reschedule',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Move a confirmed session to another bookable slot of the same length (no new charge)',
        params: TutoringSessionParams,
        body: TutorRescheduleBody,
        response: { 200: TutoringSessionResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      session: await rescheduleSession(
        deps,
        await requireUser(request),
        request.params.id,
        request.body,
        clock.now(),
      ),
    }),
  );

  app.get(
    '/me/tutoring-sessions/:id/calendar.ics',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A confirmed session’s calendar entry (its two parties: its learner and its tutor)',
        params: TutoringSessionParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errorResponses(401, 404) },
      },
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (request, reply) => {
      const row = await getSessionFor(db, await requireUser(request), request.params.id);
      const s = row.session;
      if (s.status !== 'confirmed') throw notFound(TUTOR_MESSAGES.sessionNotFound);
      const url = `${linkOrigin(request, deps.config)}${paths.mySessions()}`;
      const body = buildIcs({
        uid: `${s.id}@medprep-tutoring`,
        start: s.startAt,
        end: s.endAt,
        stamp: clock.now(),
        summary: `Tutoring: ${row.tutorName} and ${row.learnerName}`,
        description: row.meetingNote ? `${row.meetingNote}\n\n${url}` : url,
        url,
        canceled: false,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="tutoring-session-${s.id}.ics"`)
        .send(body);
    },
  );

  app.post(
    '/tutor-requests/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Send a tutor-matching request and start paying its one-time fee (£30)',
        body: TutorRequestBody,
        response: { 200: TutorRequestCheckoutResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return checkoutRequest(deps, user, request.body, linkOrigin(request, deps.config));
    },
  );

  app.post(
    '/tutor-requests/:id/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Confirm a paid request (idempotent)',
        params: TutorRequestParams,
        body: TutorConfirmBody,
        response: { 200: TutorRequestConfirmResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await loadRequest(db, request.params.id);
      if (!row || row.learnerId !== user.id) throw notFound(TUTOR_MESSAGES.requestNotFound);
      await fulfilCheckout(deps, request.body.sessionId, { buyerId: user.id });
      const view = await requestView(db, row.id);
      return { ok: view.status === 'paid' || view.status === 'matched', request: view };
    },
  );
};
