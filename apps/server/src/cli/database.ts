import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { type Database, type Db, migrateDatabase, openPglite, openPostgres } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';

/**
 * Opens the same database the server uses (DATABASE_URL, else the embedded one under DATA_DIR, locked) and
 * migrates it; `afterMigrations` runs under the start-up lock with the migrations (db/client.ts).
 */
export async function openDatabaseForCommand(
  afterMigrations?: (db: Db) => Promise<void>,
): Promise<{ database: Database; release?: () => void }> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, 2);
    await migrateOrClose(database, afterMigrations);
    return { database };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: join(config.dataDir, 'db') });
    await migrateOrClose(database, afterMigrations);
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** A failed start closes the database, so that the command exits instead of waiting on the open pool. */
async function migrateOrClose(database: Database, afterMigrations?: (db: Db) => Promise<void>) {
  try {
    await migrateDatabase(database, afterMigrations);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
