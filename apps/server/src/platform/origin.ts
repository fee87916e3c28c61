import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin links built for this request start with (checkout return addresses, the built-in payment
 * page, deep links, mail to come), so that a user who opened the app at 127.0.0.1 or a LAN address comes
 * back to the same place, signed in:
 * - `PUBLIC_URL` when it is set: the operator has said where the app lives;
 * - else the origin the request was made to: its Host with its protocol (both taken from X-Forwarded-Host
 *   and X-Forwarded-Proto only when TRUST_PROXY is on, which Fastify's `request.host` and `request.protocol`
 *   honour). An Origin header is accepted only when it equals that origin; a foreign one changes nothing;
 * - a Host that is not a plain host name falls back to the default public URL.
 */
export function linkOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
): string {
  if (config.publicUrlSet) return config.publicUrl;
  const protocol = request.protocol;
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !host || !HOST.test(host)) return config.publicUrl;
  // An Origin header naming this same origin agrees; one naming another site is not trusted, and the
  // request's own origin stands either way.
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return config.publicUrl; // e.g. a port past 65535
  }
}
