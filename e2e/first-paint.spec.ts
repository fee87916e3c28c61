import { expect, test } from '@playwright/test';

/** The server paints public pages before the app's JavaScript (docs/decisions/425). */

test('public pages arrive painted: readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass your medical exams with confidence');
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
  const first = page.locator('main article h2 a').first();
  const title = (await first.textContent())!.trim();
  const href = (await first.getAttribute('href'))!;
  expect(title.length).toBeGreaterThan(0);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // A page the route table keeps from the server's render (times in the viewer's zone): sent as built, its
  // chunks preloaded for the browser to render it.
  await page.goto('/live');
  await expect(page.locator('#root')).toBeEmpty();
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  await context.close();
});

test('the app takes over the painted page without an error, and the page works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/courses');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#prerendered-state')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('PLAB', { timeout: 10_000 });
  await expect(page).toHaveURL(/q=PLAB/);
  await expect(page.locator('main article').first()).toContainText(/PLAB/i);
  expect(errors).toEqual([]);
});
