import { CheckoutResponse, MembershipCheckoutBody, MembershipResponse, PlansResponse } from '@medprep/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import { linkOrigin } from '../../platform/origin.ts';
import { errorResponses } from '../../platform/responses.ts';
import { startCheckout } from '../payments/checkout.ts';
import { cancelMembership, listPlans } from './plans.ts';
import { getMembership } from './service.ts';

const tags = ['membership'];

/** Plans and the caller's membership. Paying, syncing and purchases are the payments module's. */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const { db, clock } = deps;

  app.get(
    '/memberships/plans',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Membership plans on sale', response: { 200: PlansResponse } },
    },
    async () => ({ plans: await listPlans(db) }),
  );

  app.get(
    '/me/membership',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The caller's membership, or null",
        response: { 200: MembershipResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { membership: await getMembership(db, user.id, clock.now()) };
    },
  );

  app.post(
    '/me/membership/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Start buying a plan (one-time payment)',
        body: MembershipCheckoutBody,
        response: { 200: CheckoutResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return startCheckout(deps, user, 'membership', request.body.planId, linkOrigin(request, deps.config));
    },
  );

  app.post(
    '/me/membership/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancel a yearly membership at the end of its period',
        response: { 200: MembershipResponse, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { membership: await cancelMembership(db, user.id, clock.now()) };
    },
  );
};
