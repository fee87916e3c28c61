import cluster from 'node:cluster';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { superviseWorkers, WORKER_CRASHES_ALLOWED } from './cluster.ts';

/* The supervisor on its own, with stand-in workers: one that serves until SIGTERM, one that dies at once. */

const dir = mkdtempSync(join(tmpdir(), 'medprep-cluster-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const script = (name: string, source: string) => {
  const file = join(dir, name);
  writeFileSync(file, source);
  return file;
};
const serving = script(
  'serving.mjs',
  `import { createServer } from 'node:http';
const server = createServer((req, res) => res.end(String(process.pid)));
server.listen(0, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));`,
);
const dying = script('dying.mjs', 'process.exit(3);');

describe('superviseWorkers', () => {
  it('starts the workers, replaces one that dies, and stops all with SIGTERM: exit code 0', async () => {
    cluster.setupPrimary({ exec: serving, silent: true });
    const lines: string[] = [];
    const pool = superviseWorkers({ count: 2, log: (_level, msg) => lines.push(msg) });
    await pool.listening;
    const first = Object.values(cluster.workers ?? {}).map((w) => w!.process.pid);
    expect(first).toHaveLength(2);

    const replaced = new Promise<void>((resolve) => cluster.once('listening', () => resolve()));
    process.kill(first[0]!, 'SIGKILL');
    await replaced;
    const now = Object.values(cluster.workers ?? {}).map((w) => w!.process.pid);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(first[0]);
    expect(now).toContain(first[1]);
    expect(lines).toEqual(['worker died: starting another']);

    expect(await pool.stop()).toBe(0);
    expect(Object.keys(cluster.workers ?? {})).toHaveLength(0);
  });

  it('gives up on a crash loop: the workers never listen and the code is 1', async () => {
    cluster.setupPrimary({ exec: dying, silent: true });
    const lines: string[] = [];
    const pool = superviseWorkers({ count: 2, log: (_level, msg) => lines.push(msg) });
    await expect(pool.listening).rejects.toThrow('kept dying');
    expect(await pool.done).toBe(1);
    expect(lines.filter((l) => l === 'worker died: starting another')).toHaveLength(WORKER_CRASHES_ALLOWED);
    expect(lines).toContain('workers keep dying: stopping');
    expect(Object.keys(cluster.workers ?? {})).toHaveLength(0);
  });
});
