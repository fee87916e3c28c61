import type { MyApplication } from '@medprep/shared';
import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import { myApplicationOf } from '../test-fixtures';
import MyApplicationPage from './my-application-page';

/** A signed-in learner whose application the API answers with `reply`. */
function applicant(reply: { application: MyApplication | null } | Response) {
  signedInAs(testUser());
  answer('GET', '/api/me/instructor/application', () => reply);
}

const renderPage = () =>
  renderRoutes(
    [{ path: '/me/instructor/application', element: <MyApplicationPage /> }],
    '/me/instructor/application',
  );

describe('my application page', () => {
  it('shows a pending application in amber with its answers and Edit & Re-apply', async () => {
    applicant({ application: myApplicationOf() });
    renderPage();
    expect(await screen.findByText('Pending review')).toHaveClass('bg-amber-100');
    expect(screen.getByText('1 Feb 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit & Re-apply' })).toHaveAttribute('href', '/teach');
    expect(screen.getByRole('link', { name: /https:\/\/youtu.be\/abc/ })).toHaveAttribute(
      'href',
      'https://youtu.be/abc',
    );
    expect(screen.getByText('ECG slides')).toBeInTheDocument();
  });

  it('shows a rejection in red with its reason and Re-apply', async () => {
    applicant({
      application: myApplicationOf({ status: 'rejected', rejectionReason: 'Add samples.' }),
    });
    renderPage();
    expect(await screen.findByText('Rejected')).toHaveClass('bg-red-100');
    expect(screen.getByText('Add samples.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Re-apply' })).toHaveAttribute('href', '/teach');
  });

  it('offers an approved applicant to create their first course', async () => {
    applicant({ application: myApplicationOf({ status: 'approved' }) });
    renderPage();
    expect(await screen.findByText('Approved')).toHaveClass('bg-emerald-100');
    expect(screen.getByRole('link', { name: 'Create your first course' })).toHaveAttribute(
      'href',
      '/instructor/new',
    );
  });

  it('links to /teach when there is no application, and shows the load error with Retry', async () => {
    applicant({ application: null });
    const first = renderPage();
    expect(await screen.findByRole('link', { name: 'Apply to teach' })).toHaveAttribute('href', '/teach');
    first.unmount();

    applicant(apiError(500, 'internal', ''));
    renderPage();
    expect(await screen.findByText(APPLICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
