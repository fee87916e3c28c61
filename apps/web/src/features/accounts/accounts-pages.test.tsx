import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, recordRequests, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import AccountPage from './pages/account-page';
import ForgotPasswordPage from './pages/forgot-password-page';
import ResetPasswordPage from './pages/reset-password-page';
import { account } from './test-fixtures';

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/me/account', element: <AccountPage /> },
  { path: '/login', element: <p>Log in</p> },
  { path: '/', element: <p>Home</p> },
];

describe('forgot password', () => {
  it('sends the trimmed address and says the same thing whatever the answer', async () => {
    const sent = answer('POST', '/api/auth/forgot-password', { ok: true }, { status: 202 });
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), ' priya@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgotSent)).toBeInTheDocument();
    expect(sent.requests[0]?.body).toEqual({ email: 'priya@example.com' });
  });

  it('refuses a malformed address without asking the server', async () => {
    const requests = recordRequests();
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(requests).not.toContain('POST /api/auth/forgot-password');
  });
});

describe('reset password', () => {
  it('says a used link is used and offers a new one', async () => {
    answer('POST', '/api/auth/reset-password', () =>
      apiError(400, 'validation_failed', ACCOUNT_MESSAGES.resetUsed, { token: ACCOUNT_MESSAGES.resetUsed }),
    );
    renderRoutes(routes, '/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.resetUsed);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('asks for the link from the mail when the address has no token', async () => {
    renderRoutes(routes, '/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('needs the link from the mail');
  });
});

describe('account settings', () => {
  it('deletes the account only after the password and DELETE are typed, telling an instructor first', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/account', {
      account: account({ deletionNotices: ['One of your courses has learners.'] }),
    });
    answer('GET', '/api/me/devices', { devices: [] });
    const removal = answer('DELETE', '/api/me/account', null, { status: 204 });
    answer('POST', '/api/auth/logout', null, { status: 204 });
    renderRoutes(routes, '/me/account');
    expect(await screen.findAllByText('One of your courses has learners.')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const submit = within(dialog).getByRole('button', { name: 'Delete my account for good' });
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'my password 1');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(removal.requests).toHaveLength(1));
    expect(removal.requests[0]?.body).toEqual({ password: 'my password 1' });
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('shows the server sentence next to a wrong current password', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/account', { account: account() });
    answer('GET', '/api/me/devices', { devices: [] });
    answer('POST', '/api/me/account/password', () =>
      apiError(400, 'validation_failed', ACCOUNT_MESSAGES.wrongPassword, {
        currentPassword: ACCOUNT_MESSAGES.wrongPassword,
      }),
    );
    renderRoutes(routes, '/me/account');
    const section = await screen.findByRole('region', { name: 'Password' });
    await userEvent.type(within(section).getByLabelText('Current password'), 'not it');
    await userEvent.type(within(section).getByLabelText('New password'), 'a whole new secret');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(
        ACCOUNT_MESSAGES.wrongPassword,
      ),
    );
  });
});
