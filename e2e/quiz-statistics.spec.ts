import { expect, test } from '@playwright/test';
import { logIn, profileButton, snapWidths } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };
const MEMBERS_MOCK = 'UKMLA AKT Practice: Cardiology and Respiratory';

test("an instructor opens the demo mock's statistics from the builder, sees a question that needs checking, and sets an Angoff estimate", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(profileButton(page)).toBeVisible();
  await page.goto('/instructor/quizzes');
  await page.getByRole('link', { name: MEMBERS_MOCK }).click();
  await expect(page.getByRole('heading', { level: 1, name: MEMBERS_MOCK })).toBeVisible();
  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/instructor\/quizzes\/[^/]+\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: `Statistics: ${MEMBERS_MOCK}` })).toBeVisible();
  await expect(page.getByText(/Reliability \(Cronbach's alpha\): \d\.\d\d, /)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Questions' })
      .getByText(
        'Needs checking: strong candidates get this wrong more often than weak ones: is the key right?',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Scores of first attempts' })).toBeAttached();

  const estimate = page
    .getByRole('table', { name: 'Questions' })
    .getByRole('textbox', { name: 'Angoff estimate for question 1, percent of borderline candidates' });
  await estimate.fill('60');
  await estimate.press('Enter');
  await expect(page.getByText(/Suggested pass mark: \d+\.\d %/)).toBeVisible();
  await page.getByRole('button', { name: 'Apply suggested pass mark' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the pass mark?' });
  await expect(dialog).toContainText("The quiz's pass mark becomes");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await snapWidths(page, 'quiz-statistics');
});
