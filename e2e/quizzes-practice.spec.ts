import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, register, snapWidths, uniqueEmail } from './helpers';

/**
 * Beyond the first journey (e2e/quizzes.spec.ts): 'Revise my mistakes' from a results page, and a course's
 * quiz lesson played at /learn/quizzes/{quizId}, which completes the lesson.
 * A new learner each run, on the demo content: the free acute medicine mini mock (three attempts), which is
 * the quiz lesson of the free PLAB 1 foundations course.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const QUIZ = 'PLAB 1 Mini Mock: Acute Medicine';
const COURSE = 'PLAB 1 Foundations: How to Approach Single Best Answer Questions';
const LESSON = 'Mini mock: acute medicine';

async function submitFromPlay(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).first().click();
  await page
    .getByRole('dialog', { name: 'Submit your answers?' })
    .getByRole('button', { name: 'Submit now' })
    .click();
  await expect(page).toHaveURL(/\/quizzes\/attempts\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
}

test('revise my mistakes after a results page; a course quiz lesson played in the course completes it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await register(page, 'Amara Obi', uniqueEmail('quizzes-practice'), 'revise-every-day-2026');

  // An exam submitted with one answer: every other question is a mistake.
  await page.goto(`/quizzes?q=${encodeURIComponent('Acute Medicine')}`);
  await page.getByRole('link', { name: QUIZ }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page).toHaveURL(/\/play$/);
  await page.getByRole('radio').first().check();
  await expect(page.locator('[data-status]')).toHaveText('Saved');
  await submitFromPlay(page);

  // 'Revise my mistakes': practice on the questions got wrong, each checked at once with its explanation.
  await page.getByRole('link', { name: 'Revise my mistakes' }).click();
  await expect(page).toHaveURL(/\/practice\?source=mistakes$/);
  await expect(page.getByRole('heading', { level: 1, name: `Revise my mistakes: ${QUIZ}` })).toBeVisible();
  const question = page.getByRole('region', { name: 'Question' });
  const firstChoice = question.getByRole('radio').first();
  if ((await firstChoice.count()) > 0) await firstChoice.check();
  else await question.getByRole('textbox').first().fill('an answer');
  await page.getByRole('button', { name: 'Check answer' }).click();
  const verdict = question.getByRole('status');
  await expect(verdict).toContainText(/^(Correct|Incorrect)/);
  await expect(verdict).toContainText('Correct answer:');
  // In the options list itself: the right answer marked in words ('Correct answer', or 'Your answer ·
  // Correct' when it was chosen), and a wrong choice as 'Your answer'; no longer a choice to make.
  await expect(
    question.getByRole('listitem').filter({ hasText: /(Correct answer|Your answer · Correct)$/ }),
  ).not.toHaveCount(0);
  await expect(question.getByRole('radio')).toHaveCount(0);
  await snapWidths(page, 'quizzes-revise-mistakes');

  // The course: enrol, open its quiz lesson, play it inside the course.
  await page.goto('/courses');
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page).toHaveURL(/\/learn\/[a-z0-9-]+/);
  await page.getByRole('button', { name: new RegExp(LESSON) }).click();
  await page.getByRole('link', { name: 'Open the quiz' }).click();
  await expect(page).toHaveURL(/\/learn\/quizzes\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Course' }).getByRole('link', { name: COURSE }),
  ).toBeVisible();
  await expectAccessible(page, 'quizzes-learn-lesson');
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page).toHaveURL(/\/learn\/quizzes\/[0-9a-f-]+\/play$/);
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('radio').first().check();
  await expect(page.locator('[data-status]')).toHaveText('Saved');
  await expectAccessible(page, 'quizzes-learn-play');
  await submitFromPlay(page);

  // Back in the course, the quiz lesson is complete.
  await page.getByRole('link', { name: `Back to ${COURSE}` }).click();
  await expect(page).toHaveURL(/\/learn\/[a-z0-9-]+/);
  await expect(page.getByRole('button', { name: new RegExp(`${LESSON}.*\\(completed\\)`) })).toBeVisible();
  await expectAccessible(page, 'quizzes-learn-completed');
});
