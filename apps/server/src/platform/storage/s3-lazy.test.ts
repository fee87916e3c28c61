import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createS3Storage } from './s3.ts';

// Records whether anything imports the AWS SDK; the real module is still what it gets.
const sdk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@aws-sdk/client-s3', async (importOriginal) => {
  sdk.loads++;
  return importOriginal();
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the AWS SDK', () => {
  it('is not loaded by a server on the default local storage, and is loaded on first use of S3', async () => {
    expect(t.app.deps.config.storage).toBe('local');
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(sdk.loads).toBe(0);

    const storage = createS3Storage({
      bucket: 'b',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: 'test',
      secretAccessKey: 'test',
    });
    expect(sdk.loads).toBe(0);
    // An unsafe key is refused before anything is loaded; a real call loads the SDK.
    expect(await storage.get('../etc/passwd')).toBeNull();
    expect(sdk.loads).toBe(0);
    await storage.delete('public/abcdefghijklmnopqrstuvwx.png').catch(() => {});
    expect(sdk.loads).toBe(1);
  });
});
