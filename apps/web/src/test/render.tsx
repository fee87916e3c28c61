import type { User } from '@medprep/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ShellDataProvider } from '../app/shell-data';
import { registerQueryClient } from '../lib/query-registry';
import { SessionProvider } from '../lib/session';
import { ToastProvider } from '../ui/toast';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'amira@example.com',
  name: 'Amira Khan',
  role: 'user',
  avatar: null,
  ...overrides,
});

let forgetClient = () => {};

/** Renders routes in a memory router with the app's providers (and a query client of its own). */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Signing out clears it, a purchase refreshes it (lib/query-registry.ts), as the app's own client.
  forgetClient();
  forgetClient = registerQueryClient(client);
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ShellDataProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ShellDataProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

export function renderPage(element: ReactElement, path = '/', pattern = '*') {
  return renderRoutes([{ path: pattern, element }], path);
}

/**
 * Renders `element` at `path` (its route `pattern`, `path` unless told) with a stand-in page, a paragraph of
 * its name, at each address it may go on to (`{ '/qbank/sessions/:id': 'Session' }`).
 */
export function renderPageGoingTo(
  element: ReactElement,
  path: string,
  onward: Record<string, string>,
  pattern = path,
) {
  const stands = Object.entries(onward).map(([to, name]) => ({ path: to, element: <p>{name}</p> }));
  return renderRoutes([{ path: pattern, element }, ...stands], path);
}
