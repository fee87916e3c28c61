import { DISCUSSION_MESSAGES } from '@medprep/shared';
import { expect, test } from '@playwright/test';
import { logIn, logOut, register, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };

test('a learner asks, the instructor answers, the bell tells the learner, who comments and accepts', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const learner = { name: 'Priya Shah', email: uniqueEmail('asker'), password: 'ask-a-question-2026' };
  const title = `Amiodarone and warfarin: how much should I reduce the dose? ${Date.now()}`;

  // The list, with the demo questions.
  await register(page, learner.name, learner.email, learner.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discussions' }).click();
  await expect(page.getByRole('heading', { name: 'Discussions', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussions' }).getByRole('listitem')).toHaveCount(12);
  await snapWidths(page, 'discussions-list');

  // Search on Enter, the Open chip, then back to all.
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('anticoagulant');
  await page.getByRole('searchbox', { name: 'Search questions' }).press('Enter');
  await expect(page).toHaveURL(/\?q=anticoagulant/);
  await expect(page.getByRole('link', { name: /mechanical mitral valve/ })).toBeVisible();
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(page.getByText(DISCUSSION_MESSAGES.noQuestions)).toBeVisible();
  await snapWidths(page, 'discussions-empty');

  // Ask.
  await page.getByRole('link', { name: 'Ask Question' }).first().click();
  await expect(page).toHaveURL(/\/discussions\/ask$/);
  const post = page.getByRole('button', { name: 'Post question' });
  await expect(post).toBeDisabled();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByText(`${title.length}/180`)).toBeVisible();
  await page
    .getByLabel('Details')
    .fill('My patient on **warfarin** is starting amiodarone for AF. What should I do with the INR?');
  await page
    .getByLabel('Related course')
    .selectOption({ label: 'UKMLA Clinical Pharmacology and Prescribing' });
  await expect(post).toBeEnabled();
  await snapWidths(page, 'discussions-ask');
  await post.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '0 replies' })).toBeVisible();
  const questionUrl = page.url();
  await logOut(page);

  // The instructor answers.
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(page.getByRole('button', { name: /open profile menu$/i })).toBeVisible();
  await page.goto(questionUrl);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Your answer' })
    .fill(
      'Amiodarone inhibits warfarin metabolism: reduce the warfarin dose by about a third and check the INR weekly for the first month.',
    );
  await page.getByRole('button', { name: 'Post answer' }).click();
  await expect(page.getByRole('heading', { name: '1 reply' })).toBeVisible();
  await expect(page.getByText('Instructor').first()).toBeVisible();
  await logOut(page);

  // The learner: the bell shows the answer.
  await page.goto('/login');
  await logIn(page, learner.email, learner.password);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem').first()).toContainText('Your question has a new answer');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await snapWidths(page, 'discussions-bell');
  await menu.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(questionUrl);
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // Comment, then accept.
  await page
    .getByRole('textbox', { name: 'Add a comment' })
    .fill('Thank you: I will recheck the INR in a week.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('heading', { name: '2 replies' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept the answer by Dr Eleanor Hughes' }).click();
  await expect(page.getByText('Accepted answer')).toBeVisible();
  await expect(page.getByRole('button', { name: /Accept the answer/ })).toHaveCount(0);
  await snapWidths(page, 'discussions-question');

  // A stranger sees the hint instead of a reply box.
  await logOut(page);
  await register(page, 'Other Learner', uniqueEmail('reader'), 'just-reading-2026');
  await page.goto(questionUrl);
  await expect(page.getByText(DISCUSSION_MESSAGES.permissionHint)).toBeVisible();
  await page.goto('/discussions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(DISCUSSION_MESSAGES.notFound)).toBeVisible();
});
