import type { SyncResponse } from '@medprep/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { syncPurchase } from './first-load-api';

/** The address parameters a checkout's return leaves behind (`?purchase=success&session_id=…`). */
export const SESSION_PARAM = 'session_id';
export const PURCHASE_PARAM = 'purchase';

/** What the page knows of one checkout's return: syncing, the server's answer, or a failed sync. */
export type PurchaseReturn =
  | { state: 'syncing' }
  | { state: 'synced'; result: SyncResponse }
  | { state: 'failed' };

const returns = new Map<string, PurchaseReturn>();
const running = new Map<string, Promise<SyncResponse | null>>();
const listeners = new Set<() => void>();
const announce = () => {
  for (const listener of listeners) listener();
};

/**
 * Fulfils a returned checkout (POST /purchase/sync, idempotent) once per session id and page load: the
 * purchase watcher and the page's post-payment banner share the one request and its answer.
 */
export function syncPurchaseReturn(sessionId: string): Promise<SyncResponse | null> {
  const started = running.get(sessionId);
  if (started) return started;
  returns.set(sessionId, { state: 'syncing' });
  announce();
  const sync = syncPurchase(sessionId).then(
    (result) => {
      returns.set(sessionId, { state: 'synced', result });
      announce();
      return result;
    },
    (error: unknown) => {
      returns.set(sessionId, { state: 'failed' });
      announce();
      throw error;
    },
  );
  running.set(sessionId, sync);
  return sync;
}

/** Forgets every return (tests). */
export function resetPurchaseReturns() {
  returns.clear();
  running.clear();
  announce();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The sync of `sessionId`, started here when nobody has started it (needs a signed-in caller). */
export function usePurchaseSync(sessionId: string | null, enabled = true): PurchaseReturn | undefined {
  const known = useSyncExternalStore(
    subscribe,
    () => (sessionId ? returns.get(sessionId) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (sessionId && enabled && !running.has(sessionId)) syncPurchaseReturn(sessionId).catch(() => undefined);
  }, [sessionId, enabled]);
  return known;
}

/**
 * The checkout session this page was opened with, read once on arrival (`?purchase=success&session_id=…`,
 * or `session_id` alone when `requirePurchaseParam` is false): the purchase watcher tidies the address
 * while the page still needs to know it came back from paying.
 */
export function useReturnedCheckout({ requirePurchaseParam = true } = {}): string | null {
  const location = useLocation();
  const [sessionId] = useState(() => {
    const params = new URLSearchParams(location.search);
    if (requirePurchaseParam && params.get(PURCHASE_PARAM) !== 'success') return null;
    return params.get(SESSION_PARAM) || null;
  });
  return sessionId;
}
