/**
 * The query caches alive in the page, known without loading the query library: the shell clears them on
 * sign-out and refreshes them after a purchase, while the library itself (lib/query.tsx) stays out of the
 * first-load JavaScript until a page or component that fetches needs it (docs/decisions/320).
 */
interface QueryCache {
  clear(): void;
  invalidateQueries(): Promise<unknown>;
}

const caches = new Set<QueryCache>();

/** Makes `cache` known to `clearQueries` and `invalidateQueries`; returns its removal. */
export function registerQueryClient(cache: QueryCache): () => void {
  caches.add(cache);
  return () => {
    caches.delete(cache);
  };
}

/** Forgets every cached answer (signing out). */
export function clearQueries() {
  for (const cache of caches) cache.clear();
}

/** Marks every cached answer stale and refetches the ones on screen (after a purchase). */
export function invalidateQueries() {
  for (const cache of caches) void cache.invalidateQueries();
}
