import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the log may hold (DECISIONS §1): never query strings, tokens, password hashes, emails or request
 * bodies. A request is logged as its method, its route pattern (`/api/courses/:slug`, not the address with
 * its query string) and its request id (`reqId`); an error as its type, code and message, where a database
 * error keeps only its SQLSTATE code and the first clause of its message (drizzle's and pg's errors carry
 * the statement's parameters, and PostgreSQL quotes values after a colon), and never its parameters.
 */

/** The route pattern of a request, or a fixed word when it matched none (never the raw address). */
export function routeOf(request: FastifyRequest): string {
  try {
    return request.routeOptions?.url ?? '(no route)';
  } catch {
    return '(no route)';
  }
}

interface DatabaseErrorLike {
  code: string;
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function findDatabaseError(error: unknown): DatabaseErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as Partial<DatabaseErrorLike> & { severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && 'severity' in candidate) {
      return candidate as DatabaseErrorLike;
    }
    current = candidate.cause;
  }
  return null;
}

/** Stack frames only: the first lines of a stack repeat the message, which may hold the statement's values. */
function frames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const lines = stack.split('\n').filter((line) => line.startsWith('    at '));
  return lines.length ? lines.slice(0, 15).join('\n') : undefined;
}

export interface SafeError {
  type: string;
  code?: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
}

/** An error as the log may show it. */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown.' };
  const isQueryError = 'query' in error || 'params' in error || 'parameters' in error;
  const db = findDatabaseError(error);
  if (db || isQueryError) {
    const clause = (db?.message ?? 'database query failed').split(':')[0]!.slice(0, 200);
    return {
      type: 'DatabaseError',
      ...(db?.code ? { code: db.code } : {}),
      message: clause,
      ...(db?.constraint ? { constraint: db.constraint } : {}),
      ...(db?.table ? { table: db.table } : {}),
      ...(db?.column ? { column: db.column } : {}),
      stack: frames(error.stack),
    };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message.slice(0, 500),
    stack: frames(error.stack),
  };
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

/** The app's logger options: the level (and a destination, for tests) with the safe serializers and redaction. */
export function loggerOptions(options: { level: string; stream?: LoggerOptions['stream'] }): LoggerOptions {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: routeOf(request) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) =>
        ({ stack: '', ...safeError(error) }) as Record<string, unknown> & SafeError & { stack: string },
    },
  };
}
