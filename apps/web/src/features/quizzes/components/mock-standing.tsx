import type { AttemptResults } from '@medprep/shared';
import { HISTOGRAM_BANDS, PERCENTILE_MIN_ATTEMPTS } from '@medprep/shared/constants';
import { clsx } from 'clsx';

export const STANDING_TEXT = {
  title: 'Among candidates',
  higherThan: (percentile: number) => `You scored higher than ${percentile} % of candidates`,
  notYet: `Your standing among candidates appears once ${PERCENTILE_MIN_ATTEMPTS} candidates have taken this mock.`,
  histogram: 'Scores of candidates’ first attempts',
  band: 'Score',
  candidates: 'Candidates',
  yours: 'your score',
} as const;

const WIDTH = 100 / HISTOGRAM_BANDS;
const bandOf = (percent: number) => Math.min(Math.floor(percent / WIDTH), HISTOGRAM_BANDS - 1);
const bandLabel = (i: number) => `${i * WIDTH}–${(i + 1) * WIDTH} %`;

/**
 * A mock result's percentile among candidates' first attempts, in words, and the histogram of their scores
 * with the learner's band named in words and drawn with a pattern (not by colour alone).
 */
export function MockStanding({ percent, results }: { percent: number; results: AttemptResults }) {
  const { percentile, histogram } = results;
  const mine = bandOf(percent);
  const max = Math.max(1, ...(histogram ?? []));
  return (
    <section aria-labelledby="standing-title" className="flex flex-col gap-3">
      <h2 id="standing-title" className="text-xl font-bold text-slate-900">
        {STANDING_TEXT.title}
      </h2>
      {percentile === null || histogram === null ? (
        <p className="text-slate-700">{STANDING_TEXT.notYet}</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-slate-900">{STANDING_TEXT.higherThan(percentile)}</p>
          <table className="w-full max-w-xl text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-800">
              {STANDING_TEXT.histogram}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{STANDING_TEXT.band}</th>
                <th scope="col">{STANDING_TEXT.candidates}</th>
              </tr>
            </thead>
            <tbody>
              {histogram.map((count, i) => (
                <tr key={bandLabel(i)} className={clsx(i === mine && 'font-semibold')}>
                  <th scope="row" className="whitespace-nowrap py-0.5 pr-3 font-normal">
                    {bandLabel(i)}
                    {i === mine && <span className="font-semibold">{` (${STANDING_TEXT.yours})`}</span>}
                  </th>
                  <td className="w-full py-0.5">
                    <div className="flex items-center gap-2">
                      <div
                        aria-hidden="true"
                        className={clsx(
                          'h-4 rounded-sm',
                          i === mine
                            ? 'border-2 border-brand-900 bg-[repeating-linear-gradient(45deg,var(--color-brand-700)_0_4px,white_4px_7px)]'
                            : 'bg-slate-400',
                        )}
                        style={{ width: `${(count / max) * 80}%`, minWidth: count > 0 ? 4 : 0 }}
                      />
                      <span className="tabular-nums">{count}</span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
