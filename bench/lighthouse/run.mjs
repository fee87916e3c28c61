#!/usr/bin/env node
/**
 * Lighthouse, mobile preset (the npm package's default: a mid-range phone, simulated slow 4G and 4× CPU), on the
 * built app: `/`, `/courses` and a course page. Builds nothing: run `npm run build` first.
 *
 * Starts `node apps/server/dist/main.js` on a fresh temporary DATA_DIR with SEED=demo, picks a seeded course
 * through the API, runs every page BENCH_RUNS times (3) in system Chromium and reports the median of each figure:
 * the four category scores, FCP, LCP, CLS, TBT, and the home route's JavaScript gzip bytes (from the build's
 * manifest, scripts/web-first-load.mjs). Writes them into bench/README.md between the lighthouse markers.
 *
 *   npm run build && npm run bench:lighthouse
 *   # BENCH_PORT (3240), BENCH_RUNS (3), CHROME_PATH (/usr/bin/chromium), BENCH_NO_WRITE=1 to leave the README
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoad, HOME_JS_BUDGET_KB } from '../../scripts/web-first-load.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = join(ROOT, 'bench/README.md');
const PORT = Number(process.env.BENCH_PORT ?? 3240);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.05 };
const BEGIN = '<!-- lighthouse:begin -->';
const END = '<!-- lighthouse:end -->';

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'medprep-lighthouse-'));
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without one (apps/server/src/config.ts).
      JWT_SECRET: 'lighthouse-secret-that-is-long-enough-for-hs256',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      const res = await fetch(`${ORIGIN}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('The server did not answer /api/health within 2 minutes.');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(chrome, url, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (result.lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    console.log(`  (Lighthouse could not measure ${url}: ${result.lhr.runtimeError.code}; again)`);
    return audit(chrome, url, attempt + 1);
  }
  if (process.env.BENCH_SAVE_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_SAVE_DIR, name), result.report);
  }
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    bytes: audits['total-byte-weight'].numericValue,
    failing,
  };
}

async function main() {
  const js = firstLoad(join(ROOT, 'apps/web/dist'));
  const load = loadavg()[0].toFixed(2);
  const server = await startServer();
  let chrome;
  try {
    const list = await (await fetch(`${ORIGIN}/api/courses?limit=1&sort=popular`)).json();
    const slug = list.items?.[0]?.slug;
    if (!slug) throw new Error('The demo seed has no published course.');
    const pages = [
      ['/', `${ORIGIN}/`],
      ['/courses', `${ORIGIN}/courses`],
      [`/courses/${slug}`, `${ORIGIN}/courses/${slug}`],
    ];
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const rows = [];
    for (const [label, url] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await audit(chrome, url));
        const r = runs.at(-1);
        console.log(
          `${label} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ')}; FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbt)} ms${r.failing.length ? `; failing: ${r.failing.join(', ')}` : ''}`,
        );
      }
      rows.push({
        label,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        cls: median(runs.map((r) => r.cls)),
        tbt: median(runs.map((r) => r.tbt)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
        bytes: median(runs.map((r) => r.bytes)),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
      });
    }
    const date = new Date().toISOString().slice(0, 10);
    const table = [
      `Last run ${date}: Lighthouse ${lighthouseVersion()}, mobile preset, ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} headless, the median of ${RUNS} runs a page; ${cpus().length} cores shared with other work (load average ${load} at the start).`,
      '',
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | transferred | Chromium benchmark index |',
      '| ---- | ----------- | ------------- | -------------- | --- | --- | --- | --- | --- | ----------- | ------------------------ |',
      ...rows.map(
        (r) =>
          `| \`${r.label.replace(/^\/courses\/.+/, '/courses/{slug}')}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${Math.round(r.bytes / 1024)} KB | ${Math.round(r.benchmarkIndex)} |`,
      ),
      '',
      `The home route's JavaScript (entry, modulepreloads and the home page's chunk): ${(js.gzip / 1024).toFixed(1)} KB gzipped (budget ${HOME_JS_BUDGET_KB} KB), ${(js.bytes / 1024).toFixed(1)} KB as built.`,
      ...rows
        .filter((r) => r.failing.length)
        .map((r) => `\nFailing audits on \`${r.label}\`: ${r.failing.map((id) => `\`${id}\``).join(', ')}.`),
    ].join('\n');
    console.log(`\n${table}\n`);
    const met = rows.every(
      (r) =>
        r.scores.performance >= TARGETS.performance &&
        r.scores.accessibility >= TARGETS.accessibility &&
        r.scores['best-practices'] >= TARGETS['best-practices'] &&
        r.scores.seo >= TARGETS.seo &&
        r.cls < TARGETS.cls,
    );
    console.log(met ? 'All targets met.' : 'Some targets are not met (see the table).');
    if (!process.env.BENCH_NO_WRITE) {
      const readme = readFileSync(README, 'utf8');
      const start = readme.indexOf(BEGIN);
      const end = readme.indexOf(END);
      if (start < 0 || end < start) throw new Error(`bench/README.md has no ${BEGIN} … ${END} section.`);
      writeFileSync(README, `${readme.slice(0, start + BEGIN.length)}\n${table}\n${readme.slice(end)}`);
      console.log('Written to bench/README.md.');
    }
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

function lighthouseVersion() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'));
  return pkg.version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
