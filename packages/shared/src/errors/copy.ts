/** Error codes and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  /** The request's Host (or trusted X-Forwarded-Host) is not one this server answers to. */
  bad_host: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  too_many_requests: 429,
  header_fields_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const GENERIC_ERROR_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do that.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  validation: 'Please check the highlighted fields.',
  payloadTooLarge: 'That request is too large.',
  badUrl: 'That address is not valid.',
  uriTooLong: 'That address is too long.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  badRequest: 'The request could not be read.',
  badHost: 'This server does not answer to that address (Host). Use the address the site is published at.',
  headerFieldsTooLarge: 'The address or the headers of that request are too long.',
  requestTimeout: 'The request took too long to arrive.',
} as const;
