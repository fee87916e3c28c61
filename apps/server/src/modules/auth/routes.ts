import {
  AUTH_MESSAGES,
  AuthResponse,
  DEVICE_COOKIE_NAME,
  DEVICE_COOKIE_TTL_SEC,
  GoogleBody,
  LoginBody,
  MeResponse,
  PublicConfig,
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  RefreshResponse,
  RegisterBody,
} from '@medprep/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/responses.ts';
import { clearRefreshCookie as clearSessionCookie, setRefreshCookie as setSessionCookie } from './cookies.ts';
import { createDeviceCookies } from './device-cookie.ts';
import * as auth from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const authRateLimit = {
    access: 'public' as const,
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' },
  };

  const setRefreshCookie = (reply: FastifyReply, token: string) => setSessionCookie(reply, config, token);
  const deviceCookies = createDeviceCookies(config.jwtSecret);
  /** This browser has now signed in to the account: it gets a fresh device cookie (OWASP device cookies). */
  const setDeviceCookie = (reply: FastifyReply, email: string) =>
    reply.setCookie(DEVICE_COOKIE_NAME, deviceCookies.issue(email), {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: REFRESH_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_TTL_SEC,
    });
  const clearRefreshCookie = (reply: FastifyReply) => clearSessionCookie(reply, config);

  /** The cookie-authenticated calls refuse a request whose Origin names another site (against CSRF). */
  const assertSameOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = new Set([new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`]);
    if (!allowed.has(origin)) throw new AppError('forbidden', AUTH_MESSAGES.crossOrigin);
  };

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Public client configuration', response: { 200: PublicConfig } },
    },
    async () => ({ googleClientId: config.googleClientId ?? null, paymentProvider: config.paymentProvider }),
  );

  app.post(
    '/auth/register',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterBody,
        response: { 201: AuthResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const session = await auth.registerUser(app.deps, request.body, {
        userAgent: request.headers['user-agent'],
      });
      setRefreshCookie(reply, session.refreshToken);
      setDeviceCookie(reply, session.user.email);
      return reply.code(201).send({ accessToken: session.accessToken, user: session.user });
    },
  );

  app.post(
    '/auth/login',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = await auth.loginWithPassword(app.deps, request.body, {
        ip: request.ip,
        device: deviceCookies.read(request.cookies[DEVICE_COOKIE_NAME]),
        userAgent: request.headers['user-agent'],
      });
      setRefreshCookie(reply, session.refreshToken);
      setDeviceCookie(reply, session.user.email);
      return { accessToken: session.accessToken, user: session.user };
    },
  );

  app.post(
    '/auth/google',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a verified Google ID token',
        body: GoogleBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const session = await auth.loginWithGoogle(app.deps, request.body.idToken, {
        userAgent: request.headers['user-agent'],
      });
      setRefreshCookie(reply, session.refreshToken);
      setDeviceCookie(reply, session.user.email);
      return { accessToken: session.accessToken, user: session.user };
    },
  );

  // Refresh runs on every page load and carries a 256-bit secret, nothing to guess: it shares the general
  // per-address limit, so that readers behind one address (a hospital network) are not signed out.
  app.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token',
        response: { 200: RefreshResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      try {
        const session = await auth.refreshSession(app.deps, request.cookies[REFRESH_COOKIE_NAME], {
          userAgent: request.headers['user-agent'],
        });
        setRefreshCookie(reply, session.refreshToken);
        return { accessToken: session.accessToken };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out this device',
        response: { 204: z.null().describe('Signed out'), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request);
      await auth.logout(app.deps, request.cookies[REFRESH_COOKIE_NAME]);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: MeResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: await requireUser(request) }),
  );
};
