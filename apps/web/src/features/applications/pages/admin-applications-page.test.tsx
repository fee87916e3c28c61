import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import { adminApplicationOf } from '../test-fixtures';
import AdminApplicationsPage from './admin-applications-page';
import AdminHomePage from './admin-home-page';

const admin = testUser({ id: 'a1', name: 'Sam Patel', role: 'admin' });
const LIST = '/api/admin/instructor-applications' as const;

const renderList = (path = '/admin/instructors/applications') =>
  renderRoutes(
    [
      { path: '/admin', element: <AdminHomePage /> },
      { path: '/admin/instructors/applications', element: <AdminApplicationsPage /> },
    ],
    path,
  );

const page = (
  items = [adminApplicationOf()],
  meta: Partial<{ page: number; hasNextPage: boolean }> = {},
) => ({
  items,
  meta: { page: 1, limit: 10, hasNextPage: false, total: items.length, ...meta },
});

describe('admin applications list', () => {
  it('keeps search, status, page and limit in the address; a new filter starts at page 1', async () => {
    signedInAs(admin);
    const list = answer('GET', LIST, ({ url }) =>
      page(undefined, { page: Number(url.searchParams.get('page')), hasNextPage: true }),
    );
    const { router } = renderList('/admin/instructors/applications?status=pending&page=2');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('amira@example.com')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Review application from Amira Khan' })).toHaveAttribute(
      'href',
      '/admin/instructors/applications/6f1c2d8e-1111-4a5b-9c3d-000000000001',
    );
    expect(list.requests.at(-1)?.path).toBe(`${LIST}?status=pending&page=2&limit=10`);
    expect(screen.getByLabelText('Status')).toHaveValue('pending');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&page=3'));

    await userEvent.type(screen.getByLabelText('Search name or email'), 'ravi');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ravi&status=pending'));
    await waitFor(() =>
      expect(list.requests.at(-1)?.path).toBe(`${LIST}?q=ravi&status=pending&page=1&limit=10`),
    );

    await userEvent.selectOptions(screen.getByLabelText('Per page'), '20');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ravi&status=pending&limit=20'));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ravi&limit=20'));
    expect(screen.getByLabelText('Search name or email')).toHaveValue('ravi');
  });

  it('shows "Failed to load applications" with Retry, and an empty state', async () => {
    let fail = true;
    signedInAs(admin);
    answer('GET', LIST, () => (fail ? apiError(500, 'internal', '') : page([])));
    renderList('/admin/instructors/applications?q=nobody');
    expect(await screen.findByText(APPLICATION_MESSAGES.loadListFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows the admin home with the pending count, and "Admins only." to others', async () => {
    signedInAs(admin);
    const list = answer('GET', LIST, () => ({
      ...page(),
      meta: { page: 1, limit: 1, hasNextPage: true, total: 4 },
    }));
    const first = renderList('/admin');
    const link = await screen.findByRole('link', { name: /Instructor applications/ });
    expect(link).toHaveAttribute('href', '/admin/instructors/applications');
    expect(await within(link).findByText('4 pending')).toBeInTheDocument();
    expect(list.requests.map((r) => r.path)).toContain(`${LIST}?status=pending&page=1&limit=1`);
    first.unmount();

    signedInAs(testUser());
    renderList();
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
  });
});
