/**
 * Runs `task` once the browser is idle after the first paint (requestIdleCallback, or a short timeout where it
 * is missing), for code the first screen does not need: the shell's menus, the home page's carousel engine.
 * Returns the function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * A module loaded at most once, on demand: `load()` starts it (idle preload, hover, focus or first use) and
 * every caller shares the one promise. A failed load may be tried again.
 */
export function preloadable<T>(importer: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
