import { PAYMENT_MESSAGES, TEST_CARD_PAYS } from '@medprep/shared';
import { expect, test } from '@playwright/test';
import { snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const COURSE = 'MRCP Part 2: Data Interpretation in Endocrinology';

test('a learner buys a paid course on the local checkout, once, and starts it', async ({ page }) => {
  // A new learner, without membership.
  await page.goto('/register');
  await page.getByLabel('Name').fill('Omar Haddad');
  await page.getByLabel('Email').fill(uniqueEmail('buyer'));
  await page.getByLabel('Password').fill('a-strong-password-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/me\/enrollments$/);

  // The course is paid and not included in membership: the page offers Buy.
  await page.goto('/courses?q=endocrin');
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start with membership' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy for £55.00' }).click();

  // The built-in checkout, paid with Stripe's test card.
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.getByText(COURSE)).toBeVisible();
  const checkoutUrl = page.url();
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £55.00' }).click();

  // Back on the course page, the purchase is confirmed and the address cleaned.
  const goToCourse = page
    .getByRole('link', { name: 'Go to course' })
    .or(page.getByRole('button', { name: 'Go to course' }));
  await expect(goToCourse.first()).toBeVisible();
  await expect(page).not.toHaveURL(/session_id|purchase=/);
  await snapWidths(page, 'purchase-course-owned');

  // Opening the spent checkout again cannot charge twice: it says it is already paid.
  await page.goto(checkoutUrl);
  await expect(page.getByText(PAYMENT_MESSAGES.alreadyPaid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay £55.00' })).toHaveCount(0);

  // My courses lists it once, bought.
  await page.goto('/me/enrollments');
  const cards = page.getByRole('article').filter({ hasText: COURSE });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Purchased');
  await cards.getByRole('link', { name: 'Continue learning' }).click();
  await expect(page).toHaveURL(/\/learn\//);
  await expect(page.getByRole('navigation', { name: 'Lessons' })).toBeVisible();
});
