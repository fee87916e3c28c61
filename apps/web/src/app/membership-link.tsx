import { MEMBERSHIP_LINK_LABELS } from '@medprep/shared/constants';
import { useShellData } from '../lib/shell-data';
import { Badge } from '../ui/badge';

export type MembershipLinkState = 'loading' | 'active' | 'inactive';

/** 'Membership' while loading; 'Membership' + 'Active' when active; otherwise 'Get Lifetime'. */
export function membershipLinkState(loading: boolean, active: boolean): MembershipLinkState {
  if (loading) return 'loading';
  return active ? 'active' : 'inactive';
}

/** The membership link's state for the signed-in user: loading, active or inactive. */
export function useMembershipLinkState() {
  const { membershipPending, membershipActive } = useShellData();
  return membershipLinkState(membershipPending, membershipActive);
}

/** 'Membership' while loading; 'Membership' with an 'Active' badge when active; otherwise 'Get Lifetime'. */
export function MembershipLabel() {
  const state = useMembershipLinkState();
  return (
    <>
      <span>{MEMBERSHIP_LINK_LABELS[state]}</span>
      {state === 'active' && (
        <>
          {' '}
          <Badge tone="green">{MEMBERSHIP_LINK_LABELS.activeBadge}</Badge>
        </>
      )}
    </>
  );
}
