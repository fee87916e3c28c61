/**
 * The server's own entry point as a child process, for the tests that start it for real (start-up, the
 * cluster, shutdown): where it is, the environment it needs, the databases and folders it is given, and a
 * process handle that collects its output and waits for lines in it. Whatever a test makes is undone after
 * its file (the cleanups run last made, first undone).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

export const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
/** Node's arguments that run the entry point from source. */
export const SERVER_ARGS = ['--import', 'tsx', '--conditions=source', mainFile];

export type Cleanups = (() => Promise<void> | void)[];

/** A list of things to undo, undone after the calling test file (call once, at its top). */
export function useCleanups(): Cleanups {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return cleanups;
}

/** A fresh temporary folder, removed afterwards. */
export function tempDir(cleanups: Cleanups, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `medprep-${prefix}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * An empty PostgreSQL database (not a copy of the migrated template: the server must migrate it), or with
 * `template` a copy of that database; named after the run's template so that the global teardown drops it if
 * the test does not.
 */
export async function emptyPostgres(cleanups: Cleanups, tag: string, template?: string): Promise<string> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${inject('postgresTemplate').replace('tpl', 'file')}_${tag}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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

/** The environment every test server starts with (plus DATA_DIR, DATABASE_URL and the test's own). */
export const serverEnv = (secret: string): Record<string, string> => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'http://localhost:3000',
  JWT_SECRET: `${secret}-test-secret-that-is-long-enough`,
  SEED: 'none',
  LOG_LEVEL: 'info',
});

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once `text` is in the output `times` times; rejects if the process exits first. */
  waitFor: (text: string, times?: number) => Promise<void>;
}

/** Starts the entry point with exactly `env`; it is killed afterwards if still running. */
export function spawnServer(cleanups: Cleanups, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: repoRoot,
    env,
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

/** The port a started server said it listens on. */
export function listeningPort(output: string): number {
  const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
  if (!match) throw new Error(`no listening line in: ${output.slice(-2000)}`);
  return Number(match[1]);
}
