#!/usr/bin/env node
/**
 * The JavaScript the home route loads, from the web build's manifest (apps/web/dist/.vite/manifest.json) and
 * route map (.vite/first-paint-routes.json, written from the route table): index.html's entry script, every
 * chunk it imports statically (the modulepreloads), and the home page's chunks as the server preloads them.
 * Prints each file with its gzip size and the total; `--budget <KB>` exits 1 when the total is over it (120 KB
 * in `check:web-budget`) or when any of those files holds zod's code (docs/decisions/415: the first load is zod-free).
 * `--json` prints the figures as JSON (bench/lighthouse/run.mjs reads them). CI runs it after the build
 * (`npm run check:web-budget` in .ci/run).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_KB = 120;
/**
 * Strings zod's own code carries through minification (the names its classes are built with, in
 * zod/v4/core): a chunk holding either holds zod. packages/shared/src/zod-free.test.ts checks they are still there.
 */
export const ZOD_MARKERS = ['$ZodType', '$ZodError'];

/** The files among `files` (paths under `dist`) whose code holds zod. */
export function filesWithZod(dist, files) {
  return files.filter((file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    return ZOD_MARKERS.some((marker) => code.includes(marker));
  });
}

/** The chunks a route loads: the entry's closure plus the route's own chunks (static imports only). */
export function firstLoad(dist, pattern = '/') {
  const read = (file) => {
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`No ${path}: run npm run build first.`);
    return JSON.parse(readFileSync(path, 'utf8'));
  };
  const manifest = read('.vite/manifest.json');
  const route = read('.vite/first-paint-routes.json').routes[pattern];
  if (!route) throw new Error(`The web build's route map has no public route ${pattern}.`);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  for (const script of route.scripts) files.add(script.replace(/^\//, ''));
  const rows = [...files].map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    files: rows,
    bytes: rows.reduce((s, r) => s + r.bytes, 0),
    gzip: rows.reduce((s, r) => s + r.gzip, 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
  const result = firstLoad(dist);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
  } else {
    for (const r of result.files)
      console.log(
        `${r.file.padEnd(44)} ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  gzip ${(r.gzip / 1024).toFixed(1).padStart(6)} KB`,
      );
    console.log(
      `${'home route JavaScript'.padEnd(44)} ${(result.bytes / 1024).toFixed(1).padStart(7)} KB  gzip ${(result.gzip / 1024).toFixed(1).padStart(6)} KB`,
    );
  }
  const at = process.argv.indexOf('--budget');
  if (at > 0) {
    const withZod = filesWithZod(
      dist,
      result.files.map((r) => r.file),
    );
    if (withZod.length) {
      console.error(
        `The home route loads zod (in ${withZod.join(', ')}): import copy and rules from @medprep/shared/constants.`,
      );
      process.exit(1);
    }
    console.log('no zod in the home route');
    const budget = Number(process.argv[at + 1] ?? HOME_JS_BUDGET_KB);
    if (result.gzip > budget * 1024) {
      console.error(
        `The home route's JavaScript is ${(result.gzip / 1024).toFixed(1)} KB gzipped, over the ${budget} KB budget.`,
      );
      process.exit(1);
    }
  }
}
