import { lazy, Suspense } from 'react';
import type { ChartProps } from './types';

export type { ChartProps, ChartRow, ChartSeries } from './types';

const Plot = lazy(() => import('./plot'));

const plain = (value: number) => String(value);

/**
 * A chart with the same figures as a table: the drawing (uPlot, loaded only when a chart is shown) is hidden
 * from screen readers; the table, in a disclosure under it, says everything the drawing says.
 */
export function Chart(props: ChartProps) {
  const { caption, rows, x, series, formatValue = plain, height = 220 } = props;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-base font-semibold text-slate-900">{caption}</figcaption>
      <div aria-hidden="true" className="min-w-0" style={{ minHeight: height + 40 }}>
        {rows.length > 0 && (
          <Suspense fallback={null}>
            <Plot {...props} formatValue={formatValue} height={height} />
          </Suspense>
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline">
          Show the figures as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {x.label}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-4 font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[x.key])} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {row[x.key]}
                  </th>
                  {series.map((s) => {
                    const value = row[s.key];
                    return (
                      <td key={s.key} className="py-1 pr-4 tabular-nums">
                        {typeof value === 'number' ? formatValue(value) : '–'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
