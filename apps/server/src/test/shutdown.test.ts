import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authApiPaths } from '@medprep/shared/api-paths';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openPglite } from '../db/client.ts';

/*
 * The real server process (its own entry point) stopped with SIGTERM while a request is in flight: the
 * request is answered, new connections are refused, and the process exits 0.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A migrated database for the server: a PostgreSQL copy of the run's template, or the PGlite snapshot. */
async function prepareDatabase(dataDir: string): Promise<Record<string, string>> {
  if (!onPostgres) {
    const database = await openPglite({
      dataDir: join(dataDir, 'db'),
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    });
    await migrateDatabase(database);
    await database.close();
    return {};
  }
  const url = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate');
  const name = `${template.replace('tpl', 'file')}_stop_${randomUUID().slice(0, 8)}`;
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
  return { DATABASE_URL: fresh.toString() };
}

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', mainFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://localhost:3000',
      JWT_SECRET: 'shutdown-test-secret-that-is-long-enough',
      SEED: 'none',
      LOG_LEVEL: 'info',
      // Longer than this test could take on a loaded machine: the request must finish, not be cut.
      SHUTDOWN_GRACE_SECONDS: '90',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match && output.includes('MedPrep Academy is running')) resolve(Number(match[1]));
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
  return { child, port, output: () => output, exited };
}

/** Waits until `text` has arrived on the socket (or in the server's output). */
function waitFor(read: () => string, text: string, source: Socket | ChildProcess['stdout']): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (read().includes(text)) {
        source!.off('data', check);
        resolve();
      }
    };
    source!.on('data', check);
    check();
  });
}

describe('stopping the server with SIGTERM', () => {
  it('answers the request in flight, refuses new connections and exits 0', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'medprep-stop-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir, ...(await prepareDatabase(dataDir)) });

    // A sign-in whose body is still on its way: the server has its headers (it said 100 Continue) but not
    // all of its body, so the request is in flight when the signal comes.
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password-1' });
    const socket = connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += String(chunk);
    });
    socket.write(
      `POST /api${authApiPaths.login()} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await waitFor(() => received, '100 Continue', socket);
    socket.write(body.slice(0, 10));

    server.child.kill('SIGTERM');
    await waitFor(server.output, 'shutting down', server.child.stdout);

    // Soon after the signal no new connection is accepted, while the request above is still in flight.
    const tryConnect = () =>
      new Promise<string>((resolve) => {
        const other = connect(server.port, '127.0.0.1');
        other.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        other.on('connect', () => {
          other.destroy();
          resolve('connected');
        });
      });
    let refused = await tryConnect();
    while (refused === 'connected') {
      await new Promise((r) => setTimeout(r, 100));
      refused = await tryConnect();
    }
    expect(refused).toBe('ECONNREFUSED');
    expect(received).not.toMatch(/HTTP\/1\.1 [2-5]\d\d /);

    // The rest of the body arrives: the sign-in is answered (wrong password), and then the process exits 0.
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(body.slice(10));
    await ended;
    const response = received.slice(received.indexOf('\r\n\r\n') + 4);
    expect(response).toMatch(/^HTTP\/1\.1 401 /);
    expect(response).toContain('"error":');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });
});
