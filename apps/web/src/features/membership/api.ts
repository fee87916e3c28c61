import type {
  CheckoutResponse,
  LocalSession,
  MembershipResponse,
  Plan,
  PlansResponse,
  PurchaseKind,
  PurchasesResponse,
  RedirectResponse,
  SyncResponse,
} from '@medprep/shared';
import { MEMBERSHIP_STALE_MS, PAYMENT_MESSAGES, PURCHASES_PANEL_LIMIT } from '@medprep/shared/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { MEMBERSHIP_TEXT } from './content';
import { membershipKeys } from './my-membership';
import { browserNavigation } from './redirect';

export { membershipKeys, myMembershipQueryOptions, useMyMembership } from './my-membership';

/* ---------- Plans (GET /memberships/plans) ---------- */

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.plans,
    queryFn: () =>
      apiRequest<PlansResponse>('/memberships/plans', { fallback: PAYMENT_MESSAGES.loadPlansFailed }),
    staleTime: MEMBERSHIP_STALE_MS,
  });

export const usePlans = () => useQuery(plansQueryOptions());

/* ---------- Membership checkout and cancel ---------- */

/** Starts a checkout for a plan and sends the browser to the provider's page (a missing URL is an error). */
export function useMembershipCheckout() {
  return useMutation({
    mutationFn: async (planId: Plan['id']) => {
      const answer = await apiRequest<Partial<CheckoutResponse> | null>('/me/membership/checkout', {
        method: 'POST',
        body: { planId },
        fallback: PAYMENT_MESSAGES.checkoutFailed,
      });
      if (!answer?.checkoutUrl) throw new Error(PAYMENT_MESSAGES.checkoutNoUrl);
      return answer.checkoutUrl;
    },
    onSuccess: (checkoutUrl) => browserNavigation.assign(checkoutUrl),
  });
}

/** Cancels a yearly membership at the end of its period; the answer replaces the cached membership. */
export function useCancelMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<MembershipResponse>('/me/membership/cancel', {
        method: 'POST',
        body: {},
        fallback: MEMBERSHIP_TEXT.cancelFailed,
      }),
    onSuccess: (answer) => client.setQueryData(membershipKeys.mine, answer),
  });
}

/* ---------- Purchase sync (POST /membership/sync, POST /purchase/sync) ---------- */

export const syncMembership = (sessionId: string) =>
  apiRequest<SyncResponse>('/membership/sync', { method: 'POST', body: { sessionId } });

export const syncPurchase = (sessionId: string) =>
  apiRequest<SyncResponse>('/purchase/sync', { method: 'POST', body: { sessionId } });

/* ---------- My purchases (GET /me/purchases) ---------- */

export const purchasesQueryOptions = (kinds: readonly PurchaseKind[], limit = PURCHASES_PANEL_LIMIT) =>
  queryOptions({
    queryKey: membershipKeys.purchases(kinds, limit),
    queryFn: () =>
      apiRequest<PurchasesResponse>('/me/purchases', { query: { kinds: kinds.join(','), limit } }),
  });

/** The caller's purchases of the given kinds (newest first), e.g. 'My Mocks' = usePurchases(['quiz']). */
export function usePurchases(kinds: readonly PurchaseKind[], limit = PURCHASES_PANEL_LIMIT) {
  const { user } = useSession();
  return useQuery({ ...purchasesQueryOptions(kinds, limit), enabled: Boolean(user) });
}

/* ---------- The built-in checkout page (GET/POST /payments/local/{sessionId}) ---------- */

export const localSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: membershipKeys.localSession(sessionId),
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
