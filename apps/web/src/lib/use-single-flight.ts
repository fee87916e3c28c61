import { useCallback, useRef } from 'react';

/**
 * Wraps an action that sends a request so that it runs once at a time: calls made while one is under way
 * are ignored. The guard is a ref, not state, so a double click that lands before React re-renders (or
 * before react-query reports `isPending`) still sends one request. With `holdAfterSuccess` the guard stays
 * closed after a success: for actions after which the browser leaves the page (a checkout redirect).
 * A failure reopens it; the action's own state (e.g. the mutation's `error`) shows what went wrong, so the
 * returned function never rejects.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  { holdAfterSuccess = false }: { holdAfterSuccess?: boolean } = {},
): (...args: A) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      let succeeded = false;
      try {
        await latest.current(...args);
        succeeded = true;
      } catch {
        // Shown by the caller from the request's state.
      } finally {
        if (!(succeeded && holdAfterSuccess)) running.current = false;
      }
    },
    [holdAfterSuccess],
  );
}
