import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../../test/render';
import { adminApplicationOf } from '../test-fixtures';
import AdminApplicationPage from './admin-application-page';

const ID = '6f1c2d8e-1111-4a5b-9c3d-000000000001';
const admin = testUser({ id: 'a1', name: 'Sam Patel', role: 'admin' });
const detailPath = `/api/admin/instructor-applications/${ID}`;

const renderDetail = () =>
  renderRoutes(
    [{ path: '/admin/instructors/applications/:id', element: <AdminApplicationPage /> }],
    `/admin/instructors/applications/${ID}`,
  );

/** A response the test releases when it wants. */
function deferred() {
  let resolve: (value: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('admin application page', () => {
  it('applies Approve at once and rolls it back with the server’s message when refused', async () => {
    const answer = deferred();
    mockApi(admin, {
      [`GET ${detailPath}`]: () => ({ application: adminApplicationOf() }),
      [`POST ${detailPath}/approve`]: () => answer.promise,
    });
    renderDetail();
    const heading = await screen.findByRole('heading', { name: 'Amira Khan' });
    const header = heading.parentElement as HTMLElement;
    expect(within(header).getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /https:\/\/youtu.be\/abc/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // Optimistic: approved before the server answers, and both decisions are now disabled.
    expect(within(header).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByText('Sam Patel')).toBeInTheDocument();

    answer.resolve(jsonResponse(409, { error: 'conflict', message: APPLICATION_MESSAGES.notPending }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.notPending);
    expect(within(header).getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('keeps the server’s approved application', async () => {
    mockApi(admin, {
      [`GET ${detailPath}`]: () => ({ application: adminApplicationOf() }),
      [`POST ${detailPath}/approve`]: () => ({
        application: adminApplicationOf({
          status: 'approved',
          review: {
            reason: null,
            reviewedAt: '2026-02-03T12:00:00.000Z',
            reviewedBy: { id: 'a1', name: 'Sam Patel' },
          },
        }),
      }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.approved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByText('3 Feb 2026, 12:00')).toBeInTheDocument();
  });

  it('asks for a reason before rejecting', async () => {
    const { calls } = mockApi(admin, {
      [`GET ${detailPath}`]: () => ({ application: adminApplicationOf() }),
      [`POST ${detailPath}/reject`]: ({ body }) => ({
        application: adminApplicationOf({
          status: 'rejected',
          rejectionReason: (body as { reason: string }).reason,
          review: {
            reason: (body as { reason: string }).reason,
            reviewedAt: '2026-02-03T12:00:00.000Z',
            reviewedBy: { id: 'a1', name: 'Sam Patel' },
          },
        }),
      }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText(APPLICATION_MESSAGES.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason for the rejection'), 'Please add samples.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findAllByText('Rejected')).not.toHaveLength(0);
    expect(screen.getByText('Please add samples.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${detailPath}/reject`)?.body).toEqual({
      reason: 'Please add samples.',
    });
  });

  it('saves admin notes', async () => {
    const { calls } = mockApi(admin, {
      [`GET ${detailPath}`]: () => ({ application: adminApplicationOf() }),
      [`PATCH ${detailPath}/notes`]: ({ body }) => ({
        application: adminApplicationOf({ notes: (body as { notes: string }).notes }),
      }),
    });
    renderDetail();
    const save = await screen.findByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Admin notes'), 'Strong ECG teaching.');
    await userEvent.click(save);
    expect(await screen.findByText(APPLICATION_MESSAGES.notesSaved)).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ notes: 'Strong ECG teaching.' });
  });

  it('says "Application not found." on 404 and "Failed to load application." otherwise', async () => {
    mockApi(admin, {
      [`GET ${detailPath}`]: () =>
        jsonResponse(404, { error: 'not_found', message: APPLICATION_MESSAGES.notFound }),
    });
    const first = renderDetail();
    expect(await screen.findByText(APPLICATION_MESSAGES.notFound)).toBeInTheDocument();
    first.unmount();

    mockApi(admin, { [`GET ${detailPath}`]: () => jsonResponse(500, { error: 'internal', message: '' }) });
    renderDetail();
    expect(
      await screen.findByText(APPLICATION_MESSAGES.loadFailed, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows "Admins only." to anyone else', async () => {
    const { calls } = mockApi(testUser());
    renderDetail();
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === detailPath)).toBe(false);
  });
});
