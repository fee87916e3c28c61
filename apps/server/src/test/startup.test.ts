import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_COURSES } from '../cli/demo-courses.ts';
import { DEMO_ACCOUNTS, migrateAndSeed } from '../cli/seed.ts';
import { type Database, migrateDatabase, openPglite, openPostgres, STARTUP_LOCK } from '../db/client.ts';
import { courses, users } from '../db/schema/index.ts';
import { slugify } from '../modules/courses/slug.ts';
import { createLocalStorage } from '../platform/storage/local.ts';
import {
  serverEnv as baseEnv,
  emptyPostgres,
  tempDir as makeTempDir,
  onPostgres,
  repoRoot,
  SERVER_ARGS,
  spawnServer,
  useCleanups,
} from './server-process.ts';

const cleanups = useCleanups();
const tempDir = () => makeTempDir(cleanups, 'startup');
const createEmptyPostgres = () => emptyPostgres(cleanups, 'start');

describe.runIf(onPostgres)('servers starting together on an empty PostgreSQL database', () => {
  it('all come up, and the demo data is there once', async () => {
    const url = await createEmptyPostgres();
    const storageDir = tempDir();
    const databases: Database[] = [];
    for (let i = 0; i < 3; i++) databases.push(await openPostgres(url, 3));
    try {
      const outcomes = await Promise.allSettled(
        databases.map((database) =>
          migrateAndSeed(database, { seed: true, storage: createLocalStorage(storageDir) }),
        ),
      );
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value)).toHaveLength(1);

      const db = databases[0]!.db;
      const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
      const demoUsers = await db
        .select({ email: users.email, n: count() })
        .from(users)
        .where(inArray(users.email, emails))
        .groupBy(users.email);
      expect(demoUsers.map((u) => u.email).sort()).toEqual([...emails].sort());
      expect(demoUsers.every((u) => u.n === 1)).toBe(true);
      const [allCourses] = await db.select({ n: count() }).from(courses);
      expect(allCourses?.n).toBe(DEMO_COURSES.length);
      for (const course of DEMO_COURSES) {
        const [row] = await db
          .select({ n: count() })
          .from(courses)
          .where(eq(courses.slug, slugify(course.title)));
        expect(row?.n, course.title).toBe(1);
      }

      // The start-up lock is free again: a fourth start goes straight through and seeds nothing.
      expect(await migrateAndSeed(databases[1]!, { seed: true })).toBe(false);
      const { rows } = (await databases[2]!.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${STARTUP_LOCK}`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(0);
    } finally {
      for (const database of databases) await database.close();
    }
  });
});

describe.runIf(onPostgres)('three server processes started at once on an empty PostgreSQL database', () => {
  it('all listen, and the demo data is there once', { timeout: 180_000 }, async () => {
    const url = await createEmptyPostgres();
    const servers = Array.from({ length: 3 }, () => {
      const server = spawnServer(cleanups, { ...serverEnv(), DATABASE_URL: url, DATA_DIR: tempDir() });
      return { ...server, listening: server.waitFor('MedPrep Academy is running') };
    });
    try {
      const outcomes = await Promise.allSettled(servers.map((s) => s.listening));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
    } finally {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
    }
    const database = await openPostgres(url, 1);
    try {
      const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
      const [demoUsers] = await database.db
        .select({ n: count() })
        .from(users)
        .where(inArray(users.email, emails));
      expect(demoUsers?.n).toBe(emails.length);
      const [allCourses] = await database.db.select({ n: count() }).from(courses);
      expect(allCourses?.n).toBe(DEMO_COURSES.length);
    } finally {
      await database.close();
    }
  });
});

/** What the server's entry point is started with in these tests (plus DATA_DIR, DATABASE_URL). */
const serverEnv = (): Record<string, string> => ({ ...baseEnv('startup'), SEED: 'demo' });

/** Runs the server's own entry point and answers its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      SERVER_ARGS,
      {
        cwd: repoRoot,
        env: { ...serverEnv(), LOG_LEVEL: 'silent', ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

// One engine is enough for the entry point: PostgreSQL when the run has it (quicker to prepare), else PGlite.
describe.runIf(onPostgres || !process.env.TEST_DATABASE_URL)('a crash at start', () => {
  it('prints the failed statement’s shape, never its parameters', { timeout: 180_000 }, async () => {
    // A database the demo seed cannot write: the first demo account breaks a check constraint, so the
    // seed's first insert fails with the account's email, name and password hash as its parameters.
    const dataDir = tempDir();
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (onPostgres) env.DATABASE_URL = await createEmptyPostgres();
    // PGlite: the run's migrated snapshot, unpacked into the server's data directory.
    const database = env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL, 1)
      : await openPglite({
          dataDir: join(dataDir, 'db'),
          loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
        });
    try {
      await migrateDatabase(database);
      await database.db.execute(
        sql.raw(
          `alter table users add constraint startup_test_refuses check (email <> '${DEMO_ACCOUNTS.learner.email}')`,
        ),
      );
    } finally {
      await database.close();
    }

    const { code, output } = await runServer(env);
    expect(code).toBe(1);
    expect(output).toContain('MedPrep Academy stopped: DatabaseError 23514');
    expect(output).toContain('constraint: startup_test_refuses');
    expect(output).toMatch(/statement: insert into "users" \([^)]*"email"[^)]*\) values \(.*\$1/);
    for (const secret of [
      DEMO_ACCOUNTS.learner.email,
      DEMO_ACCOUNTS.learner.name,
      '$argon2id',
      'params:',
      'Failing row',
    ]) {
      expect(output, secret).not.toContain(secret);
    }
  });
});
