import type { ErrorBody } from '@medprep/shared';
import {
  ACCESS_TOKEN_STORAGE_KEY,
  GENERIC_ERROR_MESSAGES,
  NETWORK_ERROR_MESSAGE,
} from '@medprep/shared/constants';

/** An answer from the API that was not a success: status, code, a sentence, and per-field sentences. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(status: number, body: Partial<ErrorBody> | null, fallback: string) {
    super(body?.message || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error ?? 'unknown';
    this.fields = body?.fields ?? {};
  }
}

export const tokenStore = {
  get: (): string | null => {
    try {
      return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string | null) => {
    try {
      if (token) localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    } catch {
      // storage unavailable (private mode): the session lasts this page only
    }
  },
};

let refreshing: Promise<string | null> | null = null;

/** One shared refresh: concurrent 401s wait for the same call (platform.md §4). */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) {
        tokenStore.set(null);
        return null;
      }
      const body = (await res.json()) as { accessToken?: string };
      tokenStore.set(body.accessToken ?? null);
      return body.accessToken ?? null;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** The sentence shown when the server gives none. */
  fallback?: string;
}

export function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(`/api${path}${buildQuery(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
}

/**
 * Calls the API with the stored Bearer token. A 401 triggers one shared refresh and one retry; when the
 * refresh yields no token the original error is passed on. Errors carry the server's message, else `fallback`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const fallback = options.fallback ?? GENERIC_ERROR_MESSAGES.internal;
  let token = tokenStore.get();
  let res: Response;
  try {
    res = await send(path, options, token);
    if (res.status === 401 && !path.startsWith('/auth/')) {
      const fresh = await refreshAccessToken();
      if (fresh) {
        token = fresh;
        res = await send(path, options, token);
      }
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, { error: 'network', message: NETWORK_ERROR_MESSAGE }, fallback);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) throw new ApiError(res.status, parsed as Partial<ErrorBody> | null, fallback);
  return parsed as T;
}

/** Makes a relative URL from the API absolute (marketplace.md §3). */
export function absoluteUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return url;
  return new URL(url, window.location.origin).toString();
}
