import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '../db/factories.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../test/helpers.ts';

/**
 * Mail links never come from a request's Host, and the app answers only the hosts it is published at
 * (docs/decisions/350).
 */
let database: Database;
/** PUBLIC_URL set to another address than the one the requests name. */
let published: TestApp;
/** PUBLIC_URL unset: mail links are http://localhost:PORT. */
let unset: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const shared = { ...database, close: async () => {} };
  const fromEnv = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/medprep-test-unused',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'https://learn.example.org/',
    ALLOWED_HOSTS: ' Campus.Example.net, 10.0.0.5:8080 ,',
  });
  published = await buildTestApp({
    database: shared,
    config: { publicUrl: fromEnv.publicUrl, publicUrlSet: true, allowedHosts: fromEnv.allowedHosts },
  });
  unset = await buildTestApp({
    database: shared,
    config: { publicUrl: 'http://localhost:3000', publicUrlSet: false },
  });
});
afterAll(async () => {
  await Promise.all([published.close(), unset.close()]);
  await database.close();
});

const mailTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const forgot = (app: TestApp, email: string, host: string) =>
  app.request({ method: 'POST', url: '/api/auth/forgot-password', headers: { host }, payload: { email } });

describe('links in mail', () => {
  it('a reset asked for with a foreign Host is refused with 400 bad_host, and no mail is queued', async () => {
    const victim = await createUser(database.db, { email: 'victim@example.com' });
    for (const app of [published, unset]) {
      for (const host of ['attacker.example', 'attacker.example:3000', 'localhost.attacker.example']) {
        const res = await forgot(app, victim.email, host);
        expect(res.statusCode, host).toBe(400);
        expect(res.json()).toEqual({ error: 'bad_host', message: expect.any(String) });
      }
    }
    expect(await mailTo(victim.email)).toHaveLength(0);
  });

  it('point at PUBLIC_URL whatever allowed Host the request named', async () => {
    const hosts = ['127.0.0.1:3000', 'localhost', '[::1]:8080', 'campus.example.net'];
    for (const [i, host] of hosts.entries()) {
      // One account per request: a reset is limited per account.
      const user = await createUser(database.db, { email: `links-${i}@example.com` });
      expect((await forgot(published, user.email, host)).statusCode, host).toBe(202);
      const [mail] = await mailTo(user.email);
      expect(mail!.text, host).toContain('https://learn.example.org/reset-password?token=');
      expect(mail!.html, host).not.toMatch(/127\.0\.0\.1|\[::1\]|campus\.example\.net/);
    }
  });

  it('point at http://localhost:PORT when PUBLIC_URL is unset, not at the Host the request came to', async () => {
    const user = await createUser(database.db, { email: 'no-public-url@example.com' });
    expect((await forgot(unset, user.email, '127.0.0.1:3000')).statusCode).toBe(202);
    const [mail] = await mailTo(user.email);
    expect(mail!.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail!.text).not.toContain('127.0.0.1');
  });

  it('an email change mails its confirmation link on PUBLIC_URL too', async () => {
    const learner = await published.signIn('user', { email: 'mover@example.com' });
    const res = await published.request({
      method: 'POST',
      url: '/api/me/account/email',
      token: learner.token,
      headers: { host: '127.0.0.1:3000' },
      payload: { email: 'moved@example.com', password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailTo('moved@example.com');
    expect(mail!.text).toContain('https://learn.example.org/confirm-email?token=');
  });
});

describe('the hosts the app answers', () => {
  it('PUBLIC_URL’s host, the loopback names and ALLOWED_HOSTS, whatever the port or case', async () => {
    for (const host of [
      'learn.example.org',
      'LEARN.example.org:443',
      'localhost:80',
      '127.0.0.1',
      '[::1]:3000',
      'campus.example.net:8443',
      '10.0.0.5',
    ]) {
      const res = await published.request({ method: 'GET', url: '/api/config', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    // Not every page of another name: an unknown route is the same 400, not a 404 that tells it apart.
    const miss = await published.request({
      method: 'GET',
      url: '/nowhere',
      headers: { host: 'evil.example' },
    });
    expect(miss.statusCode).toBe(400);
    expect(miss.json().error).toBe('bad_host');
  });

  it('health checks answer a probe that names the machine’s own address', async () => {
    const live = await published.request({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.1.2.3:3000' },
    });
    expect(live.statusCode).toBe(200);
  });
});

describe('configuration', () => {
  const base = { DATA_DIR: '/tmp/medprep-test-unused', JWT_SECRET: 'x'.repeat(40) };

  it('refuses to start in production without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://learn.example.org' }).publicUrl,
    ).toBe('https://learn.example.org');
    // Elsewhere the default stays the address the server listens on.
    expect(loadConfig({ ...base, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('refuses to start in production without a JWT_SECRET of 32 or more characters, naming it', () => {
    const production = {
      DATA_DIR: base.DATA_DIR,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.org',
    };
    expect(() => loadConfig(production)).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(
      /JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
    expect(loadConfig({ ...production, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    // Outside production a missing secret is made once and kept in the data directory.
    const dataDir = mkdtempSync(join(tmpdir(), 'medprep-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads ALLOWED_HOSTS as a comma list of host names and refuses anything else, naming it', () => {
    expect(loadConfig({ ...base, ALLOWED_HOSTS: 'A.example, [::2]:80,10.0.0.5' }).allowedHosts).toEqual([
      'a.example',
      '[::2]',
      '10.0.0.5',
    ]);
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'good.example,http://bad.example' })).toThrow(
      /ALLOWED_HOSTS/,
    );
  });
});
