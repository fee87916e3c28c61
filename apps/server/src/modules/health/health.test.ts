import { healthApiPaths } from '@medprep/shared/api-paths';
import { afterAll, describe, expect, it } from 'vitest';
import { markStopping } from '../../platform/lifecycle.ts';
import { createLocalStorage } from '../../platform/storage/local.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/helpers.ts';

const READY = `/api${healthApiPaths.ready()}`;
const LIVE = `/api${healthApiPaths.live()}`;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});
async function app(options: Parameters<typeof buildTestApp>[0] = {}): Promise<TestApp> {
  const t = await buildTestApp(options);
  apps.push(t);
  return t;
}

/** Local storage whose bucket check answers as told. */
function storageChecking(check: () => Promise<void>): Storage {
  return { ...createLocalStorage('/tmp/medprep-test-unused'), check };
}

describe('readiness', () => {
  it('is 200 when the database answers (no Redis, no bucket configured)', async () => {
    const t = await app();
    const res = await t.request({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, checks: { server: 'ok', database: 'ok' } });
  });

  it('checks the storage bucket when there is one', async () => {
    const t = await app({ storage: storageChecking(async () => {}) });
    const res = await t.request({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toEqual({ server: 'ok', database: 'ok', storage: 'ok' });
  });

  it('is 503 naming the bucket when it fails', async () => {
    const t = await app({
      storage: storageChecking(async () => {
        throw new Error('AccessDenied');
      }),
    });
    const res = await t.request({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, checks: { server: 'ok', database: 'ok', storage: 'failed' } });
  });

  it('counts a part that does not answer in time as failed', async () => {
    const t = await app({ storage: storageChecking(() => new Promise(() => {})) });
    const res = await t.request({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.storage).toBe('failed');
  });

  it('is 503 naming Redis when its server does not answer', async () => {
    const t = await app({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    const res = await t.request({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, checks: { server: 'ok', database: 'ok', redis: 'failed' } });
  });

  it.runIf(process.env.TEST_REDIS_URL)('is 200 with a Redis server that answers', async () => {
    const t = await app({ config: { redisUrl: process.env.TEST_REDIS_URL! } });
    const res = await t.request({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks.redis).toBe('ok');
  });

  it('is 503 naming the database when it does not answer', async () => {
    const database = await createTestDatabase();
    // The database goes away under a running app (the app's own close then has nothing left to close).
    await database.close();
    const t = await app({ database: { ...database, close: async () => {} } });
    const res = await t.request({ method: 'GET', url: READY });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, checks: { server: 'ok', database: 'failed' } });
  });

  it('is 503 once the server is stopping, while liveness stays 200', async () => {
    const t = await app();
    markStopping(t.app);
    const ready = await t.request({ method: 'GET', url: READY });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, checks: { server: 'stopping' } });
    const live = await t.request({ method: 'GET', url: LIVE });
    expect(live.statusCode).toBe(200);
  });
});
