import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { readRouteTable, routeMap } from './route-map';

// apps/web/src/first-paint → apps/web (under jsdom, import.meta.url is not a file: URL, so read its path).
const WEB_ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const routeTable = () => readRouteTable(readFileSync(join(WEB_ROOT, 'src/app/route-table.tsx'), 'utf8'));

describe('the public routes, read from the route table', () => {
  it('names each public page by its route pattern and its own module, and leaves signed-in pages out', () => {
    const routes = routeTable();
    const byPattern = new Map(routes.map((r) => [r.pattern, r]));
    expect(byPattern.get('/')).toEqual({
      pattern: '/',
      module: 'src/features/home/pages/home-page',
      serverRender: true,
    });
    expect(byPattern.get('/courses/:slug')?.module).toBe('src/features/courses/pages/course-page');
    expect(byPattern.get('/ebooks/:slug')?.module).toBe('src/features/library/pages/detail-page');
    // Guarded pages (signed-in users only) and entries without a page (redirects) are not public routes.
    expect(byPattern.has('/me/enrollments')).toBe(false);
    expect(byPattern.has('/quizzes/:slug/play')).toBe(false);
    expect(byPattern.has('/events')).toBe(false);
    // Every module named is a real file.
    for (const route of routes)
      expect(existsSync(join(WEB_ROOT, `${route.module}.tsx`)), route.module).toBe(true);
  });

  it('carries the opt-out of the server’s render: the pages showing times in the viewer’s zone, and a certificate’s (an admin sees a form on it)', () => {
    const optedOut = routeTable()
      .filter((r) => !r.serverRender)
      .map((r) => r.pattern);
    expect(optedOut.sort()).toEqual(['/certificates/:code', '/live', '/live/:id', '/tutors/:tutorId']);
  });

  it('refuses a route table it cannot read, rather than losing a page’s preloads', () => {
    const table = (entry: string) => `export const pageRoutes = [${entry}];`;
    expect(() => readRouteTable(table("{ path: dynamic, ...page(() => import('../x')) }"))).toThrow(
      /literal `path`/,
    );
    expect(() => readRouteTable(table("...more, { path: 'a', ...page(() => import('../x')) }"))).toThrow(
      /not an object literal/,
    );
    expect(() => readRouteTable('export const routes = [];')).toThrow(/no `pageRoutes`/);
  });
});

describe('the route-to-chunk map', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared-1.js' },
    '_card.js': { file: 'assets/card-1.js', css: ['assets/card.css', 'assets/index.css'] },
    'src/pages/course-page.tsx': {
      file: 'assets/course-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared.js', '_card.js'],
    },
  };

  it("lists a page's chunk and its imports, leaving out what index.html loads, with the route's flag", () => {
    const map = routeMap(manifest, [
      { pattern: '/courses/:slug', module: 'src/pages/course-page', serverRender: false },
    ]);
    expect(map).toEqual({
      routes: {
        '/courses/:slug': {
          module: 'src/pages/course-page.tsx',
          scripts: ['/assets/course-page-1.js', '/assets/card-1.js'],
          styles: ['/assets/card.css'],
          serverRender: false,
        },
      },
    });
  });

  it('fails the build when a public page has no chunk', () => {
    expect(() =>
      routeMap(manifest, [{ pattern: '/gone', module: 'src/pages/gone', serverRender: true }]),
    ).toThrow(/no chunk for src\/pages\/gone/);
  });
});
