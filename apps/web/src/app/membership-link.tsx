import { MEMBERSHIP_LINK_LABELS, membershipLinkState } from '@medprep/shared/constants';
import { useShellData } from '../lib/shell-data';
import { Badge } from '../ui/badge';

/** The membership link's state for the signed-in user: loading, active or inactive (platform.md §2). */
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
