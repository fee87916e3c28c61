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

/** Maps every error to the one JSON shape of DECISIONS §1 and hides the inside of a 500. */
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
