import { apiRequest, type RequestOptions } from './api-client';

/** A read: GET `path`, dropped when `signal` aborts; `fallback` is the sentence shown when the server gives none. */
export const apiGet = <T>(path: string, fallback: string, signal?: AbortSignal) =>
  apiRequest<T>(path, { signal, fallback });

/** A write: `method` on `path` with the JSON `body`; `fallback` as for a read. */
export const apiSend = <T>(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  body: unknown,
  fallback: string,
) => apiRequest<T>(path, { method, body, fallback });
