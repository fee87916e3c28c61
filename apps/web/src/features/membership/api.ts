import type {
  CheckoutResponse,
  MembershipResponse,
  Plan,
  PlansResponse,
  SyncResponse,
} from '@medprep/shared';
import { MEMBERSHIP_STALE_MS, PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { MEMBERSHIP_TEXT } from './content';
import { membershipKeys } from './my-membership';

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

/* ---------- Membership sync (POST /membership/sync) ---------- */

export const syncMembership = (sessionId: string) =>
  apiRequest<SyncResponse>('/membership/sync', { method: 'POST', body: { sessionId } });
