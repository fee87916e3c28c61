import { ErrorBody } from '@medprep/shared';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { currentUser } from './auth.ts';
import { forbidden, unauthorized } from './errors.ts';

/**
 * Who may call a route, declared on the route (`config: { access: 'user' }`) and checked by one hook
 * before the body is parsed or validated: a guest gets 401 from every non-public route whatever it sends,
 * a signed-in user without the role gets 403.
 * - `public`: anyone; a valid token, when sent, still identifies the caller (`currentUser`).
 * - `user`: signed in. `instructor`: an instructor or an admin. `admin`: an admin.
 */
export const ROUTE_ACCESS = ['public', 'user', 'instructor', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route under /api with its declared access, as registered (the route-table tests walk it). */
    routeAccessTable: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

const ROLES_FOR: Record<Exclude<RouteAccess, 'public' | 'user'>, readonly string[]> = {
  instructor: ['instructor', 'admin'],
  admin: ['admin'],
};

/** The statuses the access check itself may answer, per access level (for the route's response schema). */
export function accessStatuses(access: RouteAccess): (401 | 403)[] {
  if (access === 'public') return [];
  if (access === 'user') return [401];
  return [401, 403];
}

export const checkRouteAccess: onRequestHookHandler = async function checkRouteAccess(
  request: FastifyRequest,
) {
  const access = request.routeOptions.config.access;
  if (access === 'public') return;
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  if (access === 'user' || access === undefined) return;
  if (!ROLES_FOR[access].includes(user.role)) throw forbidden();
};

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Every route under `prefix` must declare its access; the app refuses to start otherwise. The declaration
 * also writes the operation's `security` and its 401/403 answers into the schema (and so the OpenAPI
 * document), so the document and the check cannot disagree.
 */
export function declareRouteAccess(app: FastifyInstance, prefix = '/api'): void {
  const table: DeclaredRoute[] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(prefix)) return;
    const schema = (route.schema ?? {}) as Record<string, unknown> & { hide?: boolean };
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) {
      if (schema.hide) return; // the OpenAPI document itself and other undocumented plumbing
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    if (!ROUTE_ACCESS.includes(access)) throw new Error(`Route ${route.url}: unknown access '${access}'`);
    route.onRequest = [checkRouteAccess, ...asArray(route.onRequest)];
    for (const method of asArray(route.method)) table.push({ method, url: route.url, access });
    schema.security = access === 'public' ? [] : [{ bearerAuth: [] }];
    const response = (schema.response ?? {}) as Record<string | number, unknown>;
    for (const status of accessStatuses(access)) response[status] ??= ErrorBody;
    schema.response = response;
    route.schema = schema;
  });
}
