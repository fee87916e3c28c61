import type { LiveStatus } from '@medprep/shared/constants';
import type { StatusScheme } from '../../../ui/badge';

const LABELS: Record<LiveStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live now',
  ended: 'Ended',
  canceled: 'Canceled',
};

export const liveStatusLabel = (status: LiveStatus) => LABELS[status];

/** A live session's status on the kit's StatusBadge. */
export const LIVE_STATUS_SCHEME: StatusScheme<LiveStatus> = {
  tones: { scheduled: 'blue', live: 'green', ended: 'gray', canceled: 'red' },
  labels: LABELS,
};
