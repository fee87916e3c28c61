import type { LiveStatus } from '@medprep/shared/constants';
import { Badge, type Tone } from '../../../ui/badge';

const TONES: Record<LiveStatus, Tone> = { scheduled: 'blue', live: 'green', ended: 'gray', canceled: 'red' };
const LABELS: Record<LiveStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live now',
  ended: 'Ended',
  canceled: 'Canceled',
};

export const liveStatusLabel = (status: LiveStatus) => LABELS[status];

export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
