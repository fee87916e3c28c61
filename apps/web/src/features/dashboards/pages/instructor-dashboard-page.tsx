import { DASHBOARD_TEXT } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { AdminsOnly } from '../../../lib/admins-only';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { SectionCard } from '../../../ui/section-card';
import { QueryFallback } from '../../../ui/states';
import { useInstructorDashboard } from '../api';
import { MonthCharts } from '../components/month-charts';
import { RangeForm } from '../components/range-form';
import { SalesCsv } from '../components/sales-csv';
import { CoursesTable, ProductsTable, QuizzesTable, RatingsTable } from '../components/seller-tables';
import { CurrencyTotals } from '../components/totals';
import { useRangeInAddress } from '../use-range';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Dashboard() {
  const [range, setRange] = useRangeInAddress();
  const query = useInstructorDashboard(range);
  const data = query.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{DASHBOARD_TEXT.instructorTitle}</h1>
        <p className="text-slate-700">{DASHBOARD_TEXT.instructorIntro}</p>
      </header>
      <RangeForm key={`${range.from}-${range.to}`} range={range} onChange={setRange} />
      {!data ? (
        <QueryFallback
          query={query}
          loadingLabel="Loading your dashboard"
          errorMessage={DASHBOARD_TEXT.loadFailed}
        />
      ) : (
        <>
          <SectionCard title={`${DASHBOARD_TEXT.earnings} (${DASHBOARD_TEXT.beforeFees})`}>
            <CurrencyTotals totals={data.currencyTotals} title={DASHBOARD_TEXT.earnings} />
          </SectionCard>
          <SectionCard title={DASHBOARD_TEXT.salesByMonth}>
            <MonthCharts
              range={data}
              byMonth={data.byMonth}
              enrolments={Object.fromEntries(data.enrolmentsByMonth.map((m) => [m.month, m.enrolments]))}
              netTitle={DASHBOARD_TEXT.netByMonth}
            />
          </SectionCard>
          <SectionCard title={DASHBOARD_TEXT.byProduct}>
            <ProductsTable rows={data.byProduct} />
          </SectionCard>
          <SectionCard title={DASHBOARD_TEXT.csvTitle}>
            <SalesCsv range={range} />
          </SectionCard>
          <SectionCard title={DASHBOARD_TEXT.courses}>
            <CoursesTable rows={data.courses} />
          </SectionCard>
          <SectionCard title={DASHBOARD_TEXT.quizzes}>
            <QuizzesTable rows={data.quizzes} />
          </SectionCard>
          <SectionCard title={DASHBOARD_TEXT.ratings}>
            <RatingsTable rows={data.ratings} />
          </SectionCard>
          <SectionCard title={DASHBOARD_TEXT.upcoming}>
            <ul className="flex flex-col gap-2 text-sm text-slate-800">
              <li>
                {DASHBOARD_TEXT.upcomingLive(data.upcoming.liveSessions)}:{' '}
                <Link className={linkClass} to={paths.instructorLive()}>
                  {DASHBOARD_TEXT.manageLive}
                </Link>
              </li>
              <li>
                {DASHBOARD_TEXT.upcomingTutoring(data.upcoming.tutoringSessions)}:{' '}
                <Link className={linkClass} to={paths.tutorSessions()}>
                  {DASHBOARD_TEXT.manageTutoring}
                </Link>
              </li>
            </ul>
          </SectionCard>
        </>
      )}
    </div>
  );
}

/** /instructor: the instructor's home, their sales, learners and ratings. */
export default function InstructorDashboardPage() {
  useTitle(DASHBOARD_TEXT.instructorTitle);
  const { user } = useSession();
  if (user?.role !== 'instructor' && user?.role !== 'admin')
    return <AdminsOnly message={DASHBOARD_TEXT.instructorsOnly} />;
  return <Dashboard />;
}
