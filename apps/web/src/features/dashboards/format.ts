import type { MonthFigure } from '@medprep/shared';
import { DASHBOARD_TIME_ZONE, monthsBetween, PURCHASE_KIND_LABELS } from '@medprep/shared/constants';
import type { ChartRow } from '../../ui/charts';

export const kindLabel = (kind: string) => PURCHASE_KIND_LABELS[kind] ?? kind;

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'Mar 2026' for '2026-03'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** Every month of the range, with gaps filled by zeros, for one currency's net and everyone's sales. */
export function monthRows(
  range: { from: string; to: string },
  byMonth: readonly MonthFigure[],
  currency: string | null,
  extra: Readonly<Record<string, Record<string, number>>> = {},
): ChartRow[] {
  const months = monthsBetween(new Date(range.from), new Date(range.to), DASHBOARD_TIME_ZONE);
  return months.map((month) => {
    const rows = byMonth.filter((m) => m.month === month);
    const net = rows.filter((m) => m.currency === currency).reduce((sum, m) => sum + m.netMinor, 0);
    const sales = rows.reduce((sum, m) => sum + m.sales, 0);
    const more = Object.fromEntries(Object.entries(extra).map(([key, values]) => [key, values[month] ?? 0]));
    return { month: monthLabel(month), net: net / 100, sales, ...more };
  });
}

/** The currencies that have figures, in the order the server gave them. */
export const currenciesOf = (byMonth: readonly MonthFigure[]) => [...new Set(byMonth.map((m) => m.currency))];
