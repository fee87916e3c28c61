import { APPLICATION_MESSAGES } from '@medprep/shared';
import { expect, test } from '@playwright/test';
import { logOut, profileButton, register, signIn, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const ADMIN = { email: 'admin@example.com', password: 'admin-review-2026' };

test('a user applies to teach, an admin approves, and the user gets the Teaching menu', async ({ page }) => {
  test.setTimeout(360_000);
  const name = 'Nadia Rahman';
  const email = uniqueEmail('applicant');
  const password = 'teach-with-us-2026';

  // Register.
  await register(page, name, email, password);

  // The form checks its fields with the specification's messages.
  await page.goto('/teach');
  await expect(page.getByRole('heading', { name: 'Apply to teach', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText(APPLICATION_MESSAGES.displayNameRequired)).toBeVisible();
  await expect(page.getByText(APPLICATION_MESSAGES.bioTooShort)).toBeVisible();
  await expect(page.getByText(APPLICATION_MESSAGES.agreeTermsRequired)).toBeVisible();
  await snapWidths(page, 'applications-teach-form-errors');

  await page.getByLabel('Display name').fill('Dr Nadia Rahman');
  await page
    .getByLabel('Bio')
    .fill(
      'Acute medicine registrar who has taught MRCP PACES and PLAB 2 stations to small groups since 2019.',
    );
  await page.getByLabel('Website').fill('https://nadia-teaches.example.com');
  await page.getByLabel('Links').fill('https://www.linkedin.com/in/nadia, https://example.com/talks');
  await page.getByLabel('Categories').fill('MRCP, PLAB, Acute medicine');
  await page.getByLabel('Samples').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Read the Instructor Terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Instructor Terms' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByLabel('I agree to the Instructor Terms')).toBeChecked();
  await snapWidths(page, 'applications-teach-form');
  await page.getByRole('button', { name: 'Submit application' }).click();

  // The status page: pending, with the answers and Edit & Re-apply.
  await expect(page).toHaveURL(/\/me\/instructor\/application$/);
  await expect(page.getByText('Pending review')).toBeVisible();
  await expect(page.getByText('Dr Nadia Rahman')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit & Re-apply' })).toBeVisible();
  await snapWidths(page, 'applications-status');
  // Once applied, 'My application' is in the profile menu.
  await profileButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'My application' })).toHaveAttribute(
    'href',
    '/me/instructor/application',
  );
  await page.keyboard.press('Escape');
  await logOut(page);

  // An admin finds the application and approves it.
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  const applicationsLink = page.getByRole('link', { name: /Instructor applications/ });
  await expect(applicationsLink).toContainText(/\d+ pending/);
  await applicationsLink.click();
  await expect(page).toHaveURL(/\/admin\/instructors\/applications$/);
  await expect(page.getByRole('heading', { name: 'Instructor applications', level: 1 })).toBeVisible();
  // First among any left by an earlier try of this journey; the search below finds this try's one.
  await expect(page.getByRole('link', { name: `Review application from ${name}` }).first()).toBeVisible();
  await snapWidths(page, 'applications-admin-list');

  await page.getByLabel('Search name or email').fill(email);
  await expect(page).toHaveURL(/\?q=applicant-/);
  await expect(page.getByText('1 application', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Review application from ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /https:\/\/www\.youtube\.com\/watch/ })).toBeVisible();
  await snapWidths(page, 'applications-admin-detail');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(APPLICATION_MESSAGES.approved)).toBeVisible();
  // Decided: the buttons give way to a sentence saying the outcome.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Review' })).toContainText('Sam Patel');
  await logOut(page);

  // The applicant, signed in again, is an instructor: the Teaching entries, and course creation.
  await page.goto('/login');
  await signIn(page, email, password);
  await profileButton(page).click();
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu.getByRole('menuitem', { name: 'Instructor – Courses' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/me/instructor/application');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Create your first course' }).click();
  await expect(page).toHaveURL(/\/instructor\/new$/);
  await expect(page.getByRole('heading', { name: 'Create course', level: 1 })).toBeVisible();
  await expect(page.getByText('Only instructors can manage courses.')).toHaveCount(0);

  // /teach now sends the instructor straight to course creation.
  await page.goto('/teach');
  await expect(page).toHaveURL(/\/instructor\/new$/);
});
