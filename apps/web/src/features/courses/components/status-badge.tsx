import type { CourseStatus } from '@medprep/shared';
import { Badge, type Tone } from '../../../ui/badge';
import { STATUS_LABELS } from '../content';

const TONES: Record<CourseStatus, Tone> = { draft: 'amber', published: 'green', archived: 'gray' };

export function StatusBadge({ status }: { status: CourseStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
