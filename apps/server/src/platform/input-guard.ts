import { FIELD_MESSAGES, hasControlCharacters } from '@medprep/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * A safety net under the shared field schemas (packages/shared/src/fields/schemas.ts): before any route's schema
 * runs, every string of the path parameters, the query and a JSON body (keys too) is checked for control
 * characters other than tab and line breaks, and for unpaired surrogates. PostgreSQL cannot store NUL, so such
 * a value would otherwise reach the database and fail there (a 500). The schemas give the same answer with
 * the field's own label, and refuse line breaks in single-line fields; this net also covers routes whose
 * schemas are not (yet) built from the shared fields.
 */
export function findControlCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  let visited = 0;
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (++visited > 100_000) return null; // the body limit bounds this; the schemas refuse what is left
    if (typeof current === 'string') {
      if (hasControlCharacters(current, true)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push([current[i], path ? `${path}.${i}` : String(i)]);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasControlCharacters(key, false)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

async function refuseControlCharacters(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findControlCharacter(part, '');
    if (field !== null) {
      const name = field || 'body';
      throw new AppError('validation_failed', FIELD_MESSAGES.controlCharacters(`'${name}'`), {
        fields: { [name]: FIELD_MESSAGES.controlCharacters('This field') },
      });
    }
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', refuseControlCharacters);
}

/**
 * JSON bodies, parsed as Fastify does (its own parser, which refuses `__proto__` and `constructor` keys), with
 * one difference: an empty body sent with `Content-Type: application/json` (clients and proxies send that
 * header on a body-less POST: refresh, logout, publish, checkout) is read as no body on a route that takes
 * none, and as `{}` on a route with a body schema, which then accepts it when every field is optional and
 * names the missing fields (400) when some are required; never 'The request body is empty'.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, request.routeOptions.schema?.body ? {} : undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
}
