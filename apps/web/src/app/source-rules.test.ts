import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { apiPaths } from '@medprep/shared/api-paths';
import { paths } from '@medprep/shared/paths';
import { describe, expect, it } from 'vitest';

/*
 * Two rules of the web's source, checked over every file:
 * - the API is called from a feature's api file only (features/X/api.ts or features/X/api/), with its paths
 *   from the API address table: no other file calls apiRequest or fetch, or writes an API path;
 * - no source file is longer than 400 lines: a longer one is split by topic.
 */
// apps/web/src/app → apps/web/src (under jsdom, import.meta.url is not a file: URL, so read its path).
const SRC = join(dirname(new URL(import.meta.url).pathname), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}
const files = sourceFiles(SRC).map((path) => ({
  path,
  name: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/** Where the API may be called: each feature's api file or folder, and the first-load halves beside them. */
const API_FILES = [
  // first-load-api.ts: the calls the first load makes, without the query library api.ts brings.
  /^features\/[a-z-]+\/(?:first-load-)?api\.ts$/,
  /^features\/[a-z-]+\/api\/[a-z-]+\.ts$/,
  /^features\/applications\/my-application\.ts$/,
  /^features\/membership\/my-membership\.ts$/,
  /^lib\//,
];

type Tree = { [key: string]: Tree | ((...args: string[]) => string) };
const outputs = (tree: Tree): string[] =>
  Object.values(tree).flatMap((v) =>
    typeof v === 'function' ? [v(...Array.from({ length: v.length }, () => 'x'))] : outputs(v),
  );
/** An address's first two segments, up to its first parameter: `/live-sessions/x/join` → `/live-sessions`. */
const head = (path: string) => {
  const segments = (path.split('?')[0] ?? '').split('/').slice(1, 3);
  const end = segments.indexOf('x');
  return `/${(end === -1 ? segments : segments.slice(0, end)).join('/')}`;
};

/** The heads only the API uses (not also a page's address), and `/api/` itself. */
const pageHeads = new Set(outputs(paths as unknown as Tree).map(head));
const apiOnlyHeads = [...new Set(outputs(apiPaths as unknown as Tree).map(head))].filter(
  (h) => h !== '/' && !pageHeads.has(h),
);
const API_PATH = new RegExp(`['"\`](?:/api/|(?:${apiOnlyHeads.join('|')})(?:[/'"\`?$]))`);
const API_CALL = /\b(?:apiRequest|downloadApiFile|fetch)\s*[<(]|new XMLHttpRequest/;

describe('the API is called from each feature’s api file, with paths from the address table', () => {
  it('knows the heads of the API’s own addresses', () => {
    expect(apiOnlyHeads).toEqual(
      expect.arrayContaining(['/discussions/questions', '/instructor/mock', '/me/notifications', '/uploads']),
    );
    expect(API_PATH.test('apiRequest(`/instructor/mock/quizzes/` + id)')).toBe(true);
    expect(API_PATH.test("href={'/api/files/x'}")).toBe(true);
    expect(API_PATH.test("to='/live'")).toBe(false);
  });

  const checked = files.filter((f) => !API_FILES.some((re) => re.test(f.name)));

  it('no page, component or other file calls the API itself', () => {
    const offenders = checked.filter((f) => API_CALL.test(f.text)).map((f) => f.name);
    expect(offenders).toEqual([]);
  });

  it('no such file writes an API path', () => {
    const offenders = checked.flatMap((f) =>
      f.text
        .split('\n')
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => !/^\s*(?:\*|\/\/|\/\*)/.test(line) && API_PATH.test(line))
        .map(({ line, i }) => `${f.name}:${i + 1}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

/** At most this many lines in a source file. */
const MAX_LINES = 400;

describe('source files stay short', () => {
  it(`no source file in apps/web/src is longer than ${MAX_LINES} lines`, () => {
    const long = files
      .map((f) => ({ name: f.name, lines: f.text.split('\n').length - (f.text.endsWith('\n') ? 1 : 0) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.name} (${f.lines})`);
    expect(long).toEqual([]);
  });
});
