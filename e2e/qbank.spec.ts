import { expect, test } from '@playwright/test';
import { register, snapWidths, uniqueEmail } from './helpers';

/**
 * The question bank: a new learner builds a tutor session of unseen PLAB 1 cardiology questions from the demo
 * bank, answers one and sees the answer, the explanation and how the demo's other candidates answered.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('builds a tutor session from the bank and sees each answer checked at once', async ({ page }) => {
  test.setTimeout(180_000);
  await register(page, 'Bank Learner', uniqueEmail('qbank'), 'revise-every-day-2026');

  await page.getByRole('link', { name: 'Question bank' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Exam' }).selectOption('PLAB 1');
  // A topic with no extended matching question: this journey answers by the first option.
  await page.getByRole('checkbox', { name: /^Endocrinology/ }).check();
  await page.getByRole('radio', { name: 'Not answered yet' }).check();
  await page.getByRole('textbox', { name: /How many questions/ }).fill('5');
  await snapWidths(page, 'qbank-build');
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page).toHaveURL(/\/qbank\/sessions\/[^/]+$/);
  // The question's first option (a radio for one answer, a checkbox for several).
  await page
    .locator('fieldset')
    .first()
    .locator('input[type="radio"], input[type="checkbox"]')
    .first()
    .check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText(/Correct answer:/)).toBeVisible();
  // The demo's synthetic candidates have answered every bank question: their figures show at once.
  await expect(page.getByText(/How others answered \(\d+ learners\)/)).toBeVisible();
  await snapWidths(page, 'qbank-tutor');
  await page.getByRole('button', { name: 'Finish and see results' }).click();
  await expect(page.getByRole('heading', { name: /Results: / })).toBeVisible();
  await snapWidths(page, 'qbank-results');
});
