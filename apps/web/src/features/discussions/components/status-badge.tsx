import { QUESTION_STATUS_LABELS, type QuestionStatus } from '@medprep/shared/constants';
import { Badge } from '../../../ui/badge';
import { STATUS_TONES } from '../content';

export function QuestionStatusBadge({ status }: { status: QuestionStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{QUESTION_STATUS_LABELS[status]}</Badge>;
}
