import { expect, test } from '@playwright/test';
import { logIn, snapWidths } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const ADMIN = { email: 'admin@example.com', password: 'admin-review-2026' };

test('an admin changes extra time and finds it on the audit trail, filtered by actor and action', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  // An audited action: an extra-time allowance, then set back.
  await page.goto('/admin/users');
  await page.getByLabel('Search by name or email').fill(ADMIN.email);
  const row = page
    .getByRole('list', { name: 'Users' })
    .getByRole('listitem')
    .filter({ hasText: ADMIN.email });
  await expect(row).toHaveCount(1);
  const extraTime = row.getByRole('combobox', { name: /^Extra time for / });
  await extraTime.selectOption({ label: '+25 %' });
  await expect(row.getByRole('status')).toHaveText('Extra time saved.');
  await extraTime.selectOption({ label: 'None' });
  await expect(row.getByRole('status')).toHaveText('Extra time saved.');

  // From the admin home to the trail.
  await page.goto('/admin');
  await page.getByRole('link', { name: /Audit trail/ }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit trail' });
  await expect(table.getByRole('row').nth(1)).toContainText('Extra time changed');
  await expect(table.getByRole('row').nth(1)).toContainText('25 → 0');
  await expect(table.getByRole('row').nth(2)).toContainText('0 → 25');
  await snapWidths(page, 'audit-trail');

  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Extra time changed' });
  await table
    .getByRole('button', { name: /^Only actions by / })
    .first()
    .click();
  await expect(page.getByText(/^Showing actions by /)).toBeVisible();
  await expect(page).toHaveURL(/actor=.*action=user\.extra_time_changed/);
  // Other journeys' admins change extra time too: the filter shows only this actor's extra-time changes.
  await expect(page.getByText(/^\d+ entries$/)).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toContainText('0 → 25');
  await expect(table.getByRole('row').filter({ hasNotText: 'Extra time changed' })).toHaveCount(1);
  await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Order' });
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await snapWidths(page, 'audit-trail-empty');
});
