import { LIBRARY_TEXT, POST_PAYMENT_TEXT, TEST_CARD_PAYS } from '@medprep/shared';
import { expect, test } from '@playwright/test';
import { expectAccessible, logIn, logOut, register, snapWidths, uniqueEmail } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/** A small valid PDF, made here (the server reads the type from the bytes). */
function tinyPdf(): Buffer {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('an instructor builds and publishes an ebook; a learner buys it and downloads the file', async ({
  page,
}) => {
  const title = `Renal physiology notes ${Date.now()}`;

  // The instructor creates the ebook: basics and price, then a file and a link.
  await page.goto('/login');
  await logIn(page, 'instructor@example.com', 'teach-medicine-2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/instructor/ebooks');
  await expect(page.getByRole('heading', { level: 1, name: 'My Ebooks' })).toBeVisible();
  await expectAccessible(page, 'library-instructor-list');
  await page.getByRole('link', { name: '+ New ebook' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an ebook' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Category').fill('Nephrology');
  await page.getByLabel('Description').fill('Concise notes on the nephron, acid–base and fluids.');
  await page.getByLabel('Price', { exact: true }).fill('4.99');
  await expectAccessible(page, 'library-editor-new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/instructor\/ebooks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit ebook' })).toBeVisible();

  await page.getByLabel('Choose files').setInputFiles({
    name: 'renal-notes.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByText('renal-notes', { exact: true })).toBeVisible();
  await expect(items.getByText(/PDF · /)).toBeVisible();

  await page.getByLabel('Item title').fill('Renal atlas (external)');
  await page.getByLabel('URL', { exact: true }).fill('https://example.com/renal-atlas');
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(items.getByText('Renal atlas (external)')).toBeVisible();
  await snapWidths(page, 'library-editor');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expectAccessible(page, 'library-editor-published');
  await page.goto('/instructor/ebooks');
  await expect(page.getByRole('link', { name: `Edit ${title}` }).first()).toBeVisible();
  await snapWidths(page, 'library-instructor-list');
  await logOut(page);

  // A new learner finds it, sees it locked, and buys it on the local checkout.
  await register(page, 'Noor Patel', uniqueEmail('ebook-buyer'), 'a-strong-password-2026');
  await page.goto('/ebooks');
  await page.getByLabel('Search by title').fill(title);
  await page.getByLabel('Search by title').press('Enter');
  await expect(page).toHaveURL(/\/ebooks\?q=/);
  await expect(page.getByRole('region', { name: 'Ebooks', exact: true })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/ebooks\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Purchase to unlock the ebook.')).toBeVisible();
  await expect(page.getByText(LIBRARY_TEXT.badgeLocked, { exact: true })).toBeVisible();
  await snapWidths(page, 'library-detail-locked');
  await page.getByRole('button', { name: 'Buy ebook' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £4.99' }).click();

  // Back on the ebook: confirmed and unlocked, with Download and Open, and a page that says so.
  await expect(page.getByText('You own this ebook.')).toBeVisible();
  await expect(page).not.toHaveURL(/session_id/);
  const banner = page.getByRole('status', { name: POST_PAYMENT_TEXT.title });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(POST_PAYMENT_TEXT.detail.ebook)).toBeVisible();
  await expect(banner.getByRole('link', { name: POST_PAYMENT_TEXT.next.ebook })).toHaveAttribute(
    'href',
    '#contents',
  );
  await expect(banner.getByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toHaveAttribute(
    'href',
    /\/me\/purchases\/[0-9a-f-]{36}\/receipt$/,
  );
  await snapWidths(page, 'confirm-ebook');
  const download = page.getByRole('link', { name: /^Download renal-notes/ });
  await expect(download).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open Renal atlas/ })).toHaveAttribute(
    'href',
    'https://example.com/renal-atlas',
  );
  await snapWidths(page, 'library-detail-owned');

  const href = await download.getAttribute('href');
  expect(href).toBeTruthy();
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(file.headers()['content-disposition'] ?? '').toContain('attachment');

  // The purchase is in My library.
  await page.goto('/me/library');
  await expect(page.getByRole('heading', { level: 1, name: 'My library' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await snapWidths(page, 'library-my-library');
});

test('a learner buys a resource pack and the page greets them with the receipt and Download', async ({
  page,
}) => {
  const pack = 'Acute medicine on-call pack';
  await register(page, 'Yusuf Ali', uniqueEmail('pack-buyer'), 'a-strong-password-2026');
  await page.goto('/resources');
  await page.getByRole('link', { name: pack }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: pack })).toBeVisible();
  await page.getByRole('button', { name: 'Buy resource' }).click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await page.getByLabel('Card number').fill(TEST_CARD_PAYS);
  await page.getByRole('button', { name: 'Pay £14.99' }).click();

  const banner = page.getByRole('status', { name: POST_PAYMENT_TEXT.title });
  await expect(banner).toBeVisible();
  await expect(page).not.toHaveURL(/session_id/);
  await expect(banner.getByText(POST_PAYMENT_TEXT.detail.resource)).toBeVisible();
  await expect(banner.getByRole('link', { name: POST_PAYMENT_TEXT.receipt })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download Hyperkalaemia on one page/ })).toBeVisible();
  await snapWidths(page, 'confirm-resource');
  await banner.getByRole('link', { name: POST_PAYMENT_TEXT.next.resource }).click();
  await expect(page).toHaveURL(/#contents$/);
});
