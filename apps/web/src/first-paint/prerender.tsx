/**
 * The first paint of a public page, rendered on the server (docs/decisions/425): the page as a guest sees it,
 * with the answers it asked the API for, so a phone paints the page as soon as the HTML and the stylesheet
 * arrive instead of after the JavaScript. The browser does not hydrate it: main.tsx renders the app over it
 * once the page's code is there, seeded with the same answers (`dehydrated`), so the two look the same.
 *
 * Built on its own (`vite build --ssr`, into dist/.ssr/) and loaded by the server
 * (platform/first-paint/prerender.ts), which hands in a transport that answers API requests in-process, as a
 * guest. The server never asks for a route whose handle says `serverRender: false` (app/route-table.tsx).
 */
import { dehydrate, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import type { RouteHandle } from '../app/route-table';
import { routes } from '../app/routes';
import { setApiTransport } from '../lib/api-client';
import { renderOnServer } from './paint';

export interface PrerenderInput {
  /** The page's path and query string (`/courses?page=2`). */
  url: string;
  /** Whether the request carries the session hint: the top bar then waits, as the browser's first render does. */
  sessionHint: boolean;
}

export interface PrerenderResult {
  html: string;
  /** The query cache's answers, for the browser's first render (lib/query.tsx). */
  dehydrated: unknown;
}

/** Render passes at most: each may find queries the answers of the one before revealed. */
const MAX_PASSES = 4;

const handler = createStaticHandler(routes);

/** Sets how the renderer's API requests travel (the server's in-process transport). Call once. */
export function configure(transport: (url: string, init: RequestInit) => Promise<Response>) {
  setApiTransport(transport);
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/**
 * The page's HTML, or null when it has none to give: a redirect, an address the router sends elsewhere, a
 * route that opts out (`serverRender: false`), an answer the page needed that failed, or a page showing times
 * in the viewer's zone, which the server does not know (the browser then renders the page itself, as it
 * would anyway).
 */
export async function prerender({ url, sessionHint }: PrerenderInput): Promise<PrerenderResult | null> {
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) return null;
  if (context.errors) return null;
  if (context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.serverRender === false))
    return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const attempted = new Set<string>();
  const tree = (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Providers sessionLoading={sessionHint}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </QueryClientProvider>
    </StrictMode>
  );
  try {
    for (let pass = 1; ; pass++) {
      const { html, needsViewer } = renderOnServer(() => renderToString(tree));
      // Times in the viewer's zone cannot be painted here: the browser renders such a page itself.
      if (needsViewer) return null;
      const waiting = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && isEnabled(q) && !attempted.has(q.queryHash));
      if (waiting.length === 0) return { html, dehydrated: dehydrate(client) };
      if (pass === MAX_PASSES) return null;
      for (const q of waiting) attempted.add(q.queryHash);
      try {
        await Promise.all(
          waiting.map((q) => client.fetchQuery({ ...q.options, queryKey: q.queryKey, retry: false })),
        );
      } catch {
        return null;
      }
    }
  } finally {
    client.clear();
  }
}
