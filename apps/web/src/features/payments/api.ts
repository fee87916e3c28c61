import type {
  LocalSession,
  PurchaseKind,
  PurchasesResponse,
  Receipt,
  RedirectResponse,
} from '@medprep/shared';
import { PAYMENT_MESSAGES, PURCHASES_PANEL_LIMIT } from '@medprep/shared/constants';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { useSession } from '../../lib/session';

export const paymentKeys = {
  purchases: (kinds: readonly PurchaseKind[], limit: number) =>
    ['payments', 'purchases', [...kinds].sort().join(','), limit] as const,
  history: (page: number) => ['payments', 'purchases', 'all', page] as const,
  receipt: (id: string) => ['payments', 'receipt', id] as const,
  localSession: (sessionId: string) => ['payments', 'local-session', sessionId] as const,
};

/* ---------- My purchases (GET /me/purchases) ---------- */

export const purchasesQueryOptions = (kinds: readonly PurchaseKind[], limit = PURCHASES_PANEL_LIMIT) =>
  queryOptions({
    queryKey: paymentKeys.purchases(kinds, limit),
    queryFn: () =>
      apiRequest<PurchasesResponse>('/me/purchases', { query: { kinds: kinds.join(','), limit } }),
  });

/** The caller's purchases of the given kinds (newest first), e.g. 'My Mocks' = usePurchases(['quiz']). */
export function usePurchases(kinds: readonly PurchaseKind[], limit = PURCHASES_PANEL_LIMIT) {
  const { user } = useSession();
  return useQuery({ ...purchasesQueryOptions(kinds, limit), enabled: Boolean(user) });
}

/** Every purchase of the caller, a page at a time (My purchases). */
export const usePurchaseHistory = (page: number) =>
  useQuery({
    queryKey: paymentKeys.history(page),
    queryFn: () => apiRequest<PurchasesResponse>('/me/purchases', { query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useReceipt = (id: string) =>
  useQuery({
    queryKey: paymentKeys.receipt(id),
    queryFn: () => apiRequest<Receipt>(`/me/purchases/${encodeURIComponent(id)}/receipt`),
  });

/* ---------- The built-in checkout page (GET/POST /payments/local/{sessionId}) ---------- */

export const localSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.localSession(sessionId),
    queryFn: () =>
      apiRequest<LocalSession>(`/payments/local/${encodeURIComponent(sessionId)}`, {
        fallback: PAYMENT_MESSAGES.sessionNotFound,
      }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export const useLocalSession = (sessionId: string) => useQuery(localSessionQueryOptions(sessionId));

/** Pays a local session with a test card; the answer is where the browser goes next. */
export function usePayLocalSession(sessionId: string) {
  return useMutation({
    mutationFn: (cardNumber: string) =>
      apiRequest<RedirectResponse>(`/payments/local/${encodeURIComponent(sessionId)}/pay`, {
        method: 'POST',
        body: { cardNumber },
        fallback: PAYMENT_MESSAGES.checkoutFailed,
      }),
    onSuccess: ({ redirectUrl }) => browserNavigation.assign(redirectUrl),
  });
}

export function useCancelLocalSession(sessionId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<RedirectResponse>(`/payments/local/${encodeURIComponent(sessionId)}/cancel`, {
        method: 'POST',
        fallback: PAYMENT_MESSAGES.checkoutFailed,
      }),
    onSuccess: ({ redirectUrl }) => browserNavigation.assign(redirectUrl),
  });
}
