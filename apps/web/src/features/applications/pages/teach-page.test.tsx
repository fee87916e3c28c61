import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../../test/render';
import { myApplicationOf } from '../test-fixtures';
import TeachPage from './teach-page';

const routes = [
  { path: '/teach', element: <TeachPage /> },
  { path: '/instructor/new', element: <p>Create course page</p> },
  { path: '/me/instructor/application', element: <p>Application status page</p> },
];

describe('teach page', () => {
  it('sends instructors and admins to create a course', async () => {
    mockApi(testUser({ role: 'instructor' }));
    const { router } = renderRoutes(routes, '/teach');
    expect(await screen.findByText('Create course page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instructor/new');
  });

  it('shows the specification’s messages next to the fields and sends nothing', async () => {
    const { calls } = mockApi(testUser(), {
      'GET /api/me/instructor/application': () => ({ application: null }),
    });
    renderRoutes(routes, '/teach');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(screen.getByText(APPLICATION_MESSAGES.displayNameRequired)).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.bioTooShort)).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.agreeTermsRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Display name')).toHaveFocus();
    expect(screen.getByLabelText('I agree to the Instructor Terms')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/me/instructor/apply')).toBe(false);

    // The bio counter follows the typing, and the message goes once the field changes.
    await userEvent.type(screen.getByLabelText('Bio'), 'Short bio');
    expect(screen.getByText(/9 \/ 30 characters minimum/)).toBeInTheDocument();
    expect(screen.queryByText(APPLICATION_MESSAGES.bioTooShort)).not.toBeInTheDocument();
  });

  it('submits the answers with comma lists as arrays, then shows the status page', async () => {
    const { calls } = mockApi(testUser(), {
      'GET /api/me/instructor/application': () => ({ application: null }),
      'POST /api/me/instructor/apply': () => ({ application: myApplicationOf() }),
    });
    const { router } = renderRoutes(routes, '/teach');
    await userEvent.type(await screen.findByLabelText('Display name'), ' Dr Amira Khan ');
    await userEvent.type(
      screen.getByLabelText('Bio'),
      'Cardiology registrar teaching MRCP candidates weekly.',
    );
    await userEvent.type(screen.getByLabelText('Links'), 'https://a.example.com, , https://b.example.com');
    await userEvent.type(screen.getByLabelText('Categories'), 'MRCP,Cardiology ');
    await userEvent.click(screen.getByRole('button', { name: 'Read the Instructor Terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Instructor Terms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(screen.getByLabelText('I agree to the Instructor Terms')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application status page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me/instructor/application');
    expect(calls.find((c) => c.path === '/api/me/instructor/apply')?.body).toEqual({
      displayName: 'Dr Amira Khan',
      bio: 'Cardiology registrar teaching MRCP candidates weekly.',
      links: ['https://a.example.com', 'https://b.example.com'],
      categories: ['MRCP', 'Cardiology'],
      samples: [],
      agreeTerms: true,
    });
  });

  it('shows the server’s message when submitting fails', async () => {
    mockApi(testUser(), {
      'GET /api/me/instructor/application': () => ({ application: null }),
      'POST /api/me/instructor/apply': () => jsonResponse(500, { error: 'internal', message: '' }),
    });
    renderRoutes(routes, '/teach');
    await userEvent.type(await screen.findByLabelText('Display name'), 'Dr Amira Khan');
    await userEvent.type(
      screen.getByLabelText('Bio'),
      'Cardiology registrar teaching MRCP candidates weekly.',
    );
    await userEvent.click(screen.getByLabelText('I agree to the Instructor Terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.submitFailed);
  });

  it('prefills a pending application for Edit & Re-apply', async () => {
    mockApi(testUser(), { 'GET /api/me/instructor/application': () => ({ application: myApplicationOf() }) });
    renderRoutes(routes, '/teach');
    expect(await screen.findByRole('heading', { name: 'Edit & Re-apply' })).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('Dr Amira Khan');
    expect(screen.getByLabelText('Categories')).toHaveValue('MRCP, Cardiology');
    expect(screen.getByLabelText('Samples')).toHaveValue('https://youtu.be/abc, ECG slides');
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeInTheDocument();
  });

  it('shows a rejected applicant the reason and the Re-apply form', async () => {
    mockApi(testUser(), {
      'GET /api/me/instructor/application': () => ({
        application: myApplicationOf({ status: 'rejected', rejectionReason: 'Please add teaching samples.' }),
      }),
    });
    renderRoutes(routes, '/teach');
    expect(await screen.findByRole('heading', { name: 'Re-apply' })).toBeInTheDocument();
    expect(screen.getByText('Please add teaching samples.')).toBeInTheDocument();
  });

  it('tells an approved applicant so, with a link to create a course', async () => {
    mockApi(testUser(), {
      'GET /api/me/instructor/application': () => ({ application: myApplicationOf({ status: 'approved' }) }),
    });
    renderRoutes(routes, '/teach');
    expect(await screen.findByText('You are approved to teach')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first course' })).toHaveAttribute(
      'href',
      '/instructor/new',
    );
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });
});
