import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll, logIn, NARROWEST, snap } from './helpers';

/**
 * Every route of the route table at 320 px (WCAG 1.4.10 reflow): no page scrolls sideways and the top bar
 * fits, for a guest, a learner, and the demo instructor and admin on their own pages.
 */
test.use({ viewport: { width: NARROWEST, height: 800 } });

const ACCOUNTS = {
  learner: { email: 'learner@example.com', password: 'learn-medicine-2026' },
  instructor: { email: 'instructor@example.com', password: 'teach-medicine-2026' },
  admin: { email: 'admin@example.com', password: 'admin-review-2026' },
};
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The route patterns of apps/web/src/app/route-table.tsx, read from the source so a new route is never missed. */
function routePatterns(): string[] {
  const source = readFileSync('apps/web/src/app/route-table.tsx', 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => `/${m[1]}`);
  return source.includes('index: true') ? ['/', ...paths] : paths;
}

interface Fixtures {
  slug: string;
  courseId: string;
  applicationId: string;
}

async function signIn(page: Page, who: keyof typeof ACCOUNTS) {
  await page.goto('/login');
  await logIn(page, ACCOUNTS[who].email, ACCOUNTS[who].password);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Ids for the patterns with parameters: a published course, one of the instructor's courses, an application. */
async function fixtures(request: APIRequestContext): Promise<Fixtures> {
  // The test's own API client: its sign-ins must not sign the browser in.
  const courses = await (await request.get('/api/courses?limit=1')).json();
  const slug: string = courses.items[0].slug;
  const token = async (who: keyof typeof ACCOUNTS) =>
    (await (await request.post('/api/auth/login', { data: ACCOUNTS[who] })).json()).accessToken as string;
  const mine = await (
    await request.get('/api/instructor/courses?limit=1', {
      headers: { authorization: `Bearer ${await token('instructor')}` },
    })
  ).json();
  const applications = await (
    await request.get('/api/admin/instructor-applications?limit=1', {
      headers: { authorization: `Bearer ${await token('admin')}` },
    })
  ).json();
  return {
    slug,
    courseId: mine.items?.[0]?.id ?? MISSING_ID,
    applicationId: applications.items?.[0]?.id ?? MISSING_ID,
  };
}

const toUrl = (pattern: string, f: Fixtures) =>
  pattern
    .replace(':slug', f.slug)
    .replace(':id', pattern.startsWith('/admin') ? f.applicationId : f.courseId)
    .replace(':sessionId', MISSING_ID);

async function visitAll(page: Page, who: string, patterns: string[], f: Fixtures) {
  for (const pattern of patterns) {
    const url = toUrl(pattern, f);
    // Not waiting for every image: the check is about layout, which the h1 below waits for.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    // The page has drawn once its h1 is there (or its loading state has settled).
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 3000 })
      .catch(() => {});
    const what = `${url} (${who})`;
    await expectNoSidewaysScroll(page, what).catch((error: Error) => expect.soft(error.message).toBe(''));
    const headerFits = await page.evaluate(() => {
      const row = document.querySelector('header > div');
      return row ? row.scrollWidth <= row.clientWidth : false;
    });
    expect.soft(headerFits, `the top bar fits at ${NARROWEST} px on ${what}`).toBe(true);
    if (process.env.E2E_REFLOW_SNAPS) await snap(page, `reflow-${who}${url.replace(/\W+/g, '-')}`);
  }
}

test('every route fits 320 px without sideways scrolling, for a guest', async ({ page, request }) => {
  const patterns = routePatterns();
  expect(patterns.length).toBeGreaterThan(10);
  await visitAll(page, 'guest', patterns, await fixtures(request));
});

test('every route fits 320 px without sideways scrolling, for a learner', async ({ page, request }) => {
  const f = await fixtures(request);
  await signIn(page, 'learner');
  await visitAll(page, 'learner', routePatterns(), f);
});

test('the instructor and admin pages fit 320 px', async ({ page, request }) => {
  const patterns = routePatterns();
  const f = await fixtures(request);
  await signIn(page, 'instructor');
  await visitAll(
    page,
    'instructor',
    patterns.filter((p) => p.startsWith('/instructor') || p === '/teach'),
    f,
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'admin');
  await visitAll(
    page,
    'admin',
    patterns.filter((p) => p.startsWith('/admin')),
    f,
  );
});
