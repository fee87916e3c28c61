import { expect, test } from '@playwright/test';
import { register, snapWidths, uniqueEmail } from './helpers';

/**
 * The review deck: a question answered wrong in a tutor session is due again at once (FSRS's first learning
 * step), so 'Due today' counts it and the due session it builds starts with it.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('a question answered wrong is due today and leads the review session', async ({ page }) => {
  test.setTimeout(180_000);
  await register(page, 'Review Learner', uniqueEmail('revision'), 'revise-every-day-2026');

  // One unseen question at a time, answering the first option (or 'unknown'), until an answer is wrong.
  let wrongPrompt = '';
  for (let tries = 0; tries < 8 && !wrongPrompt; tries++) {
    await page.goto('/qbank');
    await page.getByRole('combobox', { name: 'Exam' }).selectOption('PLAB 1');
    // A topic with no extended matching question: this journey answers by the first option.
    await page.getByRole('checkbox', { name: /^Endocrinology/ }).check();
    await page.getByRole('radio', { name: 'Not answered yet' }).check();
    await page.getByRole('textbox', { name: /How many questions/ }).fill('1');
    await page.getByRole('button', { name: 'Start session' }).click();
    await expect(page).toHaveURL(/\/qbank\/sessions\/[^/]+$/);
    const prompt = ((await page.locator('legend span').nth(1).textContent()) ?? '').trim();
    const typed = page.locator('fieldset input[type="text"], fieldset input:not([type])');
    if ((await typed.count()) > 0) await typed.first().fill('unknown');
    else await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByText(/Correct answer:/)).toBeVisible();
    if (await page.getByText('✗ Incorrect').isVisible()) wrongPrompt = prompt;
  }
  expect(wrongPrompt).not.toBe('');

  await page.goto('/qbank');
  const due = page.getByRole('region', { name: 'Due today' });
  await expect(due.getByText(/due for review today/)).toBeVisible();
  await snapWidths(page, 'revision-due-today');
  await due.getByRole('button', { name: 'Review due questions' }).click();
  await expect(page).toHaveURL(/\/qbank\/sessions\/[^/]+$/);
  await expect(page.getByText(wrongPrompt, { exact: true }).first()).toBeVisible();
});
