import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The web app's walls (docs/decisions/390-web-boundaries.md), as biome.json writes them: a feature reaches
 * another feature only through its index.ts, and never app/; ui/ and lib/ reach no feature and not app/.
 * Each case is a one-line file written, with a copy of biome.json, into a scratch folder laid out like the
 * repository; one Biome run lints them all, and each case asks whether the boundary rule fired on its file.
 */
// apps/web/src/app → the repository (under jsdom, import.meta.url is not a file: URL, so read its path).
const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..', '..', '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');
const scratch = mkdtempSync(join(tmpdir(), 'web-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lintAll(files: Record<string, string>): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), source);
  }
  const run = spawnSync(BIOME, ['lint', '--max-diagnostics=none', ...Object.keys(files)], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return `${run.stdout}${run.stderr}`;
}

const cases: [string, string, string, boolean][] = [
  ['a feature uses another feature through its index', 'features/courses/x.ts', '../learning', false],
  ['… also from a deeper folder', 'features/courses/pages/x.ts', '../../live/index', false],
  ['a feature reaches into another feature', 'features/courses/x.ts', '../learning/api', true],
  ['… from a deeper folder', 'features/home/pages/x.ts', '../../live/components/live-carousel', true],
  ['… by way of src/', 'features/courses/pages/x.ts', '../../../features/payments/api', true],
  ['a feature uses its own folder', 'features/payments/pages/x.ts', '../components/purchase-watcher', false],
  ['a feature uses ui/ and lib/', 'features/payments/pages/x.ts', '../../../ui/button', false],
  ['a feature imports app/', 'features/home/pages/x.ts', '../../../app/shell-data', true],
  ['ui/ imports a feature', 'ui/x.ts', '../features/payments', true],
  ['lib/ imports app/', 'lib/x.ts', '../app/paths', true],
  ['app/ loads a page', 'app/x.ts', '../features/payments/pages/pay-page', false],
];

const files = Object.fromEntries(
  cases.map(([, file, specifier], i) => [
    `apps/web/src/${file.replace(/\.ts$/, `${i}.ts`)}`,
    `export * from '${specifier}';\n`,
  ]),
);
const LAZY = 'apps/web/src/features/home/pages/lazy.ts';
files[LAZY] = "export const load = () => import('../../live/components/live-carousel');\n";
const output = lintAll(files);
const refused = (file: string) =>
  output
    .split('\n')
    .some((line) => line.startsWith(`${file}:`) && line.includes('lint/style/noRestrictedImports'));

describe('the web app’s import boundaries (biome.json)', () => {
  it.each(cases.map((c, i) => [...c, i] as const))('%s: %s importing %s', (_name, file, _s, expected, i) => {
    expect(refused(`apps/web/src/${file.replace(/\.ts$/, `${i}.ts`)}`)).toBe(expected);
  });

  it('also refuses a lazily loaded internal of another feature', () => {
    expect(refused(LAZY)).toBe(true);
  });
});

describe('every web feature has its walls', () => {
  it('biome.json holds an override for each folder in features/, listing every other feature', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[]; linter?: unknown }[];
    };
    const features = readdirSync(join(ROOT, 'apps/web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const feature of features) {
      const override = config.overrides.find((o) => o.includes[0] === `apps/web/src/features/${feature}/**`);
      expect(override, feature).toBeDefined();
      const text = JSON.stringify(override);
      for (const other of features.filter((f) => f !== feature))
        expect(text).toContain(`"../**/${other}/**"`);
    }
  });
});
