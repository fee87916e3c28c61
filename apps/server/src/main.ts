import { join } from 'node:path';
import { buildApp, storageFor } from './app.ts';
import { migrateAndSeed } from './cli/seed.ts';
import { loadConfig } from './config.ts';
import { type Database, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { removeLeftoverUploadTemp } from './modules/uploads/service.ts';
import { markStopping } from './platform/lifecycle.ts';
import { describeError } from './platform/redact.ts';

/** How long after the grace period a shutdown that still hangs (a stuck job) gives up and exits 1. */
const FORCED_EXIT_AFTER_GRACE_MS = 5_000;

async function main() {
  const config = loadConfig();
  let release: (() => void) | undefined;
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    release = lockDataDir(config.dataDir);
    database = await openPglite({ dataDir: join(config.dataDir, 'db') });
  }
  // Temporary upload files left by a crash (the data directory is this server's alone).
  await removeLeftoverUploadTemp(config.dataDir);
  // The demo's resource packs and ebooks store real files through the app's storage driver.
  const storage = storageFor(config);
  // Migrations and the demo seed under one lock: instances started together seed once.
  await migrateAndSeed(database, { seed: config.seed === 'demo', storage });
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

/** A crash prints what platform/redact.ts keeps of the error (never a statement's parameters), and exits. */
function crash(error: unknown): never {
  console.error(`MedPrep Academy stopped: ${describeError(error)}`);
  process.exit(1);
}

process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);
main().catch(crash);
