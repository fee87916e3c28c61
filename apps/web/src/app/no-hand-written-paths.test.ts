import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every address the app links to or navigates to comes from the shared table
 * (`paths` from app/paths.ts, packages/shared/src/paths.ts). This scans the web sources (not tests) for a string
 * that starts with '/' used as a link or navigation target, and for a route address written in a template.
 */
// apps/web/src (under jsdom, import.meta.url is not a file: URL, so read its path).
const SRC = join(dirname(new URL(import.meta.url).pathname), '..');
/** Files whose '/…' strings are not addresses of pages: the router's patterns are relative ('courses/:slug'). */
const ALLOWED = new Set<string>([]);

const TARGET = [
  // to="/x", href="/x", to={'/x'}, to={`/x`}
  /\b(?:to|href)=\{?\s*['"`]\/(?!\/)/,
  // navigate('/x'), redirect('/x'), <Navigate to=…> is the first pattern
  /\b(?:navigate|redirect|replace|assign)\(\s*['"`]\/(?!\/)/,
  // { pathname: '/x' }
  /\bpathname:\s*['"`]\//,
];
/** Static files served beside the app, not pages. */
const ASSET = /['"`]\/[\w.-]+\.(?:svg|png|ico|webmanifest|txt|xml)['"`]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return /\.(tsx?|mts)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('addresses in the web app', () => {
  it('come from the shared paths table, never written by hand in a component', () => {
    const found: string[] = [];
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const name = relative(SRC, file);
      if (ALLOWED.has(name)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (ASSET.test(line)) return;
          if (TARGET.some((pattern) => pattern.test(line)))
            found.push(`${name}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('notices one', () => {
    const line = `<Link to="/courses">Courses</Link>`;
    expect(TARGET.some((pattern) => pattern.test(line))).toBe(true);
    expect(TARGET.some((pattern) => pattern.test(`navigate(\`/learn/\${slug}\`)`))).toBe(true);
    expect(TARGET.some((pattern) => pattern.test(`<Link to={paths.courses()}>`))).toBe(false);
    expect(ASSET.test(`<img src="/favicon.svg" />`)).toBe(true);
  });
});
