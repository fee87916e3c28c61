import { PRERENDERED_STATE_ID } from '@medprep/shared/constants';
import { hydrate, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { registerQueryClient } from './query-registry';

/**
 * The query library's client and provider, loaded with the first page or component that fetches (through
 * `withQueries`, lib/with-queries.ts), not with the shell: the home page's first load has no query library.
 */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * Seeds `client` with the answers the server's first paint was rendered with (docs/decisions/425), once: the
 * page's first render then shows what the server painted, and asks again at once, as the answers are stale.
 */
export function seedFromFirstPaint(client: QueryClient, doc: Document | undefined = globalThis.document) {
  const element = doc?.getElementById(PRERENDERED_STATE_ID);
  if (!element) return;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? 'null');
    if (state) hydrate(client, state);
  } catch {
    // a page without usable answers renders as any other: loading, then the answers
  }
}

/** The page's one client: every provider below shares it, so every part of the page shares one cache. */
export const queryClient = createQueryClient();
seedFromFirstPaint(queryClient);
registerQueryClient(queryClient);

/** Provides the page's client, unless a client is provided already (a test's, or an outer provider). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
