import {
  AccessTokenResponse,
  AccountResponse,
  AdminUserParams,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  AuthResponse,
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailBody,
  ConfirmEmailResponse,
  DeleteAccountBody,
  DeviceParams,
  DevicesResponse,
  ForgotPasswordBody,
  OkResponse,
  Receipt,
  ReceiptParams,
  ResetPasswordBody,
  UpdateAccountBody,
} from '@medprep/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { errorResponses } from '../../platform/responses.ts';
import { auditContextOf } from '../audit/index.ts';
import { clearRefreshCookie, setRefreshCookie } from '../auth/cookies.ts';
import { listUsers, setUserDisabled } from './admin.ts';
import { listDevices, signOutDevice } from './devices.ts';
import { getReceipt } from './receipts.ts';
import * as accounts from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  /** The sign-in (refresh-token family) the caller's access token was issued to: 'This device'. */
  const tokenFamily = async (request: FastifyRequest) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return bearer ? ((await app.deps.tokens.verify(bearer))?.familyId ?? null) : null;
  };
  const authRateLimit = {
    access: 'public' as const,
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    '/auth/forgot-password',
    {
      config: authRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (the same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 202: OkResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await accounts.forgotPassword(app.deps, { email: request.body.email, ip: request.ip });
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: authRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the link from the mail; signs in and ends every other sign-in',
        body: ResetPasswordBody,
        response: { 200: AuthResponse, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await accounts.resetPassword(app.deps, {
        userAgent: request.headers['user-agent'],
        ...request.body,
      });
      setRefreshCookie(reply, config, session.refreshToken);
      return { accessToken: session.accessToken, user: session.user };
    },
  );

  app.post(
    '/auth/confirm-email',
    {
      config: authRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm a new email address with the link from the mail',
        body: ConfirmEmailBody,
        response: { 200: ConfirmEmailResponse, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request) => ({
      email: await accounts.confirmEmail(app.deps, { token: request.body.token }),
    }),
  );

  app.post(
    '/auth/logout-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out on every device',
        response: { 204: z.null().describe('Signed out everywhere'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await accounts.logoutAll(app.deps, user.id);
      clearRefreshCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The account settings of the signed-in user',
        response: { 200: AccountResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ account: await accounts.getAccount(app.deps, (await requireUser(request)).id) }),
  );

  app.patch(
    '/me/account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the name or the photo',
        body: UpdateAccountBody,
        response: { 200: AccountResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      account: await accounts.updateAccount(app.deps, (await requireUser(request)).id, request.body),
    }),
  );

  app.delete(
    '/me/account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account: personal data erased, orders kept without the name',
        body: DeleteAccountBody,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await accounts.deleteAccount(app.deps, user.id, request.body.password);
      clearRefreshCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/account/email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the email address: a confirmation link goes to the new one',
        body: ChangeEmailBody,
        response: { 202: OkResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await accounts.requestEmailChange(app.deps, user.id, request.body);
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/me/account/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other sign-in ends',
        body: ChangePasswordBody,
        response: { 200: AccessTokenResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const session = await accounts.changePassword(app.deps, user.id, {
        userAgent: request.headers['user-agent'],
        ...request.body,
      });
      setRefreshCookie(reply, config, session.refreshToken);
      return { accessToken: session.accessToken };
    },
  );

  app.get(
    '/me/devices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The devices signed in to the account',
        response: { 200: DevicesResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({
      devices: await listDevices(app.deps, (await requireUser(request)).id, await tokenFamily(request)),
    }),
  );

  app.delete(
    '/me/devices/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign one device out (its sign-in ends; its refresh cookie stops working)',
        params: DeviceParams,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await signOutDevice(app.deps, user.id, request.params.id);
      // This very device: its cookie goes too, as at sign-out.
      if (request.params.id === (await tokenFamily(request))) clearRefreshCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/export',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Download my data (a JSON file)',
        response: {
          200: z.record(z.string(), z.unknown()).describe('Every kind of personal data, by key'),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const data = await accounts.exportPersonalData(app.deps, user.id);
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="medprep-my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.get(
    '/me/purchases/:id/receipt',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: "A purchase's receipt",
        params: ReceiptParams,
        response: { 200: Receipt, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getReceipt(app.deps, (await requireUser(request)).id, request.params.id),
  );

  app.get(
    '/admin/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['accounts'],
        summary: 'Users, newest first: search by name or email, filter by role',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(app.deps.db, request.query),
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['accounts'],
          summary:
            action === 'disable'
              ? 'Disable an account: it cannot sign in and its tokens stop working at once'
              : 'Enable a disabled account again',
          params: AdminUserParams,
          response: { 200: AdminUserResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        user: await setUserDisabled(
          app.deps,
          auditContextOf(request, await requireUser(request)),
          request.params.id,
          action === 'disable',
        ),
      }),
    );
  }
};
