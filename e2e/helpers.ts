import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WIDTHS = [390, 1280] as const;
/** The narrowest width the app supports (WCAG 1.4.10 reflow). */
export const NARROWEST = 320;

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['critical', 'serious']);

/** Saves a full-page screenshot at the page's current width into e2e/screenshots/. */
export async function snap(page: Page, name: string) {
  mkdirSync('e2e/screenshots', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
}

/** Fails when the page scrolls sideways at its current width. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const width = page.viewportSize()?.width;
  expect(overflow, `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}

/**
 * Runs axe-core (WCAG 2.x A and AA) on the page as it is and fails on any critical or serious violation,
 * naming each one's rule, the elements and what is wrong. A soft assertion: the journey goes on, so one run
 * lists every finding, and the test still fails at its end.
 */
export async function expectAccessible(page: Page, name: string) {
  const width = page.viewportSize()?.width;
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Label in name (WCAG 2.5.3) is still 'experimental' in axe-core, so off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map(
      (v) =>
        `• ${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map(
            (n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  expect
    .soft(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe: ${name} at ${width} px has critical or serious violations:\n${report}`,
    )
    .toEqual([]);
}

/**
 * At a phone and a desktop width: checks that nothing scrolls sideways, runs the accessibility check and
 * saves a screenshot; then back to desktop.
 */
export async function snapWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the sticky top bar is not painted halfway down a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await expectNoSidewaysScroll(page, name);
    await expectAccessible(page, name);
    await snap(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The avatar button: its name starts with the initials it shows, then 'open profile menu'. */
export const profileButton = (page: Page) => page.getByRole('button', { name: /open profile menu$/i });

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Logs in and waits until the app has left /login for where it sends the user. The avatar button shows a
 * moment before that navigation ends, and the navigation closes any menu opened in between.
 */
export async function signIn(page: Page, email: string, password: string) {
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(profileButton(page)).toBeVisible();
}

/** Signs out from the profile menu; the app goes home (even from a signed-in page). */
export async function logOut(page: Page) {
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
}

/** Creates an account at /register; a new account lands on its enrolments, signed in. */
export async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/me\/enrollments$/);
  await expect(profileButton(page)).toBeVisible();
}
