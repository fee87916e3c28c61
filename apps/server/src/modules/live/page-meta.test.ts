import { describe, expect, it } from 'vitest';
import { createLiveSession } from '../../cli/demo-live.ts';
import { createUser } from '../../db/factories.ts';
import { TEST_PUBLIC_URL } from '../../test/helpers.ts';
import { usePageApp } from '../../test/web-fixture.ts';

const page = usePageApp();

const HOUR = 3_600_000;

describe('live session pages', () => {
  it('give a session its title, canonical address and Event JSON-LD, and list it in the sitemap', async () => {
    const host = await createUser(page.db, { role: 'instructor', name: 'Dr Page' });
    const start = new Date(Date.now() + 24 * HOUR);
    const session = await createLiveSession(page.db, {
      hostUserId: host.id,
      title: 'Renal <physiology> live',
      description: 'Acid–base, step by step.',
      startAt: start,
      endAt: new Date(start.getTime() + HOUR),
      pricingType: 'paid',
      priceMinor: 900,
    });
    const canceled = await createLiveSession(page.db, {
      hostUserId: host.id,
      title: 'Canceled one',
      startAt: start,
      endAt: new Date(start.getTime() + HOUR),
      canceledAt: new Date(),
    });
    const res = await page.app.inject({
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
      await page.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { 'accept-encoding': 'identity' },
      })
    ).body;
    expect(sitemap).toContain(`${TEST_PUBLIC_URL}/live/${session.id}`);
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/live</loc>`);
    expect(sitemap).not.toContain(canceled.id);
    const gone = await page.app.inject({
      method: 'GET',
      url: `/live/${canceled.id}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(gone.body).toContain('noindex');
  });
});
