import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createLiveSession } from '../../cli/demo-live.ts';
import type { Database } from '../../db/client.ts';
import { createUser } from '../../db/factories.ts';
import { createTestDatabase, TEST_PUBLIC_URL, testConfig } from '../../test/helpers.ts';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const web = mkdtempSync(join(tmpdir(), 'medprep-live-web-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>MedPrep Academy</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({ config: testConfig({ webDist: web }), db: database.db, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const HOUR = 3_600_000;

describe('live session pages', () => {
  it('give a session its title, canonical address and Event JSON-LD, and list it in the sitemap', async () => {
    const host = await createUser(database.db, { role: 'instructor', name: 'Dr Page' });
    const start = new Date(Date.now() + 24 * HOUR);
    const session = await createLiveSession(database.db, {
      hostUserId: host.id,
      title: 'Renal <physiology> live',
      description: 'Acid–base, step by step.',
      startAt: start,
      endAt: new Date(start.getTime() + HOUR),
      pricingType: 'paid',
      priceMinor: 900,
    });
    const canceled = await createLiveSession(database.db, {
      hostUserId: host.id,
      title: 'Canceled one',
      startAt: start,
      endAt: new Date(start.getTime() + HOUR),
      canceledAt: new Date(),
    });
    const res = await app.inject({
      method: 'GET',
      url: `/live/${session.id}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Renal &lt;physiology&gt; live');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/live/${session.id}"`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(ld[0]).toMatchObject({
      '@type': 'Event',
      startDate: start.toISOString(),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      performer: { name: 'Dr Page' },
      offers: { price: '9.00', priceCurrency: 'GBP' },
    });
    expect(html).not.toContain('zoom');

    const sitemap = (
      await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'identity' } })
    ).body;
    expect(sitemap).toContain(`${TEST_PUBLIC_URL}/live/${session.id}`);
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/live</loc>`);
    expect(sitemap).not.toContain(canceled.id);
    const gone = await app.inject({
      method: 'GET',
      url: `/live/${canceled.id}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(gone.body).toContain('noindex');
  });
});
