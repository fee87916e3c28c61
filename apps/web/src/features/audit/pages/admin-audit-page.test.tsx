import type { AuditEntry } from '@medprep/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import AdminHomePage from '../../applications/pages/admin-home-page';
import AdminAuditPage from './admin-audit-page';

const admin = testUser({ id: 'a1', name: 'Sam Patel', role: 'admin' });
const LIST = '/api/admin/audit' as const;
const GRACE = '6f1c2d8e-1111-4a5b-9c3d-00000000000a';
const LEARNER = '6f1c2d8e-1111-4a5b-9c3d-00000000000b';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'e1',
  at: '2026-03-04T12:00:00.000Z',
  actor: { id: GRACE, name: 'Grace Admin', role: 'admin' },
  action: 'user.extra_time_changed',
  targetKind: 'user',
  targetId: LEARNER,
  ip: '203.0.113.7',
  changes: { extraTimePercent: [0, 25] },
  ...over,
});
const refund = entry({
  id: 'e2',
  actor: null,
  action: 'order.refunded',
  targetKind: 'order',
  targetId: 'order-9',
  ip: null,
  changes: { status: ['pending', 'refunded'] },
});
const page = (items: AuditEntry[], meta: Partial<{ page: number; hasNextPage: boolean }> = {}) => ({
  items,
  meta: { page: 1, limit: 20, hasNextPage: false, total: items.length, ...meta },
});

const renderAudit = (path = '/admin/audit') =>
  renderRoutes(
    [
      { path: '/admin', element: <AdminHomePage /> },
      { path: '/admin/audit', element: <AdminAuditPage /> },
    ],
    path,
  );

describe('the audit trail page', () => {
  it('shows who did what to what, when, from where, and the change', async () => {
    signedInAs(admin);
    answer('GET', LIST, () => page([entry(), refund]));
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Extra time changed');
    expect(first).toHaveTextContent('Grace Admin');
    expect(first).toHaveTextContent('admin');
    expect(first).toHaveTextContent('203.0.113.7');
    expect(first).toHaveTextContent('extra time percent: 0 → 25');
    expect(second).toHaveTextContent('Order refunded');
    expect(second).toHaveTextContent('System (automatic)');
    expect(second).toHaveTextContent('status: pending → refunded');
    expect(second).toHaveTextContent('not recorded');
    // The same entries as cards on narrow screens.
    const cards = screen.getByRole('list', { name: 'Audit trail' });
    expect(cards.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(cards).toHaveTextContent('WhoSystem (automatic)');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    // Nothing offers to edit or delete an entry.
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });

  it('filters by action, target and actor through the address; a new filter starts at page 1', async () => {
    signedInAs(admin);
    const list = answer('GET', LIST, ({ url }) =>
      page([entry()], { page: Number(url.searchParams.get('page')), hasNextPage: true }),
    );
    const { router } = renderAudit('/admin/audit?page=2');
    const table = await screen.findByRole('table');
    expect(list.requests.at(-1)?.path).toBe(`${LIST}?page=2`);

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'user.extra_time_changed');
    await waitFor(() => expect(router.state.location.search).toBe('?action=user.extra_time_changed'));
    await waitFor(() =>
      expect(list.requests.at(-1)?.path).toBe(`${LIST}?action=user.extra_time_changed&page=1`),
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Only actions by Grace Admin' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?actor=${GRACE}&action=user.extra_time_changed`),
    );
    expect(await screen.findByText('Showing actions by Grace Admin')).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('table')).getByRole('button', {
        name: `Only entries about account ${LEARNER}`,
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?actor=${GRACE}&action=user.extra_time_changed&targetKind=user&targetId=${LEARNER}`,
      ),
    );
    expect(screen.getByLabelText('Target')).toHaveValue('user');
    expect(screen.getByLabelText('Target id')).toHaveValue(LEARNER);

    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?action=user.extra_time_changed&targetKind=user&targetId=${LEARNER}`,
      ),
    );
  });

  it('ignores an actor in the address that is not a user id', async () => {
    signedInAs(admin);
    const list = answer('GET', LIST, () => page([entry()]));
    renderAudit('/admin/audit?actor=robert&targetKind=planet');
    await screen.findByRole('table');
    expect(list.requests.at(-1)?.path).toBe(`${LIST}?page=1`);
  });

  it('says when loading fails (with Retry), and when nothing matches', async () => {
    let fail = true;
    signedInAs(admin);
    answer('GET', LIST, () => (fail ? apiError(500, 'internal', '') : page([])));
    renderAudit('/admin/audit?action=order.refunded');
    expect(await screen.findByText('The audit trail could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('is linked from the admin home, and says "admins only" to others', async () => {
    signedInAs(admin);
    answer('GET', '/api/admin/instructor-applications', () => ({
      items: [],
      meta: { page: 1, limit: 1, hasNextPage: false, total: 0 },
    }));
    const { unmount } = renderAudit('/admin');
    expect(await screen.findByRole('link', { name: /Audit trail/ })).toHaveAttribute('href', '/admin/audit');
    unmount();
    signedInAs(testUser({ role: 'instructor' }));
    renderAudit();
    expect(await screen.findByText('Only admins can read the audit trail.')).toBeInTheDocument();
  });
});
