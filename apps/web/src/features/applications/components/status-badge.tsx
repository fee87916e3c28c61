import type { ApplicationStatus } from '@medprep/shared';
import { Badge } from '../../../ui/badge';
import { STATUS_LABELS, STATUS_TONES } from '../content';

/** Pending amber, approved green, rejected red. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="shrink-0 whitespace-nowrap">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
