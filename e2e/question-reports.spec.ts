import { expect, test } from '@playwright/test';
import { logIn, logOut, profileButton, register, signIn, snapWidths, uniqueEmail } from './helpers';

/**
 * Question reports: a learner reports a question from their bank session's results, the question's author
 * resolves it from their list, and the learner is told in the bell.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };

test('a learner reports a question from a result, its author resolves it, the bell tells the learner', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const learner = { email: uniqueEmail('reporter'), password: 'report-the-key-2026' };
  const text = `The key says B but the guideline says C (${Date.now()})`;

  // The learner answers one bank question and finishes the session.
  await register(page, 'Reporting Learner', learner.email, learner.password);
  await page.goto('/qbank');
  await page.getByRole('combobox', { name: 'Exam' }).selectOption('PLAB 1');
  // A topic with no extended matching question: this journey answers by the first option.
  await page.getByRole('checkbox', { name: /^Endocrinology/ }).check();
  await page.getByRole('textbox', { name: /How many questions/ }).fill('1');
  await page.getByRole('button', { name: 'Start session' }).click();
  await expect(page).toHaveURL(/\/qbank\/sessions\/[^/]+$/);
  // The bank draws a question at random: a short answer is typed, any other kind picks its first option.
  const typed = page.getByRole('textbox', { name: 'Your answer' });
  if (await typed.isVisible()) await typed.fill('An answer');
  else await page.locator('input[type=radio], input[type=checkbox]').first().check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('button', { name: 'Report this question' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish and see results' }).click();
  await expect(page.getByRole('heading', { name: /Results: / })).toBeVisible();

  // Reports it from the results, by keyboard.
  await page.getByRole('button', { name: 'Report this question' }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report this question' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'What is wrong?' }).selectOption('wrong_answer');
  await dialog.getByRole('textbox', { name: /Tell the author more/ }).fill(text);
  await snapWidths(page, 'question-report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Thanks — the author will look at it. You’ll be told when it is resolved.'),
  ).toBeVisible();
  await logOut(page);

  // The author finds it in their list and resolves it.
  await page.goto('/login');
  await signIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Instructor – Question reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Question reports' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText('Wrong answer')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit the question in the quiz builder' })).toHaveAttribute(
    'href',
    /\/instructor\/quizzes\/[^/]+\/questions$/,
  );
  await snapWidths(page, 'question-reports-open');
  await card.getByRole('radio', { name: 'Fixed' }).check();
  await card.getByRole('textbox', { name: 'Reply to the learner' }).fill('Thank you: the key is now C.');
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText(/Resolved\. The learner has been told/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resolved' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toContainText(
    'Thank you: the key is now C.',
  );
  await snapWidths(page, 'question-reports-resolved');
  await logOut(page);

  // The learner: the bell says it was resolved.
  await page.goto('/login');
  await logIn(page, learner.email, learner.password);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem').first()).toContainText(
    'Your report on a question has been resolved',
  );
  await snapWidths(page, 'question-reports-bell');
});
