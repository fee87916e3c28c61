import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, REFRESH_RETRY_BUDGET_MS, retryAfterMs, tokenStore } from './api-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the stored token as a Bearer header', async () => {
    tokenStore.set('abc');
    const fetchMock = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/things');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
    expect(localStorage.getItem('at')).toBe('abc');
  });

  it('refreshes once for concurrent 401s and retries each request once with the new token', async () => {
    tokenStore.set('old');
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
      if (url === '/api/auth/refresh') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { accessToken: 'new' });
      }
      return auth === 'Bearer new'
        ? json(200, { url })
        : json(401, { error: 'unauthorized', message: 'expired' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([apiRequest('/a'), apiRequest('/b'), apiRequest('/c')]);
    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshes).toBe(1);
    expect(tokenStore.get()).toBe('new');
  });

  it('retries only once: a 401 after the refresh is passed on without another refresh', async () => {
    tokenStore.set('old');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return url === '/api/auth/refresh'
          ? json(200, { accessToken: 'new' })
          : json(401, { error: 'unauthorized', message: 'Still not allowed' });
      }),
    );
    const error = (await apiRequest('/secret').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('unauthorized');
    expect(error.message).toBe('Still not allowed');
    expect(calls).toEqual(['/api/secret', '/api/auth/refresh', '/api/secret']);
  });

  it('sends cookies with every call and never refreshes for the auth calls themselves', async () => {
    const fetchMock = vi.fn(async () =>
      json(401, { error: 'unauthorized', message: 'Invalid email or password.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = (await apiRequest('/auth/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe('Invalid email or password.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('same-origin');
  });

  it('passes the original 401 on when the refresh yields no token, and clears the token', async () => {
    tokenStore.set('old');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/refresh'
          ? json(401, { error: 'unauthorized', message: 'no' })
          : json(401, { error: 'unauthorized', message: 'Please sign in to continue.' }),
      ),
    );
    const error = await apiRequest('/secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Please sign in to continue.');
    expect(tokenStore.get()).toBeNull();
  });

  it('a busy refresh (429) is tried again after Retry-After, and the request then succeeds', async () => {
    tokenStore.set('old');
    const refreshAnswers = [
      new Response(JSON.stringify({ error: 'rate_limited', message: 'Too many requests' }), {
        status: 429,
        headers: { 'retry-after': '0' },
      }),
      json(200, { accessToken: 'new' }),
    ];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(url);
        if (url === '/api/auth/refresh') return refreshAnswers.shift() as Response;
        const auth = (init?.headers as Record<string, string> | undefined)?.authorization;
        return auth === 'Bearer new'
          ? json(200, { ok: true })
          : json(401, { error: 'unauthorized', message: 'x' });
      }),
    );
    expect(await apiRequest('/me')).toEqual({ ok: true });
    expect(calls).toEqual(['/api/me', '/api/auth/refresh', '/api/auth/refresh', '/api/me']);
    expect(tokenStore.get()).toBe('new');
  });

  it('a refresh that stays busy past the budget, or fails on the server, leaves the session in place', async () => {
    for (const answer of [
      () =>
        new Response('{}', {
          status: 429,
          headers: { 'retry-after': String(REFRESH_RETRY_BUDGET_MS / 1000 + 1) },
        }),
      () => json(500, { error: 'internal', message: 'Something went wrong' }),
    ]) {
      tokenStore.set('old');
      let refreshes = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (url === '/api/auth/refresh') {
            refreshes++;
            return answer();
          }
          return json(401, { error: 'unauthorized', message: 'Please sign in to continue.' });
        }),
      );
      const error = (await apiRequest('/secret').catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(401);
      expect(refreshes).toBe(1);
      // Not signed out: the next request may refresh again once the server can answer.
      expect(tokenStore.get()).toBe('old');
    }
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const withHeader = (value?: string) =>
      new Response(null, { status: 429, headers: value === undefined ? {} : { 'retry-after': value } });
    expect(retryAfterMs(withHeader('7'), now)).toBe(7000);
    expect(retryAfterMs(withHeader('Thu, 26 Nov 2026 12:00:05 GMT'), now)).toBe(5000);
    expect(retryAfterMs(withHeader(), now)).toBe(1000);
    expect(retryAfterMs(withHeader('soon'), now)).toBe(1000);
  });

  it("shows the server's message, else the fallback, with per-field sentences", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, { error: 'validation_failed', message: 'Bad email', fields: { email: 'Bad email' } }),
      ),
    );
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Bad email');
    expect(error.fields).toEqual({ email: 'Bad email' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const bare = (await apiRequest('/x', { fallback: 'Login failed' }).catch((e: unknown) => e)) as ApiError;
    expect(bare.message).toBe('Login failed');
  });
});

/** Two browser tabs: two separate copies of the client module sharing one localStorage. */
async function twoTabs() {
  vi.resetModules();
  const a = await import('./api-client');
  vi.resetModules();
  const b = await import('./api-client');
  return [a, b] as const;
}

/** A refresh endpoint that answers only when released, counting calls. */
function slowRefresh() {
  let refreshes = 0;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/auth/refresh') return json(404, {});
      refreshes++;
      await released;
      return json(200, { accessToken: `new-${refreshes}` });
    }),
  );
  return { release, count: () => refreshes };
}

describe('refreshing once for all tabs', () => {
  it('with Web Locks, a tab that waited for the lock uses the token the other tab got', async () => {
    // A minimal LockManager: one holder at a time per name, in order of request.
    const queues = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        const previous = queues.get(name) ?? Promise.resolve();
        const run = previous.then(callback, callback);
        queues.set(
          name,
          run.catch(() => {}),
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      localStorage.setItem('at', 'old');
      const refresh = slowRefresh();
      const [tabA, tabB] = await twoTabs();
      const results = Promise.all([tabA.refreshAccessToken('old'), tabB.refreshAccessToken('old')]);
      refresh.release();
      expect(await results).toEqual(['new-1', 'new-1']);
      expect(refresh.count()).toBe(1);
      expect(localStorage.getItem('at')).toBe('new-1');
    } finally {
      delete (navigator as unknown as { locks?: unknown }).locks;
    }
  });

  it('without Web Locks, a tab that heard another announce a refresh waits for its result', async () => {
    class FakeChannel {
      static open = new Set<FakeChannel>();
      onmessage: ((event: { data: unknown }) => void) | null = null;
      constructor(readonly name: string) {
        FakeChannel.open.add(this);
      }
      postMessage(data: unknown) {
        for (const other of FakeChannel.open)
          if (other !== this && other.name === this.name) other.onmessage?.({ data });
      }
      close() {
        FakeChannel.open.delete(this);
      }
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    expect(navigator.locks).toBeUndefined();
    const refresh = slowRefresh();
    const [tabA, tabB] = await twoTabs();
    const first = tabA.refreshAccessToken('old');
    const second = tabB.refreshAccessToken('old');
    refresh.release();
    expect(await Promise.all([first, second])).toEqual(['new-1', 'new-1']);
    expect(refresh.count()).toBe(1);
  });
});
