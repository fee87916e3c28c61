import { expect, test } from '@playwright/test';
import { profileButton, register, snapWidths, uniqueEmail } from './helpers';

/**
 * The progress dashboard: a new learner answers a question in the bank, opens Progress from the profile menu
 * and sees the answer counted, the topic's figures and the mocks panel.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('answers bank questions, then sees them counted on the progress dashboard', async ({ page }) => {
  test.setTimeout(180_000);
  await register(page, 'Progress Learner', uniqueEmail('progress'), 'revise-every-day-2026');

  // Before any answer: the dashboard points to the question bank.
  await page.goto('/me/progress');
  await expect(page.getByText('Answer your first questions in the question bank')).toBeVisible();

  await page.getByRole('link', { name: 'Open the question bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question bank' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Exam' }).selectOption('PLAB 1');
  // A topic with no extended matching question: this journey answers by the first option.
  await page.getByRole('checkbox', { name: /^Endocrinology/ }).check();
  await page.getByRole('textbox', { name: /How many questions/ }).fill('3');
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page).toHaveURL(/\/qbank\/sessions\/[^/]+$/);
  // The first option of the question (a radio or, for a multiple-answer question, a checkbox).
  await page.locator('main fieldset').first().locator('input').first().check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText(/Correct answer:/)).toBeVisible();

  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Progress' }).click();
  await expect(page).toHaveURL(/\/me\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Questions answered')).toBeVisible();
  await expect(totals.locator('dd').first()).toHaveText('1');
  await expect(totals.getByText('Days in a row').locator('xpath=following-sibling::dd')).toHaveText('1');
  await expect(
    page.getByRole('region', { name: 'Your weakest topics' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practise these' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mock exams taken' })).toContainText(
    'No mock exam taken yet.',
  );
  await snapWidths(page, 'progress');

  await page.getByRole('button', { name: 'Practise these' }).click();
  await expect(page).toHaveURL(/\/qbank\/sessions\/[^/]+$/);
});
