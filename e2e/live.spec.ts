import { LIVE_MESSAGES, LIVE_TEXT, POST_PAYMENT_TEXT, TEST_CARD_PAYS } from '@medprep/shared';
import { expect, type Page, test } from '@playwright/test';
import { logIn, logOut, register, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/** A datetime-local value `minutes` from now, in the browser's zone. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);

test('an instructor schedules a paid session; a learner buys it and sees Join in the window', async ({
  page,
}) => {
  const title = `Live ECG clinic ${Date.now()}`;
  // Zoom is not opened from the test: the link handed out is recorded instead.
  await page.addInitScript(() => {
    window.open = ((url: string) => {
      (window as unknown as { openedUrl: string }).openedUrl = url;
      return null;
    }) as typeof window.open;
  });

  // The instructor schedules a paid session starting in 5 minutes (its join window is open).
  await page.goto('/login');
  await logIn(page, 'instructor@example.com', 'teach-medicine-2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/instructor/live/new');
  await expect(page.getByRole('heading', { name: LIVE_TEXT.newSession })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page.getByText(LIVE_MESSAGES.startEndRequired).first()).toBeVisible();
  await page.getByLabel('Description').fill('Twelve ECGs, read together.');
  await page.getByLabel('Start').fill(await localInput(page, 5));
  await page.getByLabel('End').fill(await localInput(page, 65));
  await page.getByRole('radio', { name: 'Paid' }).check();
  await page.getByLabel('Amount').fill('12.50');
  await page.getByLabel('Zoom link (optional)').fill('https://us02web.zoom.us/j/5550001111');
  await page.getByLabel('Zoom passcode (optional)').fill('ecg-42');
  await snapWidths(page, 'live-editor');
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page).toHaveURL(/\/live\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const sessionUrl = new URL(page.url()).pathname;

  await page.goto('/instructor/live');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await snapWidths(page, 'live-instructor');
  await logOut(page);

  // A new learner finds it on the home page and in the list, and buys it on the local checkout.
  await register(page, 'Lina Haddad', uniqueEmail('live-buyer'), 'a-strong-password-2026');
  await page.goto('/');
  const carousel = page.getByRole('region', { name: LIVE_TEXT.homeTitle });
  await expect(carousel.getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.goto('/live');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await snapWidths(page, 'live-list');

  await page.goto(sessionUrl);
  await expect(page.getByTestId('countdown')).toContainText(/Starts in 0h [0-5]m/);
  await snapWidths(page, 'live-detail-buy');
  await page.getByRole('button', { name: /Buy · £12\.50/ }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £12.50' }).click();

  // Back through the success page to the session, which says so and now offers Join.
  await expect(page).toHaveURL(new RegExp(`${sessionUrl}\\?purchased=1$`));
  const banner = page.getByRole('status', { name: POST_PAYMENT_TEXT.title });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(POST_PAYMENT_TEXT.liveOpenNow)).toBeVisible();
  await expect(banner.getByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toBeVisible();
  await expect(page.getByTestId('live-standing')).toHaveText(/You’re booked · joining is open now/);
  const join = page.getByRole('button', { name: LIVE_TEXT.join });
  await expect(join).toBeVisible();
  await snapWidths(page, 'live-detail-join');
  await join.click();
  await expect(page.getByText('Passcode: ecg-42')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { openedUrl?: string }).openedUrl)).toBe(
    'https://us02web.zoom.us/j/5550001111',
  );
  // The bought session is in the learner's panel on /live.
  await page.goto('/live');
  await expect(
    page.getByRole('region', { name: LIVE_TEXT.myPurchases }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  await logOut(page);

  // The host sees who joined.
  await page.goto('/login');
  await logIn(page, 'instructor@example.com', 'teach-medicine-2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/instructor/live');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Attendance (1)' }).click();
  await expect(page.getByRole('dialog').getByText('Lina Haddad')).toBeVisible();
});

test("a learner books a session days away: 'You're booked', the countdown and calendar; the host sees 'You are hosting'", async ({
  page,
}) => {
  const title = 'PLAB 2 mock OSCE: communication stations';
  await register(page, 'Hana Idris', uniqueEmail('live-booked'), 'a-strong-password-2026');
  await page.goto('/live');
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const sessionUrl = new URL(page.url()).pathname;
  await page.getByRole('button', { name: /Buy · £15\.00/ }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £15.00' }).click();

  // The page leads with what the buyer has, not 'Cannot join'.
  const banner = page.getByRole('status', { name: POST_PAYMENT_TEXT.title });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(POST_PAYMENT_TEXT.next.live_session)).toBeVisible();
  const attend = page.getByRole('complementary', { name: 'Attend' });
  await expect(attend.getByTestId('live-standing')).toHaveText(
    /You’re booked · joining opens 10 minutes before the start/,
  );
  await expect(attend.getByText(/Cannot join/)).toHaveCount(0);
  await expect(attend.getByTestId('countdown')).toContainText(/Starts in \d+d/);
  await expect(attend.getByRole('link', { name: LIVE_TEXT.downloadIcs })).toBeVisible();
  await expect(attend.getByRole('link', { name: /Google Calendar/ })).toBeVisible();
  // The buyer's reminders of this session: on, then turned off from the keyboard; the page says which.
  const remind = page.getByRole('switch', { name: LIVE_TEXT.remindMe });
  await expect(remind).toBeChecked();
  await expect(page.getByText(LIVE_TEXT.remindOn)).toBeVisible();
  await remind.press('Space');
  await expect(page.getByText(LIVE_TEXT.remindOff)).toBeVisible();
  await expect(remind).not.toBeChecked();
  await snapWidths(page, 'confirm-live');
  await banner.getByRole('link', { name: POST_PAYMENT_TEXT.receipt }).click();
  await expect(page.getByText(title).first()).toBeVisible();
  await logOut(page);

  // The host sees that they host it, and who joined.
  await page.goto('/login');
  await logIn(page, 'instructor@example.com', 'teach-medicine-2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(sessionUrl);
  await expect(page.getByTestId('live-standing')).toHaveText(LIVE_TEXT.hosting);
  await expect(page.getByText(/Cannot join/)).toHaveCount(0);
  await snapWidths(page, 'live-detail-hosting');
  await page.getByRole('button', { name: LIVE_TEXT.seeAttendance }).click();
  await expect(page.getByRole('dialog')).toContainText('joined');
});

test('old placeholder addresses lead to /live', async ({ page }) => {
  for (const path of ['/live-sessions', '/events']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/live$/);
  }
  await page.goto('/live/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(LIVE_MESSAGES.notFound)).toBeVisible();
});
