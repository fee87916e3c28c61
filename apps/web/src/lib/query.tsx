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
 * The answers the server's first paint was rendered with (docs/decisions/340), read once: the page's first
 * render shows what the server painted, and the answers are asked for again at once, as they are stale.
 */
function takePrerenderedState(): unknown {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PRERENDERED_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? 'null');
  } catch {
    return null;
  }
}

/** The page's one client: every provider below shares it, so every part of the page shares one cache. */
export const queryClient = createQueryClient();
const prerendered = takePrerenderedState();
if (prerendered) hydrate(queryClient, prerendered);
registerQueryClient(queryClient);

/** Provides the page's client, unless a client is provided already (a test's, or an outer provider). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
