import type { MonthFigure } from '@medprep/shared';
import { DASHBOARD_TEXT } from '@medprep/shared/constants';
import { formatMoney } from '../../../lib/format';
import { Chart } from '../../../ui/charts';
import { currenciesOf, monthRows } from '../format';

/**
 * Net money by month, one chart per currency (amounts of two currencies never share an axis), and the
 * count of sales (plus enrolments, for a seller) by month.
 */
export function MonthCharts({
  range,
  byMonth,
  enrolments,
  netTitle,
}: {
  range: { from: string; to: string };
  byMonth: readonly MonthFigure[];
  enrolments?: Readonly<Record<string, number>>;
  netTitle: (currency: string) => string;
}) {
  const currencies = currenciesOf(byMonth);
  const counts = monthRows(range, byMonth, null, enrolments ? { enrolments } : {});
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {currencies.map((currency) => (
        <Chart
          key={currency}
          kind="bar"
          caption={netTitle(currency)}
          rows={monthRows(range, byMonth, currency)}
          x={{ key: 'month', label: DASHBOARD_TEXT.month }}
          series={[{ key: 'net', label: DASHBOARD_TEXT.net }]}
          formatValue={(value) => formatMoney(Math.round(value * 100), currency)}
        />
      ))}
      <Chart
        kind="line"
        caption={
          enrolments
            ? `${DASHBOARD_TEXT.salesByMonth} and ${DASHBOARD_TEXT.enrolments.toLowerCase()}`
            : DASHBOARD_TEXT.salesByMonth
        }
        rows={counts}
        x={{ key: 'month', label: DASHBOARD_TEXT.month }}
        series={[
          { key: 'sales', label: DASHBOARD_TEXT.sales },
          ...(enrolments ? [{ key: 'enrolments', label: DASHBOARD_TEXT.enrolments }] : []),
        ]}
      />
    </div>
  );
}
