import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LIBRARY_KIND_TABLE,
  LIBRARY_KINDS,
  LIBRARY_MESSAGES,
  LIBRARY_SIGNED_URL_TTL_SEC,
  type LibraryKind,
  libraryApi,
  PAYMENT_MESSAGES,
} from '@medprep/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership } from '../../db/factories.ts';
import { libraryItems, purchases } from '../../db/schema/index.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { DEMO_LIBRARY, minimalPdf, seedDemoLibrary } from './demo.ts';

const NOW = new Date('2026-05-04T10:00:00.000Z');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = minimalPdf('Cardiology checklist');

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let learner: SignedIn;
let member: SignedIn;
let buyer: SignedIn;

type Who = SignedIn | null;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: Who, method: Method, path: string, payload?: object) =>
  t.request({
    method,
    url: `/api${path}`,
    ...(who ? { token: who.token } : {}),
    ...(payload ? { payload } : {}),
  });

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

async function upload(who: SignedIn, fileName: string, content: Buffer) {
  const res = await t.request({
    method: 'POST',
    url: '/api/uploads',
    token: who.token,
    ...multipart(fileName, content),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { url: string; fileName: string; size: number; mimeType: string; visibility: string };
}

async function buy(kind: LibraryKind, who: SignedIn, id: string) {
  const api = libraryApi(kind);
  const checkout = await call(who, 'POST', api.checkout(id));
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { sessionId, checkoutUrl } = checkout.json();
  expect(checkoutUrl).toContain(sessionId);
  const pay = await t.request({
    method: 'POST',
    url: `/api/payments/local/${sessionId}/pay`,
    payload: { cardNumber: '4242424242424242' },
  });
  expect(pay.statusCode, pay.body).toBe(200);
  expect(pay.json().redirectUrl).toContain('purchase=success&session_id=');
  return sessionId as string;
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'medprep-library-'));
  t = await buildTestApp({ clock: new TestClock(NOW), config: { dataDir } });
  [owner, other, admin, learner, member, buyer] = await Promise.all([
    t.signIn('instructor', { name: 'Dr Owner' }),
    t.signIn('instructor', { name: 'Dr Other' }),
    t.signIn('admin'),
    t.signIn('user', { name: 'Lena Learner' }),
    t.signIn('user', { name: 'Max Member' }),
    t.signIn('user', { name: 'Bea Buyer' }),
  ]);
  await createMembership(t.db, { userId: member.id, start: new Date(NOW.getTime() - 86_400_000) });
});
afterAll(() => t.close());

