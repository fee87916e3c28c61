import {
  TutorAvailability,
  TutorAvailabilityBody,
  TutoringSessionParams,
  TutoringSessionResponse,
  TutorProfileBody,
  TutorProfileResponse,
  TutorSessionsQuery,
  TutorSessionsResponse,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { getMyAvailability, putMyAvailability } from './availability.ts';
import { approveCancel } from './bookings.ts';
import { getMyProfile, putMyProfile } from './profiles.ts';
import { completeSession, listTutorSessions } from './sessions.ts';

const tags = ['tutors'];

/** The tutor side: their profile, availability and sessions (instructors and admins). */
export const tutorSideRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db, clock } = deps;

  app.get(
    '/me/tutor/profile',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'The caller’s tutor profile (null until saved)',
        response: { 200: TutorProfileResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => getMyProfile(db, await requireUser(request)),
  );

  app.put(
    '/me/tutor/profile',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Create or update the caller’s tutor profile (instructors and admins)',
        body: TutorProfileBody,
        response: { 200: TutorProfileResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => putMyProfile(db, await requireUser(request), request.body, clock.now()),
  );

  app.get(
    '/me/tutor/availability',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'The caller’s availability rules, in their time zone',
        response: { 200: TutorAvailability, ...errorResponses(401, 403) },
      },
    },
    async (request) => getMyAvailability(db, await requireUser(request)),
  );

  app.put(
    '/me/tutor/availability',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Save weekly hours, dated exceptions (replacing that date’s hours) and days off',
        body: TutorAvailabilityBody,
        response: { 200: TutorAvailability, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => putMyAvailability(db, await requireUser(request), request.body, clock.now()),
  );

  app.get(
    '/me/tutor/sessions',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'The tutor’s sessions (status comma list; default confirmed, completed, cancelled)',
        querystring: TutorSessionsQuery,
        response: { 200: TutorSessionsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listTutorSessions(db, await requireUser(request), request.query.status, request.query.limit),
  );

  app.patch(
    '/me/tutor/sessions/:id/complete',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Mark a confirmed session completed (after its end)',
        params: TutoringSessionParams,
        response: { 200: TutoringSessionResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      session: await completeSession(db, await requireUser(request), request.params.id, clock.now()),
    }),
  );

  app.patch(
    '/me/tutor/sessions/:id/approve-cancel',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Approve a cancel request: a paid session is refunded (refunded), an unpaid one cancelled',
        params: TutoringSessionParams,
        response: { 200: TutoringSessionResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      session: await approveCancel(deps, await requireUser(request), request.params.id, request.ip),
    }),
  );
};
