import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { emptyPostgres, onPostgres, serverEnv, spawnServer, tempDir, useCleanups } from './server-process.ts';

/*
 * The real server entry point with WEB_CONCURRENCY=2: one primary prepares the database, two workers answer
 * on one port (each request's log line carries the pid of the process that answered it; answers carry none),
 * a worker that dies is replaced, and SIGTERM stops every worker gracefully and the primary exits 0.
 */

const cleanups = useCleanups();

const startPrimary = (env: Record<string, string>) =>
  spawnServer(cleanups, {
    ...serverEnv('cluster'),
    DATA_DIR: tempDir(cleanups, 'cluster'),
    WEB_CONCURRENCY: '2',
    ...env,
  });

/** The JSON log lines, parsed. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** One request on its own connection (so the primary hands each to a worker afresh). */
const health = (port: number) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += String(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });

const answeringPids = (output: string) =>
  new Set(
    logLines(output)
      .filter((l) => l.res && l.msg === 'request completed')
      .map((l) => l.pid as number),
  );

describe.runIf(onPostgres)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('two workers answer on one port, a dead one is replaced, and SIGTERM stops all and exits 0', {
    timeout: 180_000,
  }, async () => {
    const primary = startPrimary({ DATABASE_URL: await emptyPostgres(cleanups, 'cluster') });
    await primary.waitFor('2 workers listening');
    await primary.waitFor('MedPrep Academy is running', 2);
    const lines = logLines(primary.output());
    const ports = new Set(
      lines.flatMap((l) => /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(String(l.msg))?.[1] ?? []),
    );
    expect(ports.size).toBe(1);
    const port = Number([...ports][0]);
    const workerPids = new Set(
      lines.filter((l) => String(l.msg).startsWith('MedPrep Academy is running')).map((l) => l.pid as number),
    );
    expect(workerPids.size).toBe(2);
    expect(workerPids.has(primary.child.pid!)).toBe(false);

    // Requests on fresh connections are shared between the two workers; no answer names a process.
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await health(port));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (const a of answers) {
      for (const pid of workerPids) {
        expect(a.body).not.toContain(String(pid));
        expect(JSON.stringify(a.headers)).not.toContain(String(pid));
      }
    }
    await primary.waitFor('request completed', 12);
    expect(answeringPids(primary.output())).toEqual(workerPids);

    // A worker killed outright is replaced: a third pid starts and answers, and the port kept answering.
    const [victim] = workerPids;
    process.kill(victim!, 'SIGKILL');
    await primary.waitFor('worker died: starting another');
    await primary.waitFor('MedPrep Academy is running', 3);
    const replacement = logLines(primary.output())
      .filter((l) => String(l.msg).startsWith('MedPrep Academy is running'))
      .map((l) => l.pid as number)
      .find((pid) => !workerPids.has(pid));
    expect(replacement).toBeDefined();
    for (let i = 0; i < 12; i++) expect((await health(port)).status).toBe(200);
    await primary.waitFor('request completed', 24);
    const lateAnswers = logLines(primary.output())
      .filter((l) => l.msg === 'request completed')
      .slice(12)
      .map((l) => l.pid);
    expect(lateAnswers).not.toContain(victim);

    // SIGTERM: both workers shut down gracefully, then the primary exits 0.
    primary.child.kill('SIGTERM');
    expect(await primary.exited).toBe(0);
    const stopped = logLines(primary.output())
      .filter((l) => l.msg === 'stopped')
      .map((l) => l.pid);
    expect(stopped.sort()).toEqual(
      [primary.child.pid, ...workerPids, replacement].filter((p) => p !== victim).sort(),
    );
  });
});

describe.runIf(!onPostgres)('WEB_CONCURRENCY=2 without PostgreSQL', () => {
  it('refuses to start, saying why (the embedded database is one process’s alone)', {
    timeout: 120_000,
  }, async () => {
    const primary = startPrimary({});
    expect(await primary.exited).toBe(1);
    expect(primary.output()).toContain('WEB_CONCURRENCY above 1 needs DATABASE_URL');
  });
});
