import { GENERIC_ERROR_MESSAGES } from '@medprep/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Where links point, and which Host names this server answers to (docs/decisions/350).
 *
 * - Mail: `mailOrigin(config)`, always PUBLIC_URL (else `http://localhost:PORT`), never anything a request
 *   says: a reset link built from a request's Host would hand its token to whoever named that Host.
 * - Links back to the same browser (checkout return addresses, the built-in payment page, page heads,
 *   calendar files): `linkOrigin(request, config)`, the origin the request was made to, and only ever for a
 *   Host on the allow-list, which `registerHostCheck` enforces for the whole app.
 */

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a Host value (or an ALLOWED_HOSTS entry) is a plain host name, with or without a port. */
export const isHostName = (host: string): boolean => HOST.test(host);

/** The name of a Host value without its port, in lower case: 'LOCALHOST:3000' → 'localhost', '[::1]:80' → '[::1]'. */
export function hostName(host: string): string {
  const lower = host.toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end === -1 ? lower : lower.slice(0, end + 1);
  }
  const colon = lower.indexOf(':');
  return colon === -1 || colon !== lower.lastIndexOf(':') ? lower : lower.slice(0, colon);
}

/** The loopback names every server answers to, whatever PUBLIC_URL says (a developer's own machine). */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The host names this server answers to: PUBLIC_URL's, the loopback names and ALLOWED_HOSTS. */
export function allowedHostNames(config: Pick<Config, 'publicUrl' | 'allowedHosts'>): Set<string> {
  return new Set([
    new URL(config.publicUrl).hostname.toLowerCase(),
    ...LOOPBACK_HOSTS,
    ...config.allowedHosts,
  ]);
}

/** Health checks answer whatever Host a load balancer or orchestrator probes with (often a bare address). */
const HOST_CHECK_EXEMPT = /^\/api\/health(?:[/?]|$)/;

/**
 * One onRequest hook for the whole app: a request whose Host (X-Forwarded-Host behind a trusted proxy, as
 * Fastify's `request.host` reads it) names another host than the allowed ones is refused with 400
 * `bad_host`, before any route runs; ports are ignored. A request with no Host at all (HTTP/1.0) names none and
 * passes; its links fall back to PUBLIC_URL.
 */
export function registerHostCheck(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'allowedHosts'>) {
  const allowed = allowedHostNames(config);
  app.addHook('onRequest', async (request) => {
    if (HOST_CHECK_EXEMPT.test(request.url)) return;
    const host = request.host;
    if (!host) return;
    if (!allowed.has(hostName(host))) throw new AppError('bad_host', GENERIC_ERROR_MESSAGES.badHost);
  });
}

/** The origin every link in mail starts with: PUBLIC_URL, else `http://localhost:PORT` (never a request header). */
export const mailOrigin = (config: Pick<Config, 'publicUrl'>): string => config.publicUrl;

/**
 * The origin links back to this same browser start with (checkout return addresses, the built-in payment
 * page, page heads, calendar files), so that a user who opened the app at 127.0.0.1 or an allowed LAN address
 * comes back to the same place, signed in. Never for mail: that is `mailOrigin`.
 * - `PUBLIC_URL` when it is set: the operator has said where the app lives;
 * - else the origin the request was made to: its Host (already on the allow-list, `registerHostCheck`) with
 *   its protocol (both taken from X-Forwarded-Host and X-Forwarded-Proto only when TRUST_PROXY is on, which
 *   Fastify's `request.host` and `request.protocol` honour). An Origin header changes nothing;
 * - a request without a plain Host falls back to the default public URL.
 */
export function linkOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
): string {
  if (config.publicUrlSet) return config.publicUrl;
  const protocol = request.protocol;
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !host || !HOST.test(host)) return config.publicUrl;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return config.publicUrl; // e.g. a port past 65535
  }
}
