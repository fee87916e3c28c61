import type { MembershipResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { isMembershipActive, MEMBERSHIP_QUERY_RETRY, MEMBERSHIP_STALE_MS } from '@medprep/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

/*
 * The caller's membership, which the shell and the home page ask on every page: apart from the rest of the
 * membership API (api.ts re-exports it), so that first-load code does not carry the checkout, cancel and
 * purchase calls and their texts.
 */

export const membershipKeys = {
  all: ['membership'] as const,
  mine: ['membership', 'mine'] as const,
  plans: ['membership', 'plans'] as const,
};

/** GET /me/membership: the caller's membership (or null). */
export const getMyMembership = (signal?: AbortSignal) =>
  apiRequest<MembershipResponse>(apiPaths.membership.mine(), { signal });

export const myMembershipQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.mine,
    queryFn: ({ signal }) => getMyMembership(signal),
    staleTime: MEMBERSHIP_STALE_MS,
    retry: MEMBERSHIP_QUERY_RETRY,
  });

/** The caller's membership: loading, the membership (or null), and whether it is active. */
export function useMyMembership() {
  const { user } = useSession();
  const query = useQuery({ ...myMembershipQueryOptions(), enabled: Boolean(user) });
  const membership = query.data?.membership ?? null;
  return { ...query, membership, active: isMembershipActive(membership) };
}
