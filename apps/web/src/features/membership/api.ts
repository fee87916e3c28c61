import type { MembershipResponse, Plan, PlansResponse, SyncResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { MEMBERSHIP_STALE_MS, PAYMENT_MESSAGES } from '@medprep/shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, checkoutAddress } from '../../lib/api-calls';
import { apiRequest } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { readQuery } from '../../lib/read-query';
import { MEMBERSHIP_TEXT } from './content';
import { membershipKeys } from './my-membership';

export { membershipKeys, myMembershipQueryOptions, useMyMembership } from './my-membership';

/* ---------- Plans (GET /memberships/plans) ---------- */

export const getPlans = (signal?: AbortSignal) =>
  apiGet<PlansResponse>(apiPaths.membership.plans(), PAYMENT_MESSAGES.loadPlansFailed, signal);

export const plansQueryOptions = () =>
  readQuery(membershipKeys.plans, getPlans, { staleTime: MEMBERSHIP_STALE_MS });

export const usePlans = () => useQuery(plansQueryOptions());

/* ---------- Membership checkout and cancel ---------- */

/** POST /me/membership/checkout {planId} → the provider's page (a missing URL is an error). */
export const checkoutMembership = (planId: Plan['id']) =>
  checkoutAddress(
    apiPaths.membership.checkout(),
    { planId },
    PAYMENT_MESSAGES.checkoutFailed,
    PAYMENT_MESSAGES.checkoutNoUrl,
  );

/** Starts a checkout for a plan and sends the browser to the provider's page. */
export function useMembershipCheckout() {
  return useMutation({
    mutationFn: checkoutMembership,
    onSuccess: (checkoutUrl) => browserNavigation.assign(checkoutUrl),
  });
}

/** Cancels a yearly membership at the end of its period; the answer replaces the cached membership. */
export const cancelMembership = () =>
  apiSend<MembershipResponse>('POST', apiPaths.membership.cancel(), {}, MEMBERSHIP_TEXT.cancelFailed);

export function useCancelMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSuccess: (answer) => client.setQueryData(membershipKeys.mine, answer),
  });
}

/* ---------- Membership sync (POST /membership/sync) ---------- */

export const syncMembership = (sessionId: string) =>
  apiRequest<SyncResponse>(apiPaths.membership.sync(), { method: 'POST', body: { sessionId } });
