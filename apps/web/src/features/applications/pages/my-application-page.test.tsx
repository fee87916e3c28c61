import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../../test/render';
import { myApplicationOf } from '../test-fixtures';
import MyApplicationPage from './my-application-page';

const renderPage = () =>
  renderRoutes(
    [{ path: '/me/instructor/application', element: <MyApplicationPage /> }],
    '/me/instructor/application',
  );

describe('my application page', () => {
  it('shows a pending application in amber with its answers and Edit & Re-apply', async () => {
    mockApi(testUser(), { 'GET /api/me/instructor/application': () => ({ application: myApplicationOf() }) });
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
    mockApi(testUser(), {
      'GET /api/me/instructor/application': () => ({
        application: myApplicationOf({ status: 'rejected', rejectionReason: 'Add samples.' }),
      }),
    });
    renderPage();
    expect(await screen.findByText('Rejected')).toHaveClass('bg-red-100');
    expect(screen.getByText('Add samples.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Re-apply' })).toHaveAttribute('href', '/teach');
  });

  it('offers an approved applicant to create their first course', async () => {
    mockApi(testUser(), {
      'GET /api/me/instructor/application': () => ({ application: myApplicationOf({ status: 'approved' }) }),
    });
    renderPage();
    expect(await screen.findByText('Approved')).toHaveClass('bg-emerald-100');
    expect(screen.getByRole('link', { name: 'Create your first course' })).toHaveAttribute(
      'href',
      '/instructor/new',
    );
  });

  it('links to /teach when there is no application, and shows the load error with Retry', async () => {
    mockApi(testUser(), { 'GET /api/me/instructor/application': () => ({ application: null }) });
    const first = renderPage();
    expect(await screen.findByRole('link', { name: 'Apply to teach' })).toHaveAttribute('href', '/teach');
    first.unmount();

    mockApi(testUser(), {
      'GET /api/me/instructor/application': () => jsonResponse(500, { error: 'internal', message: '' }),
    });
    renderPage();
    expect(await screen.findByText(APPLICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
