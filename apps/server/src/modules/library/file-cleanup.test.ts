import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIBRARY_MESSAGES, libraryApi, TEACHER_STORAGE_QUOTA_BYTES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageDeletions, uploads } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { startStorageCleanup } from '../uploads/service.ts';
import { minimalPdf } from './demo.ts';

const NOW = new Date('2026-05-04T10:00:00.000Z');
const PDF = minimalPdf('Cardiology checklist');
const api = libraryApi('resource');

let t: TestApp;
let owner: SignedIn;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: SignedIn, method: Method, path: string, payload?: object) =>
  t.request({ method, url: `/api${path}`, token: who.token, ...(payload ? { payload } : {}) });

function multipart(fileName: string, content: Buffer) {
  const boundary = `----medprep${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: SignedIn, content = PDF) =>
  t.request({ method: 'POST', url: '/api/uploads', token: who.token, ...multipart('notes.pdf', content) });

async function uploadPdf(who: SignedIn) {
  const res = await upload(who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { url: string; size: number; mimeType: string };
}

async function createPack(title: string) {
  const res = await call(owner, 'POST', api.instructorCreate, { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().resource as { id: string };
}

async function attach(packId: string, file: { url: string; size: number; mimeType: string }) {
  const res = await call(owner, 'POST', api.items(packId), {
    title: 'Checklist (PDF)',
    type: 'file',
    file: { url: file.url, fileName: 'checklist.pdf', size: file.size, mimeType: file.mimeType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as { id: string };
}

const keyOf = (url: string) => url.replace('/api/files/', '');
const stored = async (url: string) => {
  const object = await t.app.deps.storage.get(keyOf(url));
  object?.body.resume();
  return object !== null;
};
const hasUploadRow = async (url: string) =>
  (
    await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, keyOf(url)))
  ).length > 0;
const queued = async () => (await t.db.select().from(storageDeletions)).map((r) => r.storageKey);

/** Other files of the owner fill the quota but for `room` bytes. */
async function leaveRoom(room: number) {
  const all = await t.db.select({ size: uploads.size }).from(uploads).where(eq(uploads.ownerId, owner.id));
  const total = all.reduce((sum, r) => sum + r.size, 0);
  await t.db.insert(uploads).values({
    ownerId: owner.id,
    storageKey: `public/${randomBytes(18).toString('base64url')}.png`,
    visibility: 'public',
    mimeType: 'image/png',
    size: TEACHER_STORAGE_QUOTA_BYTES - total - room,
    originalName: 'filler.png',
  });
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'medprep-library-files-'));
  t = await buildTestApp({ clock: new TestClock(NOW), config: { dataDir } });
  owner = await t.signIn('instructor', { name: 'Dr Owner' });
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.delete(uploads).where(eq(uploads.originalName, 'filler.png'));
});

describe('a deleted item’s file', () => {
  it('leaves storage and the instructor’s quota when its item is deleted', async () => {
    const pack = await createPack('Cardiology pack');
    const file = await uploadPdf(owner);
    const item = await attach(pack.id, file);
    // The quota is full: one more file of this size does not fit.
    await leaveRoom(PDF.length - 1);
    expect((await upload(owner)).statusCode).toBe(413);

    const res = await call(owner, 'DELETE', api.item(pack.id, item.id));
    expect(res.statusCode, res.body).toBe(200);

    expect(await stored(file.url)).toBe(false);
    expect(await hasUploadRow(file.url)).toBe(false);
    expect(await queued()).toEqual([]);
    // Its bytes no longer count: the same file fits again.
    const again = await upload(owner);
    expect(again.statusCode, again.body).toBe(201);
    // And the released file cannot be attached again.
    const reattach = await call(owner, 'POST', api.items(pack.id), {
      title: 'Old file',
      type: 'file',
      file: { url: file.url, fileName: 'checklist.pdf', size: file.size, mimeType: file.mimeType },
    });
    expect(reattach.statusCode).toBe(400);
    expect(reattach.json().fields['file.url']).toBe(LIBRARY_MESSAGES.fileUrlNotOurs);
  });

  it('a file two items use stays until both are gone (an item, then a whole pack)', async () => {
    const first = await createPack('First pack');
    const second = await createPack('Second pack');
    const file = await uploadPdf(owner);
    const item = await attach(first.id, file);
    await attach(second.id, file);

    expect((await call(owner, 'DELETE', api.item(first.id, item.id))).statusCode).toBe(200);
    expect(await stored(file.url)).toBe(true);
    expect(await hasUploadRow(file.url)).toBe(true);
    const items = (await call(owner, 'GET', api.items(second.id))).json().items;
    const download = await t.request({ method: 'GET', url: items[0].file.url });
    expect(download.statusCode).toBe(200);

    expect((await call(owner, 'DELETE', api.remove(second.id))).statusCode).toBe(200);
    expect(await stored(file.url)).toBe(false);
    expect(await hasUploadRow(file.url)).toBe(false);
  });

  it('a file not yet attached, or attached elsewhere, is never taken by a deletion', async () => {
    const pack = await createPack('Links pack');
    const loose = await uploadPdf(owner);
    const res = await call(owner, 'POST', api.items(pack.id), {
      title: 'NICE',
      type: 'link',
      link: { url: 'https://www.nice.org.uk/guidance/ng196' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await call(owner, 'DELETE', api.remove(pack.id))).statusCode).toBe(200);
    expect(await stored(loose.url)).toBe(true);
    expect(await hasUploadRow(loose.url)).toBe(true);
  });

  it('when storage fails, the quota is still freed, and the job removes the file within its next run', async () => {
    const pack = await createPack('Flaky storage pack');
    const file = await uploadPdf(owner);
    const item = await attach(pack.id, file);
    const storage = t.app.deps.storage;
    const realDelete = storage.delete;
    storage.delete = async () => {
      throw new Error('storage is down');
    };
    try {
      const res = await call(owner, 'DELETE', api.item(pack.id, item.id));
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      storage.delete = realDelete;
    }
    // The database says what is true: the file is no one's any more, and its bytes are still to remove.
    expect(await hasUploadRow(file.url)).toBe(false);
    expect(await stored(file.url)).toBe(true);
    const [row] = await t.db.select().from(storageDeletions);
    expect(row).toMatchObject({ storageKey: keyOf(file.url), attempts: 1, lastError: 'storage is down' });

    // One run of the cleanup job (it runs at start, then every minute).
    const stop = startStorageCleanup(t.app.deps, t.app.log);
    await stop();
    expect(await stored(file.url)).toBe(false);
    expect(await queued()).toEqual([]);
  });
});
