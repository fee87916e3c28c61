/**
 * What the request benches share: a scratch database (PGlite in memory, or a new PostgreSQL database under
 * BENCH_DATABASE_URL, dropped at the end), the app on it with an instructor signed in (requests are sent with
 * `app.inject`), and the median/worst line they print.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../apps/server/src/db/factories.ts';

/** A migrated scratch database named `bench_<prefix>_…` on PostgreSQL; `drop` removes it. */
export async function openScratchDatabase(
  prefix: string,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await migrateDatabase(database);
    return { database };
  }
  const name = `bench_${prefix}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString());
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The app (production config, no rate limits that a bench would hit) and a signed-in instructor's header. */
export async function instructorApp(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/medprep-bench-unused',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await buildApp({ config, db: database.db, logger: false, serveWeb: false });
  await app.ready();
  const user = await createUser(database.db, { role: 'instructor' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
  });
  return { app, headers: { authorization: `Bearer ${login.json().accessToken as string}` } };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `median … ms, worst … ms` of timings in milliseconds. */
export const medianAndWorst = (xs: number[]) =>
  `median ${median(xs).toFixed(0)} ms, worst ${Math.max(...xs).toFixed(0)} ms`;
