import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import { timedQuery } from './observe.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service function takes the database or a transaction it is part of. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/** Embedded PostgreSQL: a directory on disk, or in memory when dataDir is undefined. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  // Queries outside transactions are timed for the metrics (PGlite has no pool to watch).
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, { query: (...args: unknown[]) => timedQuery(client, args, (a) => query(...a)) });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  // Every query, in or out of a transaction, is timed for the metrics through the pool's client class.
  let pool: pg.Pool | undefined;
  class TimedClient extends pg.Client {
    override query(...args: unknown[]): never {
      const start = (a: unknown[]) => (super.query as (...a: unknown[]) => unknown).apply(this, a);
      return (pool ? timedQuery(pool, args, start) : start(args)) as never;
    }
  }
  pool = new pg.Pool({ connectionString: url, max, Client: TimedClient });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, engine: 'postgres', close: () => pool.end() };
}

/** The advisory lock start-up holds on PostgreSQL while it migrates and seeds (platform/jobs.ts keeps the jobs'). */
export const STARTUP_LOCK = 727_274;

/**
 * Applies the committed SQL migrations, then `afterMigrations` (the demo seed), so instances can start
 * together. On PostgreSQL all of it runs on one dedicated connection holding a session advisory lock: the
 * pool could hand the unlock to another connection than the lock's, and a second instance must not seed
 * while the first is seeding. PGlite is one process's alone (the data-directory lock), so no lock there.
 */
export async function migrateDatabase(
  database: Database,
  afterMigrations?: (db: Db) => Promise<void>,
): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterMigrations?.(database.db);
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
  } catch (error) {
    connection.release(error instanceof Error ? error : true);
    throw error;
  }
  let broken: Error | undefined;
  try {
    const db = drizzleNodePg(connection, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await afterMigrations?.(db);
  } finally {
    try {
      await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    } catch (error) {
      // A connection that cannot unlock is closed rather than returned to the pool: closing frees its lock.
      broken = error instanceof Error ? error : new Error('advisory unlock failed');
    }
    connection.release(broken);
  }
}
