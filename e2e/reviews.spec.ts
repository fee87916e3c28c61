import { expect, test } from '@playwright/test';
import { logIn, logOut, snapWidths } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const LEARNER = { email: 'learner@example.com', password: 'learn-medicine-2026' };
const ADMIN = { email: 'admin@example.com', password: 'admin-review-2026' };
const COURSE = '/courses/plab-1-foundations-how-to-approach-single-best-answer-questions';

test('an enrolled learner rates a course by keyboard and reports a review; an admin hides it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // A guest sees the earned rating and the reviews, and is asked to sign in to write one.
  await page.goto(COURSE);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('6 reviews')).toBeVisible();
  await expect(
    reviews.getByRole('list', { name: 'How the ratings spread' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await snapWidths(page, 'reviews-course-guest');

  // The demo learner is enrolled in this free course: the form asks for a review.
  await reviews.getByRole('link', { name: 'Sign in to write a review' }).click();
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(new RegExp(`${COURSE}`));
  const form = page.getByRole('region', { name: 'Reviews' });
  const rating = form.getByRole('group', { name: 'Your rating' });
  await expect(rating).toBeVisible();
  await rating.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form
    .getByLabel('Your review (optional)')
    .fill('Short and useful: the method for reading a stem works.');
  await form.getByRole('button', { name: 'Save review' }).click();
  await expect(form.getByText(/your review is saved/)).toBeVisible();
  await expect(form.getByText('7 reviews')).toBeVisible();
  await snapWidths(page, 'reviews-course-saved');

  // Report another learner's review.
  await form.getByRole('button', { name: 'Report' }).first().click();
  await form.getByLabel('Why are you reporting this review?').fill('Looks like an advert.');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Thank you: the admins will look at this review.')).toBeVisible();
  await logOut(page);

  // The admin sees it among the reported ones and hides it: it stops counting.
  await page.goto('/login');
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews to handle', level: 1 })).toBeVisible();
  await expect(page.getByText('Looks like an advert.').filter({ visible: true })).toBeVisible();
  await snapWidths(page, 'reviews-admin-reported');
  await page.getByRole('button', { name: 'Hide' }).first().click();
  await expect(page.getByText('Review hidden: it no longer counts in the rating.')).toBeVisible();
  await page.getByRole('button', { name: 'Hidden', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Show again' }).first()).toBeVisible();
  await snapWidths(page, 'reviews-admin-hidden');
  await page.goto(COURSE);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText('6 reviews')).toBeVisible();
});
