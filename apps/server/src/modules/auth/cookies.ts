import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, REFRESH_TOKEN_TTL_SEC } from '@medprep/shared';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

/** The refresh cookie (httpOnly, path /api/auth; DECISIONS §2), for every route that starts or ends a sign-in. */
export const setRefreshCookie = (reply: FastifyReply, config: Pick<Config, 'secureCookies'>, token: string) =>
  reply.setCookie(REFRESH_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_SEC,
  });

export const clearRefreshCookie = (reply: FastifyReply, config: Pick<Config, 'secureCookies'>) =>
  reply.clearCookie(REFRESH_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: REFRESH_COOKIE_PATH,
  });
