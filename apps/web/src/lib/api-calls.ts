import { apiRequest, type RequestOptions } from './api-client';

/** A read: GET `path`, dropped when `signal` aborts; `fallback` is the sentence shown when the server gives none. */
export const apiGet = <T>(path: string, fallback: string, signal?: AbortSignal) =>
  apiRequest<T>(path, { signal, fallback });

/** A read with an address query (a list's filters, a date range …); otherwise as `apiGet`. */
export const apiGetWith = <T>(
  path: string,
  query: RequestOptions['query'],
  fallback: string,
  signal?: AbortSignal,
) => apiRequest<T>(path, { query, signal, fallback });

/** A write: `method` on `path` with the JSON `body`; `fallback` as for a read. */
export const apiSend = <T>(
  method: NonNullable<RequestOptions['method']>,
  path: string,
  body: unknown,
  fallback: string,
) => apiRequest<T>(path, { method, body, fallback });

/**
 * Starts a checkout: POST `path` (with `body`, if any) and answer the payment page's address. An answer without
 * one is an error saying `noUrl`; `fallback` is the sentence when the server gives none.
 */
export async function checkoutAddress(path: string, body: unknown, fallback: string, noUrl = fallback) {
  const answer = await apiSend<{ checkoutUrl?: string } | null>('POST', path, body, fallback);
  if (!answer?.checkoutUrl) throw new Error(noUrl);
  return answer.checkoutUrl;
}
