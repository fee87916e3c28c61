import { STATS_TEXT } from '../statistics-text';

const bandLabel = (i: number, count: number) => {
  const width = 100 / count;
  return `${i * width}–${(i + 1) * width} %`;
};

/** Ten bands of scores as bars, with the same counts in a table for screen readers. */
export function ScoreHistogram({ counts }: { counts: readonly number[] }) {
  const max = Math.max(1, ...counts);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-base font-bold text-slate-900">{STATS_TEXT.histogram}</figcaption>
      <div aria-hidden="true" className="flex h-40 items-end gap-1 border-b border-slate-300">
        {counts.map((n, i) => (
          <div key={bandLabel(i, counts.length)} className="flex h-full flex-1 flex-col justify-end">
            <span className="text-center text-xs text-slate-700">{n}</span>
            <div className="rounded-t bg-brand-700" style={{ height: `${(n / max) * 85}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1 text-center text-[0.65rem] text-slate-600">
        {counts.map((_, i) => (
          <span key={bandLabel(i, counts.length)} className="flex-1 break-all">
            {i * (100 / counts.length)}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{STATS_TEXT.histogram}</caption>
        <thead>
          <tr>
            <th scope="col">{STATS_TEXT.band}</th>
            <th scope="col">{STATS_TEXT.learners}</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((n, i) => (
            <tr key={bandLabel(i, counts.length)}>
              <th scope="row">{bandLabel(i, counts.length)}</th>
              <td>{n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
