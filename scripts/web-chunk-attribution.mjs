#!/usr/bin/env node
/**
 * What a built web chunk is made of: maps each byte of a chunk (default: the entry, from the build's manifest)
 * back to its source file through the chunk's source map, and prints the bytes per package (node_modules) or
 * per file of this repository, largest first, with an estimate of each one's gzipped share (its bytes
 * compressed together, on their own). Needs `npm run build` first (the web build writes source maps).
 *
 *   node scripts/web-chunk-attribution.mjs [chunk file under dist/, e.g. assets/index-abc.js] [--files] [--top N]
 *
 * `--files` lists files instead of grouping node_modules by package.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const args = process.argv.slice(2);
const byFile = args.includes('--files');
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 40;
let chunk = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top');
if (!chunk) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No web build: run npm run build first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  chunk = Object.values(manifest).find((c) => c.isEntry).file;
}

const code = readFileSync(join(dist, chunk), 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${chunk}.map`), 'utf8')));

/** The group a source belongs to: its npm package, or its path inside the repository. */
function groupOf(source) {
  if (!source) return '(no source: bundler glue)';
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.replace(/^(\.\.\/)+/, '');
  if (byFile) return source.slice(at + 'node_modules/'.length);
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

// Generated positions of every mapping, in order; each byte from one mapping to the next is its source's.
const lines = code.split('\n');
const lineStart = [];
let offset = 0;
for (const line of lines) {
  lineStart.push(offset);
  offset += line.length + 1;
}
const marks = [];
map.eachMapping(
  (m) => {
    marks.push({ at: lineStart[m.generatedLine - 1] + m.generatedColumn, group: groupOf(m.source) });
  },
  null,
  SourceMapConsumer.GENERATED_ORDER,
);
marks.sort((a, b) => a.at - b.at);

const text = new Map();
const add = (group, from, to) => {
  if (to <= from) return;
  text.set(group, (text.get(group) ?? '') + code.slice(from, to));
};
add('(no source: bundler glue)', 0, marks[0]?.at ?? code.length);
for (const [i, mark] of marks.entries()) add(mark.group, mark.at, marks[i + 1]?.at ?? code.length);

const total = Buffer.byteLength(code);
const totalGzip = gzipSync(code, { level: 9 }).length;
const rows = [...text.entries()]
  .map(([group, part]) => ({
    group,
    bytes: Buffer.byteLength(part),
    gzip: gzipSync(part, { level: 9 }).length,
  }))
  .sort((a, b) => b.bytes - a.bytes);
const gzipSum = rows.reduce((s, r) => s + r.gzip, 0);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`${chunk}: ${kb(total)} KB, gzip ${kb(totalGzip)} KB`);
console.log(`${'source'.padEnd(64)}      raw KB  gzip≈ KB`);
for (const r of rows.slice(0, top)) {
  // Each group compressed alone compresses worse than inside the chunk: scale to the chunk's real gzip.
  console.log(`${r.group.slice(0, 64).padEnd(64)} ${kb(r.bytes)} ${kb((r.gzip * totalGzip) / gzipSum)}`);
}
if (rows.length > top) {
  const rest = rows.slice(top);
  console.log(
    `${`(${rest.length} more)`.padEnd(64)} ${kb(rest.reduce((s, r) => s + r.bytes, 0))} ${kb((rest.reduce((s, r) => s + r.gzip, 0) * totalGzip) / gzipSum)}`,
  );
}
