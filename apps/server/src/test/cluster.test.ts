import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

/*
 * The real server entry point with WEB_CONCURRENCY=2: one primary prepares the database, two workers answer
 * on one port (each request's log line carries the pid of the process that answered it; answers carry none),
 * a worker that dies is replaced, and SIGTERM stops every worker gracefully and the primary exits 0.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyPostgres(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${inject('postgresTemplate').replace('tpl', 'file')}_cluster_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

interface Primary {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once `text` is in the output `times` times. */
  waitFor: (text: string, times?: number) => Promise<void>;
}

function startPrimary(env: Record<string, string>): Primary {
  const dataDir = mkdtempSync(join(tmpdir(), 'medprep-cluster-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', mainFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      JWT_SECRET: 'cluster-test-secret-that-is-long-enough',
      SEED: 'none',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  const waiters = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += String(chunk);
    for (const check of waiters) check();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const waitFor = (text: string, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (output.split(text).length - 1 >= times) {
          waiters.delete(check);
          resolve();
        }
      };
      waiters.add(check);
      check();
      void exited.then((code) =>
        reject(new Error(`exited with ${code} before “${text}”: ${output.slice(-2000)}`)),
      );
    });
  return { child, output: () => output, exited, waitFor };
}

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
    const primary = startPrimary({ DATABASE_URL: await emptyPostgres() });
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
