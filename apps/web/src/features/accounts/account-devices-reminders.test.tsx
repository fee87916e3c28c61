import type { Account, Device } from '@medprep/shared';
import { ACCOUNT_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import AccountPage from './pages/account-page';
import { account } from './test-fixtures';

const device = (overrides: Partial<Device>): Device => ({
  id: 'd1',
  name: 'Chrome on Windows',
  browser: 'Chrome',
  os: 'Windows',
  current: false,
  signedInAt: '2026-03-01T09:00:00.000Z',
  lastActiveAt: '2026-03-04T09:00:00.000Z',
  expiresAt: '2026-04-03T09:00:00.000Z',
  ...overrides,
});

const render = () => renderRoutes([{ path: '/me/account', element: <AccountPage /> }], '/me/account');

describe('signed-in devices', () => {
  it('names each device, marks this one, and signs another one out', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/account', { account: account() });
    const chrome = device({ id: 'd1', current: true });
    const safari = device({ id: 'd2', name: 'Safari on iOS', browser: 'Safari', os: 'iOS' });
    let listed = [chrome, safari];
    answer('GET', '/api/me/devices', () => ({ devices: listed }));
    const signOut = answer(
      'DELETE',
      '/api/me/devices/d2',
      () => {
        listed = [chrome];
        return null;
      },
      { status: 204 },
    );
    render();
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Chrome on Windows'),
      expect.stringContaining('Safari on iOS'),
    ]);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(screen.queryByText(/Device 1/)).not.toBeInTheDocument();
    // This device is signed out with the usual sign-out, not from the list.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(signOut.requests).toHaveLength(1));
    expect(await within(section).findByRole('status')).toHaveTextContent('Safari on iOS is signed out.');
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says why a device could not be signed out', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/account', { account: account() });
    answer('GET', '/api/me/devices', { devices: [device({ id: 'd9', name: 'Firefox on Linux' })] });
    answer('DELETE', '/api/me/devices/d9', apiError(404, 'not_found', ACCOUNT_MESSAGES.deviceNotFound));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Firefox on Linux' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.deviceNotFound);
  });
});

describe('session reminders', () => {
  it('turns reminders off and on from the account page', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/account', { account: account() });
    answer('GET', '/api/me/devices', { devices: [] });
    const save = answer('PATCH', '/api/me/account', ({ body }) => ({
      account: account(body as Partial<Account>),
    }));
    render();
    const section = await screen.findByRole('region', { name: 'Reminders' });
    const box = within(section).getByRole('checkbox', { name: 'Session reminders' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('A mail 24 hours and 1 hour before each session starts.');
    await userEvent.click(box);
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]?.body).toEqual({ remindersEnabled: false });
    expect(await within(section).findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.remindersOff);
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(save.requests).toHaveLength(2));
    expect(save.requests[1]?.body).toEqual({ remindersEnabled: true });
    expect(await within(section).findByText(ACCOUNT_MESSAGES.remindersOn)).toBeInTheDocument();
  });

  it('puts the box back and says why when the change is refused', async () => {
    signedInAs(testUser());
    answer('GET', '/api/me/account', { account: account({ remindersEnabled: false }) });
    answer('GET', '/api/me/devices', { devices: [] });
    answer('PATCH', '/api/me/account', apiError(500, 'internal', 'Something went wrong.'));
    render();
    const box = await screen.findByRole('checkbox', { name: 'Session reminders' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(box).not.toBeChecked();
  });
});
