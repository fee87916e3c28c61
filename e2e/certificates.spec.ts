import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { logIn, register, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const COURSE = 'Emergency Medicine: The Acutely Unwell Patient';

test('a learner completes the free course, downloads its certificate, a guest verifies it and an admin revokes it', async ({
  page,
  browser,
}) => {
  // A new learner.
  await register(page, 'Priya Shah', uniqueEmail('certified'), 'a-strong-password-2026');

  // The free demo course: enrol and finish every lesson.
  const free = await (await page.request.get('/api/courses?isFree=true&limit=50')).json();
  const course = free.items.find((c: { title: string }) => c.title === COURSE);
  await page.goto(`/courses/${course.slug}`);
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page).toHaveURL(/\/learn\/[a-z0-9-]+/);
  for (let lesson = 1; lesson <= 3; lesson++) {
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('button', { name: 'Mark as not complete' })).toBeVisible();
    if (lesson < 3) await page.getByRole('button', { name: 'Next lesson' }).click();
  }

  // Its certificate is there at once, and downloads as a PDF.
  await page.goto('/me/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'My certificates' })).toBeVisible();
  await expect(page.getByText(COURSE)).toBeVisible();
  await snapWidths(page, 'certificates-mine');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download PDF: ${COURSE}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-[0-9A-Z-]+\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Your certificate PDF has been saved.')).toBeVisible();
  const href = await page.getByRole('link', { name: `Verification page: ${COURSE}` }).getAttribute('href');
  expect(href).toMatch(/^\/certificates\/[0-9A-Z-]+$/);

  // A guest verifies it.
  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(href!);
  await expect(guestPage.getByText('Priya Shah')).toBeVisible();
  await expect(guestPage.getByText(COURSE)).toBeVisible();
  await expect(guestPage.getByText('This certificate is valid.')).toBeVisible();
  await expect(guestPage.getByRole('button', { name: 'Revoke certificate' })).toHaveCount(0);
  await snapWidths(guestPage, 'certificates-verify');

  // An admin revokes it with a reason; the page then says so, to the guest as well.
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  await logIn(adminPage, 'admin@example.com', 'admin-review-2026');
  await expect(adminPage).not.toHaveURL(/\/login/);
  await adminPage.goto(href!);
  await adminPage.getByLabel('Reason').fill('Issued in error');
  await snapWidths(adminPage, 'certificates-revoke-form');
  await adminPage.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(adminPage.getByText('Certificate revoked.')).toBeVisible();
  await guestPage.reload();
  await expect(
    guestPage.getByText('This certificate has been revoked by the issuer and is no longer valid.'),
  ).toBeVisible();
  await guest.close();
  await admin.close();
});
