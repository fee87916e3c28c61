import type { InstructorDashboardResponse } from '@medprep/shared';
import { COMPLETION_STEPS, DASHBOARD_TEXT } from '@medprep/shared/constants';
import { formatMoney } from '../../../lib/format';
import { type Column, ResponsiveTable } from '../../../ui/list';
import { kindLabel } from '../format';

type Data = InstructorDashboardResponse;
type Product = Data['byProduct'][number];
type Course = Data['courses'][number];
type Quiz = Data['quizzes'][number];
type Rating = Data['ratings'][number];

const num = 'whitespace-nowrap tabular-nums';
const title = <T,>(get: (row: T) => string): Column<T> => ({
  key: 'title',
  header: DASHBOARD_TEXT.product,
  role: 'title',
  cell: (row) => <span className="font-semibold break-words text-slate-900">{get(row)}</span>,
});

const PRODUCT_COLUMNS: Column<Product>[] = [
  title((p) => p.title),
  { key: 'kind', header: DASHBOARD_TEXT.kind, cell: (p) => kindLabel(p.kind) },
  { key: 'sales', header: DASHBOARD_TEXT.sales, className: num, cell: (p) => p.sales },
  {
    key: 'net',
    header: `${DASHBOARD_TEXT.net} (${DASHBOARD_TEXT.beforeFees})`,
    className: num,
    cell: (p) => formatMoney(p.netMinor, p.currency),
  },
];

const share = (n: number, of: number) => (of === 0 ? '' : ` (${Math.round((n * 100) / of)}%)`);
const stepKey = { 25: 'reached25', 50: 'reached50', 75: 'reached75', 100: 'completed' } as const;
const COURSE_COLUMNS: Column<Course>[] = [
  { ...title<Course>((c) => c.title), header: 'Course' },
  { key: 'learners', header: DASHBOARD_TEXT.learners, className: num, cell: (c) => c.learners },
  ...COMPLETION_STEPS.map(
    (step): Column<Course> => ({
      key: `r${step}`,
      header: DASHBOARD_TEXT.reached(step),
      className: num,
      cell: (c) => `${c[stepKey[step]]}${share(c[stepKey[step]], c.learners)}`,
    }),
  ),
];

const QUIZ_COLUMNS: Column<Quiz>[] = [
  { ...title<Quiz>((q) => q.title), header: 'Mock exam' },
  { key: 'attempts', header: DASHBOARD_TEXT.attempts, className: num, cell: (q) => q.attempts },
  {
    key: 'pass',
    header: DASHBOARD_TEXT.passRate,
    className: num,
    cell: (q) => (q.passRate === null ? '—' : `${q.passRate}%`),
  },
];

const RATING_COLUMNS: Column<Rating>[] = [
  title((r) => r.title),
  {
    key: 'kind',
    header: DASHBOARD_TEXT.kind,
    cell: (r) => kindLabel(r.kind === 'tutor' ? 'tutor_session' : r.kind),
  },
  {
    key: 'avg',
    header: DASHBOARD_TEXT.rating,
    className: num,
    cell: (r) => `${r.ratingAvg.toFixed(1)} of 5`,
  },
  { key: 'n', header: DASHBOARD_TEXT.ratingCount, className: num, cell: (r) => r.ratingCount },
];

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-slate-700">{children}</p>;
}

export function ProductsTable({ rows }: { rows: Data['byProduct'] }) {
  if (rows.length === 0) return <Empty>{DASHBOARD_TEXT.noSales}</Empty>;
  return (
    <ResponsiveTable
      caption={DASHBOARD_TEXT.byProduct}
      columns={PRODUCT_COLUMNS}
      rows={rows}
      rowKey={(p) => `${p.kind}-${p.itemId}-${p.currency}`}
    />
  );
}

export function CoursesTable({ rows }: { rows: Data['courses'] }) {
  if (rows.length === 0) return <Empty>{DASHBOARD_TEXT.noCourses}</Empty>;
  return (
    <ResponsiveTable
      caption={DASHBOARD_TEXT.courses}
      columns={COURSE_COLUMNS}
      rows={rows}
      rowKey={(c) => c.courseId}
    />
  );
}

export function QuizzesTable({ rows }: { rows: Data['quizzes'] }) {
  if (rows.length === 0) return <Empty>{DASHBOARD_TEXT.noQuizzes}</Empty>;
  return (
    <ResponsiveTable
      caption={DASHBOARD_TEXT.quizzes}
      columns={QUIZ_COLUMNS}
      rows={rows}
      rowKey={(q) => q.quizId}
    />
  );
}

export function RatingsTable({ rows }: { rows: Data['ratings'] }) {
  if (rows.length === 0) return <Empty>{DASHBOARD_TEXT.noRatings}</Empty>;
  return (
    <ResponsiveTable
      caption={DASHBOARD_TEXT.ratings}
      columns={RATING_COLUMNS}
      rows={rows}
      rowKey={(r) => `${r.kind}-${r.itemId}`}
    />
  );
}
