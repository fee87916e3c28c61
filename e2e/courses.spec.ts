import { expect, type Page, test } from '@playwright/test';
import { logIn, logOut, profileButton, register, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** The status panel of the course editor. */
const statusPanel = (page: Page) => page.getByRole('region', { name: 'Course status' });

test('an instructor builds and publishes a course, and a learner finds it, enrols, completes a lesson and sees progress', async ({
  page,
}) => {
  test.setTimeout(360_000);
  // A rare word in the title, so a partial search finds this course and no other.
  const stamp = Date.now().toString(36);
  const title = `Xanthelasma clinic ${stamp}`;

  // The instructor signs in and creates the course.
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(profileButton(page)).toBeVisible();
  await page.goto('/instructor/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create course' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(
    'Title is required',
  );

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Subtitle' }).fill('Recognising lipid deposits around the eyes');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('A short course on xanthelasma: what it looks like, what it means, and which tests to order.');
  await page.getByRole('combobox', { name: 'Category' }).fill('Dermatology');
  await page.getByRole('textbox', { name: 'Tags' }).fill('lipids, dermatology');
  await page.getByRole('spinbutton', { name: 'Price' }).fill('0');

  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section 1 Title' }).fill('Seeing it');
  await page.getByRole('button', { name: 'Add lesson to section 1' }).click();
  await page.getByRole('textbox', { name: 'Lesson 1.1 Title' }).fill('What xanthelasma looks like');
  await page.getByRole('textbox', { name: 'Lesson 1.1 YouTube URL' }).fill(VIDEO);
  await page.getByRole('spinbutton', { name: 'Lesson 1.1 Duration (min)' }).fill('6');
  await page.getByRole('button', { name: 'Add lesson to section 1' }).click();
  await page.getByRole('textbox', { name: 'Lesson 1.2 Title' }).fill('Which tests to order');
  await page.getByRole('combobox', { name: 'Lesson 1.2 Type' }).selectOption('text');
  await page
    .getByRole('textbox', { name: 'Lesson 1.2 Text (Markdown)' })
    .fill('# Tests\n\n- Fasting lipid profile\n- HbA1c\n- Thyroid function');
  await page.getByRole('spinbutton', { name: 'Lesson 1.2 Duration (min)' }).fill('4');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/instructor\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit course' })).toBeVisible();
  await expect(statusPanel(page).getByText('Draft')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Lesson 1.2 Title' })).toHaveValue('Which tests to order');

  await statusPanel(page).getByRole('button', { name: 'Publish' }).click();
  await expect(statusPanel(page).getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(statusPanel(page).getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(statusPanel(page).getByText('Free')).toBeVisible();
  await snapWidths(page, 'courses-editor');

  // The course is in the instructor's list.
  await page.goto('/instructor/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await snapWidths(page, 'courses-instructor-list');

  await logOut(page);

  // A new learner registers.
  await register(page, 'Jonah Reyes', uniqueEmail('courses'), 'revise-every-day-2026');

  // The catalogue finds the course by part of a word of its title.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MRCP Part 1 Cardiology' })).toBeVisible();
  await snapWidths(page, 'courses-catalogue');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('xanthel');
  await expect(page).toHaveURL(/[?&]q=xanthel(&|$)/);
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: 'MRCP Part 1 Cardiology' })).toHaveCount(0);
  await card.click();

  // The course page offers a free enrolment.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('What xanthelasma looks like')).toBeVisible();
  const enrol = page.getByRole('button', { name: 'Enrol for free' });
  await expect(enrol).toBeVisible();
  await snapWidths(page, 'courses-course-page');
  await enrol.click();

  // The player: complete the first lesson.
  await expect(page).toHaveURL(/\/learn\/[a-z0-9-]+/);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('button', { name: 'Mark as not complete' })).toBeVisible();

  // My courses shows the progress.
  await page.goto('/me/enrollments');
  const enrolment = page.getByRole('article', { name: title });
  await expect(enrolment).toBeVisible();
  await expect(enrolment.getByText('1/2 lessons · 50%')).toBeVisible();
});
