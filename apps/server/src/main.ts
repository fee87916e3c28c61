import cluster from 'node:cluster';
import { join } from 'node:path';
import { buildApp, storageFor } from './app.ts';
import { migrateAndSeed } from './cli/seed.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { removeLeftoverUploadTemp } from './modules/uploads/service.ts';
import { superviseWorkers } from './platform/cluster.ts';
import { markStopping } from './platform/lifecycle.ts';
import { describeError } from './platform/redact.ts';

/** How long after the grace period a shutdown that still hangs (a stuck job) gives up and exits 1. */
const FORCED_EXIT_AFTER_GRACE_MS = 5_000;

/** Temporary upload files left by a crash, then migrations and the demo seed: once, before serving. */
async function prepare(config: Config, database: Database, storage = storageFor(config)) {
  // The data directory is this server's alone (its workers' too: the primary cleans it before they start).
  await removeLeftoverUploadTemp(config.dataDir);
  // The demo's resource packs and ebooks store real files through the app's storage driver.
  // Migrations and the demo seed under one lock: instances started together seed once.
  await migrateAndSeed(database, { seed: config.seed === 'demo', storage });
}

/** The app in this process: alone, or as one worker of several on the port (then already prepared). */
async function serve(config: Config, prepared: boolean) {
  let release: (() => void) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = lockDataDir(config.dataDir);
    database = await openPglite({ dataDir: join(config.dataDir, 'db') });
  }
  const storage = storageFor(config);
  if (!prepared) await prepare(config, database, storage);
  const app = await buildApp({ config, db: database.db, storage, backgroundJobs: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    // Readiness answers 503 from now on; closing the app stops accepting connections, lets requests in flight
    // finish, then stops the jobs (each finishes its unit of work and releases its lock) and Redis.
    markStopping(app);
    const cut = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    cut.unref();
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish after its grace period: exiting');
      process.exit(1);
    }, graceMs + FORCED_EXIT_AFTER_GRACE_MS);
    force.unref();
    let code = 0;
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      release?.();
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`MedPrep Academy is running at ${config.publicUrl}`);
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * WEB_CONCURRENCY above 1: this process prepares the database once, then forks that many workers on the
 * port, replaces one that dies, and on SIGTERM or SIGINT stops them all gracefully and exits 0.
 */
async function supervise(config: Config) {
  if (!config.databaseUrl) {
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database is one process’s alone',
    );
  }
  const log = (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level] < LEVELS[config.logLevel]) return;
    console.log(JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, ...fields, msg }));
  };
  const database = await openPostgres(config.databaseUrl, 1);
  try {
    await prepare(config, database);
  } finally {
    await database.close();
  }
  const pool = superviseWorkers({ count: config.webConcurrency, log });
  const stop = (signal: string) => {
    log('info', 'stopping the workers', { signal });
    void pool.stop();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  pool.listening.then(
    () => log('info', `${config.webConcurrency} workers listening`),
    () => {},
  );
  const code = await pool.done;
  log(code === 0 ? 'info' : 'error', code === 0 ? 'stopped' : 'stopped after a failure');
  process.exit(code);
}

async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return supervise(config);
  await serve(config, cluster.isWorker);
}

/** A crash prints what platform/redact.ts keeps of the error (never a statement's parameters), and exits. */
function crash(error: unknown): never {
  console.error(`MedPrep Academy stopped: ${describeError(error)}`);
  process.exit(1);
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
main().catch(crash);
