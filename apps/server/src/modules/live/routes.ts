import {
  CreateLiveBody,
  LIVE_THUMBNAIL_DATA_MAX,
  LiveAttendanceResponse,
  LiveConfirmBody,
  LiveCreateResponse,
  LiveEntitlement,
  LiveIdParams,
  LiveJoinQuery,
  LiveJoinResponse,
  LiveListQuery,
  LiveListResponse,
  LiveReminders,
  LiveRemindersBody,
  LiveSessionResponse,
  paths,
  SyncResponse,
  UpdateLiveBody,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { linkOrigin } from '../../platform/origin.ts';
import { errorResponses } from '../../platform/responses.ts';
import { startCheckout } from '../payments/checkout.ts';
import { fulfilCheckout } from '../payments/fulfilment.ts';
import { uploadTempDir } from '../uploads/service.ts';
import { getAttendance, getEntitlement, joinSession, setSessionReminders } from './attending.ts';
import { createSessions, deleteSession, updateSession } from './hosting.ts';
import { buildIcs } from './ics.ts';
import { calendarSession, getSession, listSessions } from './sessions.ts';

const tags = ['live'];
/** A save may carry a base64 thumbnail (an image of up to 5 MB). */
const SAVE_BODY_LIMIT = LIVE_THUMBNAIL_DATA_MAX + 64 * 1024;

/** Live sessions: scheduling, listing, and the Zoom link handed out in the join window. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db, clock } = deps;
  const thumbnailDeps = { db, storage: deps.storage, tempDir: uploadTempDir(deps.config.dataDir) };

  app.get(
    '/live-sessions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Live sessions: status, from, to, page; host=me for the caller’s own',
        querystring: LiveListQuery,
        response: { 200: LiveListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => listSessions(db, await currentUser(request), request.query, clock.now()),
  );

  app.post(
    '/live-sessions',
    {
      config: { access: 'instructor' },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Schedule a session, or a weekly series (repeatWeeks)',
        body: CreateLiveBody,
        response: { 201: LiveCreateResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(201).send(await createSessions(thumbnailDeps, user, request.body, clock.now()));
    },
  );

  app.get(
    '/live-sessions/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A live session (Zoom details only for its host and admins)',
        params: LiveIdParams,
        response: { 200: LiveSessionResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({
      session: await getSession(db, await currentUser(request), request.params.id, clock.now()),
    }),
  );

  app.patch(
    '/live-sessions/:id',
    {
      config: { access: 'instructor' },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Edit a session (its host or an admin)',
        params: LiveIdParams,
        body: UpdateLiveBody,
        response: { 200: LiveSessionResponse, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        session: await updateSession(thumbnailDeps, user, request.params.id, request.body, clock.now()),
      };
    },
  );

  app.delete(
    '/live-sessions/:id',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Delete a session (canceled instead when someone has paid for it)',
        params: LiveIdParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deleteSession(db, await requireUser(request), request.params.id, clock.now()),
  );

  app.get(
    '/live-sessions/:id/entitlement',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the caller may attend, and join now',
        params: LiveIdParams,
        response: { 200: LiveEntitlement, ...errorResponses(404) },
      },
    },
    async (request) => getEntitlement(db, await currentUser(request), request.params.id, clock.now()),
  );

  app.get(
    '/live-sessions/:id/join',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The Zoom link, for an entitled caller inside the join window',
        params: LiveIdParams,
        querystring: LiveJoinQuery,
        response: { 200: LiveJoinResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return joinSession(db, await requireUser(request), request.params.id, clock.now());
    },
  );

  app.put(
    '/live-sessions/:id/reminders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The caller’s reminder mails of this session on or off (its buyers, members, host)',
        params: LiveIdParams,
        body: LiveRemindersBody,
        response: { 200: LiveReminders, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setSessionReminders(
        db,
        await requireUser(request),
        request.params.id,
        request.body.remind,
        clock.now(),
      ),
  );

  app.get(
    '/live-sessions/:id/attendance',
    {
      config: { access: 'instructor' },
      schema: {
        tags,
        summary: 'Who joined (its host and admins)',
        params: LiveIdParams,
        response: { 200: LiveAttendanceResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getAttendance(db, await requireUser(request), request.params.id),
  );

  app.get(
    '/live-sessions/:id/calendar.ics',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A calendar entry (text/calendar)',
        params: LiveIdParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errorResponses(404) },
      },
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (request, reply) => {
      const row = await calendarSession(db, await currentUser(request), request.params.id);
      const url = `${linkOrigin(request, deps.config)}${paths.liveSession(row.id)}`;
      const body = buildIcs({
        uid: `${row.id}@medprep`,
        start: row.startAt,
        end: row.endAt,
        stamp: clock.now(),
        summary: row.title,
        description: row.description ? `${row.description}\n\n${url}` : url,
        url,
        canceled: row.canceledAt !== null,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="live-session-${row.id}.ics"`)
        .send(body);
    },
  );

  app.post(
    '/me/live-sessions/:id/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start buying a paid session',
        params: LiveIdParams,
        response: {
          200: z.object({ checkoutUrl: z.string(), sessionId: z.string() }),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return startCheckout(deps, user, 'live_session', request.params.id, linkOrigin(request, deps.config));
    },
  );

  app.post(
    '/me/live-sessions/:id/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Confirm a paid checkout of this session (idempotent)',
        params: LiveIdParams,
        body: LiveConfirmBody,
        response: { 200: SyncResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const result = await fulfilCheckout(deps, request.body.sessionId, { buyerId: user.id });
      return result;
    },
  );
};
