import type { ErrorBody } from '@medprep/shared';
import { ACCESS_TOKEN_STORAGE_KEY, GENERIC_ERROR_MESSAGES } from '@medprep/shared/constants';
import { authApiPaths } from '@medprep/shared/shell-api-paths';
import { saveFile } from './save-file';

/** Shown when the browser cannot reach the API at all. */
const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

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

/** The Web Lock under which one tab at a time refreshes (docs/decisions/161). */
export const REFRESH_LOCK_NAME = 'medprep-refresh';
/** Without Web Locks: the channel on which tabs announce a refresh and share its result. */
export const REFRESH_CHANNEL_NAME = 'medprep-auth';
/** How long a tab waits for another tab's announced refresh before refreshing itself. */
const OTHER_TAB_REFRESH_WAIT_MS = 5_000;

/**
 * A refresh answered "too many requests" (429) or "unavailable" (503) is tried again after the server's
 * Retry-After, for this long at most in all: a busy server must not sign anyone out (docs/decisions/677).
 */
export const REFRESH_RETRY_BUDGET_MS = 30_000;
/** The wait when a 429 or 503 names none. */
const REFRESH_RETRY_DEFAULT_MS = 1_000;

/** Statuses that say nothing about the session, only that the server cannot answer now. */
const isBusy = (status: number) => status === 429 || status === 503;

/** The wait a busy answer asks for: Retry-After in seconds (or as a date), else a second. */
export function retryAfterMs(res: Response, now = Date.now()): number {
  const value = res.headers.get('retry-after');
  if (value === null || value.trim() === '') return REFRESH_RETRY_DEFAULT_MS;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? REFRESH_RETRY_DEFAULT_MS : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls the server: the refresh cookie is rotated and a new access token stored. The stored token is cleared
 * only when the server says the session is over (a 4xx other than 429); when it is busy the call waits as
 * asked and tries again, and when it cannot be reached, or stays busy, the stored token is left as it is.
 */
async function callRefresh(): Promise<string | null> {
  let waited = 0;
  try {
    for (;;) {
      const res = await fetch(`/api${authApiPaths.refresh()}`, {
        method: 'POST',
        credentials: 'same-origin',
      });
      if (isBusy(res.status)) {
        const wait = retryAfterMs(res);
        if (waited + wait > REFRESH_RETRY_BUDGET_MS) return null;
        waited += wait;
        await sleep(wait);
        continue;
      }
      if (res.status >= 500) return null;
      if (!res.ok) {
        tokenStore.set(null);
        return null;
      }
      const body = (await res.json()) as { accessToken?: string };
      tokenStore.set(body.accessToken ?? null);
      return body.accessToken ?? null;
    }
  } catch {
    return null;
  }
}

type RefreshMessage = { type: 'refreshing' } | { type: 'refreshed'; token: string | null };

/** BroadcastChannel coordination, for browsers without Web Locks. */
const broadcast = {
  channel: null as BroadcastChannel | null,
  otherRefreshingSince: 0,
  waiters: [] as ((token: string | null) => void)[],
  open(): BroadcastChannel | null {
    if (this.channel || typeof BroadcastChannel === 'undefined') return this.channel;
    const channel = new BroadcastChannel(REFRESH_CHANNEL_NAME);
    (channel as unknown as { unref?: () => void }).unref?.();
    channel.onmessage = (event: MessageEvent<RefreshMessage>) => {
      if (event.data?.type === 'refreshing') this.otherRefreshingSince = Date.now();
      if (event.data?.type === 'refreshed') {
        this.otherRefreshingSince = 0;
        for (const wake of this.waiters.splice(0)) wake(event.data.token);
      }
    };
    this.channel = channel;
    return channel;
  },
  otherTabIsRefreshing(): boolean {
    return (
      this.otherRefreshingSince > 0 && Date.now() - this.otherRefreshingSince < OTHER_TAB_REFRESH_WAIT_MS
    );
  },
  /** The result of another tab's refresh; undefined when it takes too long. */
  waitForOtherTab(): Promise<string | null | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(undefined);
      }, OTHER_TAB_REFRESH_WAIT_MS);
      const wake = (token: string | null) => {
        clearTimeout(timer);
        resolve(token);
      };
      this.waiters.push(wake);
    });
  },
};
// Listen from the start, so that this tab hears other tabs' refreshes before it needs one.
if (typeof window !== 'undefined' && !navigator.locks) broadcast.open();

/** Refreshes once for all tabs: the result of another tab's refresh is used instead of refreshing again. */
async function refreshOnceForAllTabs(stale: string | null): Promise<string | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return locks.request(REFRESH_LOCK_NAME, async () => {
      // Another tab refreshed while this one waited for the lock: its token is in the shared storage.
      const current = tokenStore.get();
      if (current && current !== stale) return current;
      return callRefresh();
    });
  }
  const channel = broadcast.open();
  if (channel && broadcast.otherTabIsRefreshing()) {
    const fromOtherTab = await broadcast.waitForOtherTab();
    if (fromOtherTab !== undefined) return fromOtherTab;
  }
  channel?.postMessage({ type: 'refreshing' } satisfies RefreshMessage);
  const token = await callRefresh();
  channel?.postMessage({ type: 'refreshed', token } satisfies RefreshMessage);
  return token;
}

let refreshing: Promise<string | null> | null = null;

/**
 * One shared refresh: concurrent 401s in this tab wait for the same call, and tabs take
 * turns (Web Locks, else BroadcastChannel), so that a tab uses another's fresh token instead of refreshing
 * with a cookie that was just rotated. `stale` is the access token that was refused, if any.
 */
export function refreshAccessToken(stale: string | null = tokenStore.get()): Promise<string | null> {
  refreshing ??= refreshOnceForAllTabs(stale).finally(() => {
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

/**
 * How API requests travel: the browser's fetch to the page's own origin. The server's first-paint renderer
 * (first-paint/prerender.tsx) swaps in a transport of its own, in its own copy of this module.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** Sets how API requests travel (the server-side renderer only). */
export function setApiTransport(next: (url: string, init: RequestInit) => Promise<Response>) {
  transport = next;
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
  return transport(`/api${path}${buildQuery(options.query)}`, {
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
      const fresh = await refreshAccessToken(token);
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

/** Makes a relative URL from the API (an upload's answer may be one) absolute. */
export function absoluteUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return url;
  return new URL(url, window.location.origin).toString();
}

/**
 * Fetches a signed-in file from the API (an .ics) with the Bearer token, refreshing once on 401 like
 * `apiRequest`, and saves it under `filename`: a plain link would carry no token.
 */
export async function downloadApiFile(path: string, filename: string, fallback?: string): Promise<void> {
  let token = tokenStore.get();
  let res: Response;
  try {
    res = await send(path, {}, token);
    if (res.status === 401) {
      const fresh = await refreshAccessToken(token);
      if (fresh) {
        token = fresh;
        res = await send(path, {}, token);
      }
    }
  } catch {
    throw new ApiError(0, { error: 'network', message: NETWORK_ERROR_MESSAGE }, fallback ?? '');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiError(res.status, body, fallback ?? GENERIC_ERROR_MESSAGES.internal);
  }
  saveFile(await res.blob(), filename);
}
