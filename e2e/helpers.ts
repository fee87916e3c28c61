import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

export const WIDTHS = [390, 1280] as const;

/** Saves a full-page screenshot at the page's current width into e2e/screenshots/. */
export async function snap(page: Page, name: string) {
  mkdirSync('e2e/screenshots', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
}

/** Screenshots of the current page at a phone and a desktop width. */
export async function snapBoth(page: Page, name: string) {
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await snap(page, name);
  }
  if (original) await page.setViewportSize(original);
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
