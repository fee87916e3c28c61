import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('API platform', () => {
  it('reports health after checking the database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Not found.' });
  });

  it('answers malformed JSON with 400 and an oversized body with 413, in the error shape', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    const big = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('payload_too_large');
  });

  it('sends security headers with a content security policy that allows YouTube embeds only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/health']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
    const docs = await t.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('membership', () => {
  it('answers null without a membership, the membership with one, and expired once a yearly one lapses', async () => {
    const { createMembership } = await import('../db/factories.ts');
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const user = await t.signIn();
    const none = await t.request({ method: 'GET', url: '/api/me/membership', token: user.token });
    expect(none.json()).toEqual({ membership: null });
    await createMembership(t.db, { userId: user.id, plan: 'yearly', start: new Date(now - 100 * day) });
    const active = await t.request({ method: 'GET', url: '/api/me/membership', token: user.token });
    expect(active.json().membership).toMatchObject({
      plan: 'yearly',
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    const lapsedUser = await t.signIn();
    await createMembership(t.db, {
      userId: lapsedUser.id,
      plan: 'yearly',
      start: new Date(now - 400 * day),
      end: new Date(now - 35 * day),
    });
    const lapsed = await t.request({ method: 'GET', url: '/api/me/membership', token: lapsedUser.token });
    expect(lapsed.json().membership.status).toBe('expired');
    expect((await t.request({ method: 'GET', url: '/api/me/membership' })).statusCode).toBe(401);
  });
});

describe('data directory lock', () => {
  it('stops a second process with a clear message and takes over the lock of a dead one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medprep-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    // Held by another live process (pid 1 always exists).
    writeFileSync(join(dir, '.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/Stop the server first, or set DATABASE_URL/);
    // Left by a process that has died.
    writeFileSync(join(dir, '.lock'), '999999999');
    const again = lockDataDir(dir);
    again();
  });
});

describe('web app serving', () => {
  it('serves index.html for / and any app path, long-caches hashed assets, and keeps /api JSON', async () => {
    const { mkdirSync } = await import('node:fs');
    const web = mkdtempSync(join(tmpdir(), 'medprep-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    const { buildApp } = await import('../app.ts');
    const { testConfig } = await import('../test/helpers.ts');
    const app = await buildApp({ config: testConfig({ webDist: web }), db: t.db, logger: false });
    try {
      for (const url of ['/', '/courses', '/learn/some-course?lesson=1']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const api = await app.inject({ method: 'GET', url: '/api/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('not_found');
    } finally {
      await app.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('counts requests across two app instances on the same Redis', async () => {
    const { buildTestApp: build } = await import('../test/helpers.ts');
    const { Redis } = await import('ioredis');
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys('medprep-rl-*');
    if (keys.length) await redis.del(...keys);
    const config = { redisUrl: process.env.TEST_REDIS_URL!, authRateLimitPerMinute: 3 };
    const one = await build({ config });
    const two = await build({ config });
    try {
      const login = (app: typeof one) =>
        app.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@example.com', password: 'whatever-it-is' },
        });
      const codes = [await login(one), await login(two), await login(one), await login(two)].map(
        (r) => r.statusCode,
      );
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await one.close();
      await two.close();
      await redis.quit();
    }
  });
});
