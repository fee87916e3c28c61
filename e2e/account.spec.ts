import { expect, test } from '@playwright/test';
import { logIn, logOut, snapBoth, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test('a new learner registers, signs out and back in, and the guard brings them back', async ({ page }) => {
  const email = uniqueEmail('learner');
  const password = 'a-strong-password-2026';

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pass your medical exams with confidence' })).toBeVisible();
  await snapBoth(page, 'home-guest');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await snapBoth(page, 'register');
  await page.getByLabel('Name').fill('Priya Shah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password should be at least 8 characters.')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Registration lands on My courses, signed in, with the avatar's initials.
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible();
  await expect(page.getByText('You are not enrolled in any courses yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toContainText('PS');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Lifetime' }),
  ).toBeVisible();
  await snapBoth(page, 'my-courses-empty');

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
  await snapBoth(page, 'login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu).toContainText('Priya Shah');
  await expect(menu.getByRole('menuitem', { name: 'My Sessions' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await snapBoth(page, 'profile-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await snapBoth(page, 'home-user');

  // The session survives a reload (silent refresh from the cookie).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();

  await logOut(page);
  await page.goto('/me/enrollments');
  await expect(page).toHaveURL(/\/login\?next=%2Fme%2Fenrollments$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible();
});

test('the phone menu, the search overlay and the footer popups work at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('region', { name: 'Explore' })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'Get Started' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.screenshot({ path: 'e2e/screenshots/phone-menu-390.png' });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.getByRole('button', { name: 'Search courses' }).click();
  const input = page.getByPlaceholder('Search courses…');
  await expect(input).toBeFocused();
  await page.screenshot({ path: 'e2e/screenshots/search-overlay-390.png' });
  await input.fill('  cardiology ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/courses\?q=cardiology$/);

  await page.goto('/');
  await page.getByRole('button', { name: 'Terms and Conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toContainText('60 days');
  await expect(dialog).toContainText('50%');
  await page.screenshot({ path: 'e2e/screenshots/terms-popup-390.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // No horizontal overflow on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto('/_ping');
  await expect(page.getByText('ROUTER OK')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
