import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories.ts';
import { libraryEntries } from '../../db/schema/index.ts';
import { TEST_PUBLIC_URL } from '../../test/helpers.ts';
import { usePageApp } from '../../test/web-fixture.ts';
import { seedDemoLibrary } from './demo.ts';

const page = usePageApp((web) => ({ webDist: web, dataDir: web }));

const get = (url: string) =>
  page.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

describe('resource and ebook pages', () => {
  it('give a published entry its title, canonical address and JSON-LD, list it in the sitemap, and hide drafts', async () => {
    const owner = await createUser(page.db, { role: 'instructor', name: 'Dr Shelf' });
    await seedDemoLibrary(page.db, page.app.deps.storage, owner.id);
    await page.db.insert(libraryEntries).values({
      kind: 'ebook',
      ownerId: owner.id,
      slug: 'secret-draft',
      title: 'Secret draft',
    });

    const ebook = await get('/ebooks/mrcp-part-1-high-yield-notes');
    expect(ebook.statusCode).toBe(200);
    expect(ebook.body).toContain('<title>MRCP Part 1 high-yield notes');
    expect(ebook.body).toContain(
      `<link rel="canonical" href="${TEST_PUBLIC_URL}/ebooks/mrcp-part-1-high-yield-notes"`,
    );
    const ld = [...ebook.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
    expect(ld[0]).toMatchObject({
      '@type': 'Book',
      author: { name: 'Dr Shelf' },
      offers: { price: '24.99', priceCurrency: 'GBP' },
    });
    const pack = await get('/resources/acute-medicine-on-call-pack');
    expect(pack.body).toContain('"@type":"Product"');
    expect(pack.body).not.toContain('/api/library/downloads');
    expect(pack.body).not.toContain('private/');

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/resources</loc>`);
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/ebooks</loc>`);
    expect(sitemap).toContain(`${TEST_PUBLIC_URL}/resources/plab-2-osce-station-checklists`);
    expect(sitemap).toContain(`${TEST_PUBLIC_URL}/ebooks/ecg-interpretation-for-ukmla`);
    expect(sitemap).not.toContain('secret-draft');
    expect((await get('/ebooks/secret-draft')).body).toContain('noindex');
  });
});
