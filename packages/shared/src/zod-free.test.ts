/**
 * The browser's first load carries no zod (docs/decisions/415). These checks hold the source side of it:
 * - `@medprep/shared/constants` (and `/paths`) reach no zod and no schema file through their static imports;
 * - every zod-free file of the package is re-exported by `constants.ts`, so the web can import it from there;
 * - the web app's shipped code imports a value from `@medprep/shared` only when `@medprep/shared/constants`
 *   does not have it;
 * - the strings scripts/web-first-load.mjs looks for in the built chunks are still in zod's code.
 * The built side (the home route's chunks hold no zod, 120 KB gzip at most) is `npm run check:web-budget`,
 * which CI runs after the build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ZOD_MARKERS } from '../../../scripts/web-first-load.mjs';

const SRC = dirname(fileURLToPath(import.meta.url));
const WEB = join(SRC, '../../../apps/web/src');
/** Files that build or gather schemas: what the zod-free entry must never reach. */
const WITH_ZOD = /(^|\/|-)(schemas|index|browser|zod-browser-config|health)\.ts$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The module specifiers a file imports or re-exports, type-only imports left out (they load nothing). */
function runtimeSpecifiers(file: string): string[] {
  const out: string[] = [];
  for (const s of parse(file).statements) {
    if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly)
      out.push((s.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly)
      out.push((s.moduleSpecifier as ts.StringLiteral).text);
  }
  return out;
}

/** Every file (relative to src) a file loads, itself included; bare specifiers are returned as they are. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = relative(SRC, file);
    if (seen.has(key)) return;
    seen.add(key);
    for (const spec of runtimeSpecifiers(file)) {
      if (spec.startsWith('.')) visit(join(dirname(file), spec));
      else seen.add(spec);
    }
  };
  visit(join(SRC, entry));
  return seen;
}

/*
 * `@medprep/shared/api-paths` is an entry of its own: were the table re-exported here, every page's addresses
 * would sit in the first load (a bundler places a module where the entry reaches it, re-exports included).
 */
const OWN_ENTRY = new Set(['api-paths.ts', 'shell-api-paths.ts']);

describe('the zod-free entry', () => {
  it.each(['constants.ts', 'paths.ts'])('%s loads neither zod nor a schema file', (entry) => {
    const reached = [...closure(entry)];
    expect(reached.filter((f) => f === 'zod' || f.startsWith('zod/') || WITH_ZOD.test(f))).toEqual([]);
    expect(reached.filter((f) => !f.endsWith('.ts'))).toEqual([]);
  });

  it('re-exports every zod-free file of the package but the API address table (its own entry)', () => {
    const exported = new Set(
      runtimeSpecifiers(join(SRC, 'constants.ts')).map((s) => relative(SRC, join(SRC, s))),
    );
    const zodFree = walk(SRC)
      .map((f) => relative(SRC, f))
      .filter(
        (f) =>
          f.endsWith('.ts') &&
          !f.endsWith('.test.ts') &&
          !WITH_ZOD.test(f) &&
          f !== 'constants.ts' &&
          !OWN_ENTRY.has(f),
      );
    expect(zodFree.filter((f) => !exported.has(f))).toEqual([]);
  });
});

describe('the web app', () => {
  it('imports from @medprep/shared only what @medprep/shared/constants does not have (tests aside)', async () => {
    const light = new Set(Object.keys(await import('./constants.ts')));
    const misplaced: string[] = [];
    const shipped = walk(WEB).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/src/test/'),
    );
    for (const file of shipped) {
      for (const s of parse(file).statements) {
        if (!ts.isImportDeclaration(s) || (s.moduleSpecifier as ts.StringLiteral).text !== '@medprep/shared')
          continue;
        const clause = s.importClause;
        if (!clause || clause.isTypeOnly) continue;
        const bindings = clause.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) {
          misplaced.push(`${relative(WEB, file)}: ${s.getText()}`);
          continue;
        }
        for (const el of bindings.elements) {
          const name = (el.propertyName ?? el.name).text;
          if (!el.isTypeOnly && light.has(name)) misplaced.push(`${relative(WEB, file)}: ${name}`);
        }
      }
    }
    // Each of these loads zod with its module's schemas: import it from '@medprep/shared/constants'.
    expect(misplaced).toEqual([]);
  }, 60_000); // parses every web source file: seconds on a busy machine
});

describe('the zod markers of scripts/web-first-load.mjs', () => {
  it("are in zod's code", () => {
    const core = dirname(createRequire(import.meta.url).resolve('zod/v4/core'));
    const code = ['schemas.js', 'errors.js'].map((f) => readFileSync(join(core, f), 'utf8')).join('\n');
    for (const marker of ZOD_MARKERS) expect(code).toContain(marker);
  });
});
