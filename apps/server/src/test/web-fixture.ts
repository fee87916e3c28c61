import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { createTestDatabase, testConfig } from './helpers.ts';

/**
 * A built web app in miniature: index.html as Vite writes it, one asset with its precompressed copies, the
 * manifest, and the route map the web build writes for the server (a course page with its chunks and
 * stylesheet; the live list opted out of the server's render).
 */
export function fixtureDist() {
  const web = mkdtempSync(join(tmpdir(), 'medprep-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en-GB">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="The site description." />',
      '    <title>MedPrep Academy</title>',
      '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      '  </head>',
      `  <body><div id="root"></div><!-- ${'padding '.repeat(150)}--></body>`,
      '</html>',
    ].join('\n'),
  );
  const script = `console.log(${JSON.stringify('hello world '.repeat(400))});`;
  writeFileSync(join(web, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(web, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  mkdirSync(join(web, '.vite'));
  writeFileSync(
    join(web, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_card.js': { file: 'assets/card-1.js' },
      'src/features/courses/pages/course-page.tsx': {
        file: 'assets/course-page-1.js',
        isDynamicEntry: true,
        imports: ['_shared.js', '_card.js'],
      },
    }),
  );
  writeFileSync(
    join(web, '.vite', 'first-paint-routes.json'),
    JSON.stringify({
      routes: {
        '/': {
          module: 'src/home-page.tsx',
          scripts: ['/assets/home-page-1.js'],
          styles: [],
          serverRender: true,
        },
        '/courses': { module: 'src/catalogue-page.tsx', scripts: [], styles: [], serverRender: true },
        '/courses/:slug': {
          module: 'src/features/courses/pages/course-page.tsx',
          scripts: ['/assets/course-page-1.js', '/assets/card-1.js'],
          styles: ['/assets/course-page-1.css'],
          serverRender: true,
        },
        '/live': {
          module: 'src/features/live/pages/live-list-page.tsx',
          scripts: ['/assets/live-list-page-1.js'],
          styles: [],
          serverRender: false,
        },
      },
    }),
  );
  return { web, script };
}

/** A built web app that is index.html alone, as Vite writes it: what the page-head tests render into. */
export function indexOnlyDist(): string {
  const web = mkdtempSync(join(tmpdir(), 'medprep-web-index-'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="x" /><title>MedPrep Academy</title></head><body><div id="root"></div></body></html>',
  );
  return web;
}

/**
 * For a test file: the app serving `indexOnlyDist` on a fresh test database, built before its tests and closed
 * after. `config` is given the web folder (for a test that keeps its files there too).
 */
export function usePageApp(config: (web: string) => Partial<Config> = (web) => ({ webDist: web })) {
  const page = {} as { app: FastifyInstance; db: Db };
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    page.app = await buildApp({
      config: testConfig(config(indexOnlyDist())),
      db: database.db,
      logger: false,
    });
    page.db = database.db;
    await page.app.ready();
  });
  afterAll(async () => {
    await page.app.close();
    await database.close();
  });
  return page;
}
