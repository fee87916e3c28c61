import { readFileSync } from 'node:fs';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, TEST_CARD_PAYS } from '@medprep/shared';
import { expect, type Page, test } from '@playwright/test';
import { logIn, logOut, register, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const ADMIN = { email: 'admin@example.com', password: 'admin-review-2026' };
const COURSE = 'MRCP Part 2: Data Interpretation in Endocrinology';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The reset link of the newest mail to `email`, read from the outbox as an admin. */
async function resetLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/outbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To ${email}` })
    .first();
  await expect(mail).toBeVisible();
  await snapWidths(page, 'accounts-admin-outbox');
  await mail.getByText('Read').click();
  const text = (await mail.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link, 'the mail carries a reset link').toBeTruthy();
  await logOut(page);
  return new URL(link!).pathname + new URL(link!).search;
}

test('a learner resets a forgotten password, edits the account, finds a receipt, exports and deletes it', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  await register(page, 'Priya Forgetful', email, 'first-password-2026');
  await logOut(page);

  // Forgot password? from the sign-in form.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.forgotSent)).toBeVisible();
  await snapWidths(page, 'accounts-forgot-password');

  // The link, from the outbox (no SMTP_URL in this run).
  const link = await resetLinkFromOutbox(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await snapWidths(page, 'accounts-reset-password');
  await page.getByLabel('New password').fill('second-password-2026');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await logOut(page);

  // The used link says so.
  await page.goto(link);
  await page.getByLabel('New password').fill('third-password-2026');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.resetUsed)).toBeVisible();

  // Signs in with the new password.
  await page.goto('/login');
  await logIn(page, email, 'second-password-2026');
  await expect(page).not.toHaveURL(/\/login/);

  // Name and photo.
  await page.goto('/me/account');
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Priya Remembered');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.saved)).toBeVisible();
  await page.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('account-photo')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Priya Remembered');
  // This browser is named and marked; reminders are on and can be turned off.
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText(/ on /).first()).toBeVisible();
  await expect(devices.getByText(/Device 1/)).toHaveCount(0);
  const reminders = page.getByRole('checkbox', { name: 'Session reminders' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expect(page.getByText('Reminders are off.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Session reminders' })).not.toBeChecked();
  await snapWidths(page, 'accounts-settings');

  // Buys a course and finds its receipt.
  await page.goto('/courses?q=endocrin');
  await page.getByRole('link', { name: COURSE }).first().click();
  await page.getByRole('button', { name: 'Buy for £55.00' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £55.00' }).click();
  await expect(
    page
      .getByRole('link', { name: 'Go to course' })
      .or(page.getByRole('button', { name: 'Go to course' }))
      .first(),
  ).toBeVisible();
  await page.goto('/me/purchases');
  await expect(page.getByRole('link', { name: COURSE, exact: true })).toBeVisible();
  await snapWidths(page, 'accounts-purchases');
  await page.getByRole('link', { name: `Receipt: ${COURSE}` }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText('£55.00')).toBeVisible();
  await expect(page.getByText('MedPrep test checkout')).toBeVisible();
  await snapWidths(page, 'accounts-receipt');

  // Downloads their data.
  await page.goto('/me/account');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email, name: 'Priya Remembered' });
  expect(data.purchases[0]).toMatchObject({ item: COURSE });
  expect(data.quizzes).toMatchObject({ extraTimePercent: 0, attempts: [] });

  // Deletes the account, with the password and a typed confirmation.
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill('second-password-2026');
  const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await snapWidths(page, 'accounts-delete');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await logIn(page, email, 'second-password-2026');
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();

  // The admin's users page.
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
  // An extra-time allowance for timed exams, saved at once and announced; then set back to none.
  await page.getByLabel('Search by name or email').fill(ADMIN.email);
  const adminRow = page
    .getByRole('list', { name: 'Users' })
    .getByRole('listitem')
    .filter({ hasText: ADMIN.email });
  await expect(adminRow).toHaveCount(1);
  const extraTime = adminRow.getByRole('combobox', { name: /^Extra time for / });
  await extraTime.selectOption({ label: '+50 %' });
  await expect(adminRow.getByRole('status')).toHaveText('Extra time saved.');
  await snapWidths(page, 'accounts-admin-users');
  await extraTime.selectOption({ label: 'None' });
  await expect(extraTime).toHaveValue('0');
  await expect(adminRow.getByRole('status')).toHaveText('Extra time saved.');
});
