import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS, type ErrorBody, type ErrorCode, GENERIC_ERROR_MESSAGES } from '@medprep/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { routeOf } from './logging.ts';
import { redactError } from './redact.ts';

/** The one error services throw: a code (mapped to a status), a sentence for a person, and per-field sentences. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string = GENERIC_ERROR_MESSAGES.notFound) =>
  new AppError('not_found', message);
export const forbidden = (message: string = GENERIC_ERROR_MESSAGES.forbidden) =>
  new AppError('forbidden', message);
export const unauthorized = (message: string = GENERIC_ERROR_MESSAGES.unauthorized) =>
  new AppError('unauthorized', message);
export const conflict = (message: string) => new AppError('conflict', message);

const codeForStatus = (status: number): ErrorCode => {
  const found = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  return found ? found[0] : status >= 500 ? 'internal' : 'bad_request';
};

/** Sentences for the errors Fastify and its plugins raise, by their code (their own texts are for developers). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: GENERIC_ERROR_MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: GENERIC_ERROR_MESSAGES.uriTooLong,
  FST_ERR_CTP_INVALID_JSON_BODY: GENERIC_ERROR_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: GENERIC_ERROR_MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: GENERIC_ERROR_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: GENERIC_ERROR_MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: GENERIC_ERROR_MESSAGES.badRequest,
};

const STATUS_MESSAGES: Record<number, string> = {
  401: GENERIC_ERROR_MESSAGES.unauthorized,
  403: GENERIC_ERROR_MESSAGES.forbidden,
  404: GENERIC_ERROR_MESSAGES.notFound,
  413: GENERIC_ERROR_MESSAGES.payloadTooLarge,
  414: GENERIC_ERROR_MESSAGES.uriTooLong,
  415: GENERIC_ERROR_MESSAGES.unsupportedMediaType,
  429: GENERIC_ERROR_MESSAGES.tooManyRequests,
};

/** The status and body of an error that is not an AppError nor a validation error, raised below the routes. */
function frameworkError(error: FastifyError): { status: number; body: ErrorBody } | null {
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 414
      : typeof error.statusCode === 'number'
        ? error.statusCode
        : error instanceof SyntaxError
          ? 400
          : 0;
  if (status < 400 || status >= 500) return null;
  const message =
    FRAMEWORK_MESSAGES[error.code] ??
    STATUS_MESSAGES[status] ??
    (error instanceof SyntaxError ? GENERIC_ERROR_MESSAGES.invalidJson : GENERIC_ERROR_MESSAGES.badRequest);
  return { status, body: { error: codeForStatus(status), message } };
}

/**
 * Fastify's `frameworkErrors` option: a malformed address (bad percent-encoding) or a path parameter longer
 * than `maxParamLength` is answered before routing, in the same shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = frameworkError(error) ?? {
    status: 400,
    body: { error: 'bad_request', message: GENERIC_ERROR_MESSAGES.badRequest },
  };
  request.log.info(
    { error: answer.body.error, status: answer.status, route: routeOf(request) },
    'request refused',
  );
  return reply.status(answer.status).send(answer.body);
}

/** The answers to what Node's HTTP parser refuses before Fastify sees a request, by the parser's error code. */
const CLIENT_ERRORS: Record<string, { status: number; error: ErrorCode; message: string }> = {
  // A request line (such as a 17,000-character URL) or headers past Node's limit (16 KiB).
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: 'header_fields_too_large',
    message: GENERIC_ERROR_MESSAGES.headerFieldsTooLarge,
  },
  // Chunk extensions past Node's limit: Node itself answers 413 for these.
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    error: 'payload_too_large',
    message: GENERIC_ERROR_MESSAGES.payloadTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'request_timeout',
    message: GENERIC_ERROR_MESSAGES.requestTimeout,
  },
};
const CLIENT_ERROR_DEFAULT = {
  status: 400,
  error: 'bad_request',
  message: GENERIC_ERROR_MESSAGES.badRequest,
} as const;

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses (headers or a URL too long, a
 * malformed request line, oversized chunk extensions, a request that never finished arriving) is answered on
 * the raw socket in the one shape `{error, message}`, instead of Node's and Fastify's own
 * `{"error":"Request Header Fields Too Large","statusCode":431}`; then the connection is closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null },
): void {
  // A reset connection has nobody to answer; a response already under way cannot be replaced.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && CLIENT_ERRORS[error.code]) || CLIENT_ERROR_DEFAULT;
  this.log.info({ error: answer.error, status: answer.status, parserError: error.code }, 'request refused');
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const body = JSON.stringify({ error: answer.error, message: answer.message } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Maps every error to the one error JSON shape and hides the inside of a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    const route = routeOf(request);
    const framework = error instanceof AppError ? null : frameworkError(error);
    if (error instanceof AppError) {
      status = error.status;
      body = { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      if (error.headers) reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= issue.message ?? 'Invalid value';
      }
      status = 400;
      const first = Object.values(fields)[0];
      body = { error: 'validation_failed', message: first ?? GENERIC_ERROR_MESSAGES.validation, fields };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: redactError(error), route }, 'response did not match its schema');
      status = 500;
      body = { error: 'internal', message: GENERIC_ERROR_MESSAGES.internal };
    } else if (framework) {
      ({ status, body } = framework);
    } else {
      request.log.error({ err: redactError(error), route }, 'unhandled error');
      status = 500;
      body = { error: 'internal', message: GENERIC_ERROR_MESSAGES.internal };
    }
    if (status < 500) request.log.info({ error: body.error, status, route }, 'request refused');
    if (status === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', 'Bearer');
    return reply.status(status).send(body);
  });
}
