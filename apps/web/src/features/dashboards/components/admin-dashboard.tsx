import { DASHBOARD_TEXT } from '@medprep/shared/constants';
import { SectionCard } from '../../../ui/section-card';
import { QueryFallback } from '../../../ui/states';
import { useAdminDashboard } from '../api';
import { useRangeInAddress } from '../use-range';
import { MonthCharts } from './month-charts';
import { RangeForm } from './range-form';
import { CurrencyTotals, Figure } from './totals';

/** The admin home's dashboard: revenue of every seller, orders, accounts, members and what waits. */
export default function AdminDashboard() {
  const [range, setRange] = useRangeInAddress();
  const query = useAdminDashboard(range);
  const data = query.data;
  const t = DASHBOARD_TEXT;
  return (
    <section aria-labelledby="admin-dashboard" className="flex flex-col gap-6">
      <h2 id="admin-dashboard" className="text-2xl font-bold text-slate-900">
        {t.adminTitle}
      </h2>
      <RangeForm key={`${range.from}-${range.to}`} range={range} onChange={setRange} />
      {!data ? (
        <QueryFallback
          query={query}
          width=""
          loadingLabel="Loading the dashboard"
          errorMessage={t.loadFailed}
        />
      ) : (
        <>
          <SectionCard title={`${t.revenue} (${t.beforeFees})`}>
            <CurrencyTotals totals={data.currencyTotals} title={t.revenue} />
          </SectionCard>
          <SectionCard title={t.toHandle}>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <Figure label={t.ordersPaid} value={data.orders.paid} note={t.inRange} />
              <Figure label={t.ordersRefunded} value={data.orders.refunded} note={t.inRange} />
              <Figure label={t.newAccounts} value={data.newAccounts} note={t.inRange} />
              <Figure label={t.activeMembers} value={data.activeMembers} note={t.now} />
              <Figure label={t.pendingApplications} value={data.pendingApplications} note={t.now} />
              <Figure label={t.reportedReviews} value={data.openReports.reviews} note={t.now} />
              <Figure label={t.reportedQuestions} value={data.openReports.questions} note={t.now} />
              <Figure label={t.failedMail} value={data.failedMail} note={t.now} />
            </dl>
          </SectionCard>
          <SectionCard title={t.salesByMonth}>
            <MonthCharts range={data} byMonth={data.byMonth} netTitle={t.revenueByMonth} />
          </SectionCard>
        </>
      )}
    </section>
  );
}
