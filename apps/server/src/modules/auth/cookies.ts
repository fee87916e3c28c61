import {
  REFRESH_COOKIE_NAME,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_TTL_SEC,
  SESSION_HINT_COOKIE_NAME,
  SESSION_HINT_COOKIE_PATH,
} from '@medprep/shared';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The refresh cookie (httpOnly, path /api/auth), for every route that starts or ends a sign-in,
 * and beside it the readable hint that a session may exist (no secret in it; docs/decisions/191), so the web
 * app skips the silent refresh when there is nothing to refresh.
 */
export const setRefreshCookie = (reply: FastifyReply, config: Pick<Config, 'secureCookies'>, token: string) =>
  reply
    .setCookie(REFRESH_COOKIE_NAME, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TOKEN_TTL_SEC,
    })
    .setCookie(SESSION_HINT_COOKIE_NAME, '1', {
      httpOnly: false,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: SESSION_HINT_COOKIE_PATH,
      maxAge: REFRESH_TOKEN_TTL_SEC,
    });

export const clearRefreshCookie = (reply: FastifyReply, config: Pick<Config, 'secureCookies'>) =>
  reply
    .clearCookie(REFRESH_COOKIE_NAME, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: REFRESH_COOKIE_PATH,
    })
    .clearCookie(SESSION_HINT_COOKIE_NAME, {
      httpOnly: false,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: SESSION_HINT_COOKIE_PATH,
    });
