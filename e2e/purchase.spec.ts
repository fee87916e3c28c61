import { PAYMENT_MESSAGES, POST_PAYMENT_TEXT, TEST_CARD_PAYS } from '@medprep/shared';
import { expect, type Page, test } from '@playwright/test';
import { register, snapWidths, uniqueEmail } from './helpers';

const registerBuyer = (page: Page, name: string, prefix: string) =>
  register(page, name, uniqueEmail(prefix), 'a-strong-password-2026');

test.use({ viewport: { width: 1280, height: 900 } });

const COURSE = 'MRCP Part 2: Data Interpretation in Endocrinology';

test('a learner buys a paid course on the local checkout, once, and starts it', async ({ page }) => {
  // A new learner, without membership.
  await registerBuyer(page, 'Omar Haddad', 'buyer');

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
  // The page says so: payment received, the receipt, and what comes next.
  const banner = page.getByRole('status', { name: POST_PAYMENT_TEXT.title });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: POST_PAYMENT_TEXT.title })).toBeFocused();
  await expect(banner.getByRole('link', { name: POST_PAYMENT_TEXT.next.course })).toHaveAttribute(
    'href',
    /\/learn\//,
  );
  const receipt = banner.getByRole('link', { name: POST_PAYMENT_TEXT.receipt });
  await expect(receipt).toHaveAttribute('href', /\/me\/purchases\/[0-9a-f-]{36}\/receipt$/);
  await snapWidths(page, 'purchase-course-owned');
  await snapWidths(page, 'confirm-course');
  await receipt.click();
  await expect(page).toHaveURL(/\/me\/purchases\/[0-9a-f-]{36}\/receipt$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(COURSE).first()).toBeVisible();

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

const MOCK = 'PLAB 1 Timed Mock Paper: Mixed Specialties';

test('a learner buys a mock exam and comes back to a page that says so, with the receipt', async ({
  page,
}) => {
  await registerBuyer(page, 'Sara Malik', 'mock-buyer');
  await page.goto('/quizzes');
  await page.getByRole('link', { name: MOCK }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: MOCK })).toBeVisible();
  await page.getByRole('button', { name: 'Buy for £19.99' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £19.99' }).click();

  const banner = page.getByRole('status', { name: POST_PAYMENT_TEXT.title });
  await expect(banner).toBeVisible();
  await expect(page).not.toHaveURL(/session_id|purchase=/);
  await expect(banner.getByRole('link', { name: POST_PAYMENT_TEXT.next.quiz })).toHaveAttribute(
    'href',
    /\/quizzes\/[^/]+\/play$/,
  );
  await expect(banner.getByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start exam' })).toBeVisible();
  await snapWidths(page, 'confirm-mock');
  // Dismissed, it is gone and the focus is back on the page.
  await banner.getByRole('button', { name: POST_PAYMENT_TEXT.dismissLabel }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
});
