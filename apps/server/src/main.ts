import { join } from 'node:path';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './cli/seed.ts';
import { loadConfig } from './config.ts';
import { type Database, migrateDatabase, openPglite, openPostgres } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { removeLeftoverUploadTemp } from './modules/uploads/service.ts';

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
  await migrateDatabase(database);
  // Temporary upload files left by a crash (the data directory is this server's alone).
  await removeLeftoverUploadTemp(config.dataDir);
  const app = await buildApp({ config, db: database.db, backgroundJobs: true });
  // The demo's resource packs and ebooks store real files through the app's storage driver.
  if (config.seed === 'demo') await seedIfEmpty(database.db, { storage: app.deps.storage });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      release?.();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`MedPrep Academy is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
