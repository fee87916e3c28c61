import type { CurrencyTotal } from '@medprep/shared';
import { DASHBOARD_TEXT } from '@medprep/shared/constants';
import { formatMoney } from '../../../lib/format';

/** Gross, refunded and net per currency, as stacked cards on a phone; each says 'before fees'. */
export function CurrencyTotals({ totals, title }: { totals: readonly CurrencyTotal[]; title: string }) {
  if (totals.length === 0) return <p className="text-sm text-slate-700">{DASHBOARD_TEXT.noSales}</p>;
  return (
    <ul aria-label={title} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {totals.map((t) => (
        <li key={t.currency} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-700">
            {t.currency} <span className="font-normal">({DASHBOARD_TEXT.beforeFees})</span>
          </p>
          <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
            <span className="sr-only">{DASHBOARD_TEXT.net}: </span>
            {formatMoney(t.netMinor, t.currency)}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
            <dt>{DASHBOARD_TEXT.gross}</dt>
            <dd className="text-right tabular-nums">{formatMoney(t.grossMinor, t.currency)}</dd>
            <dt>{DASHBOARD_TEXT.refunded}</dt>
            <dd className="text-right tabular-nums">{formatMoney(t.refundedMinor, t.currency)}</dd>
            <dt className="font-semibold">{DASHBOARD_TEXT.net}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(t.netMinor, t.currency)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** One figure on a card: its label, the number, and what it counts (in the range, or now). */
export function Figure({ label, value, note }: { label: string; value: number | string; note: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {value} <span className="text-xs font-normal text-slate-600">{note}</span>
      </dd>
    </div>
  );
}
