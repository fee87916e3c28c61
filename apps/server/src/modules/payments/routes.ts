import {
  AdminOrdersQuery,
  AdminOrdersResponse,
  LocalPayBody,
  LocalSession,
  PAYMENT_MESSAGES,
  PurchasesQuery,
  PurchasesResponse,
  RedirectResponse,
  SyncBody,
  SyncResponse,
} from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/responses.ts';
import { listOrders } from './admin-orders.ts';
import { fulfilCheckout } from './fulfilment.ts';
import { cancelLocalSession, getLocalSession, payLocalSession } from './local-checkout.ts';
import { listPurchases } from './purchases.ts';

const tags = ['payments'];
const LocalParams = z.object({ sessionId: z.string().max(100) });

/** Fulfilment, purchases, the built-in checkout's calls, Stripe's webhook and the admins' order list. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db } = deps;

  for (const path of ['/membership/sync', '/purchase/sync']) {
    app.post(
      path,
      {
        config: { access: 'user' },
        schema: {
          tags: path === '/membership/sync' ? ['membership'] : tags,
          summary: 'Fulfil a paid checkout of the caller (idempotent)',
          body: SyncBody,
          response: { 200: SyncResponse, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return fulfilCheckout(deps, request.body.sessionId, { buyerId: user.id });
      },
    );
  }

  app.get(
    '/me/purchases',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's purchases",
        querystring: PurchasesQuery,
        response: { 200: PurchasesResponse, ...errorResponses(401) },
      },
    },
    async (request) => listPurchases(db, deps.registries, (await requireUser(request)).id, request.query),
  );

  app.get(
    '/admin/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Orders, newest first (e.g. ?status=refunded)',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse, ...errorResponses(400) },
      },
    },
    async (request) => listOrders(db, request.query),
  );

  app.get(
    '/payments/local/:sessionId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A built-in checkout session, for its payment page',
        params: LocalParams,
        response: { 200: LocalSession, ...errorResponses(404) },
      },
    },
    async (request) => getLocalSession(deps, request.params.sessionId),
  );

  app.post(
    '/payments/local/:sessionId/pay',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Pay a built-in checkout session with a test card',
        params: LocalParams,
        body: LocalPayBody,
        response: { 200: RedirectResponse, ...errorResponses(400, 402, 404, 409, 429) },
      },
    },
    async (request) => payLocalSession(deps, request.params.sessionId, request.body.cardNumber),
  );

  app.post(
    '/payments/local/:sessionId/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cancel a built-in checkout session',
        params: LocalParams,
        response: { 200: RedirectResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => cancelLocalSession(deps, request.params.sessionId),
  );

  // Stripe's webhook needs the raw body to verify its signature.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json'); // the app's own (platform/input-guard.ts)
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    webhook.post(
      '/payments/stripe/webhook',
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags,
          summary: 'Stripe events (signature verified)',
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const { stripe, config } = deps;
        if (!stripe || !config.stripeWebhookSecret)
          throw new AppError('not_found', 'Stripe is not configured.');
        const signature = request.headers['stripe-signature'];
        let event: ReturnType<typeof stripe.webhooks.constructEvent>;
        try {
          event = stripe.webhooks.constructEvent(
            request.body as Buffer,
            String(signature ?? ''),
            config.stripeWebhookSecret,
          );
        } catch {
          throw new AppError('bad_request', PAYMENT_MESSAGES.invalidSignature);
        }
        if (
          event.type === 'checkout.session.completed' ||
          event.type === 'checkout.session.async_payment_succeeded' ||
          event.type === 'checkout.session.expired'
        ) {
          try {
            await fulfilCheckout(deps, event.data.object.id);
          } catch (error) {
            // A session that is not ours (another app on the same account) is acknowledged and ignored.
            if (!(error instanceof AppError && error.code === 'not_found')) throw error;
          }
        }
        return { received: true };
      },
    );
  });
};
