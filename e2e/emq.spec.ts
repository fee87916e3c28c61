import { expect, test } from '@playwright/test';
import { register, snapWidths, uniqueEmail } from './helpers';

/**
 * Extended matching questions: a new learner answers the demo acute medicine mock's last question (an EMQ) by
 * keyboard alone (a native select per stem), submits, and sees each stem marked in words.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const QUIZ = 'PLAB 1 Mini Mock: Acute Medicine';

test('a learner answers an extended matching question by keyboard and sees each stem marked', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await register(page, 'Emeka Obi', uniqueEmail('emq'), 'revise-every-day-2026');

  await page.goto(`/quizzes?q=${encodeURIComponent('Acute Medicine')}`);
  await page.getByRole('link', { name: QUIZ }).click();
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page).toHaveURL(/\/play$/);
  await page.getByRole('navigation', { name: 'Questions' }).getByRole('button').last().click();

  const stems = page.getByRole('combobox', { name: /^Answer for stem \d+$/ });
  await expect(stems.first()).toBeVisible();
  const count = await stems.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i++) {
    const select = page.getByRole('combobox', { name: `Answer for stem ${i + 1}`, exact: true });
    await select.focus();
    // From 'Choose an option', down to the (i + 1)th option of the list, keys only.
    for (let k = 0; k <= i; k++) await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
  }
  await expect(page.getByText(`${count} of ${count} stems answered`)).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Saved');
  await snapWidths(page, 'emq-play');

  await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit now' })
    .click();
  await expect(page).toHaveURL(/\/quizzes\/attempts\/[^/]+$/);
  // Every stem of the answered EMQ says Correct or Incorrect in words, with the answer given.
  const marked = page.getByText(/^(✓ Correct|✗ Incorrect) · \d+\/\d+$/);
  await expect(marked.first()).toBeVisible();
  expect(await marked.count()).toBeGreaterThanOrEqual(count);
  await snapWidths(page, 'emq-results');
});
