import type {
  LocalSession,
  PurchaseKind,
  PurchasesResponse,
  Receipt,
  RedirectResponse,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { PAYMENT_MESSAGES, PURCHASES_PANEL_LIMIT } from '@medprep/shared/constants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api-calls';
import { ApiError, apiRequest } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { readPagedQuery, readQuery } from '../../lib/read-query';
import { useSession } from '../../lib/session';

export const paymentKeys = {
  purchases: (kinds: readonly PurchaseKind[], limit: number) =>
    ['payments', 'purchases', [...kinds].sort().join(','), limit] as const,
  history: (page: number) => ['payments', 'purchases', 'all', page] as const,
  receipt: (id: string) => ['payments', 'receipt', id] as const,
  localSession: (sessionId: string) => ['payments', 'local-session', sessionId] as const,
};

/* ---------- My purchases (GET /me/purchases) ---------- */

/** GET /me/purchases: the caller's purchases, of some kinds or all, a page at a time. */
export const getPurchases = (
  query: { kinds?: string; limit?: number; page?: number },
  signal?: AbortSignal,
) => apiRequest<PurchasesResponse>(apiPaths.payments.purchases(), { query, signal });

export const purchasesQueryOptions = (kinds: readonly PurchaseKind[], limit = PURCHASES_PANEL_LIMIT) =>
  readQuery(paymentKeys.purchases(kinds, limit), (signal) =>
    getPurchases({ kinds: kinds.join(','), limit }, signal),
  );

/** The caller's purchases of the given kinds (newest first), e.g. 'My Mocks' = usePurchases(['quiz']). */
export function usePurchases(kinds: readonly PurchaseKind[], limit = PURCHASES_PANEL_LIMIT) {
  const { user } = useSession();
  return useQuery({ ...purchasesQueryOptions(kinds, limit), enabled: Boolean(user) });
}

/** Every purchase of the caller, a page at a time (My purchases). */
export const purchaseHistoryQueryOptions = (page: number) =>
  readPagedQuery(paymentKeys.history(page), (signal) => getPurchases({ page }, signal));

export const usePurchaseHistory = (page: number) => useQuery(purchaseHistoryQueryOptions(page));

/** GET /me/purchases/{id}/receipt. */
export const getReceipt = (id: string, signal?: AbortSignal) =>
  apiRequest<Receipt>(apiPaths.payments.receipt(id), { signal });

export const receiptQueryOptions = (id: string) =>
  readQuery(paymentKeys.receipt(id), (signal) => getReceipt(id, signal));

export const useReceipt = (id: string) => useQuery(receiptQueryOptions(id));

/* ---------- The built-in checkout page (GET/POST /payments/local/{sessionId}) ---------- */

export const getLocalSession = (sessionId: string, signal?: AbortSignal) =>
  apiGet<LocalSession>(apiPaths.payments.localSession(sessionId), PAYMENT_MESSAGES.sessionNotFound, signal);

export const localSessionQueryOptions = (sessionId: string) =>
  readQuery(paymentKeys.localSession(sessionId), (signal) => getLocalSession(sessionId, signal), {
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export const useLocalSession = (sessionId: string) => useQuery(localSessionQueryOptions(sessionId));

export const payLocalSession = (sessionId: string, cardNumber: string) =>
  apiSend<RedirectResponse>(
    'POST',
    apiPaths.payments.localPay(sessionId),
    { cardNumber },
    PAYMENT_MESSAGES.checkoutFailed,
  );

export const cancelLocalSession = (sessionId: string) =>
  apiRequest<RedirectResponse>(apiPaths.payments.localCancel(sessionId), {
    method: 'POST',
    fallback: PAYMENT_MESSAGES.checkoutFailed,
  });

/** Pays a local session with a test card; the answer is where the browser goes next. */
export function usePayLocalSession(sessionId: string) {
  return useMutation({
    mutationFn: (cardNumber: string) => payLocalSession(sessionId, cardNumber),
    onSuccess: ({ redirectUrl }) => browserNavigation.assign(redirectUrl),
  });
}

export function useCancelLocalSession(sessionId: string) {
  return useMutation({
    mutationFn: () => cancelLocalSession(sessionId),
    onSuccess: ({ redirectUrl }) => browserNavigation.assign(redirectUrl),
  });
}
