import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../db/client.ts';
import { lockDataDir } from '../db/lock.ts';

/** Opens the same database the server uses (DATABASE_URL, else the embedded one under DATA_DIR, locked). */
export async function openDatabaseForCommand(): Promise<{ database: Database; release?: () => void }> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, 2);
    await migrateDatabase(database);
    return { database };
  }
  const release = lockDataDir(config.dataDir);
  const database = await openPglite({ dataDir: join(config.dataDir, 'db') });
  await migrateDatabase(database);
  return { database, release };
}
