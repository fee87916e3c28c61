import {
  AdminReviewResponse,
  AdminReviewsQuery,
  AdminReviewsResponse,
  ReviewBody,
  ReviewIdParams,
  ReviewItemParams,
  ReviewReplyBody,
  ReviewReportBody,
  ReviewReportedResponse,
  ReviewResponse,
  ReviewsQuery,
  ReviewsResponse,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { auditContextOf } from '../audit/index.ts';
import { listAdminReviews, setReviewVisibility } from './moderation.ts';
import { deleteReview, listReviews, replyToReview, reportReview, saveReview } from './service.ts';

/**
 * Reviews of courses, mocks, resource packs, ebooks and tutors: anyone reads them; who may write one is
 * decided in the service (enrolled, submitted, unlocked, taught).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['reviews'];

  app.get(
    '/reviews/:kind/:itemId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A thing’s visible reviews (newest first), its rating summary, and what the caller may do',
        params: ReviewItemParams,
        querystring: ReviewsQuery,
        response: { 200: ReviewsResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { kind, itemId } = request.params;
      return listReviews(db, await currentUser(request), kind, itemId, request.query, clock.now());
    },
  );

  app.put(
    '/reviews/:kind/:itemId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Write or change the caller’s review (403 unless they have earned it)',
        params: ReviewItemParams,
        body: ReviewBody,
        response: { 200: ReviewResponse, 201: ReviewResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { kind, itemId } = request.params;
      const { created, ...result } = await saveReview(db, user, kind, itemId, request.body, clock.now());
      return reply.code(created ? 201 : 200).send(result);
    },
  );

  app.delete(
    '/reviews/:kind/:itemId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete the caller’s review',
        params: ReviewItemParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteReview(db, user, request.params.kind, request.params.itemId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The owner’s public reply to a review of their thing (replaces an earlier one)',
        params: ReviewIdParams,
        body: ReviewReplyBody,
        response: { 200: ReviewResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      replyToReview(db, await requireUser(request), request.params.id, request.body.text, clock.now()),
  );

  app.post(
    '/reviews/:id/report',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Report a review to the admins (once per person)',
        params: ReviewIdParams,
        body: ReviewReportBody,
        response: { 200: ReviewReportedResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      reportReview(db, await requireUser(request), request.params.id, request.body.reason, clock.now()),
  );

  app.get(
    '/admin/reviews',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reviews to handle: reported (still visible) or hidden',
        querystring: AdminReviewsQuery,
        response: { 200: AdminReviewsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminReviews(db, request.query),
  );

  for (const action of ['hide', 'unhide'] as const) {
    app.post(
      `/admin/reviews/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary:
            action === 'hide'
              ? 'Hide a review: it stops counting in the rating'
              : 'Show a hidden review again (or keep a reported one), clearing its reports',
          params: ReviewIdParams,
          response: { 200: AdminReviewResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        review: await setReviewVisibility(
          db,
          request.params.id,
          action === 'hide' ? 'hidden' : 'visible',
          auditContextOf(request, await requireUser(request)),
          clock.now(),
        ),
      }),
    );
  }
};
