import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const WIDTHS = [390, 1280] as const;

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

/** Screenshots at a phone and a desktop width, after checking that nothing scrolls sideways; then desktop again. */
export async function snapWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the sticky top bar is not painted halfway down a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await expectNoSidewaysScroll(page, name);
    await snap(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).waitFor();
}
