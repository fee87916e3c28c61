import type { AdminDashboardResponse, InstructorDashboardResponse } from '@medprep/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import AdminHomePage from '../../applications/pages/admin-home-page';
import InstructorDashboardPage from './instructor-dashboard-page';

// The drawing needs a canvas, which jsdom lacks; the figures are in the table under it.
vi.mock('../../../ui/charts/plot', () => ({ default: () => null }));

const instructor = testUser({ id: 'i1', name: 'Ada Seller', role: 'instructor' });
const admin = testUser({ id: 'a1', name: 'Sam Patel', role: 'admin' });

const dashboard: InstructorDashboardResponse = {
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-03-31T23:00:00.000Z',
  currencyTotals: [{ currency: 'GBP', grossMinor: 4000, refundedMinor: 2000, netMinor: 2000 }],
  byMonth: [{ month: '2026-02', currency: 'GBP', netMinor: 2000, sales: 1 }],
  byProduct: [
    { kind: 'course', itemId: 'c1', title: 'Cardiology', sales: 1, netMinor: 2000, currency: 'GBP' },
  ],
  enrolmentsByMonth: [{ month: '2026-03', enrolments: 4 }],
  courses: [
    {
      courseId: 'c1',
      title: 'Cardiology',
      learners: 4,
      reached25: 3,
      reached50: 2,
      reached75: 1,
      completed: 1,
    },
  ],
  quizzes: [{ quizId: 'q1', title: 'ECG mock', attempts: 3, passRate: 66.7 }],
  ratings: [],
  upcoming: { liveSessions: 2, tutoringSessions: 0 },
};

const renderPage = (path = '/instructor?from=2026-01-01&to=2026-03-31') =>
  renderRoutes([{ path: '/instructor', element: <InstructorDashboardPage /> }], path);

describe('the instructor dashboard', () => {
  it('shows earnings before fees, products, completion, pass rates and what is coming up', async () => {
    signedInAs(instructor);
    const api = answer('GET', '/api/instructor/dashboard', dashboard);
    renderPage();
    const earnings = await screen.findByRole('list', { name: 'Earnings' });
    expect(earnings).toHaveTextContent('GBP (before fees)');
    expect(earnings).toHaveTextContent('Gross£40.00');
    expect(earnings).toHaveTextContent('Refunded£20.00');
    // The last picked day is included (to the next London midnight: summer time from 29 March).
    expect(api.requests[0]?.url.searchParams.get('from')).toBe('2026-01-01T00:00:00.000Z');
    expect(api.requests[0]?.url.searchParams.get('to')).toBe('2026-03-31T23:00:00.000Z');
    const courses = screen.getByRole('table', { name: 'Courses: learners and completion' });
    expect(within(courses).getAllByRole('row')[1]).toHaveTextContent(
      'Cardiology43 (75%)2 (50%)1 (25%)1 (25%)',
    );
    expect(screen.getByRole('table', { name: 'Mock exams: attempts and pass rate' })).toHaveTextContent(
      '66.7%',
    );
    expect(screen.getByText('Nothing rated yet.')).toBeInTheDocument();
    expect(screen.getByText(/2 live sessions in the next 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your live sessions' })).toHaveAttribute(
      'href',
      '/instructor/live',
    );
    // The monthly figures are in a table under each chart, every month of the range listed.
    const net = screen.getByRole('table', { name: 'Net earnings by month (GBP, before fees)' });
    expect(within(net).getAllByRole('row')).toHaveLength(4);
    expect(within(net).getByRole('row', { name: /Feb 2026/ })).toHaveTextContent('£20.00');
  });

  it('changes the range through the address, and says when it is backwards', async () => {
    signedInAs(instructor);
    const api = answer('GET', '/api/instructor/dashboard', dashboard);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Earnings' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('From must be before To.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.requests.at(-1)?.url.searchParams.get('from')).toBe('2026-02-01T00:00:00.000Z'),
    );
  });

  it('says when the dashboard cannot be loaded, with a retry', async () => {
    signedInAs(instructor);
    answer('GET', '/api/instructor/dashboard', apiError(500, 'internal', 'Something went wrong.'));
    renderPage();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells a learner that only instructors have a dashboard', async () => {
    signedInAs(testUser({ role: 'user' }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Only instructors have a dashboard.' }),
    ).toBeInTheDocument();
  });
});

describe('the admin dashboard', () => {
  it('sits above the admin links with revenue, orders and what waits for an admin', async () => {
    signedInAs(admin);
    const body: AdminDashboardResponse = {
      from: '2025-06-01T00:00:00.000Z',
      to: '2026-06-01T00:00:00.000Z',
      currencyTotals: [{ currency: 'USD', grossMinor: 1500, refundedMinor: 0, netMinor: 1500 }],
      byMonth: [],
      orders: { paid: 5, refunded: 1 },
      newAccounts: 12,
      activeMembers: 3,
      pendingApplications: 2,
      openReports: { reviews: 1, questions: 0 },
      failedMail: 4,
    };
    answer('GET', '/api/admin/dashboard', body);
    answer('GET', '/api/admin/instructor-applications', {
      items: [],
      meta: { page: 1, limit: 1, hasNextPage: false, total: 2 },
    });
    renderRoutes([{ path: '/admin', element: <AdminHomePage /> }], '/admin');
    const revenue = await screen.findByRole('list', { name: 'Revenue' });
    expect(revenue).toHaveTextContent('US$15.00');
    expect(screen.getByText('Orders refunded').closest('div')).toHaveTextContent('1 in this range');
    expect(screen.getByText('Mail that failed to send').closest('div')).toHaveTextContent('4 now');
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });
});
