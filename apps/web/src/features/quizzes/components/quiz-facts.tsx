import { countLabel } from '@medprep/shared/constants';
import { formatPrice } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import type { Quiz } from '../types';

export const timeLimitText = (sec: number) => (sec > 0 ? `${Math.round(sec / 60)} min` : 'Untimed');

export function PriceBadge({ quiz }: { quiz: Pick<Quiz, 'pricing'> }) {
  const { pricing } = quiz;
  if (pricing.isFree)
    return (
      <span className="flex flex-wrap items-center gap-1 self-start">
        <Badge tone="green">Free</Badge>
      </span>
    );
  return (
    <span className="flex flex-wrap items-center gap-1 self-start">
      <Badge tone="gray">{formatPrice(pricing.amountMinor, pricing.currency)}</Badge>
      {pricing.includedInMembership && <Badge tone="brand">Included in membership</Badge>}
    </span>
  );
}

/** Questions, time, pass mark and attempts, as a compact list. */
export function QuizFacts({ quiz }: { quiz: Quiz }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <div className="flex gap-1">
        <dt className="sr-only">Questions</dt>
        <dd>{countLabel(quiz.questionsPerAttempt, 'question')}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="sr-only">Time limit</dt>
        <dd>{timeLimitText(quiz.timeLimitSec)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Pass mark</dt>
        <dd>{quiz.passPercent}%</dd>
      </div>
      <div className="flex gap-1">
        <dt>Attempts</dt>
        <dd>{quiz.attemptsAllowed}</dd>
      </div>
    </dl>
  );
}
