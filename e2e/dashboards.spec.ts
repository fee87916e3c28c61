import { TEST_CARD_PAYS } from '@medprep/shared';
import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  logOut,
  register,
  signIn,
  uniqueEmail,
  WIDTHS,
} from './helpers';

const COURSE = 'MRCP Part 2: Data Interpretation in Endocrinology';
const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };
const ADMIN = { email: 'admin@example.com', password: 'admin-review-2026' };

test.use({ viewport: { width: 1280, height: 900 } });

test('a sale made in the journey shows on the instructor’s and the admin’s dashboards', async ({ page }) => {
  // A new learner buys the demo instructor's paid course.
  await register(page, 'Dana Buyer', uniqueEmail('dash-buyer'), 'a-strong-password-2026');
  await page.goto('/courses?q=endocrin');
  await page.getByRole('link', { name: COURSE }).first().click();
  await page.getByRole('button', { name: 'Buy for £55.00' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £55.00' }).click();
  await expect(page.getByRole('link', { name: 'Go to course' }).first()).toBeVisible();
  await logOut(page);

  // The instructor's dashboard: earnings before fees, the course among the products.
  await page.goto('/login');
  await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await page.goto('/instructor');
  await expect(page.getByRole('heading', { name: 'Your dashboard', level: 1 })).toBeVisible();
  const earnings = page.getByRole('list', { name: 'Earnings' });
  await expect(earnings).toContainText('GBP (before fees)');
  await expect(page.getByRole('region', { name: 'By product' })).toContainText(COURSE);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `instructor dashboard at ${width}`);
    await expectAccessible(page, `instructor-dashboard-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: /Saved sales-/ })).toBeVisible();
  await logOut(page);

  // The admin sees the paid order counted, above the admin links.
  await page.goto('/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await expect(page.getByRole('list', { name: 'Revenue' })).toContainText('GBP');
  await expect(page.getByText('Orders paid').locator('..')).not.toContainText(/^Orders paid0 /);
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `admin dashboard at ${width}`);
    await expectAccessible(page, `admin-dashboard-${width}`);
  }
});
