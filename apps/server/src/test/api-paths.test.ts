import { apiPaths } from '@medprep/shared/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../platform/route-access.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/*
 * The web's API address table cannot drift from the server: every builder in it, called with sample
 * parameters, must give an address that a registered route answers. Nothing is listed by hand but the
 * samples of builders whose parameter is one of a few words.
 */

/** Builders whose parameters are not free ids: each call of the list must hit a route. */
const WORD_SAMPLES: Record<string, string[][]> = {
  'courses.action': ['publish', 'unpublish', 'archive', 'restore'].map((a) => ['c-1', a]),
  'library.resource.action': ['publish', 'unpublish', 'archive', 'restore'].map((a) => ['r-1', a]),
  'library.ebook.action': ['publish', 'unpublish', 'archive', 'restore'].map((a) => ['e-1', a]),
  'discussions.moderate': ['close', 'lock', 'reopen'].map((a) => ['q-1', a]),
  'tutors.tutorSessionAction': ['complete', 'approve-cancel'].map((a) => ['s-1', a]),
};

type Builder = (...args: string[]) => string;

/** Every builder of the table with its dotted name. */
function builders(node: object, prefix = ''): [string, Builder][] {
  return Object.entries(node).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') return [[name, value as Builder]];
    return builders(value as object, name);
  });
}

/** A registered route's address as a pattern: `:id` any one segment, `::` a literal colon. */
function patternOf(url: string): RegExp {
  const source = url
    .split('::')
    .map((part) =>
      part
        .split(/(:[A-Za-z0-9_]+)/)
        .map((piece, i) => (i % 2 ? '[^/]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join(''),
    )
    .join(':')
    .replace(/\\\*$/, '.*');
  return new RegExp(`^${source}$`);
}

let t: TestApp;
let routes: (DeclaredRoute & { pattern: RegExp })[];

beforeAll(async () => {
  t = await buildTestApp();
  routes = t.app.routeAccessTable
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => ({ ...r, pattern: patternOf(r.url) }));
});
afterAll(() => t.close());

const calls = () =>
  builders(apiPaths).flatMap(([name, build]) =>
    (WORD_SAMPLES[name] ?? [Array.from({ length: build.length }, (_, i) => `sample-${i + 1}`)]).map(
      (args) => ({ name, url: `/api${build(...args)}` }),
    ),
  );

describe('the API address table (@medprep/shared/api-paths)', () => {
  it('has builders for every module the web calls', () => {
    expect(calls().length).toBeGreaterThan(100);
  });

  it('gives, for every builder, an address a registered route answers', () => {
    const unmatched = calls()
      .filter(({ url }) => !routes.some((r) => r.pattern.test(url)))
      .map(({ name, url }) => `${name} → ${url}`);
    expect(unmatched).toEqual([]);
  });

  it('encodes its parameters', () => {
    expect(apiPaths.courses.one('a b/c')).toBe('/courses/a%20b%2Fc');
    expect(apiPaths.library.resource.reorder('x')).toBe('/instructor/resources/x/items:reorder');
    expect(apiPaths.library.ebook.reorder('x')).toBe('/instructor/ebooks/x/items/reorder');
  });
});
