import { ErrorBody } from '@medprep/shared';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;

/** The error answers a route may give, for its response schema and the OpenAPI document. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as Record<S, typeof ErrorBody>;
}
