#!/usr/bin/env node
// Writes docs/decisions/README.md, the index of decision records, from the records themselves: each record's
// title (its first line) and its 'Date: … · Status: …' line. `--check` exits 1 when the index is stale or a
// record lacks its Date and Status line (the decision-records test runs the check).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
const HEADER = `# Decision records

One short file per choice the specification, \`DECISIONS.md\` or an issue left to us: its context, the decision
and its consequences. Start a new one from [000-template.md](000-template.md) with the next free number in its
topic's range, then run \`node scripts/decisions-index.mjs\` to add it here. When a later record replaces one,
mark the old one \`Status: superseded by N\` (or 'partly superseded', 'amended') and keep it.

| number | title | date | status |
|---|---|---|---|
`;

export function readRecords() {
  const problems = [];
  const rows = [];
  for (const file of readdirSync(dir).sort()) {
    const number = /^(\d{3})-.+\.md$/.exec(file)?.[1];
    if (!number || number === '000') continue;
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    const title = /^#\s*(\d{3})\.?\s+(.+)$/.exec(lines[0] ?? '');
    if (!title || title[1] !== number) problems.push(`${file}: the first line must be '# ${number} Title'`);
    const meta = lines
      .slice(1, 6)
      .map((l) => /^Date: (\d{4}-\d{2}-\d{2}) · Status: (.+)$/.exec(l))
      .find(Boolean);
    if (!meta) problems.push(`${file}: no 'Date: YYYY-MM-DD · Status: …' line under the title`);
    rows.push({ number, file, title: title?.[2] ?? file, date: meta?.[1] ?? '', status: meta?.[2] ?? '' });
  }
  return { rows, problems };
}

export function renderIndex(rows) {
  const cell = (s) => s.replaceAll('|', '\\|');
  return (
    HEADER +
    rows
      .map((r) => `| ${r.number} | [${cell(r.title)}](${r.file}) | ${r.date} | ${cell(r.status)} |`)
      .join('\n') +
    '\n'
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { rows, problems } = readRecords();
  const index = renderIndex(rows);
  const file = join(dir, 'README.md');
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== index)
      problems.push('docs/decisions/README.md is stale: run node scripts/decisions-index.mjs');
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  for (const p of problems) console.error(p);
  writeFileSync(file, index);
}
