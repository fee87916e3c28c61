#!/usr/bin/env node
/**
 * Rewrites the web app's imports from `@medprep/shared` so that copy, limits and pure rules come from the
 * zod-free `@medprep/shared/constants` and only schemas (and their types) from `@medprep/shared`
 * (docs/decisions/140). A page that validates nothing then never downloads zod.
 *
 * Idempotent: run it after any merge (`node scripts/web-shared-imports.mjs`, then
 * `npx biome check --write apps/web/src`). `--check` exits 1 when a file would change. It also lists the
 * runtime imports that still load zod, so one can see which pages pay for it.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHARED = join(ROOT, 'packages/shared/src');
const WEB = join(ROOT, 'apps/web/src');
const FULL = '@medprep/shared';
const LIGHT = '@medprep/shared/constants';
const check = process.argv.includes('--check');

const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Every name a module exports, following `export * from './x.ts'`. */
function exportsOf(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const names = new Set();
  for (const s of parse(file).statements) {
    if (ts.isExportDeclaration(s)) {
      const from = s.moduleSpecifier && join(SHARED, s.moduleSpecifier.text);
      if (!s.exportClause && from) for (const n of exportsOf(from, seen)) names.add(n);
      else if (s.exportClause && ts.isNamedExports(s.exportClause))
        for (const el of s.exportClause.elements) names.add(el.name.text);
      continue;
    }
    const exported =
      ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations) names.add(d.name.getText());
    else if (s.name) names.add(s.name.text);
  }
  return names;
}

const light = exportsOf(join(SHARED, 'constants.ts'));

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const render = (specs, from, typeOnly) =>
  `import ${typeOnly ? 'type ' : ''}{ ${specs.join(', ')} } from '${from}';`;

let changed = 0;
const heavy = [];
for (const file of sourceFiles(WEB)) {
  const sf = parse(file);
  const text = sf.getFullText();
  const edits = [];
  const existingLight = sf.statements.find(
    (s) => ts.isImportDeclaration(s) && s.moduleSpecifier.text === LIGHT && !s.importClause?.isTypeOnly,
  );
  const toLight = [];
  for (const s of sf.statements) {
    if (!ts.isImportDeclaration(s) || s.moduleSpecifier.text !== FULL) continue;
    const clause = s.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || !bindings || !ts.isNamedImports(bindings) || clause.name) continue;
    const keep = [];
    for (const el of bindings.elements) {
      const spec = el.getText();
      const name = (el.propertyName ?? el.name).text;
      if (light.has(name)) {
        toLight.push(clause.isTypeOnly && !el.isTypeOnly ? `type ${spec}` : spec);
      } else {
        keep.push(spec);
        if (!clause.isTypeOnly && !el.isTypeOnly) heavy.push(`${relative(ROOT, file)}: ${name}`);
      }
    }
    if (keep.length === bindings.elements.length) continue;
    const replacement = keep.length ? render(keep, FULL, clause.isTypeOnly) : '';
    edits.push([s.getStart(), s.getEnd(), replacement]);
  }
  if (toLight.length === 0) continue;
  if (existingLight) {
    const b = existingLight.importClause.namedBindings;
    const specs = [...b.elements.map((el) => el.getText()), ...toLight];
    edits.push([existingLight.getStart(), existingLight.getEnd(), render([...new Set(specs)], LIGHT, false)]);
  } else {
    const first = edits[0];
    first[2] = `${render(toLight, LIGHT, false)}${first[2] ? `\n${first[2]}` : ''}`;
  }
  edits.sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [start, end, replacement] of edits) {
    // Drop the line break left behind by an import that disappears.
    const cut = replacement === '' && out[end] === '\n' ? end + 1 : end;
    out = out.slice(0, start) + replacement + out.slice(cut);
  }
  if (out !== text) {
    changed += 1;
    if (!check) writeFileSync(file, out);
    console.log(`${check ? 'would rewrite' : 'rewrote'} ${relative(ROOT, file)}`);
  }
}
if (heavy.length) {
  console.log(`\nRuntime imports that still load zod (schemas, or rules that live beside them):`);
  for (const line of heavy) console.log(`  ${line}`);
}
console.log(`\n${changed} file(s) ${check ? 'to rewrite' : 'rewritten'}`);
if (check && changed) process.exit(1);
