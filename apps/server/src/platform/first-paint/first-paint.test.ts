import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_HINT_COOKIE_NAME } from '@medprep/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database, Db } from '../../db/client.ts';
import { createCourse, createUser } from '../../db/factories.ts';
import { createTestDatabase, testConfig } from '../../test/helpers.ts';
import { fixtureDist } from '../../test/web-fixture.ts';
import { START_SCRIPT, START_SCRIPT_CSP } from './painted-page.ts';
import { createPrerenderer, type Prerendered, type Prerenderer } from './prerender.ts';

/** A renderer that records what it was asked and answers what the test says. */
function fakeRenderer() {
  const calls: { url: string; sessionHint: boolean }[] = [];
  let answer: (url: string) => Promise<Prerendered | null> = async (url) => ({
    html: `<main><h1>First paint of ${url}</h1></main>`,
    dehydrated: { queries: [{ note: '</script><script>alert(1)</script>' }] },
  });
  const renderer: Prerenderer = {
    render(url, sessionHint) {
      calls.push({ url, sessionHint });
      return answer(url);
    },
  };
  return {
    renderer,
    calls,
    answers(next: typeof answer) {
      answer = next;
    },
  };
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const jsonScript = (html: string, id: string) =>
  JSON.parse(html.match(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`))![1]!);

let database: Database;
let db: Db;
let app: FastifyInstance;
let fake: ReturnType<typeof fakeRenderer>;
let slug: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  fake = fakeRenderer();
  const dist = fixtureDist();
  // A renderer file in the build's dot folder, which must never be served.
  mkdirSync(join(dist.web, '.ssr'));
  writeFileSync(join(dist.web, '.ssr', 'prerender.js'), 'export const secret = "server code";');
  app = await buildApp({
    config: testConfig({ webDist: dist.web }),
    db,
    logger: false,
    prerenderer: fake.renderer,
  });
  await app.ready();
  const owner = await createUser(db, { role: 'instructor' });
  slug = (await createCourse(db, { ownerId: owner.id, title: 'First paint course', status: 'published' }))
    .slug;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('public pages with a first paint', () => {
  it('puts the rendered page in #root, inert, with its answers, and starts the scripts only after painting', async () => {
    const res = await app.inject({ method: 'GET', url: `/courses/${slug}?from=search` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      `<div id="root"><div data-prerendered inert><main><h1>First paint of /courses/${slug}?from=search</h1></main></div></div>`,
    );
    expect(fake.calls.at(-1)).toEqual({ url: `/courses/${slug}?from=search`, sessionHint: false });
    // The answers travel as JSON that cannot end its script early.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(jsonScript(html, 'prerendered-state')).toEqual({
      queries: [{ note: '</script><script>alert(1)</script>' }],
    });
    // No script in the head: the entry, then the page's own chunks, start from the one inline script.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(jsonScript(html, 'app-start')).toEqual([
      '/assets/index-abc123.js',
      '/assets/course-page-1.js',
      '/assets/card-1.js',
    ]);
    expect(inlineScripts(html)).toEqual([START_SCRIPT]);
    // The page's head is still the course's, with the stylesheet its chunks need for the paint.
    expect(html).toContain('<title>First paint course');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/course-page-1.css" />');
  });

  it('never asks the renderer for a route the web route table opts out of (serverRender: false)', async () => {
    const before = fake.calls.length;
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/live' });
      expect(res.statusCode).toBe(200);
      // The page as built, with its head and its chunks preloaded: the browser renders it.
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Live sessions');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(res.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/live-list-page-1.js" />',
      );
      expect(res.body).not.toContain('prerendered-state');
    }
    expect(fake.calls.length).toBe(before);
    // A route that does not opt out is still rendered.
    await app.inject({ method: 'GET', url: '/quizzes' });
    expect(fake.calls.at(-1)?.url).toBe('/quizzes');
  });

  it('allows exactly that inline script in the content security policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const [script] = inlineScripts(res.body);
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    expect(hash).toBe(START_SCRIPT_CSP);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('renders the top bar waiting for the session when the request carries the session hint', async () => {
    await app.inject({ method: 'GET', url: '/courses', cookies: { [SESSION_HINT_COOKIE_NAME]: '1' } });
    expect(fake.calls.at(-1)).toEqual({ url: '/courses', sessionHint: true });
  });

  it('sends the page as built when the renderer gives nothing, and never renders what is not public', async () => {
    fake.answers(async () => null);
    const plain = await app.inject({ method: 'GET', url: '/courses' });
    expect(plain.body).toContain('<div id="root"></div>');
    expect(plain.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(plain.body).not.toContain('prerendered-state');

    const before = fake.calls.length;
    const unknown = await app.inject({ method: 'GET', url: '/courses/no-such-course' });
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    const signedInPage = await app.inject({ method: 'GET', url: '/me/enrollments' });
    expect(signedInPage.body).toContain('<div id="root"></div>');
    expect(fake.calls.length).toBe(before);
  });

  it('never serves the build’s dot folders (the renderer, the manifest)', async () => {
    for (const url of ['/.ssr/prerender.js', '/.vite/manifest.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).not.toContain('server code');
      expect(res.body, url).not.toContain('isEntry');
    }
  });
});

describe('the renderer', () => {
  const deferred = () => {
    let resolve!: (value: Prerendered | null) => void;
    const promise = new Promise<Prerendered | null>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('answers its API requests in-process, as a guest, outside the per-address rate limit', async () => {
    const limited = await buildApp({
      config: testConfig({ rateLimitPerMinute: 2 }),
      db,
      logger: false,
      serveWeb: false,
    });
    await limited.ready();
    let transport!: (url: string, init: RequestInit) => Promise<Response>;
    createPrerenderer(limited, {
      configure: (t) => {
        transport = t;
      },
      prerender: async () => null,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await transport('/api/courses?limit=1', {})).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const list = (await (await transport('/api/courses?limit=1', {})).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(1);
    // A guest: no session whatever the renderer sends.
    const me = await transport('/api/auth/me', { headers: { authorization: 'Bearer forged' } });
    expect(me.status).toBe(401);
    // Browsers from one address are still limited.
    const direct: number[] = [];
    for (let i = 0; i < 3; i++)
      direct.push((await limited.inject({ url: '/api/courses?limit=1' })).statusCode);
    expect(direct.at(-1)).toBe(429);
    await limited.close();
  });

  it('renders a bounded number at once, gives up on a slow render and on an error', async () => {
    const holds: ReturnType<typeof deferred>[] = [];
    let fail = false;
    const renderer = createPrerenderer(
      app,
      {
        configure() {},
        prerender: async () => {
          if (fail) throw new Error('render failed');
          const hold = deferred();
          holds.push(hold);
          return hold.promise;
        },
      },
      { maxConcurrent: 1, maxPerSecond: 100, timeoutMs: 50 },
    );
    const first = renderer.render('/a', false);
    // The slot is taken: the next page goes without a first paint at once.
    expect(await renderer.render('/b', false)).toBeNull();
    // Too slow: the page goes without it, but the slot stays taken until the render really ends.
    expect(await first).toBeNull();
    expect(await renderer.render('/c', false)).toBeNull();
    holds[0]!.resolve({ html: '<p>late</p>', dehydrated: {} });
    await holds[0]!.promise;
    await new Promise((r) => setImmediate(r));
    const second = renderer.render('/d', false);
    holds[1]!.resolve({ html: '<p>on time</p>', dehydrated: {} });
    expect(await second).toEqual({ html: '<p>on time</p>', dehydrated: {} });
    fail = true;
    expect(await renderer.render('/e', false)).toBeNull();
  });
});
