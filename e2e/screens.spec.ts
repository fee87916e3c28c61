import { expect, test } from '@playwright/test';
import { expectAccessible, logIn, profileButton, snapWidths } from './helpers';

/** Screens a person stumbles on. */

const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };
const PARTS = ['Mock exams', 'Courses', 'Live sessions', 'Tutors', 'Resources', 'Ebooks'];

test('a guest on a laptop sees every part of the product above the fold, with a picture of the exam screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // Measured once the app has taken over the server's first paint (it renders over the painted page).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  const parts = page.getByRole('region', { name: 'Everything for your exam, in one place' });
  await expect(parts.getByRole('link')).toHaveText(PARTS.map((p) => `${p}→`));
  for (const name of PARTS) {
    const card = parts.getByRole('link', { name }).locator('xpath=ancestor::li');
    await expect(card).toBeVisible();
    // Whole card inside the first screen of a 1280 × 800 laptop.
    await expect
      .poll(
        async () => {
          const box = await card.boundingBox();
          return box ? box.y + box.height : Number.POSITIVE_INFINITY;
        },
        { message: name },
      )
      .toBeLessThanOrEqual(800);
  }
  await expect(page.getByRole('img', { name: /The mock exam screen/ })).toBeVisible();
  await expectAccessible(page, 'home-laptop');
  await page.screenshot({ path: 'e2e/screenshots/home-above-fold-1280x800.png' });
  await parts.getByRole('link', { name: 'Mock exams' }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
  await page.goto('/');
  await snapWidths(page, 'home');
});

test('an instructor picks a quiz lesson’s quiz by searching their quizzes with the keyboard', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(profileButton(page)).toBeVisible();
  await page.goto('/instructor/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Acute medicine check ${Date.now()}`);
  await page.getByRole('spinbutton', { name: 'Price' }).fill('0');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section 1 Title' }).fill('Test yourself');
  await page.getByRole('button', { name: 'Add lesson to section 1' }).click();
  await page.getByRole('textbox', { name: 'Lesson 1.1 Title' }).fill('Mini mock');
  await page.getByRole('combobox', { name: 'Lesson 1.1 Type' }).selectOption('quiz');

  const picker = page.getByRole('combobox', { name: 'Lesson 1.1 Quiz' });
  await picker.focus();
  await picker.pressSequentially('acute');
  const listbox = page.getByRole('listbox', { name: 'Your quizzes' });
  const option = listbox.getByRole('option', { name: /acute medicine/i }).first();
  await expect(option).toBeVisible();
  await expect(option).toContainText(/\d+ questions?/);
  await expect(option).toContainText('Published');
  await expectAccessible(page, 'quiz-picker');
  await picker.scrollIntoViewIfNeeded();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await picker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `e2e/screenshots/quiz-picker-${width}.png` });
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  const chosen = await picker.inputValue();
  expect(chosen).toMatch(/acute medicine/i);
  await expect(picker).toHaveAccessibleDescription(/Chosen: \d+ questions? · Published/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/instructor\/courses\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Lesson 1.1 Quiz' })).toHaveValue(chosen);
});

test('a tutor sees an end-before-start error on the row itself, and picks the zone from a list', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(profileButton(page)).toBeVisible();
  await page.goto('/me/tutor/availability');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toBeVisible();
  const here = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(zone.locator('option').first()).toHaveText(`${here} (this device)`);

  await page.getByRole('button', { name: 'Add hours: Saturday' }).click();
  await page.getByLabel('Saturday 1 Start').fill('15:00');
  await page.getByLabel('Saturday 1 End').fill('11:00');
  await page.getByRole('button', { name: 'Add exception' }).click();
  const newDate = page.locator('input[aria-label^="Dated exceptions"][aria-label$=" Date"]').last();
  await expect(newDate).toHaveAttribute('type', 'date');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Fix invalid rows');
  await expect(page.getByLabel('Saturday 1 End')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Saturday 1 End')).toHaveAccessibleDescription('End must be after start.');
  await expect(newDate).toHaveAccessibleDescription('Choose a date.');
  await snapWidths(page, 'tutor-availability-errors');
});

test("a tutor's profile offers time zones to search and pick, never free text", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(profileButton(page)).toBeVisible();
  await page.goto('/me/tutor/profile');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toBeVisible();
  await zone.fill('kolkata');
  const list = page.getByRole('listbox', { name: 'Time zones' });
  await expect(list.getByRole('option')).not.toHaveCount(0);
  await expectAccessible(page, 'tutor-profile-zone-search');
  await list.getByRole('option').first().click();
  await expect(zone).toHaveValue('Asia/Kolkata');
  await snapWidths(page, 'tutor-profile-zone');
});
