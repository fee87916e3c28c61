import type { AdminApplication } from '@medprep/shared';
import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, deferred, recordRequests, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import { adminApplicationOf } from '../test-fixtures';
import AdminApplicationPage from './admin-application-page';

const ID = '6f1c2d8e-1111-4a5b-9c3d-000000000001';
const admin = testUser({ id: 'a1', name: 'Sam Patel', role: 'admin' });
const detailPath = `/api/admin/instructor-applications/${ID}` as const;
const reviewed = { reviewedAt: '2026-02-03T12:00:00.000Z', reviewedBy: { id: 'a2', name: 'Lee Chen' } };

const renderDetail = () =>
  renderRoutes(
    [{ path: '/admin/instructors/applications/:id', element: <AdminApplicationPage /> }],
    `/admin/instructors/applications/${ID}`,
  );

/** An admin looking at an application; each GET of it answers the latest `current`. */
function reviewing(initial: AdminApplication = adminApplicationOf()) {
  signedInAs(admin);
  const state = { current: initial };
  const load = answer('GET', detailPath, () => ({ application: state.current }));
  return { state, load };
}

/** The status badge beside the applicant's name. */
const header = async () =>
  (await screen.findByRole('heading', { name: 'Amira Khan', level: 1 })).parentElement as HTMLElement;

describe('admin application page', () => {
  it('approves once, shows the server’s answer and moves focus to the outcome', {
    timeout: 15_000,
  }, async () => {
    reviewing();
    const gate = deferred();
    const approve = answer('POST', `${detailPath}/approve`, async () => {
      await gate.promise;
      return {
        application: adminApplicationOf({ status: 'approved', review: { reason: null, ...reviewed } }),
      };
    });
    renderDetail();
    expect(within(await header()).getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /https:\/\/youtu.be\/abc/ })).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Approve' });
    await userEvent.dblClick(button);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    // Nothing is claimed before the server answers.
    expect(within(await header()).getByText('Pending review')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    gate.release();

    expect(await screen.findByText(APPLICATION_MESSAGES.approved)).toBeInTheDocument();
    expect(within(await header()).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Lee Chen')).toBeInTheDocument();
    expect(screen.getByText('3 Feb 2026, 12:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Approved\. Approve and Reject/)).toHaveFocus());
    expect(approve.requests).toHaveLength(1);
  });

  it('after a refused approve, shows the real status and the error, with focus on the error', async () => {
    const { state, load } = reviewing();
    answer('POST', `${detailPath}/approve`, () => {
      // Another admin rejected it meanwhile.
      state.current = adminApplicationOf({
        status: 'rejected',
        rejectionReason: 'No samples.',
        review: { reason: 'No samples.', ...reviewed },
      });
      return apiError(409, 'conflict', APPLICATION_MESSAGES.notPending);
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.notPending);
    expect(within(await header()).getByText('Rejected')).toBeInTheDocument();
    expect(within(await header()).queryByText('Pending review')).not.toBeInTheDocument();
    expect(screen.getByText('No samples.')).toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(load.requests).toHaveLength(2);
  });

  it('asks for a reason before rejecting, then rejects once', async () => {
    reviewing();
    const reject = answer('POST', `${detailPath}/reject`, ({ body }) => {
      const { reason } = body as { reason: string };
      return {
        application: adminApplicationOf({
          status: 'rejected',
          rejectionReason: reason,
          review: { reason, ...reviewed },
        }),
      };
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    const reason = within(dialog).getByLabelText('Reason for the rejection');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      `The applicant sees this reason. ${APPLICATION_MESSAGES.reasonRequired}`,
    );
    expect(reject.requests).toHaveLength(0);

    await userEvent.paste('  Please add samples. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await header()).getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Please add samples.')).toBeInTheDocument();
    expect(reject.requests.map((r) => r.body)).toEqual([{ reason: 'Please add samples.' }]);
  });

  it('after a refused reject, keeps the reason open with the error and shows the real status behind', async () => {
    const { state } = reviewing();
    answer('POST', `${detailPath}/reject`, () => {
      state.current = adminApplicationOf({ status: 'approved', review: { reason: null, ...reviewed } });
      return apiError(409, 'conflict', APPLICATION_MESSAGES.notPending);
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
    await userEvent.click(within(dialog).getByLabelText('Reason for the rejection'));
    await userEvent.paste('Too late.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.notPending);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(await header()).getByText('Approved')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.notPending);
    expect(within(await header()).getByText('Approved')).toBeInTheDocument();
  });

  it('saves admin notes when they changed', async () => {
    reviewing();
    const save = answer('PATCH', `${detailPath}/notes`, ({ body }) => ({
      application: adminApplicationOf({ notes: (body as { notes: string }).notes }),
    }));
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Save notes' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.click(screen.getByLabelText('Admin notes'));
    await userEvent.paste('Strong ECG teaching.');
    await userEvent.click(button);
    expect(await screen.findByText(APPLICATION_MESSAGES.notesSaved)).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByLabelText('Admin notes')).toHaveValue('Strong ECG teaching.');
    expect(save.requests.map((r) => r.body)).toEqual([{ notes: 'Strong ECG teaching.' }]);
  });

  it('says "Application not found." on 404 and "Failed to load application." otherwise, under one h1', async () => {
    signedInAs(admin);
    answer('GET', detailPath, () => apiError(404, 'not_found', APPLICATION_MESSAGES.notFound));
    const first = renderDetail();
    expect(await screen.findByText(APPLICATION_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    first.unmount();

    answer('GET', detailPath, () => apiError(500, 'internal', ''));
    renderDetail();
    expect(await screen.findByText(APPLICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Instructor application');
  });

  it('shows "Admins only." to anyone else, and asks nothing', async () => {
    signedInAs(testUser());
    const requests = recordRequests();
    renderDetail();
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(requests.some((r) => r.includes(detailPath))).toBe(false);
  });
});
