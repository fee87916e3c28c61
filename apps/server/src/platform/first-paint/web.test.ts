import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database, Db } from '../../db/client.ts';
import { createCourse, createUser } from '../../db/factories.ts';
import { createTestDatabase, TEST_PUBLIC_URL, testConfig } from '../../test/helpers.ts';
import { fixtureDist } from '../../test/web-fixture.ts';
import { COMPRESSIBLE_TYPES } from '../compression.ts';

/** The body as text, decoded from whatever Content-Encoding the server chose. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

/** The JSON-LD objects of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

const metaContent = (html: string, attr: string, key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];

let database: Database;
let db: Db;
let app: FastifyInstance;
let script: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const dist = fixtureDist();
  script = dist.script;
  app = await buildApp({ config: testConfig({ webDist: dist.web }), db, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('built assets', () => {
  it('sends the brotli copy to a browser that takes brotli, gzip to one that takes gzip, and varies on it', async () => {
    const cases = [
      ['br, gzip, deflate', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const;
    for (const [accept, expected] of cases) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decoded(res), accept).toBe(script);
    }
  });

  it('answers app addresses with index.html, compressed, and never serves index.html as a file', async () => {
    for (const url of ['/', '/learn/some-course?lesson=1', '/index.html', '/me/enrollments']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res), url).toContain('<div id="root">');
    }
  });
});

describe('API answers', () => {
  it('compresses answers above 1 KB, leaves small ones and errors as they are, in the one error shape', async () => {
    const owner = await createUser(db, { role: 'instructor' });
    for (let i = 0; i < 6; i++)
      await createCourse(db, { ownerId: owner.id, title: `Compressed course ${i}` });
    const list = await app.inject({
      method: 'GET',
      url: '/api/courses?limit=6',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(String(list.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(list)).items).toHaveLength(6);

    const small = await app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ error: 'not_found', message: 'Not found.' });
  });
});

describe('what is compressed on the fly', () => {
  it('compresses text answers and never an uploaded file (images, documents, archives, media)', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'application/xml',
      'text/plain',
    ])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
      'application/zip',
      'application/epub+zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'audio/mpeg',
      'video/mp4',
      'application/octet-stream',
      'application/jsonl',
    ])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
  });
});

describe('search engines', () => {
  it('serves robots.txt as text naming the sitemap and the private areas', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('lists the home page, the catalogue and published courses in sitemap.xml, never drafts', async () => {
    const owner = await createUser(db, { role: 'instructor' });
    const published = await createCourse(db, { ownerId: owner.id, title: 'Sitemap cardiology' });
    const draft = await createCourse(db, { ownerId: owner.id, title: 'Sitemap draft', status: 'draft' });
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = decoded(res);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/</loc>`);
    expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}/courses</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${TEST_PUBLIC_URL}/courses/${published.slug}</loc><lastmod>\\d{4}-`),
    );
    expect(xml).not.toContain(draft.slug);
  });

  it("puts a course's title, description, canonical address, Open Graph tags and Course JSON-LD in its page", async () => {
    const owner = await createUser(db, { role: 'instructor', name: 'Dr Asha Patel' });
    const course = await createCourse(db, {
      ownerId: owner.id,
      title: 'PLAB 1 Cardiology',
      subtitle: 'Every cardiology topic PLAB 1 asks, in short videos.',
      priceMinor: 2900,
      thumbnail: '/api/uploads/public/thumb.png',
    });
    const res = await app.inject({
      method: 'GET',
      url: `/courses/${course.slug}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    const html = decoded(res);
    const url = `${TEST_PUBLIC_URL}/courses/${course.slug}`;
    expect(html).toContain('<title>PLAB 1 Cardiology · MedPrep Academy</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBe(
      'Every cardiology topic PLAB 1 asks, in short videos.',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe('PLAB 1 Cardiology · MedPrep Academy');
    expect(metaContent(html, 'property', 'og:url')).toBe(url);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_PUBLIC_URL}/api/uploads/public/thumb.png`);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: 'PLAB 1 Cardiology',
        url,
        provider: expect.objectContaining({ '@type': 'Organization', name: 'MedPrep Academy' }),
        instructor: { '@type': 'Person', name: 'Dr Asha Patel' },
        offers: expect.objectContaining({ price: '29.00', priceCurrency: 'GBP', category: 'Paid' }),
      }),
    ]);
    // The app still starts from the same page, and the course page's chunks load beside the entry.
    expect(html).toContain('<div id="root">');
    expect(html).toContain('src="/assets/index-abc123.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/course-page-1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js" />');
    expect(html).not.toContain('href="/assets/shared-1.js"');
  });

  it('escapes a hostile title everywhere it is written', async () => {
    const owner = await createUser(db, { role: 'instructor' });
    const hostile = `</script><script>alert(1)</script> "Tom & Jerry's" <img src=x onerror=alert(2)>`;
    const course = await createCourse(db, { ownerId: owner.id, title: hostile, subtitle: hostile });
    const res = await app.inject({ method: 'GET', url: `/courses/${course.slug}` });
    const html = decoded(res);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Tom &amp; Jerry&#39;s&quot; &lt;img src=x onerror=alert(2)&gt; · MedPrep Academy</title>',
    );
    expect(metaContent(html, 'property', 'og:title')).toContain('&lt;/script&gt;');
    // Inside the JSON-LD script nothing can close it, and the title reads back exactly.
    const [data] = jsonLd(html);
    expect(data?.name).toBe(hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the app's module script and the JSON-LD one
  });

  it('gives the catalogue its head with an ItemList of published courses', async () => {
    const res = await app.inject({ method: 'GET', url: '/courses' });
    const html = decoded(res);
    expect(html).toContain('<title>Courses · MedPrep Academy</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/courses" />`);
    const [list] = jsonLd(html);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    const items = (list?.itemListElement ?? []) as { url: string }[];
    expect(items[0]?.url).toMatch(`${TEST_PUBLIC_URL}/courses/`);
  });

  it('answers an unknown or draft course address with the plain app page, kept out of search results', async () => {
    const owner = await createUser(db, { role: 'instructor' });
    const draft = await createCourse(db, { ownerId: owner.id, title: 'Secret draft', status: 'draft' });
    for (const slug of ['no-such-course', draft.slug]) {
      const res = await app.inject({ method: 'GET', url: `/courses/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      const html = decoded(res);
      expect(html, slug).toContain('<title>MedPrep Academy</title>');
      expect(html, slug).toContain('<meta name="robots" content="noindex" />');
      expect(html, slug).not.toContain('Secret draft');
      expect(html, slug).not.toContain('canonical');
    }
  });
});
