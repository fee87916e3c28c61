import { PAYMENT_MESSAGES, TEST_CARD_DECLINED, TEST_CARD_PAYS } from '@medprep/shared';
import { expect, test } from '@playwright/test';
import { logIn, snapWidths } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const LEARNER = { email: 'learner@example.com', password: 'learn-medicine-2026' };
const MEMBERSHIP_COURSE = 'MRCP Part 1 Cardiology';

/** '4242424242424242' typed the way people do: '4242 4242 4242 4242'. */
const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

test('a guest opens the plans, logs in, buys the yearly plan on the local checkout, returns and sees Active', async ({
  page,
}) => {
  test.setTimeout(300_000);

  // A guest sees both plans, each with 'Log in to buy'.
  await page.goto('/billing/plans');
  await expect(page.getByRole('heading', { name: 'Membership plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveCount(2);
  await expect(page.getByText('£75.00', { exact: true })).toBeVisible();
  await expect(page.getByText('£100.00', { exact: true })).toBeVisible();
  await snapWidths(page, 'membership-plans-guest');

  // Logging in comes back to the plans.
  await page.getByRole('link', { name: 'Log in to buy' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbilling%2Fplans$/);
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/billing\/plans$/);
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveCount(0);

  // Buy 1-Year: the built-in checkout page.
  await page.getByRole('button', { name: 'Buy 1-Year' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expect(page.getByText('1-Year membership')).toBeVisible();
  const card = page.getByLabel('Card number');
  await expect(card).toHaveAttribute('autocomplete', 'cc-number');
  await snapWidths(page, 'membership-pay');

  // The declined test card shows the server's message on the field.
  await card.fill(spaced(TEST_CARD_DECLINED));
  await page.getByRole('button', { name: 'Pay £75.00' }).click();
  // A declined card is the form's announced error, and focus moves to it.
  const declined = page.getByRole('alert').filter({ hasText: PAYMENT_MESSAGES.declined });
  await expect(declined).toBeVisible();
  await expect(declined).toBeFocused();
  await snapWidths(page, 'membership-pay-declined');

  // The paying card goes through /billing/success to My courses.
  await card.fill(spaced(TEST_CARD_PAYS));
  await page.getByRole('button', { name: 'Pay £75.00' }).click();
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Membership/ })).toContainText('Active');

  // The plans now show the membership, Renew at the yearly price, and the Lifetime upgrade.
  await page.goto('/billing/plans');
  const current = page.getByRole('region', { name: 'Your membership' });
  await expect(current).toContainText('1-Year');
  await expect(current).toContainText('Active');
  await expect(current).toContainText(/Valid until \d{1,2} \w{3} \d{4}/);
  await expect(page.getByRole('button', { name: 'Renew 1-Year for £75.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Lifetime for £100.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  await snapWidths(page, 'membership-plans-member');

  // A paid course included in membership can be started with it.
  await page.goto('/courses?q=cardiology');
  await page.getByRole('link', { name: MEMBERSHIP_COURSE }).first().click();
  await expect(page.getByRole('heading', { name: MEMBERSHIP_COURSE, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start with membership' }).click();
  await expect(page).toHaveURL(/\/learn\/mrcp-part-1-cardiology/);
  await expect(page.getByRole('navigation', { name: 'Lessons' })).toBeVisible();
  await snapWidths(page, 'membership-player');
});
