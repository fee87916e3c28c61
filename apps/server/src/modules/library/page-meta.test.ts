import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { createUser } from '../../db/factories.ts';
import { libraryEntries } from '../../db/schema/index.ts';
import { createTestDatabase, TEST_PUBLIC_URL, testConfig } from '../../test/helpers.ts';
import { seedDemoLibrary } from './demo.ts';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'medprep-library-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>MedPrep Academy</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({
    config: testConfig({ webDist: dir, dataDir: dir }),
    db: database.db,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

describe('resource and ebook pages', () => {
  it('give a published entry its title, canonical address and JSON-LD, list it in the sitemap, and hide drafts', async () => {
    const owner = await createUser(database.db, { role: 'instructor', name: 'Dr Shelf' });
    await seedDemoLibrary(database.db, app.deps.storage, owner.id);
    await database.db.insert(libraryEntries).values({
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
