import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coursePages } from '../../modules/courses/page-meta.ts';
import { libraryPages } from '../../modules/library/page-meta.ts';
import { livePages } from '../../modules/live/page-meta.ts';
import { quizPages } from '../../modules/quizzes/page-meta.ts';
import { tutorPages } from '../../modules/tutors/page-meta.ts';
import { collectPublicPages } from './page-meta.ts';
import { ROUTE_MAP_PATH, readRouteMap } from './route-map.ts';

const ROUTE_TABLE = fileURLToPath(new URL('../../../../web/src/app/route-table.tsx', import.meta.url));

describe('the link between a page head and its web route', () => {
  it('every public page a module registers is a route of the web route table, by the same pattern', () => {
    // The build keys its route map by these patterns: a head on a pattern the web app does not route gets
    // no preloads and no first paint.
    const source = readFileSync(ROUTE_TABLE, 'utf8');
    const webPatterns = new Set(['/', ...[...source.matchAll(/\bpath: '([^']*)'/g)].map((m) => `/${m[1]}`)]);
    const { pages } = collectPublicPages([coursePages, livePages, quizPages, libraryPages, tutorPages]);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(webPatterns.has(page.path), page.path).toBe(true);
  });
});

describe('reading the route map', () => {
  const dist = (map?: unknown) => {
    const root = mkdtempSync(join(tmpdir(), 'medprep-route-map-'));
    mkdirSync(join(root, '.vite'));
    if (map !== undefined) writeFileSync(join(root, ROUTE_MAP_PATH), JSON.stringify(map));
    return root;
  };

  it('gives each route its scripts, styles and flag, and nothing when the build wrote no map', () => {
    const route = { module: 'src/x.tsx', scripts: ['/assets/x.js'], styles: [], serverRender: false };
    expect(readRouteMap(dist({ routes: { '/x/:id': route } }))?.get('/x/:id')).toEqual({
      scripts: ['/assets/x.js'],
      styles: [],
      serverRender: false,
    });
    expect(readRouteMap(dist())).toBeNull();
  });

  it('refuses a map of another shape, so a build and a server out of step fail at start', () => {
    expect(() => readRouteMap(dist({ routes: { '/x': { scripts: '/assets/x.js' } } }))).toThrow(/\/x/);
    expect(() => readRouteMap(dist({}))).toThrow(/no routes/);
  });
});
