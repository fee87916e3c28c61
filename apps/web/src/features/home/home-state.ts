import type { HomeState } from '@medprep/shared/constants';

export type { HomeState };

/** GUEST, USER_NO_MEM (signed in, no active membership) or USER_MEM (active membership). */
export function homeState(signedIn: boolean, membershipActive: boolean): HomeState {
  if (!signedIn) return 'GUEST';
  return membershipActive ? 'USER_MEM' : 'USER_NO_MEM';
}
