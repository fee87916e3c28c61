import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { authApiPaths } from '@medprep/shared/api-paths';
import { describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openPglite } from '../db/client.ts';
import {
  emptyPostgres,
  listeningPort,
  onPostgres,
  type ServerProcess,
  serverEnv,
  spawnServer,
  tempDir,
  useCleanups,
} from './server-process.ts';

/*
 * The real server process (its own entry point) stopped with SIGTERM while a request is in flight: the
 * request is answered, new connections are refused, and the process exits 0.
 */

const cleanups = useCleanups();

/** A database for the server: an empty PostgreSQL one (the server migrates it), or the migrated PGlite snapshot. */
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
  return { DATABASE_URL: await emptyPostgres(cleanups, 'stop') };
}

async function startServer(env: Record<string, string>): Promise<ServerProcess & { port: number }> {
  const server = spawnServer(cleanups, {
    ...serverEnv('shutdown'),
    // Longer than this test could take on a loaded machine: the request must finish, not be cut.
    SHUTDOWN_GRACE_SECONDS: '90',
    ...env,
  });
  await server.waitFor('listening at http://127.0.0.1:');
  await server.waitFor('MedPrep Academy is running');
  return { ...server, port: listeningPort(server.output()) };
}

/** Waits until `text` has arrived on the socket. */
function waitFor(read: () => string, text: string, source: Socket): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (read().includes(text)) {
        source.off('data', check);
        resolve();
      }
    };
    source.on('data', check);
    check();
  });
}

describe('stopping the server with SIGTERM', () => {
  it('answers the request in flight, refuses new connections and exits 0', { timeout: 240_000 }, async () => {
    const dataDir = tempDir(cleanups, 'stop');
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
    await server.waitFor('shutting down');

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
