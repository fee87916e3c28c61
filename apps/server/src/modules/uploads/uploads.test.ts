import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  IMAGE_MAX_BYTES,
  LEARNER_STORAGE_QUOTA_BYTES,
  STORAGE_QUOTA_REACHED_MESSAGE,
  TEACHER_STORAGE_QUOTA_BYTES,
  UPLOAD_MESSAGES,
} from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createS3Storage } from '../../platform/storage/s3.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { removeLeftoverUploadTemp, storageKeyOf, UPLOAD_TEMP_PREFIX, uploadTempDir } from './service.ts';

// A 1×1 PNG, and the first bytes of a PDF and a JPEG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

function multipart(
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = `----medprep${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let learner: SignedIn;
let instructor: SignedIn;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'medprep-uploads-'));
  t = await buildTestApp({ config: { dataDir } });
  learner = await t.signIn('user');
  instructor = await t.signIn('instructor');
});
afterAll(() => t.close());

const upload = (
  who: SignedIn | null,
  fileName: string,
  content: Buffer,
  contentType?: string,
  field?: string,
) =>
  t.request({
    method: 'POST',
    url: '/api/uploads',
    ...(who ? { token: who.token } : {}),
    ...multipart(fileName, content, contentType, field),
  });

describe('uploads', () => {
  it('stores an image under a random name and serves it publicly with long caching', async () => {
    const res = await upload(learner, 'my photo.png', PNG, 'text/plain');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      mimeType: 'image/png',
      size: PNG.length,
      visibility: 'public',
      fileName: 'my photo.png',
    });
    expect(body.url).toMatch(/^\/api\/files\/public\/[A-Za-z0-9_-]{24}\.png$/);
    expect(body.url).not.toContain('photo');
    const file = await t.request({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('decides the type from the bytes: a program named .png is refused with 415', async () => {
    const res = await upload(learner, 'innocent.png', EXE, 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.typeNotAllowed);
  });

  it('refuses images over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES, 0)]);
    const asLearner = await upload(learner, 'big.png', big);
    expect(asLearner.statusCode).toBe(413);
    expect(asLearner.json().message).toBe(UPLOAD_MESSAGES.imageTooLarge);
    const asInstructor = await upload(instructor, 'big.png', big);
    expect(asInstructor.statusCode).toBe(413);
  });

  it('lets only instructors and admins upload documents, which are private and served only through a signed link', async () => {
    const refused = await upload(learner, 'notes.pdf', PDF);
    expect(refused.statusCode).toBe(403);
    const res = await upload(instructor, 'notes.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const { url, visibility, mimeType } = res.json();
    expect({ visibility, mimeType }).toEqual({ visibility: 'private', mimeType: 'application/pdf' });
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(403);
    const key = storageKeyOf(url)!;
    const signed = t.app.deps.signer.sign(key, t.clock.now(), 600);
    const ok = await t.request({ method: 'GET', url: signed });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toBe('attachment');
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    expect((await t.request({ method: 'GET', url: signed.replace(/sig=.{4}/, 'sig=AAAA') })).statusCode).toBe(
      403,
    );
    t.clock.advance(11 * 60 * 1000);
    expect((await t.request({ method: 'GET', url: signed })).statusCode).toBe(403);
    t.clock.set(new Date());
  });

  it('needs sign-in and a file in the "file" field', async () => {
    expect((await upload(null, 'a.png', PNG)).statusCode).toBe(401);
    const wrongField = await upload(learner, 'a.png', PNG, 'image/png', 'picture');
    expect(wrongField.statusCode).toBe(400);
    const empty = await upload(learner, 'a.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });
});

/** Files the user already stores, written straight to the uploads table. */
async function alreadyStores(userId: string, bytes: number) {
  await t.db.insert(uploads).values({
    ownerId: userId,
    storageKey: `public/${randomBytes(18).toString('base64url')}.png`,
    visibility: 'public',
    mimeType: 'image/png',
    size: bytes,
    originalName: 'earlier.png',
  });
}

describe('storage quota', () => {
  it('refuses an upload that would pass the learner quota with 413 "Storage quota reached."', async () => {
    const user = await t.signIn('user');
    await alreadyStores(user.id, LEARNER_STORAGE_QUOTA_BYTES - PNG.length - 10);
    expect((await upload(user, 'fits.png', PNG)).statusCode).toBe(201);
    const over = await upload(user, 'over.png', PNG);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: 'payload_too_large', message: STORAGE_QUOTA_REACHED_MESSAGE });
  });

  it('gives instructors 5 GB', async () => {
    const teacher = await t.signIn('instructor');
    await alreadyStores(teacher.id, LEARNER_STORAGE_QUOTA_BYTES * 10);
    expect((await upload(teacher, 'notes.pdf', PDF)).statusCode).toBe(201);
    await alreadyStores(teacher.id, TEACHER_STORAGE_QUOTA_BYTES - LEARNER_STORAGE_QUOTA_BYTES * 10);
    expect((await upload(teacher, 'more.pdf', PDF)).statusCode).toBe(413);
  });

  it('counts parallel uploads atomically: together they cannot pass the quota', async () => {
    const user = await t.signIn('user');
    await alreadyStores(user.id, LEARNER_STORAGE_QUOTA_BYTES - Math.floor(PNG.length * 1.5));
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(user, `p${i}.png`, PNG)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 413, 413, 413, 413, 413]);
  });
});

describe('temporary upload files', () => {
  it('leaves none behind after uploads that succeed or fail', async () => {
    await upload(learner, 'ok.png', PNG);
    await upload(learner, 'bad.png', EXE);
    await upload(learner, 'doc.pdf', PDF);
    const left = readdirSync(uploadTempDir(dataDir)).filter((n) => n.startsWith(UPLOAD_TEMP_PREFIX));
    expect(left).toEqual([]);
  });

  it('removes the ones a crash left behind on start, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medprep-crash-'));
    const temp = uploadTempDir(dir);
    mkdirSync(temp, { recursive: true });
    writeFileSync(join(temp, `${UPLOAD_TEMP_PREFIX}0123abcd`), PNG);
    mkdirSync(join(temp, `${UPLOAD_TEMP_PREFIX}old-style-dir`));
    writeFileSync(join(temp, 'keep.txt'), 'not ours');
    expect(await removeLeftoverUploadTemp(dir)).toBe(2);
    expect(readdirSync(temp)).toEqual(['keep.txt']);
    expect(await removeLeftoverUploadTemp(join(dir, 'missing'))).toBe(0);
  });
});

describe('S3 storage driver', () => {
  it('puts, gets and deletes objects on an S3-compatible endpoint', async () => {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
        if (req.method === 'PUT') {
          objects.set(path, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200, { etag: '"1"' }).end();
        } else if (req.method === 'GET') {
          const object = objects.get(path);
          if (!object) {
            res.writeHead(404, { 'content-type': 'application/xml' });
            res.end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
            return;
          }
          res
            .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
            .end(object.body);
        } else if (req.method === 'DELETE') {
          objects.delete(path);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const storage = createS3Storage({
        bucket: 'medprep',
        region: 'eu-west-2',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'test',
        secretAccessKey: 'test',
      });
      const dir = mkdtempSync(join(tmpdir(), 'medprep-s3-'));
      writeFileSync(join(dir, 'f'), PNG);
      const key = 'public/abcdefghijklmnopqrstuvwx.png';
      await storage.putFile(key, join(dir, 'f'), { contentType: 'image/png', size: PNG.length });
      expect(objects.get(`/medprep/${key}`)?.body.equals(PNG)).toBe(true);
      const got = await storage.get(key);
      expect(got?.contentType).toBe('image/png');
      const chunks: Buffer[] = [];
      for await (const chunk of got!.body as Readable) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    } finally {
      server.close();
    }
  });
});
