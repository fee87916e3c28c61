import type { MyApplication } from '@medprep/shared';
import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, deferred, recordRequests, signedInAs } from '../../../test/msw';
import { renderRoutes, testUser } from '../../../test/render';
import { myApplicationOf } from '../test-fixtures';
import TeachPage from './teach-page';

const routes = [
  { path: '/teach', element: <TeachPage /> },
  { path: '/instructor/new', element: <p>Create course page</p> },
  { path: '/me/instructor/application', element: <p>Application status page</p> },
];

/** A signed-in learner whose current application is `application`. */
function applicant(application: MyApplication | null) {
  signedInAs(testUser());
  answer('GET', '/api/me/instructor/application', { application });
}

/** Types `text` into the field labelled `label` in one go (as a paste), so long answers stay quick. */
async function enter(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillRequired() {
  await enter('Display name', 'Dr Amira Khan');
  await enter('Bio', 'Cardiology registrar teaching MRCP candidates weekly.');
  await userEvent.click(screen.getByLabelText('I agree to the Instructor Terms'));
}

describe('teach page', () => {
  it('sends instructors and admins to create a course', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    const { router } = renderRoutes(routes, '/teach');
    expect(await screen.findByText('Create course page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instructor/new');
  });

  it('shows the specification’s messages next to the fields, focuses the first, and sends nothing', async () => {
    applicant(null);
    const requests = recordRequests();
    renderRoutes(routes, '/teach');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));

    const displayName = screen.getByLabelText('Display name');
    await waitFor(() => expect(displayName).toHaveFocus());
    expect(displayName).toHaveAttribute('aria-invalid', 'true');
    expect(displayName).toHaveAccessibleDescription(
      `How learners will see you, e.g. Dr Jane Smith MRCP ${APPLICATION_MESSAGES.displayNameRequired}`,
    );
    expect(screen.getByText(APPLICATION_MESSAGES.bioTooShort)).toBeInTheDocument();
    const terms = screen.getByLabelText('I agree to the Instructor Terms');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(APPLICATION_MESSAGES.agreeTermsRequired);
    expect(requests).not.toContain('POST /api/me/instructor/apply');

    // The counter follows the typing; the message goes once the bio is long enough.
    const bio = screen.getByLabelText('Bio');
    await userEvent.type(bio, 'Short bio');
    expect(screen.getByText(/9 \/ 30 characters minimum/)).toBeInTheDocument();
    expect(screen.getByText(APPLICATION_MESSAGES.bioTooShort)).toBeInTheDocument();
    await userEvent.paste(' that grows long enough now.');
    await waitFor(() => expect(screen.queryByText(APPLICATION_MESSAGES.bioTooShort)).not.toBeInTheDocument());
  });

  it('submits once, with comma lists as arrays, then shows the status page', async () => {
    applicant(null);
    const gate = deferred();
    const apply = answer('POST', '/api/me/instructor/apply', async () => {
      await gate.promise;
      return { application: myApplicationOf() };
    });
    const { router } = renderRoutes(routes, '/teach');
    await enter('Display name', ' Dr Amira Khan ');
    await enter('Bio', 'Cardiology registrar teaching MRCP candidates weekly.');
    await enter('Links', 'https://a.example.com, , https://b.example.com');
    await enter('Categories', 'MRCP,Cardiology ');
    await userEvent.click(screen.getByRole('button', { name: 'Read the Instructor Terms' }));
    const dialog = screen.getByRole('dialog', { name: 'Instructor Terms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(screen.getByLabelText('I agree to the Instructor Terms')).toBeChecked();
    const submit = screen.getByRole('button', { name: 'Submit application' });
    await userEvent.dblClick(submit);
    gate.release();

    expect(await screen.findByText('Application status page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me/instructor/application');
    expect(apply.requests).toHaveLength(1);
    expect(apply.requests[0]?.body).toEqual({
      displayName: 'Dr Amira Khan',
      bio: 'Cardiology registrar teaching MRCP candidates weekly.',
      links: ['https://a.example.com', 'https://b.example.com'],
      categories: ['MRCP', 'Cardiology'],
      samples: [],
      agreeTerms: true,
    });
  });

  it('announces the fallback message, with focus, when submitting fails without one', async () => {
    applicant(null);
    answer('POST', '/api/me/instructor/apply', () => apiError(500, 'internal', ''));
    renderRoutes(routes, '/teach');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.submitFailed);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("puts the server's field errors on the inputs, a list item's on its list", async () => {
    applicant(null);
    answer('POST', '/api/me/instructor/apply', () =>
      apiError(400, 'validation_failed', 'Please check the highlighted fields.', {
        website: APPLICATION_MESSAGES.invalidWebsite,
        'samples.1': 'Too long.',
      }),
    );
    renderRoutes(routes, '/teach');
    await fillRequired();
    await enter('Samples', 'a, b');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const website = screen.getByLabelText('Website');
    await waitFor(() => expect(website).toHaveFocus());
    expect(website).toHaveAccessibleDescription(`Optional ${APPLICATION_MESSAGES.invalidWebsite}`);
    expect(screen.getByLabelText('Samples')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too long.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('prefills a pending application for Edit & Re-apply', async () => {
    applicant(myApplicationOf());
    renderRoutes(routes, '/teach');
    expect(await screen.findByRole('heading', { name: 'Edit & Re-apply', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveValue('Dr Amira Khan');
    expect(screen.getByLabelText('Categories')).toHaveValue('MRCP, Cardiology');
    expect(screen.getByLabelText('Samples')).toHaveValue('https://youtu.be/abc, ECG slides');
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeInTheDocument();
  });

  it('shows a rejected applicant the reason and the Re-apply form', async () => {
    applicant(myApplicationOf({ status: 'rejected', rejectionReason: 'Please add teaching samples.' }));
    renderRoutes(routes, '/teach');
    expect(await screen.findByRole('heading', { name: 'Re-apply', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Please add teaching samples.')).toBeInTheDocument();
  });

  it('tells an approved applicant so, with a link to create a course', async () => {
    applicant(myApplicationOf({ status: 'approved' }));
    renderRoutes(routes, '/teach');
    expect(
      await screen.findByRole('heading', { name: 'You are approved to teach', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first course' })).toHaveAttribute(
      'href',
      '/instructor/new',
    );
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });
});
