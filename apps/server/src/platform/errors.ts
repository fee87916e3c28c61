import { ERROR_STATUS, type ErrorBody, type ErrorCode, GENERIC_ERROR_MESSAGES } from '@medprep/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

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

/** Maps every error to the one JSON shape of DECISIONS §1 and hides the inside of a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: ErrorBody;
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
      request.log.error({ err: error }, 'response did not match its schema');
      status = 500;
      body = { error: 'internal', message: GENERIC_ERROR_MESSAGES.internal };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const code = codeForStatus(status);
      const message =
        status === 429
          ? GENERIC_ERROR_MESSAGES.tooManyRequests
          : status === 413
            ? GENERIC_ERROR_MESSAGES.payloadTooLarge
            : error.message;
      body = { error: code, message };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { error: 'internal', message: GENERIC_ERROR_MESSAGES.internal };
    }
    if (status === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', 'Bearer');
    return reply.status(status).send(body);
  });
}
