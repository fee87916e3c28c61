import { TEST_CARD_PAYS, TUTOR_BOOKING_CONFIRMATION, TUTOR_TEXT } from '@medprep/shared';
import { expect, test } from '@playwright/test';
import { expectAccessible, logIn, logOut, snapWidths, uniqueEmail } from './helpers';

// The learner is in New York; the demo instructor tutors from their own zone: each sees times in their own.
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });

const TUTOR = { name: 'Dr Eleanor Hughes', email: 'instructor@example.com', password: 'teach-medicine-2026' };

test('a learner in New York books a demo tutor, asks to cancel, and the tutor approves', async ({ page }) => {
  const learnerName = `Noor Rahman ${Date.now()}`;
  const email = uniqueEmail('tutee');
  const password = 'a-strong-password-2026';

  // A new learner finds the tutor in the listing.
  await page.goto('/register');
  await page.getByLabel('Name').fill(learnerName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await page.goto('/tutors');
  await expect(page.getByRole('link', { name: TUTOR_TEXT.requestTutor })).toBeVisible();
  await page.getByRole('link', { name: TUTOR.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TUTOR.name })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: TUTOR.name }).first()).toBeVisible();
  await expectAccessible(page, 'tutors-list');
  await snapWidths(page, 'tutors-list');

  // The profile shows the slots in the learner's own zone.
  await page.getByRole('link', { name: TUTOR.name }).first().click();
  await expect(page.getByText(/your time zone \(America\/New_York\)/)).toBeVisible();
  const book = page.getByRole('button', { name: /^Book / }).first();
  await expect(book).toBeVisible();
  await expectAccessible(page, 'tutor-profile');
  await snapWidths(page, 'tutor-profile');

  // Book the first slot and pay on the local checkout.
  await book.click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/tutors\/booking-success\?/);
  // The confirmation, like Cal.com's: who, when in both zones, how long, the price, how to join, calendar.
  await expect(page.getByRole('heading', { level: 1, name: TUTOR_BOOKING_CONFIRMATION.title })).toBeFocused();
  await expect(page.getByText(TUTOR_BOOKING_CONFIRMATION.booked(TUTOR.name))).toBeVisible();
  const details = page.getByRole('region', { name: 'Booking details' });
  await expect(details.getByRole('link', { name: TUTOR.name })).toBeVisible();
  await expect(details.getByText(TUTOR_BOOKING_CONFIRMATION.yourTime('America/New_York'))).toBeVisible();
  await expect(details.getByText(/^Tutor’s time \(/)).toBeVisible();
  await expect(details.getByText(TUTOR_BOOKING_CONFIRMATION.minutes(60))).toBeVisible();
  await expect(details.getByText(/^£\d+\.\d\d$/)).toBeVisible();
  await expect(details.getByText(TUTOR_BOOKING_CONFIRMATION.howToJoin)).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  const icsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: TUTOR_TEXT.downloadIcs }).click();
  expect((await icsDownload).suggestedFilename()).toMatch(/^tutoring-session-[0-9a-f-]{36}\.ics$/);
  await expect(page.getByRole('link', { name: TUTOR_BOOKING_CONFIRMATION.reschedule })).toHaveAttribute(
    'href',
    /\/me\/sessions\?reschedule=/,
  );
  await expect(page.getByRole('link', { name: TUTOR_BOOKING_CONFIRMATION.askToCancel })).toBeVisible();
  await expectAccessible(page, 'tutor-booking-confirmed');
  await snapWidths(page, 'confirm-tutor');
  await page.getByRole('link', { name: TUTOR_TEXT.mySessions }).first().click();

  // The session is under Upcoming, with calendar links.
  const upcoming = page.locator('section', { has: page.getByRole('heading', { name: TUTOR_TEXT.upcoming }) });
  await expect(upcoming.getByText(`with ${TUTOR.name}`)).toBeVisible();
  const learnerIcs = page.waitForEvent('download');
  await upcoming.getByRole('button', { name: TUTOR_TEXT.downloadIcs }).click();
  expect((await learnerIcs).suggestedFilename()).toMatch(/^tutoring-session-.+\.ics$/);
  await expectAccessible(page, 'my-sessions');
  await snapWidths(page, 'my-sessions');
  await logOut(page);

  // The tutor sees it.
  await page.goto('/login');
  await logIn(page, TUTOR.email, TUTOR.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/me/tutor/sessions');
  const row = page.getByRole('listitem').filter({ hasText: learnerName });
  await expect(row).toBeVisible();
  // The card says how to join and adds the session to a calendar.
  await expect(row.getByRole('heading', { name: /^How to join/ })).toBeVisible();
  await expect(row.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /calendar\.google\.com/,
  );
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: TUTOR_TEXT.downloadIcs }).click();
  expect((await download).suggestedFilename()).toMatch(/^tutoring-session-.+\.ics$/);
  await expectAccessible(page, 'tutor-sessions');
  await snapWidths(page, 'tutor-session-card');
  await logOut(page);

  // The learner asks to cancel, with a reason.
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/me/sessions');
  await page.getByRole('button', { name: TUTOR_TEXT.askToCancel }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('My rota changed.');
  await expectAccessible(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Cancel requested')).toBeVisible();
  await logOut(page);

  // The tutor approves: the paid session is refunded.
  await page.goto('/login');
  await logIn(page, TUTOR.email, TUTOR.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/me/tutor/sessions');
  const asked = page.getByRole('listitem').filter({ hasText: learnerName });
  await expect(asked.getByText('Reason: My rota changed.')).toBeVisible();
  await asked.getByRole('button', { name: TUTOR_TEXT.approveCancel }).click();
  await expect(page.getByText('Cancel approved.')).toBeVisible();
  await page.getByLabel('Status').selectOption('refunded');
  await expect(page.getByRole('listitem').filter({ hasText: learnerName })).toContainText('Refunded');
  await expectAccessible(page, 'tutor-sessions-refunded');
  await snapWidths(page, 'tutor-sessions');
});
