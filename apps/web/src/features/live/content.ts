import type { LiveJoinReason } from '@medprep/shared/constants';

/** What a reason reads as after 'Cannot join: '. */
export const LIVE_JOIN_REASON_TEXT: Record<LiveJoinReason, string> = {
  not_entitled: 'you don’t have access to this session',
  not_open_yet: 'the session opens 10 minutes before the start',
  ended: 'the session has ended',
  no_link: 'the host has not shared the link yet',
};
