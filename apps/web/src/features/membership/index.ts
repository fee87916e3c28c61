/* What the shell and other features may use of membership: the caller's membership state. */
export { membershipKeys, myMembershipQueryOptions, useMyMembership } from './my-membership';
