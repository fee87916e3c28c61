import { expect, type Page, test } from '@playwright/test';
import { logIn, logOut, profileButton, register, snap, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };

const editor = (page: Page) => page.getByRole('region', { name: 'Question editor' });
const saveState = (page: Page) => page.locator('[data-status]');

/** The remaining seconds the timer shows ('4:58' → 298). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [m, s] = text.trim().split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/** The letters of the options on screen, top to bottom ('A.', 'B.', …). */
async function lettersOnScreen(page: Page): Promise<string[]> {
  const labels = await page.locator('label:has(input[type="radio"])').allTextContents();
  return labels.map((text) => text.trim().split(' ')[0] ?? '');
}

const flaggedText = 'Flagged for review (1): question 2';

test('an instructor builds and publishes a timed quiz with shuffled options; a learner takes it on the focused exam screen, flags a question, reloads mid-exam, resumes it on another device, submits and sees results', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const title = `Zygomycosis mock ${stamp}`;

  // The instructor creates a free, timed quiz.
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(profileButton(page)).toBeVisible();
  await page.goto('/instructor/quizzes/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New quiz' })).toBeVisible();
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Three questions on fungal infections, timed.');
  await page.getByRole('combobox', { name: /Exam/ }).selectOption('PLAB 1');
  await page.getByRole('radio', { name: 'Free', exact: true }).check();
  await page.getByRole('textbox', { name: 'Time limit (minutes)' }).fill('5');
  await page.getByRole('textbox', { name: 'Pass mark (%)' }).fill('60');
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page).toHaveURL(/\/instructor\/quizzes\/[^/]+\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Publishing without questions is refused.
  await page.getByRole('button', { name: 'Save & publish' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Add at least one question before publishing.' }),
  ).toBeVisible();

  // Three questions: single choice, true/false, short answer.
  await page.getByRole('button', { name: '+ Single choice' }).click();
  await expect(editor(page).getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await editor(page)
    .getByRole('textbox', { name: 'Prompt' })
    .fill('Which drug treats mucormycosis first-line?');
  await editor(page).getByRole('textbox', { name: 'Option A' }).fill('Liposomal amphotericin B');
  await editor(page).getByRole('textbox', { name: 'Option B' }).fill('Fluconazole');
  await editor(page).getByRole('button', { name: 'Add option' }).click();
  await editor(page).getByRole('textbox', { name: 'Option C' }).fill('Oral voriconazole');
  await editor(page).getByRole('button', { name: 'Add option' }).click();
  await editor(page).getByRole('textbox', { name: 'Option D' }).fill('Caspofungin');
  await editor(page)
    .getByRole('textbox', { name: 'Explanation' })
    .fill('Amphotericin B plus surgical debridement.');
  await editor(page).getByRole('textbox', { name: 'Topics' }).fill('Infectious disease');

  await page.getByRole('button', { name: '+ True / false' }).click();
  await expect(editor(page).getByRole('heading', { name: 'Question 2' })).toBeVisible();
  await editor(page)
    .getByRole('textbox', { name: 'Prompt' })
    .fill('Diabetic ketoacidosis is a risk factor for mucormycosis.');
  await editor(page).getByRole('radio', { name: 'True', exact: true }).check();

  await page.getByRole('button', { name: '+ Short answer' }).click();
  await expect(editor(page).getByRole('heading', { name: 'Question 3' })).toBeVisible();
  await editor(page)
    .getByRole('textbox', { name: 'Prompt' })
    .fill('Name the genus of the commonest cause of mucormycosis.');
  await editor(page).getByRole('textbox', { name: 'Accepted answers' }).fill('Rhizopus\nrhizopus ');
  await page.getByRole('button', { name: 'Save & publish' }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  // Each attempt gets the options in its own order.
  await page.getByRole('checkbox', { name: 'Shuffle options' }).check();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/api\/instructor\/mock\/quizzes\/[^/]+$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('checkbox', { name: 'Shuffle options' })).toBeChecked();
  await snapWidths(page, 'quizzes-builder');

  await page.goto('/instructor/quizzes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Quizzes' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await logOut(page);

  // A learner registers, finds the quiz and starts it.
  const learner = { email: uniqueEmail('quizzes'), password: 'revise-every-day-2026' };
  await register(page, 'Priya Nair', learner.email, learner.password);
  await page.goto(`/quizzes?q=${encodeURIComponent(stamp)}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await snapWidths(page, 'quizzes-detail');
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.getByRole('timer')).toBeVisible();

  // The focused exam screen: the quiz's own slim bar, no site navigation, menus or footer.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(profileButton(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Shuffled options are lettered by their place on the screen.
  expect(await lettersOnScreen(page)).toEqual(['A.', 'B.', 'C.', 'D.']);

  // Answers: question 1, then 2 (flagged for review), then 3.
  await page.getByRole('radio', { name: /Liposomal amphotericin B/ }).check();
  await page.getByRole('button', { name: 'Next' }).first().click();
  await page.getByRole('radio', { name: 'True', exact: true }).check();
  await page
    .getByRole('button', { name: /Flag for review/ })
    .first()
    .click();
  await expect(
    page
      .getByRole('navigation', { name: 'Questions' })
      .first()
      .getByRole('button', { name: 'Question 2, answered, flagged' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).first().click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('Rhizopus');
  await expect(saveState(page)).toHaveText('Saved');
  await snapWidths(page, 'quizzes-play');
  const before = await secondsLeft(page);
  expect(before).toBeGreaterThan(200);

  // The submit dialog says the flag: how many, then which.
  await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
  const asked = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(asked).toContainText(flaggedText);
  await snap(page, 'quizzes-submit-dialog');
  await asked.getByRole('button', { name: 'Keep working' }).click();

  // Leaving asks first; staying keeps the exam.
  await page.getByRole('link', { name: 'Leave the exam' }).click();
  const guard = page.getByRole('dialog', { name: 'Leave the exam?' });
  await expect(guard).toContainText('the clock keeps running');
  await guard.getByRole('button', { name: 'Stay in the exam' }).click();
  await expect(page).toHaveURL(/\/play$/);

  // A reload mid-exam (the browser asks first: leave): answers, flag and remaining time intact.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Rhizopus');
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  await page
    .getByRole('navigation', { name: 'Questions' })
    .first()
    .getByRole('button', { name: /^Question 1,/ })
    .click();
  await expect(page.getByRole('radio', { name: /Liposomal amphotericin B/ })).toBeChecked();
  await page
    .getByRole('navigation', { name: 'Questions' })
    .first()
    .getByRole('button', { name: /^Question 2,/ })
    .click();
  await expect(page.getByRole('radio', { name: 'True', exact: true })).toBeChecked();

  // Another device (a fresh browser, nothing kept in it) resumes the same attempt with its flag (decision 652).
  const device = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 1280, height: 900 },
  });
  const other = await device.newPage();
  await other.goto('/login');
  await logIn(other, learner.email, learner.password);
  await expect(profileButton(other)).toBeVisible();
  await other.goto(new URL(page.url()).pathname);
  await expect(
    other
      .getByRole('navigation', { name: 'Questions' })
      .first()
      .getByRole('button', { name: 'Question 2, answered, flagged' }),
  ).toBeVisible();
  await device.close();

  // Submit, with the confirmation.
  await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Submit your answers?' });
  await expect(dialog).toContainText('You have answered every question.');
  await expect(dialog).toContainText(flaggedText);
  await dialog.getByRole('button', { name: 'Submit now' }).click();
  await expect(page).toHaveURL(/\/quizzes\/attempts\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('Amphotericin B plus surgical debridement.')).toBeVisible();
  // Each answer in its options list, right ones in words too; the site's shell is back.
  const first = page.getByRole('list', { name: 'Options and answers of question 1' });
  await expect(first.getByRole('listitem').filter({ hasText: 'Liposomal amphotericin B' })).toContainText(
    'Your answer · Correct',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await snapWidths(page, 'quizzes-results');

  // The attempt is in the history; opening play again goes to the results.
  await page.goto('/quizzes/attempts');
  await expect(page.getByRole('heading', { level: 1, name: 'Your attempts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View results' }).first()).toBeVisible();
  await snapWidths(page, 'quizzes-attempts');
});
