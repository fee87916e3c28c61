#!/usr/bin/env node
/**
 * Keeps packages/shared's copy, limits and pure rules loadable without zod (docs/decisions/140).
 *
 * For every module file of packages/shared/src that imports zod (`courses.ts`), each top-level declaration that
 * needs no schema (no `z`, no schema of this or another module, directly or through another declaration) moves,
 * verbatim with its comments, to the module's zod-free companion (`courses-constants.ts`); the module file imports
 * what it still uses from there and re-exports it all (`export * from './courses-constants.ts'`), so
 * `import { COURSE_MESSAGES } from '@medprep/shared'` keeps working. `constants.ts` re-exports every zod-free file:
 * that is `@medprep/shared/constants`, what the web app loads its copy from.
 *
 * Idempotent: a second run moves nothing. Run it again after merging branches that added constants to a module
 * file: `node scripts/split-shared-constants.mjs` (then `npx biome check --write packages/shared`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../packages/shared/src/', import.meta.url));
const COMPANION = '-constants.ts';
const BARREL = 'constants.ts';
const check = process.argv.includes('--check');

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
const isModuleFile = (f) =>
  f.endsWith('.ts') &&
  !f.endsWith('.test.ts') &&
  !['index.ts', 'browser.ts', 'zod-browser-config.ts', BARREL].includes(f);
const importsZod = (sf) =>
  sf.statements.some((s) => ts.isImportDeclaration(s) && s.moduleSpecifier.text === 'zod');

/** Names a top-level statement declares. */
function declaredNames(s) {
  if (ts.isVariableStatement(s)) return s.declarationList.declarations.map((d) => d.name.getText());
  if ((ts.isFunctionDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)) && s.name)
    return [s.name.text];
  if ((ts.isEnumDeclaration(s) || ts.isClassDeclaration(s)) && s.name) return [s.name.text];
  return [];
}

/** Every identifier a statement mentions (a superset of what it uses: good enough to stay safe). */
function mentioned(node) {
  const out = new Set();
  const walk = (n) => {
    if (ts.isIdentifier(n)) out.add(n.text);
    ts.forEachChild(n, walk);
  };
  walk(node);
  return out;
}

/** Imported local names of a file: local name → { from, imported, typeOnly }. */
function importsOf(sf) {
  const map = new Map();
  for (const s of sf.statements) {
    if (!ts.isImportDeclaration(s) || !s.importClause) continue;
    const from = s.moduleSpecifier.text;
    const bindings = s.importClause.namedBindings;
    if (s.importClause.name) map.set(s.importClause.name.text, { from, imported: 'default' });
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements)
        map.set(el.name.text, {
          from,
          imported: (el.propertyName ?? el.name).text,
          typeOnly: s.importClause.isTypeOnly || el.isTypeOnly,
        });
    if (bindings && ts.isNamespaceImport(bindings)) map.set(bindings.name.text, { from, imported: '*' });
  }
  return map;
}

const files = readdirSync(SRC).filter(isModuleFile).sort();
const sources = new Map(files.map((f) => [f, parse(f, readFileSync(join(SRC, f), 'utf8'))]));
const zodFiles = files.filter((f) => !f.endsWith(COMPANION) && importsZod(sources.get(f)));