/** Every rule on both kinds, through one table (one engine, two kinds). */
describe.each(LIBRARY_KINDS)('%s', (kind) => {
  const k = LIBRARY_KIND_TABLE[kind];
  const api = libraryApi(kind);
  let pdf: Awaited<ReturnType<typeof upload>>;
  let png: Awaited<ReturnType<typeof upload>>;
  /** A published paid entry, included in membership, with a link and a file; bought by `buyer`. */
  let paid: { id: string; slug: string };
  let fileItemId: string;
  let linkItemId: string;

  async function createEntry(title: string, who: SignedIn = owner) {
    const res = await call(who, 'POST', api.instructorCreate, { title });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.id).toBe(body.resource.id);
    return body.resource as { id: string; slug: string; status: string };
  }
  const addLink = async (id: string, who: SignedIn = owner, title = 'NICE guideline') => {
    const res = await call(who, 'POST', api.items(id), {
      title,
      type: 'link',
      link: { url: 'https://www.nice.org.uk/guidance/ng196', note: 'Read first' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().item as { id: string };
  };
  const addFile = async (id: string, who: SignedIn = owner) => {
    const res = await call(who, 'POST', api.items(id), {
      title: 'Checklist (PDF)',
      type: 'file',
      file: { url: pdf.url, fileName: 'checklist.pdf', size: pdf.size, mimeType: pdf.mimeType },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().item as { id: string; file: { url: string } };
  };
  const itemIds = async (id: string) =>
    ((await call(owner, 'GET', api.items(id))).json().items as { id: string }[]).map((i) => i.id);

  beforeAll(async () => {
    pdf = await upload(owner, 'checklist.pdf', PDF);
    png = await upload(owner, 'cover.png', PNG);
    const created = await createEntry(`Cardiology ${kind} pack`);
    expect(created.status).toBe('draft');
    fileItemId = (await addFile(created.id)).id;
    linkItemId = (await addLink(created.id)).id;
    const pricing = await call(owner, 'PATCH', api.pricing(created.id), {
      amountMajor: '9.99',
      currency: 'GBP',
      includedInMembership: true,
    });
    expect(pricing.statusCode, pricing.body).toBe(200);
    expect(pricing.json().resource.pricing).toEqual({
      amountMinor: 999,
      currency: 'GBP',
      isFree: false,
      includedInMembership: true,
    });
    const published = await call(owner, 'POST', api.action(created.id, 'publish'));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().resource).toMatchObject({ status: 'published', publishedAt: NOW.toISOString() });
    paid = { id: created.id, slug: published.json().resource.slug };
    const sessionId = await buy(kind, buyer, paid.id);
    const confirm = await call(buyer, 'POST', api.confirm, { sessionId });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({ unlocked: true });
  });

  it(`answers the detail at its slug as {${k.detailField}, items}`, async () => {
    const res = await call(buyer, 'GET', api.detail(paid.slug));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([k.detailField, 'items'].sort());
    expect(body[k.detailField]).toMatchObject({
      id: paid.id,
      slug: paid.slug,
      status: 'published',
      unlocked: true,
      unlockedBy: 'purchase',
      itemCount: 2,
      author: { id: owner.id, name: 'Dr Owner' },
    });
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([fileItemId, linkItemId]);
    const [file, link] = body.items;
    expect(file).toMatchObject({
      type: 'file',
      link: null,
      file: { fileName: 'checklist.pdf', size: PDF.length, mimeType: 'application/pdf' },
    });
    expect(file.file.url).toMatch(new RegExp(`^/api/library/downloads/${fileItemId}\\?exp=\\d+&sig=`));
    expect(file).not.toHaveProperty('downloadCount');
    expect(link).toMatchObject({
      type: 'link',
      file: null,
      link: { url: 'https://www.nice.org.uk/guidance/ng196', note: 'Read first' },
    });
  });

  it('unlocks by the one rule: buyer, member (included), owner, admin, and free for everyone', async () => {
    const unlockedBy = async (who: Who) => {
      const body = (await call(who, 'GET', api.detail(paid.slug))).json();
      return [body[k.detailField].unlockedBy, body.items.length];
    };
    expect(await unlockedBy(buyer)).toEqual(['purchase', 2]);
    expect(await unlockedBy(member)).toEqual(['membership', 2]);
    expect(await unlockedBy(owner)).toEqual(['owner', 2]);
    expect(await unlockedBy(admin)).toEqual(['admin', 2]);
    expect(await unlockedBy(learner)).toEqual([null, 0]);
    expect(await unlockedBy(other)).toEqual([null, 0]);
    expect(await unlockedBy(null)).toEqual([null, 0]);

    const free = await createEntry(`Free ${kind}`);
    await addLink(free.id);
    const pub = await call(owner, 'POST', api.action(free.id, 'publish'));
    const res = await call(null, 'GET', api.detail(pub.json().resource.slug));
    expect(res.json()[k.detailField]).toMatchObject({
      unlocked: true,
      unlockedBy: 'free',
      pricing: { isFree: true },
    });
    expect(res.json().items).toHaveLength(1);
  });

  it('no answer to a caller without the right carries a file URL, a storage key or a link', async () => {
    const storageKey = pdf.url.replace('/api/files/', '');
    for (const who of [null, learner, other]) {
      const answers = [
        await call(who, 'GET', api.detail(paid.slug)),
        await call(who, 'GET', `${api.catalogue}?limit=50`),
        await call(who, 'GET', api.items(paid.id)),
        await call(who, 'GET', api.instructorGet(paid.id)),
        await call(who, 'GET', api.instructorList),
      ];
      for (const res of answers) {
        expect(res.body).not.toContain('/api/library/downloads');
        expect(res.body).not.toContain(storageKey);
        expect(res.body).not.toContain('/api/files/private');
        expect(res.body).not.toContain('nice.org.uk');
      }
    }
    // Nor does any answer to anyone carry the storage key.
    for (const who of [buyer, owner, admin]) {
      expect((await call(who, 'GET', api.detail(paid.slug))).body).not.toContain(storageKey);
      expect((await call(who, 'GET', api.items(paid.id))).body).not.toContain(storageKey);
    }
  });

  it('serves a file through its signed link: attachment, real type, counted; expired or tampered links refused', async () => {
    const detail = (await call(buyer, 'GET', api.detail(paid.slug))).json();
    const url: string = detail.items[0].file.url;
    const before = (await call(owner, 'GET', api.items(paid.id))).json().items[0].downloadCount;
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="checklist.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await t.request({ method: 'HEAD', url })).statusCode).toBe(404);
    const counts = (await call(owner, 'GET', api.items(paid.id))).json().items;
    expect(counts[0].downloadCount).toBe(before + 1);
    expect(counts[1].downloadCount).toBe(0);

    // The owner's own links (preview) are not counted.
    const ownerUrl: string = counts[0].file.url;
    expect(ownerUrl).toContain('preview=1');
    expect((await t.request({ method: 'GET', url: ownerUrl })).statusCode).toBe(200);
    expect((await call(owner, 'GET', api.items(paid.id))).json().items[0].downloadCount).toBe(before + 1);

    const parsed = new URL(url, 'http://x');
    const exp = Number(parsed.searchParams.get('exp'));
    const sig = parsed.searchParams.get('sig');
    expect(exp).toBe(Math.floor(NOW.getTime() / 1000) + LIBRARY_SIGNED_URL_TTL_SEC);
    const refused = async (u: string) => {
      const r = await t.request({ method: 'GET', url: u });
      expect(r.statusCode, u).toBe(403);
      expect(r.json().message).toBe(LIBRARY_MESSAGES.downloadInvalid);
    };
    // Changed expiry, another item, dropped or changed preview flag, no signature.
    await refused(url.replace(`exp=${exp}`, `exp=${exp + 3600}`));
    const otherFile = await addFile(paid.id);
    await refused(url.replace(fileItemId, otherFile.id));
    await refused(`${url}&preview=1`);
    await refused(ownerUrl.replace('&preview=1', ''));
    await refused(`/api/library/downloads/${fileItemId}?exp=${exp}`);
    await refused(`/api/library/downloads/${fileItemId}?exp=${exp}&sig=${sig}x`);
    // The signature of the download route does not open the file on the uploads route either.
    const key = pdf.url.replace('/api/files/', '');
    expect(
      (await t.request({ method: 'GET', url: `/api/files/${key}?exp=${exp}&sig=${sig}` })).statusCode,
    ).toBe(403);
    // After 10 minutes the link is dead; a fresh answer gives a fresh one.
    t.clock.advance(LIBRARY_SIGNED_URL_TTL_SEC * 1000 + 1000);
    try {
      await refused(url);
      const fresh = (await call(buyer, 'GET', api.detail(paid.slug))).json().items[0].file.url;
      expect((await t.request({ method: 'GET', url: fresh })).statusCode).toBe(200);
    } finally {
      t.clock.set(NOW);
    }
    await call(owner, 'DELETE', api.item(paid.id, otherFile.id));
  });

  it('checkout and confirm: idempotent, refused when free, own, already had or not on sale', async () => {
    const sessionId = await buy(kind, learner, paid.id);
    for (let i = 0; i < 2; i++) {
      const res = await call(learner, 'POST', api.confirm, { sessionId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ unlocked: true });
    }
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.userId, learner.id), eq(purchases.itemId, paid.id)))) as [{ n: number }];
    expect(n).toBe(1);
    // Someone else's session is not found.
    expect((await call(buyer, 'POST', api.confirm, { sessionId })).statusCode).toBe(404);
    // Of another kind: not found either.
    const otherKind = libraryApi(kind === 'resource' ? 'ebook' : 'resource');
    expect((await call(learner, 'POST', otherKind.confirm, { sessionId })).statusCode).toBe(404);

    const again = await call(learner, 'POST', api.checkout(paid.id));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyOwned);
    expect((await call(member, 'POST', api.checkout(paid.id))).statusCode).toBe(400);
    expect((await call(owner, 'POST', api.checkout(paid.id))).statusCode).toBe(409);
    const draft = await createEntry(`Draft ${kind}`);
    await call(owner, 'PATCH', api.pricing(draft.id), { amountMajor: 5, currency: 'EUR' });
    expect((await call(learner, 'POST', api.checkout(draft.id))).statusCode).toBe(404);
    await call(owner, 'PATCH', api.pricing(draft.id), { amountMajor: 0, currency: 'EUR' });
    await call(owner, 'POST', api.action(draft.id, 'publish'));
    const free = await call(learner, 'POST', api.checkout(draft.id));
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe(LIBRARY_MESSAGES.freeNoCheckout);
  });

  it('lists: catalogue of published only, instructor lists by owner, status and q; {items, meta}', async () => {
    const draft = await createEntry(`Hidden draft ${kind}`);
    const catalogue = (await call(null, 'GET', `${api.catalogue}?limit=50`)).json();
    expect(catalogue.meta).toMatchObject({ page: 1, limit: 50, hasNextPage: false });
    expect(catalogue.meta.total).toBe(catalogue.items.length);
    expect(
      catalogue.items.every(
        (i: { status: string; kind: string }) => i.status === 'published' && i.kind === kind,
      ),
    ).toBe(true);
    expect(catalogue.items.some((i: { id: string }) => i.id === draft.id)).toBe(false);
    const searched = (await call(null, 'GET', `${api.catalogue}?q=cardiology`)).json();
    expect(searched.items.map((i: { id: string }) => i.id)).toEqual([paid.id]);
    expect((await call(null, 'GET', api.catalogue)).json().meta.limit).toBe(12);
    expect((await call(null, 'GET', `${api.catalogue}?limit=51`)).statusCode).toBe(400);
    expect((await call(null, 'GET', `${api.catalogue}?page=0`)).statusCode).toBe(400);

    const mine = (await call(owner, 'GET', `${api.instructorList}?status=draft&q=hidden`)).json();
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual([draft.id]);
    const paged = (await call(owner, 'GET', `${api.instructorList}?limit=1`)).json();
    expect(paged.meta).toMatchObject({ page: 1, limit: 1, hasNextPage: true });
    expect((await call(other, 'GET', api.instructorList)).json().items).toEqual([]);
    expect((await call(admin, 'GET', `${api.instructorList}?q=hidden`)).json().items).toHaveLength(1);
    expect((await call(owner, 'GET', `${api.instructorList}?status=live`)).statusCode).toBe(400);
  });

  it('moves draft → published → archived and refuses the others with 409; the slug is fixed once published', async () => {
    const e = await createEntry(`States ${kind}`);
    const act = (action: 'publish' | 'unpublish' | 'archive' | 'restore') =>
      call(owner, 'POST', api.action(e.id, action));
    expect((await act('unpublish')).statusCode).toBe(409);
    expect((await act('restore')).statusCode).toBe(409);
    const renamed = await call(owner, 'PATCH', api.basics(e.id), { title: `Renamed ${kind}` });
    expect(renamed.json().resource.slug).toBe(`renamed-${kind}`);
    expect((await act('publish')).json().resource.status).toBe('published');
    expect((await act('publish')).statusCode).toBe(409);
    const after = await call(owner, 'PATCH', api.basics(e.id), { title: `Third name ${kind}` });
    expect(after.json().resource).toMatchObject({ title: `Third name ${kind}`, slug: `renamed-${kind}` });
    expect((await act('unpublish')).json().resource.status).toBe('draft');
    expect((await act('archive')).json().resource.status).toBe('archived');
    expect((await act('archive')).statusCode).toBe(409);
    // Archived: not in the catalogue, 404 to the public.
    expect((await call(null, 'GET', api.detail(`renamed-${kind}`))).statusCode).toBe(404);
    expect((await act('restore')).json().resource.status).toBe('draft');
    expect((await act('archive')).statusCode).toBe(200);
    expect((await act('publish')).json().resource.status).toBe('published');
    // Slugs are unique per kind: the same title gets -2.
    const twin = await createEntry(`Renamed ${kind}`);
    expect(twin.slug).toBe(`renamed-${kind}-2`);
  });

  it('deletes without buyers; with buyers 409 and nothing changes', async () => {
    const e = await createEntry(`Doomed ${kind}`);
    await addLink(e.id);
    const res = await call(owner, 'DELETE', api.remove(e.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call(owner, 'GET', api.instructorGet(e.id))).statusCode).toBe(404);
    const refused = await call(owner, 'DELETE', api.remove(paid.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(k.messages.hasBuyers);
    expect((await call(owner, 'GET', api.instructorGet(paid.id))).statusCode).toBe(200);
  });

  it('refuses bad input with 400 or 415 naming the field, and changes nothing', async () => {
    const e = await createEntry(`Bad input ${kind}`);
    const itemsBefore = await itemIds(e.id);
    const refused = async (method: Method, path: string, payload: object, status: number, field?: string) => {
      const res = await call(owner, method, path, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)} ${res.body}`).toBe(status);
      if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
      return res.json();
    };
    expect((await refused('POST', api.instructorCreate, { title: '  ' }, 400, 'title')).fields.title).toBe(
      LIBRARY_MESSAGES.titleBeforeItems,
    );
    await refused('POST', api.instructorCreate, {}, 400, 'title');
    await refused('PATCH', api.basics(e.id), { title: '' }, 400, 'title');
    await refused('PATCH', api.basics(e.id), { title: 'a\u0000b' }, 400, 'title');
    await refused('PATCH', api.basics(e.id), { thumbnail: 'ftp://example.com/x.png' }, 400, 'thumbnail');
    await refused('PATCH', api.basics(e.id), { thumbnail: pdf.url }, 415, 'thumbnail');
    await refused(
      'PATCH',
      api.basics(e.id),
      { thumbnail: '/api/files/public/notastoredfile12345.png' },
      400,
      'thumbnail',
    );
    await refused('PATCH', api.pricing(e.id), { amountMajor: -1, currency: 'GBP' }, 400, 'amountMajor');
    await refused('PATCH', api.pricing(e.id), { amountMajor: '1.999', currency: 'GBP' }, 400, 'amountMajor');
    await refused('PATCH', api.pricing(e.id), { amountMajor: 5, currency: 'JPY' }, 400, 'currency');
    await refused(
      'POST',
      api.items(e.id),
      { title: '', type: 'link', link: { url: 'https://x.org' } },
      400,
      'title',
    );
    await refused(
      'POST',
      api.items(e.id),
      { title: 'No URL', type: 'link', link: { url: '' } },
      400,
      'link.url',
    );
    await refused(
      'POST',
      api.items(e.id),
      { title: 'JS', type: 'link', link: { url: 'javascript:alert(1)' } },
      400,
      'link.url',
    );
    await refused('POST', api.items(e.id), { title: 'Odd', type: 'video' }, 400);
    await refused(
      'POST',
      api.items(e.id),
      { title: 'No file', type: 'file', file: { url: '', fileName: 'a.pdf' } },
      400,
      'file.url',
    );
    await refused(
      'POST',
      api.items(e.id),
      { title: 'Elsewhere', type: 'file', file: { url: 'https://evil.example/a.pdf', fileName: 'a.pdf' } },
      400,
      'file.url',
    );
    await refused(
      'POST',
      api.items(e.id),
      { title: 'Image', type: 'file', file: { url: png.url, fileName: 'cover.png' } },
      415,
      'file.url',
    );
    const othersPdf = await upload(other, 'theirs.pdf', PDF);
    await refused(
      'POST',
      api.items(e.id),
      { title: 'Theirs', type: 'file', file: { url: othersPdf.url, fileName: 'theirs.pdf' } },
      400,
      'file.url',
    );
    expect(await itemIds(e.id)).toEqual(itemsBefore);

    // Thumbnails: our image or an https link.
    expect(
      (await call(owner, 'PATCH', api.basics(e.id), { thumbnail: png.url })).json().resource.thumbnail,
    ).toBe(png.url);
    expect((await call(owner, 'PATCH', api.basics(e.id), { thumbnail: '' })).json().resource.thumbnail).toBe(
      null,
    );

    // Reorders naming a foreign item, missing one or naming one twice.
    const a = await addLink(e.id, owner, 'A');
    const b = await addLink(e.id, owner, 'B');
    const c = await addLink(e.id, owner, 'C');
    const field = k.reorderField;
    const reorder = (ids: string[]) => api.reorderBody(ids);
    await refused('POST', api.reorder(e.id), reorder([c.id, b.id]), 400, field);
    await refused('POST', api.reorder(e.id), reorder([c.id, b.id, linkItemId]), 400, field);
    await refused('POST', api.reorder(e.id), reorder([c.id, b.id, a.id, a.id]), 400, field);
    await refused('POST', api.reorder(e.id), reorder([c.id, b.id, b.id]), 400, field);
    expect(await itemIds(e.id)).toEqual([a.id, b.id, c.id]);
    // The other kind's body is refused too.
    const wrongField =
      kind === 'resource' ? { orderedIds: [c.id, b.id, a.id] } : { order: [c.id, b.id, a.id] };
    await refused('POST', api.reorder(e.id), wrongField, 400);
    const ok = await call(owner, 'POST', api.reorder(e.id), reorder([c.id, a.id, b.id]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items.map((i: { id: string }) => i.id)).toEqual([c.id, a.id, b.id]);
    expect(await itemIds(e.id)).toEqual([c.id, a.id, b.id]);

    // Rename and delete an item; empty titles refused; an item of another entry is not found.
    await refused('PATCH', api.item(e.id, a.id), { title: ' ' }, 400, 'title');
    expect((await call(owner, 'PATCH', api.item(e.id, a.id), { title: 'A2' })).json().item.title).toBe('A2');
    expect((await call(owner, 'PATCH', api.item(e.id, linkItemId), { title: 'x' })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', api.item(e.id, linkItemId))).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', api.item(e.id, b.id))).json()).toEqual({ ok: true });
    expect(await itemIds(e.id)).toEqual([c.id, a.id]);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(libraryItems)
      .where(eq(libraryItems.id, linkItemId))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('the authorisation matrix of every endpoint', async () => {
    const m = await createEntry(`Matrix ${kind}`);
    await call(owner, 'PATCH', api.pricing(m.id), {
      amountMajor: 3,
      currency: 'GBP',
      includedInMembership: true,
    });
    const pub = await call(owner, 'POST', api.action(m.id, 'publish'));
    const slug = pub.json().resource.slug as string;
    const sessionId = await buy(kind, buyer, m.id);
    await call(buyer, 'POST', api.confirm, { sessionId });
    const item = await addLink(m.id);

    const who: Record<string, Who> = { guest: null, learner, member, buyer, other, owner, admin };
    const roles = ['guest', 'learner', 'member', 'buyer', 'other', 'owner', 'admin'] as const;
    type Row = [string, (w: Who) => Promise<{ statusCode: number }>, number[]];
    const fresh = async () => (await addLink(m.id, owner, 'temp')).id;
    const rows: Row[] = [
      ['catalogue', (w) => call(w, 'GET', api.catalogue), [200, 200, 200, 200, 200, 200, 200]],
      ['detail', (w) => call(w, 'GET', api.detail(slug)), [200, 200, 200, 200, 200, 200, 200]],
      ['checkout', (w) => call(w, 'POST', api.checkout(m.id)), [401, 200, 400, 400, 200, 409, 400]],
      [
        'confirm',
        (w) => call(w, 'POST', api.confirm, { sessionId: 'cs_nope' }),
        [401, 404, 404, 404, 404, 404, 404],
      ],
      ['instructor list', (w) => call(w, 'GET', api.instructorList), [401, 403, 403, 403, 200, 200, 200]],
      [
        'create',
        (w) => call(w, 'POST', api.instructorCreate, { title: 'Made in matrix' }),
        [401, 403, 403, 403, 201, 201, 201],
      ],
      ['get', (w) => call(w, 'GET', api.instructorGet(m.id)), [401, 403, 403, 403, 404, 200, 200]],
      [
        'basics',
        (w) => call(w, 'PATCH', api.basics(m.id), { category: 'Cardiology' }),
        [401, 403, 403, 403, 404, 200, 200],
      ],
      [
        'pricing',
        (w) => call(w, 'PATCH', api.pricing(m.id), { amountMajor: 3, currency: 'GBP' }),
        [401, 403, 403, 403, 404, 200, 200],
      ],
      ['publish', (w) => call(w, 'POST', api.action(m.id, 'publish')), [401, 403, 403, 403, 404, 409, 409]],
      ['unpublish', (w) => call(w, 'POST', api.action(m.id, 'restore')), [401, 403, 403, 403, 404, 409, 409]],
      [
        'archive',
        (w) => call(w, 'POST', api.action('00000000-0000-4000-8000-000000000000', 'archive')),
        [401, 403, 403, 403, 404, 404, 404],
      ],
      ['delete', (w) => call(w, 'DELETE', api.remove(m.id)), [401, 403, 403, 403, 404, 409, 409]],
      ['items', (w) => call(w, 'GET', api.items(m.id)), [401, 403, 403, 403, 404, 200, 200]],
      [
        'add item',
        (w) => call(w, 'POST', api.items(m.id), { title: 'L', type: 'link', link: { url: 'https://x.org' } }),
        [401, 403, 403, 403, 404, 201, 201],
      ],
      [
        'rename item',
        (w) => call(w, 'PATCH', api.item(m.id, item.id), { title: 'Renamed' }),
        [401, 403, 403, 403, 404, 200, 200],
      ],
      [
        'delete item',
        async (w) => call(w, 'DELETE', api.item(m.id, await fresh())),
        [401, 403, 403, 403, 404, 200, 200],
      ],
      [
        'reorder',
        async (w) => call(w, 'POST', api.reorder(m.id), api.reorderBody(await itemIds(m.id))),
        [401, 403, 403, 403, 404, 200, 200],
      ],
    ];
    const failures: string[] = [];
    for (const [name, request, expected] of rows) {
      for (const [i, role] of roles.entries()) {
        const res = await request(who[role]!);
        if (res.statusCode !== expected[i])
          failures.push(`${name} as ${role}: ${res.statusCode}, expected ${expected[i]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('demo content', () => {
  it('seeds two packs and two ebooks (free, members-included, paid) whose real PDFs download', async () => {
    const seedOwner = await t.signIn('instructor', { name: 'Dr Demo' });
    await seedDemoLibrary(t.db, t.app.deps.storage, seedOwner.id, NOW);
    expect(DEMO_LIBRARY.filter((d) => d.kind === 'resource')).toHaveLength(2);
    expect(DEMO_LIBRARY.filter((d) => d.kind === 'ebook')).toHaveLength(2);
    const kinds = DEMO_LIBRARY.map((d) => [d.priceMinor === 0, d.includedInMembership]);
    expect(kinds).toContainEqual([true, false]);
    expect(kinds).toContainEqual([false, true]);
    expect(kinds).toContainEqual([false, false]);
    const free = (await call(null, 'GET', '/resources/plab-2-osce-station-checklists')).json();
    expect(free.resource.unlockedBy).toBe('free');
    const file = free.items.find((i: { type: string }) => i.type === 'file');
    expect(free.items.some((i: { type: string }) => i.type === 'link')).toBe(true);
    const res = await t.request({ method: 'GET', url: file.file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdfText = res.rawPayload.toString('latin1');
    expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdfText)?.[1]);
    expect(pdfText.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const paidEbook = (await call(null, 'GET', '/ebooks/mrcp-part-1-high-yield-notes')).json();
    expect(paidEbook.ebook).toMatchObject({ unlocked: false, pricing: { amountMinor: 2499 } });
    expect(paidEbook.items).toEqual([]);
    const members = (await call(member, 'GET', '/ebooks/ecg-interpretation-for-ukmla')).json();
    expect(members.ebook.unlockedBy).toBe('membership');
  });
});

describe('personal data', () => {
  it('exports the packs and ebooks an instructor made, and tells them before deleting that buyers keep them', async () => {
    const res = await call(owner, 'GET', '/me/export');
    expect(res.statusCode).toBe(200);
    const library = res.json().library as { kind: string; title: string; items: unknown[] }[];
    expect(library.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Cardiology resource pack', 'Cardiology ebook pack']),
    );
    expect(JSON.stringify(library)).not.toContain('private/');
    expect((await call(learner, 'GET', '/me/export')).json().library).toEqual([]);
  });
});

describe('openapi', () => {
  it('documents both reorder paths as the specification writes them', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/instructor/resources/{id}/items:reorder']?.post).toBeDefined();
    expect(doc.paths['/api/instructor/ebooks/{id}/items/reorder']?.post).toBeDefined();
    expect(doc.paths['/api/instructor/ebooks/{id}/basics']?.patch).toBeDefined();
    expect(doc.paths['/api/instructor/resources/{id}']?.patch).toBeDefined();
  });
});

describe('public pages', () => {
  it('the resources and ebooks catalogues and published entries are in sitemap.xml', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    if (res.statusCode === 404) return; // served only with the web app
    expect(res.body).toContain('/resources');
    expect(res.body).toContain('/ebooks');
  });
});
