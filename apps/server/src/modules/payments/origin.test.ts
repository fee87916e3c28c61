import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildTestApp, createTestDatabase, TEST_PUBLIC_URL, type TestApp } from '../../test/helpers.ts';

/**
 * Checkout links follow the origin the request came from unless PUBLIC_URL is set, for
 * a Host on the allow-list only (mail links are in platform/hosts.test.ts).
 */
let database: Database;
let direct: TestApp;
let proxied: TestApp;
let fixed: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const shared = { ...database, close: async () => {} };
  // The names a LAN or a proxy uses are allowed by ALLOWED_HOSTS; the loopback names always are.
  const allowedHosts = ['192.168.1.20', 'medprep.local', '10.0.0.5', 'learn.example.org'];
  direct = await buildTestApp({ database: shared, config: { publicUrlSet: false, allowedHosts } });
  proxied = await buildTestApp({
    database: shared,
    config: { publicUrlSet: false, trustProxy: true, allowedHosts },
  });
  fixed = await buildTestApp({ database: shared });
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close(), fixed.close()]);
  await database.close();
});

const checkout = async (app: TestApp, headers: Record<string, string>) => {
  const learner = await app.signIn();
  const res = await app.request({
    method: 'POST',
    url: '/api/me/membership/checkout',
    token: learner.token,
    headers,
    payload: { planId: 'yearly' },
  });
  expect(res.statusCode).toBe(200);
  const { checkoutUrl, sessionId } = res.json();
  const paid = await app.request({
    method: 'POST',
    url: `/api/payments/local/${sessionId}/pay`,
    payload: { cardNumber: '4242424242424242' },
  });
  const page = await app.request({ method: 'GET', url: `/api/payments/local/${sessionId}` });
  return { checkoutUrl, sessionId, redirectUrl: paid.json().redirectUrl, cancelUrl: page.json().cancelUrl };
};

describe('links follow the user', () => {
  it('uses the Host the request was made to: 127.0.0.1, an allowed LAN address, an IPv6 address', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:8080', '[::1]:3000', 'medprep.local']) {
      const { checkoutUrl, sessionId, redirectUrl, cancelUrl } = await checkout(direct, { host });
      expect(checkoutUrl).toBe(`http://${host}/pay/${sessionId}`);
      expect(redirectUrl).toBe(`http://${host}/billing/success?session_id=${sessionId}`);
      expect(cancelUrl).toBe(`http://${host}/billing/cancel`);
    }
  });

  it('an Origin header from another site does not move the links', async () => {
    const { checkoutUrl } = await checkout(direct, {
      host: '127.0.0.1:3000',
      origin: 'https://evil.example',
    });
    expect(checkoutUrl.startsWith('http://127.0.0.1:3000/pay/')).toBe(true);
  });

  it('honours X-Forwarded-Host and -Proto only behind a trusted proxy', async () => {
    const forwarded = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'learn.example.org',
      'x-forwarded-proto': 'https',
    };
    expect(
      (await checkout(proxied, forwarded)).checkoutUrl.startsWith('https://learn.example.org/pay/'),
    ).toBe(true);
    expect((await checkout(direct, forwarded)).checkoutUrl.startsWith('http://10.0.0.5:3000/pay/')).toBe(
      true,
    );
  });

  it('refuses a Host that is not a host name, or not an allowed one, before any link is built', async () => {
    const learner = await direct.signIn();
    for (const host of ['bad host/../x', 'attacker.example', '192.168.1.21:3000']) {
      const res = await direct.request({
        method: 'POST',
        url: '/api/me/membership/checkout',
        token: learner.token,
        headers: { host },
        payload: { planId: 'yearly' },
      });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().error).toBe('bad_host');
    }
    // Behind a trusted proxy, the forwarded host is the one checked.
    const forwarded = await proxied.request({
      method: 'POST',
      url: '/api/me/membership/checkout',
      token: learner.token,
      headers: { host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { planId: 'yearly' },
    });
    expect(forwarded.statusCode).toBe(400);
    expect(forwarded.json().error).toBe('bad_host');
  });

  it('uses PUBLIC_URL whenever it is set', async () => {
    const { checkoutUrl, redirectUrl } = await checkout(fixed, { host: '127.0.0.1:3000' });
    expect(checkoutUrl.startsWith(`${TEST_PUBLIC_URL}/pay/`)).toBe(true);
    expect(redirectUrl.startsWith(`${TEST_PUBLIC_URL}/billing/success`)).toBe(true);
  });
});
