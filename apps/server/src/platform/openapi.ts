import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ErrorBody } from '@medprep/shared';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { accessStatuses, type RouteAccess } from './route-access.ts';

/**
 * The OpenAPI document's conventions, applied in one place for every operation so that client generators
 * get the same contract from every module (docs/decisions/180-openapi-for-client-generators.md):
 * - `operationId`: derived from the method and the path (`GET /api/instructor/courses/:id` →
 *   `getInstructorCoursesById`), unless the route sets `schema.operationId` itself; stable and unique.
 * - `security`: written by the access declaration (route-access.ts); public operations carry `[]`.
 * - the error answers the platform itself can give: 400 for an operation with params, query or body; 401/403
 *   from its access; 404 and 414 when it has path parameters; 413 and 415 when it takes a body; 429 when the
 *   per-address rate limit applies to it. Routes still list the answers their services give (402, 409…).
 * - components: only the schemas the operations use (the zod registry holds every schema with an id, in
 *   an input and an output variant, whether an operation uses it or not).
 */

type Status = 400 | 401 | 403 | 404 | 413 | 414 | 415 | 429;

const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Bad input: the `fields` name what to correct',
  401: 'Not signed in, or the access token is invalid or expired',
  402: 'Payment or membership needed',
  403: 'Signed in but not allowed',
  404: 'Not found, or not visible to the caller',
  409: 'Conflict with the current state',
  413: 'Too large',
  414: 'A path parameter is too long',
  415: 'Unsupported content type',
  429: 'Too many requests; see Retry-After',
  503: 'Unavailable',
};

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));

/** `POST /api/instructor/courses/:id/publish` → `postInstructorCoursesByIdPublish`. */
export function operationIdFor(method: string, url: string, prefix = '/api'): string {
  const path = url.startsWith(prefix) ? url.slice(prefix.length) : url;
  const parts = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{]([^}]+)}?$/.exec(segment);
      return param ? ['By', ...words(param[1]!)] : words(segment);
    });
  return method.toLowerCase() + parts.join('');
}

interface RouteSchemaLike {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string | number, unknown>;
  operationId?: string;
  [key: string]: unknown;
}

/** The platform's error answers for one route, by what the route declares. */
export function platformErrorStatuses(route: {
  url: string;
  config?: unknown;
  schema?: RouteSchemaLike;
}): Status[] {
  const schema = route.schema ?? {};
  const config = (route.config ?? {}) as { access?: RouteAccess; rateLimit?: unknown };
  const statuses = new Set<Status>();
  const hasPathParams = /[:{]/.test(route.url);
  if (schema.params || schema.querystring || schema.body || hasPathParams) statuses.add(400);
  for (const status of accessStatuses(config.access ?? 'user')) statuses.add(status);
  if (hasPathParams) {
    statuses.add(404);
    statuses.add(414); // a path parameter longer than the router takes
  }
  if (schema.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (config.rateLimit !== false) statuses.add(429);
  return [...statuses].sort();
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Per operation: the zod → JSON Schema transform, after the operationId and the platform's answers. */
export const openApiTransform = (input: TransformInput) => {
  const { schema, url } = input;
  const route = (input as { route?: RouteOptions }).route;
  if (!schema || (schema as { hide?: boolean }).hide || !route) return jsonSchemaTransform(input);
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const own = schema as RouteSchemaLike;
  const response: Record<string | number, unknown> = { ...(own.response ?? {}) };
  for (const status of platformErrorStatuses({ url, config: route.config, schema: own })) {
    response[status] ??= ErrorBody;
  }
  const augmented = { ...own, operationId: own.operationId ?? operationIdFor(method, url), response };
  return jsonSchemaTransform({ ...input, schema: augmented } as TransformInput);
};

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Every `#/components/schemas/X` reachable from the paths, following references inside components. */
function usedSchemas(document: OpenApiDocument): Set<string> {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const pending: unknown[] = [document.paths];
  while (pending.length) {
    const node = pending.pop();
    if (Array.isArray(node)) pending.push(...node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
          const name = decodeURIComponent(value.slice('#/components/schemas/'.length));
          if (!used.has(name)) {
            used.add(name);
            pending.push(schemas[name]);
          }
        } else pending.push(value);
      }
    }
  }
  return used;
}

/** The whole document: components registered from the zod registry, less those no operation uses. */
export const openApiTransformObject: typeof jsonSchemaTransformObject = (input) => {
  const transformed = jsonSchemaTransformObject(input);
  const document = transformed as unknown as OpenApiDocument;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (answer.description === 'Default Response' && STATUS_DESCRIPTIONS[status]) {
          answer.description = STATUS_DESCRIPTIONS[status];
        }
      }
    }
  }
  const schemas = document.components?.schemas;
  if (schemas) {
    const used = usedSchemas(document);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  }
  return transformed;
};

/** The @fastify/swagger options of the app. */
export function openApiOptions(info: { version: string; serverUrl: string }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MedPrep Academy API',
        version: info.version,
        description: 'The API of MedPrep Academy. Every error is `{error, message, fields?}`.',
      },
      servers: [{ url: info.serverUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  };
}
