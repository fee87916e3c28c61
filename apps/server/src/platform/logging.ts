import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { type RedactedError, redactError, redactText } from './redact.ts';

/**
 * What the log may hold: never query strings, tokens, password hashes, emails or request
 * bodies. A request is logged as its method, its route pattern (`/api/courses/:slug`, not the address with
 * its query string) and its request id (`reqId`); an error, under `err` (or `error`), as platform/redact.ts
 * gives it: its type, code and message, where a database error keeps only its SQLSTATE code, the first
 * clause of its message and the statement's shape, and never its parameters.
 */

/** The route pattern of a request, or a fixed word when it matched none (never the raw address). */
export function routeOf(request: FastifyRequest): string {
  try {
    return request.routeOptions?.url ?? '(no route)';
  } catch {
    return '(no route)';
  }
}

/** Paths pino blanks wherever they appear in a log line, in case a caller logs more than it should. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'email',
  'body',
  'query',
  'params',
  'parameters',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.email',
  '*.body',
  '*.query',
  '*.params',
  '*.parameters',
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Before pino writes a line: an Error given as the first argument (`log.error(error)`) or under `err` or
 * `error` with no message would lend pino its own message, which for a failed query holds the parameters;
 * the message is then the redacted one, and any string argument has drizzle's `params:` tail cut.
 */
function redactLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const text = rest.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
  if (first instanceof Error) {
    const err = redactError(first);
    return [{ err }, ...(text.length ? text : [err.message])];
  }
  if (typeof first === 'string') return [redactText(first), ...text];
  if (first && typeof first === 'object' && text.length === 0) {
    const error = (first as { err?: unknown; error?: unknown }).err ?? (first as { error?: unknown }).error;
    if (error && typeof error === 'object') return [first, redactError(error).message];
  }
  return [first, ...text];
}

/** The app's logger options: the level (and a destination, for tests) with the safe serializers and redaction. */
export function loggerOptions(options: { level: string; stream?: LoggerOptions['stream'] }): LoggerOptions {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
      },
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: routeOf(request) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) =>
        ({ stack: '', ...redactError(error) }) as Record<string, unknown> & RedactedError & { stack: string },
      // `error` is also a code word in refusals ('not_found'); an Error under that name is redacted as well.
      error: (value: unknown) => (value instanceof Error ? { stack: '', ...redactError(value) } : value),
    },
  };
}
