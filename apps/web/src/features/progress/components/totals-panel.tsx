import type { ProgressTotals } from '@medprep/shared';
import { SectionCard } from '../../../ui/section-card';
import { PROGRESS_TEXT, percentText } from '../content';

function Figure({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">
        {value}
        {detail && <span className="block text-sm font-normal text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}

/** Answers, the share right, the streak and the reviews due. */
export function TotalsPanel({ totals }: { totals: ProgressTotals }) {
  return (
    <SectionCard title={PROGRESS_TEXT.totals}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label={PROGRESS_TEXT.answered} value={totals.answered} />
        <Figure
          label={PROGRESS_TEXT.correct}
          value={percentText(totals.correctPercent)}
          detail={`${totals.correct} of ${totals.answered}`}
        />
        <Figure label={PROGRESS_TEXT.streak} value={totals.streakDays} />
        <Figure label={PROGRESS_TEXT.dueReviews} value={totals.dueReviews} />
      </dl>
    </SectionCard>
  );
}
