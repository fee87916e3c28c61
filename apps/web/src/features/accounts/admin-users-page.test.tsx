import type { AdminUser } from '@medprep/shared';
import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, deferred, signedInAs } from '../../test/msw';
import { renderPage, testUser } from '../../test/render';
import { ACCOUNT_TEXT } from './content';
import AdminUsersPage from './pages/admin-users-page';

const row = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u2',
  email: 'priya@example.com',
  name: 'Priya Shah',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  disabled: false,
  deleted: false,
  extraTimePercent: 0,
  ...overrides,
});

const page = (items: AdminUser[]) => ({
  items,
  meta: { page: 1, limit: 20, hasNextPage: false, total: items.length },
});

const setUp = (items: AdminUser[]) => {
  signedInAs(testUser({ id: 'admin1', role: 'admin' }));
  answer('GET', '/api/admin/users', page(items));
  renderPage(<AdminUsersPage />, '/admin/users');
};

describe('admin users: extra time', () => {
  it('shows each user’s allowance and saves a change with PATCH', async () => {
    setUp([row(), row({ id: 'u3', name: 'Tom Lee', email: 'tom@example.com', extraTimePercent: 50 })]);
    const priya = await screen.findByRole('combobox', { name: 'Extra time for Priya Shah' });
    expect(priya).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Extra time for Tom Lee' })).toHaveValue('50');
    expect(
      within(priya)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', '+25 %', '+50 %', '+100 %']);
    const reply = deferred<unknown>();
    const save = answer('PATCH', '/api/admin/users/:id', () => reply.promise);
    await userEvent.selectOptions(priya, '+25 %');
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]?.params.id).toBe('u2');
    expect(save.requests[0]?.body).toEqual({ extraTimePercent: 25 });
    expect(priya).toHaveValue('25');
    expect(priya).toHaveAttribute('aria-busy', 'true');
    reply.release({ id: 'u2', extraTimePercent: 25 });
    const status = document.getElementById(priya.getAttribute('aria-describedby')!)!;
    await waitFor(() => expect(status).toHaveTextContent(ACCOUNT_TEXT.extraTimeSaved));
    expect(status).toHaveAttribute('role', 'status');
    expect(priya).toHaveValue('25');
    expect(priya).not.toHaveAttribute('aria-busy');
  });

  it('announces a refusal and goes back to the saved value', async () => {
    setUp([row({ extraTimePercent: 100 })]);
    const select = await screen.findByRole('combobox', { name: 'Extra time for Priya Shah' });
    answer('PATCH', '/api/admin/users/:id', () =>
      apiError(400, 'validation_failed', QUIZ_MESSAGES.extraTimeInvalid, {
        extraTimePercent: QUIZ_MESSAGES.extraTimeInvalid,
      }),
    );
    await userEvent.selectOptions(select, 'None');
    const status = document.getElementById(select.getAttribute('aria-describedby')!)!;
    await waitFor(() => expect(status).toHaveTextContent(QUIZ_MESSAGES.extraTimeInvalid));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveValue('100');
  });
});

describe('admin users: disabling asks first', () => {
  it('shows a quiet Disable that opens a confirmation; Close keeps the account, the confirm disables it', async () => {
    setUp([row()]);
    const disable = await screen.findByRole('button', { name: 'Disable Priya Shah' });
    // A quiet button, not a solid red one on every row.
    expect(disable.className).not.toMatch(/bg-red-600/);
    const call = answer('POST', '/api/admin/users/:id/disable', { user: row({ disabled: true }) });
    await userEvent.click(disable);
    let dialog = await screen.findByRole('dialog', { name: 'Disable Priya Shah?' });
    expect(dialog).toHaveTextContent(ACCOUNT_TEXT.disableBody);
    // It opens on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call.requests).toHaveLength(0);
    expect(disable).toHaveFocus();

    await userEvent.click(disable);
    dialog = await screen.findByRole('dialog', { name: 'Disable Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: ACCOUNT_TEXT.disableConfirm }));
    await waitFor(() => expect(call.requests).toHaveLength(1));
    expect(call.requests[0]?.params.id).toBe('u2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server’s message when disabling fails', async () => {
    setUp([row()]);
    answer('POST', '/api/admin/users/:id/disable', () =>
      apiError(409, 'conflict', 'You cannot disable this account.'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: ACCOUNT_TEXT.disableConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot disable this account.');
  });

  it('enables a disabled account at once, without a dialog', async () => {
    setUp([row({ disabled: true })]);
    const call = answer('POST', '/api/admin/users/:id/enable', { user: row() });
    await userEvent.click(await screen.findByRole('button', { name: 'Enable Priya Shah' }));
    await waitFor(() => expect(call.requests).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
