import { expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  logOut,
  profileButton,
  snapWidths,
  uniqueEmail,
  WIDTHS,
} from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a new learner registers, signs out and back in, and is guarded', async ({ page }) => {
  const email = uniqueEmail('learner');
  const password = 'a-strong-password-2026';

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Pass your medical exams with confidence' })).toBeVisible();
  await expect(page).toHaveTitle('MedPrep Academy');
  // A guest's top bar has only these; Quiz and the rest appear once signed in.
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Courses',
    'Tutors',
    'Membership',
    'Log in',
    'Sign up',
  ]);
  await snapWidths(page, 'home-guest');

  // The top bar gains its stronger background after scrolling more than 8 px.
  const header = page.locator('header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');

  await mainNav(page).getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  // A route change moves focus to the new page's h1 and announces its title.
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(/MedPrep Academy/);
  await page.getByLabel('Name').fill('Priya Shah');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password should be at least 8 characters.')).toBeVisible();
  await snapWidths(page, 'register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Registration lands on My courses, signed in, with the avatar's initials.
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await expect(page.getByRole('heading', { name: 'My courses', level: 1 })).toBeVisible();
  await expect(page.getByText('You are not enrolled in any courses yet.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
  await expect(page).toHaveTitle('My courses · MedPrep Academy');
  await expect(profileButton(page)).toBeVisible();
  await expect(profileButton(page)).toHaveText('PS');
  await expect(profileButton(page)).toHaveAccessibleName('PS, open profile menu');
  await expect(mainNav(page).getByRole('link', { name: 'Get Lifetime' })).toBeVisible();
  await expect(mainNav(page).getByRole('link')).toHaveText([
    'Courses',
    'Tutors',
    'Get Lifetime',
    'Quiz',
    'Question bank',
    'Discussions',
    'Live Sessions',
    'Resources',
    'Ebooks',
  ]);
  await snapWidths(page, 'my-courses');

  // Between md and xl the signed-in bar, with every module's entry, still fits.
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(mainNav(page)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the signed-in top bar');
    const headerFits = await page.evaluate(() => {
      const row = document.querySelector('header > div');
      return row ? row.scrollWidth <= row.clientWidth : false;
    });
    expect(headerFits, `the signed-in top bar fits at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Open the profile menu, then Logout.
  await profileButton(page).click();
  await expect(page.getByRole('menu', { name: 'Profile' })).toContainText('Priya Shah');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(profileButton(page)).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await snapWidths(page, 'login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);

  // The profile menu shows the name and the learner's entries, and closes on Escape.
  await profileButton(page).click();
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu).toContainText('Priya Shah');
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('menuitem', { name: 'Membership' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'My courses' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Teach on MedPrep' })).toHaveAttribute('href', '/teach');
  await expect(menu.getByRole('menuitem', { name: 'My application' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Tutor – Sessions' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await expectAccessible(page, 'profile-menu');
  await page.screenshot({ path: 'e2e/screenshots/profile-menu-1280.png' });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(profileButton(page)).toBeFocused();
  await snapWidths(page, 'home-user');

  // At phone width the same account lives in the side menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const phoneMenu = page.getByRole('navigation', { name: 'Menu' });
  await expect(phoneMenu.getByRole('region', { name: 'Account' })).toContainText('My courses');
  await expect(phoneMenu.getByRole('region', { name: 'Account' })).toContainText('Teach on MedPrep');
  await expect(phoneMenu.getByRole('region', { name: 'Teaching' })).toHaveCount(0);
  await expectAccessible(page, 'phone-menu-user');
  await page.screenshot({ path: 'e2e/screenshots/phone-menu-user-390.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The session survives a reload (silent refresh from the cookie).
  await page.reload();
  await expect(profileButton(page)).toBeVisible();

  // Signing out on a signed-in page goes home, not to the sign-in form.
  await page.goto('/me/enrollments');
  await expect(page.getByRole('heading', { name: 'My courses', level: 1 })).toBeVisible();
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);

  // Signed out, a guarded page sends the learner to log in and then back.
  await page.goto('/me/enrollments');
  await expect(page).toHaveURL(/\/login\?next=%2Fme%2Fenrollments$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await expect(page.getByRole('heading', { name: 'My courses', level: 1 })).toBeVisible();

  // A signed-in learner visiting /login is sent on to next.
  await page.goto('/login?next=%2Fme%2Fenrollments');
  await expect(page).toHaveURL(/\/me\/enrollments$/);
});

test('the phone menu and the search overlay at 390 px, and the footer popups', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(mainNav(page)).toBeHidden();
  await expectNoSidewaysScroll(page, 'home');

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('region', { name: 'Explore' })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'Explore' }).getByRole('link')).toHaveText([
    'Courses',
    'Tutors',
    'Mock exams',
    'Live Sessions',
    'Resources',
    'Ebooks',
    'Discussions',
  ]);
  await expect(menu.getByRole('region', { name: 'Get Started' })).toBeVisible();
  await expect(menu.getByRole('region', { name: 'Teaching' })).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  // A modal dialog: the page behind is inert, and Tab stays inside.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    'focus stays inside the menu',
  ).toBe(true);
  await expectAccessible(page, 'phone-menu');
  await page.screenshot({ path: 'e2e/screenshots/phone-menu-390.png' });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(openMenu).toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  // The menu also closes on navigation.
  await openMenu.click();
  await menu.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(menu).toHaveCount(0);
  await page.goto('/');

  const search = page.getByRole('button', { name: 'Search courses' });
  await search.click();
  const input = page.getByPlaceholder('Search courses…');
  await expect(input).toBeFocused();
  await input.fill('  cardiology ');
  await expectAccessible(page, 'search-overlay');
  await page.screenshot({ path: 'e2e/screenshots/search-overlay-390.png' });
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
  await search.click();
  await page.getByPlaceholder('Search courses…').fill('  cardiology ');
  await page.getByPlaceholder('Search courses…').press('Enter');
  await expect(page).toHaveURL(/\/courses\?q=cardiology$/);

  await page.goto('/');
  await search.click();
  await page.getByPlaceholder('Search courses…').press('Enter');
  await expect(page).toHaveURL(/\/courses$/);

  // Footer popups: the generic modal at both widths.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog).toContainText('more than 60 days');
    await expect(dialog).toContainText('50% of the charge');
    await expect(dialog).toContainText('100% of the charge');
    await expect(dialog).toContainText('4% over');
    await expect(dialog).toContainText('one month');
    // Long content scrolls by keyboard: the body is focusable.
    await expect(dialog.getByTestId('modal-body')).toHaveAttribute('tabindex', '0');
    await expectAccessible(page, 'terms-popup');
    await page.screenshot({ path: `e2e/screenshots/terms-popup-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact' })).toContainText('72 hours');
  await page.getByRole('dialog', { name: 'Contact' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'About' }).click();
  await expect(page.getByRole('dialog', { name: 'About' })).toContainText('2018');

  await page.goto('/_ping');
  await expect(page.getByText('ROUTER OK')).toBeVisible();
  // An unknown address goes home with a short, announced notice.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'That page does not exist' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Teach on MedPrep' })).toHaveAttribute(
    'href',
    '/teach',
  );
});