// Which names of each zod file need zod (fixed point across files: a schema may use another file's schema).
const schemaNames = new Map(zodFiles.map((f) => [f, new Set()]));
const needsZod = (file, names) => {
  const imports = importsOf(sources.get(file));
  for (const name of names) {
    if (schemaNames.get(file).has(name)) return true;
    const imp = imports.get(name);
    if (!imp) continue;
    if (imp.from === 'zod') return true;
    const target = imp.from.replace(/^\.\//, '');
    if (imp.from.startsWith('./') && schemaNames.get(target)?.has(imp.imported)) return true;
    if (!imp.from.startsWith('.')) return true; // another package: keep it with the schemas
  }
  return false;
};
for (let changed = true; changed; ) {
  changed = false;
  for (const f of zodFiles) {
    for (const s of sources.get(f).statements) {
      const names = declaredNames(s);
      if (names.length === 0 || names.every((n) => schemaNames.get(f).has(n))) continue;
      if (needsZod(f, mentioned(s))) {
        for (const n of names) schemaNames.get(f).add(n);
        changed = true;
      }
    }
  }
}

/** Renders import declarations for the given local names, from a file's import map, pointing moved names at companions. */
function importLines(names, imports, self) {
  const bySource = new Map();
  for (const name of [...names].sort()) {
    const imp = imports.get(name);
    if (!imp || imp.from === 'zod') continue;
    let from = imp.from;
    const target = from.replace(/^\.\//, '');
    if (from.startsWith('./') && zodFiles.includes(target) && !schemaNames.get(target).has(imp.imported))
      from = `./${target.replace(/\.ts$/, COMPANION)}`;
    if (from === `./${self}`) continue;
    const spec = `${imp.typeOnly ? 'type ' : ''}${imp.imported === name ? name : `${imp.imported} as ${name}`}`;
    if (!bySource.has(from)) bySource.set(from, []);
    bySource.get(from).push(spec);
  }
  return [...bySource].map(([from, specs]) => `import { ${specs.join(', ')} } from '${from}';`);
}

let moved = 0;
const writes = [];
for (const f of zodFiles) {
  const sf = sources.get(f);
  const text = sf.getFullText();
  const companion = f.replace(/\.ts$/, COMPANION);
  const imports = importsOf(sf);
  const move = [];
  const keep = [];
  for (const s of sf.statements) {
    if (ts.isImportDeclaration(s)) continue;
    const names = declaredNames(s);
    const isMovable = names.length > 0 && names.every((n) => !schemaNames.get(f).has(n));
    (isMovable ? move : keep).push(s);
  }
  const isReexport = (s) =>
    ts.isExportDeclaration(s) && !s.exportClause && s.moduleSpecifier?.text === `./${companion}`;
  if (move.length === 0 && (keep.some(isReexport) || !existsSync(join(SRC, companion)))) continue;
  moved += move.length;

  // The companion: its existing body (minus its imports) plus the moved statements, with the imports they need.
  const movedText = move.map((s) => text.slice(s.getFullStart(), s.getEnd())).join('');
  const companionPath = join(SRC, companion);
  const existing = existsSync(companionPath) ? parse(companion, readFileSync(companionPath, 'utf8')) : null;
  // A declaration that is in the module file again (a merge brought back its old place) replaces the
  // companion's copy: the module file's version is the newer one.
  const movedNames = new Set(move.flatMap(declaredNames));
  const existingBody = existing
    ? existing.statements
        .filter((s) => !ts.isImportDeclaration(s))
        .filter((s) => !declaredNames(s).some((n) => movedNames.has(n)))
        .map((s) => existing.getFullText().slice(s.getFullStart(), s.getEnd()))
        .join('')
    : '';
  const companionImports = existing ? importsOf(existing) : new Map();
  for (const [k, v] of imports) companionImports.set(k, v);
  const body = `${existingBody}${movedText}`;
  const bodyNames = mentioned(parse(companion, body));
  const ownNames = new Set(parse(companion, body).statements.flatMap(declaredNames));
  const neededImports = [...bodyNames].filter((n) => companionImports.has(n) && !ownNames.has(n));
  const header =
    '/* Zod-free: the copy, limits and pure rules of this module (scripts/split-shared-constants.mjs keeps it so). */';
  writes.push([
    companionPath,
    `${header}\n${importLines(neededImports, companionImports, companion).join('\n')}\n${body.replace(/^\n*/, '\n')}\n`,
  ]);

  // The module file: its schemas, the imports they use, and a re-export of the companion.
  const keptText = keep
    .filter((s) => !isReexport(s))
    .map((s) => text.slice(s.getFullStart(), s.getEnd()))
    .join('');
  const keptNames = mentioned(parse(f, keptText));
  const fromCompanion = [...keptNames].filter((n) =>
    parse(companion, body).statements.some((s) => declaredNames(s).includes(n)),
  );
  const keptImports = [...keptNames].filter((n) => imports.has(n) && !fromCompanion.includes(n));
  const lines = [];
  if (keptNames.has('z')) lines.push("import { z } from 'zod';");
  lines.push(...importLines(keptImports, imports, f));
  if (fromCompanion.length)
    lines.push(`import { ${fromCompanion.sort().join(', ')} } from './${companion}';`);
  lines.push('', `export * from './${companion}';`);
  writes.push([join(SRC, f), `${lines.join('\n')}\n${keptText.replace(/^\n*/, '\n')}\n`]);
}

// The barrel of every zod-free file: @medprep/shared/constants.
const zodFree = readdirSync(SRC)
  .filter(isModuleFile)
  .filter((f) => !zodFiles.includes(f))
  .concat(zodFiles.map((f) => f.replace(/\.ts$/, COMPANION)))
  .filter((f, i, all) => all.indexOf(f) === i)
  .filter((f) => existsSync(join(SRC, f)) || writes.some(([p]) => p === join(SRC, f)))
  .sort();
const barrel = `/**
 * Everything in packages/shared that loads without zod: copy, limits, enums as arrays, pure rules, addresses.
 * The web app imports these from \`@medprep/shared/constants\` and schemas from \`@medprep/shared\`, so a page
 * that validates nothing never downloads zod (docs/decisions/140). Written by scripts/split-shared-constants.mjs.
 */
${zodFree.map((f) => `export * from './${f}';`).join('\n')}
`;
const barrelPath = join(SRC, BARREL);
if (!existsSync(barrelPath) || readFileSync(barrelPath, 'utf8') !== barrel) writes.push([barrelPath, barrel]);

if (check) {
  if (writes.length) {
    console.error(
      `packages/shared needs splitting: run node scripts/split-shared-constants.mjs (${writes.length} files)`,
    );
    process.exit(1);
  }
} else {
  for (const [path, content] of writes) writeFileSync(path, content);
  console.log(`moved ${moved} declarations; wrote ${writes.length} files`);
}
