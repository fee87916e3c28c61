import type { User } from '@medprep/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '../lib/session';
import { ToastProvider } from '../ui/toast';
import { setSessionHint } from './msw/session';

export type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => unknown | Response | undefined;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * @deprecated Use the MSW mock API instead (`answer`, `apiError`, `signedInAs` from `src/test/msw`).
 * Stubs fetch: the session bootstrap (refresh, me) answers for `user` (or as a guest), and `handlers`
 * answer everything else; an unhandled call is a 404 so a test notices it.
 */
export function mockApi(user: User | null, handlers: Record<string, Handler> = {}) {
  setSessionHint(user !== null);
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const key = `${method} ${url.pathname}`;
    if (handlers[key]) {
      const answer = await handlers[key]({ method, url, body });
      if (answer instanceof Response) return answer;
      return json(200, answer);
    }
    if (key === 'POST /api/auth/refresh')
      return user ? json(200, { accessToken: 'token' }) : json(401, { error: 'unauthorized', message: 'x' });
    if (key === 'GET /api/auth/me')
      return user ? json(200, { user }) : json(401, { error: 'unauthorized', message: 'x' });
    if (key === 'GET /api/me/membership') return json(200, { membership: null });
    if (key === 'GET /api/config') return json(200, { googleClientId: null });
    if (key === 'POST /api/auth/logout') return new Response(null, { status: 204 });
    return json(404, { error: 'not_found', message: `No handler for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, json };
}

export { json as jsonResponse };

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'amira@example.com',
  name: 'Amira Khan',
  role: 'user',
  avatar: null,
  ...overrides,
});

/** Renders routes in a memory router with the app's providers. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export function renderPage(element: ReactElement, path = '/', pattern = '*') {
  return renderRoutes([{ path: pattern, element }], path);
}
