import type { RatingSummary } from '@medprep/shared';
import { histogramShares } from '@medprep/shared/constants';
import { REVIEW_TEXT, reviewCount, starsLabel } from '../content';

/** The average, the count and five bars, each with its number and share in text (not colour alone). */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const shares = histogramShares(summary.histogram);
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <p className="flex flex-col">
        <span className="text-4xl font-bold text-slate-900">
          {summary.ratingCount > 0 ? summary.ratingAvg.toFixed(1) : '–'}
          <span className="sr-only"> {REVIEW_TEXT.outOfFive}</span>
        </span>
        <span aria-hidden="true" className="text-lg text-amber-600">
          {'★'.repeat(Math.round(summary.ratingAvg))}
          <span className="text-slate-300">{'★'.repeat(5 - Math.round(summary.ratingAvg))}</span>
        </span>
        <span className="text-sm text-slate-700">
          {summary.ratingCount > 0 ? reviewCount(summary.ratingCount) : REVIEW_TEXT.noReviews}
        </span>
      </p>
      <ul aria-label={REVIEW_TEXT.histogramLabel} className="grid gap-1.5">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.histogram[star - 1] ?? 0;
          const share = shares[star - 1] ?? 0;
          return (
            <li key={star} className="grid grid-cols-[4.5rem_1fr_5.5rem] items-center gap-2 text-sm">
              <span className="text-slate-800">{starsLabel(star)}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="text-right text-slate-700">
                {n} ({share}%)
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
