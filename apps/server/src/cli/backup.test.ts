import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { asc } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../db/client.ts';
import { createUser } from '../db/factories.ts';
import { orders, users } from '../db/schema/index.ts';
import { createLocalStorage } from '../platform/storage/local.ts';
import { emptyPostgres, onPostgres, tempDir, useCleanups } from '../test/server-process.ts';
import { createBackup, restoreBackup } from './backup.ts';

const cleanups = useCleanups();

/** Where an app keeps its data: a data directory, and a PostgreSQL database when the run has one. */
async function place(migrated: boolean) {
  const dataDir = tempDir(cleanups, 'backup-test');
  const databaseUrl = onPostgres
    ? await emptyPostgres(cleanups, 'bk', migrated ? inject('postgresTemplate') : undefined)
    : undefined;
  const open = async (): Promise<Database> =>
    databaseUrl
      ? openPostgres(databaseUrl, 2)
      : openPglite({
          dataDir: join(dataDir, 'db'),
          ...(migrated ? { loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) } : {}),
        });
  return { config: { dataDir, databaseUrl, storage: 'local' as const }, open };
}

const contents = async (database: Database) => ({
  users: await database.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .orderBy(asc(users.email)),
  orders: await database.db
    .select({ id: orders.id, userId: orders.userId, title: orders.title, status: orders.status })
    .from(orders)
    .orderBy(asc(orders.id)),
});

describe('backup and restore', () => {
  it('restores a seeded app elsewhere with the same users, orders and files', {
    timeout: 120_000,
  }, async () => {
    const source = await place(true);
    const database = await source.open();
    let before: Awaited<ReturnType<typeof contents>>;
    try {
      await migrateDatabase(database);
      const buyer = await createUser(database.db, { name: 'Backed Up Buyer' });
      await createUser(database.db, { name: 'Another Learner' });
      await database.db.insert(orders).values({
        userId: buyer.id,
        kind: 'course',
        itemRef: randomUUID(),
        title: 'Cardiology basics',
        amountMinor: 4900,
        currency: 'GBP',
        provider: 'local',
        status: 'fulfilled',
        fulfilledAt: new Date(),
      });
      before = await contents(database);
    } finally {
      await database.close();
    }
    const upload = join(tempDir(cleanups, 'backup-test'), 'notes.pdf');
    writeFileSync(upload, '%PDF-1.4 the learner’s notes');
    const key = 'private/backup-test-file-0001.pdf';
    await createLocalStorage(join(source.config.dataDir, 'uploads')).putFile(key, upload, {
      contentType: 'application/pdf',
      size: 10,
    });

    const archive = join(tempDir(cleanups, 'backup-test'), 'medprep.tar.gz');
    const manifest = await createBackup(source.config, archive);
    expect(manifest).toMatchObject({ engine: onPostgres ? 'postgres' : 'pglite', uploads: true });

    const target = await place(false);
    await restoreBackup(target.config, archive);
    const restored = await target.open();
    try {
      const after = await contents(restored);
      expect(after.users.length).toBeGreaterThanOrEqual(2);
      expect(after).toEqual(before);
      expect(after.orders.map((o) => o.title)).toEqual(['Cardiology basics']);
    } finally {
      await restored.close();
    }
    const file = await createLocalStorage(join(target.config.dataDir, 'uploads')).get(key);
    expect(file?.contentType).toBe('application/pdf');
    expect(await text(file!.body)).toBe('%PDF-1.4 the learner’s notes');

    // A second restore into what is now a full database is refused.
    await expect(restoreBackup(target.config, archive)).rejects.toThrow(/Refusing to restore/);
  });

  it('refuses to restore over uploaded files, changing nothing', { timeout: 120_000 }, async () => {
    const source = await place(true);
    await (await source.open()).close();
    const archive = join(tempDir(cleanups, 'backup-test'), 'medprep.tar.gz');
    await createBackup(source.config, archive);
    const target = await place(false);
    const upload = join(tempDir(cleanups, 'backup-test'), 'kept.png');
    writeFileSync(upload, 'png');
    await createLocalStorage(join(target.config.dataDir, 'uploads')).putFile(
      'public/backup-test-kept-0001.png',
      upload,
      { contentType: 'image/png', size: 3 },
    );
    await expect(restoreBackup(target.config, archive)).rejects.toThrow(/uploads is not empty/);
    const untouched = await target.open();
    try {
      const tables = await untouched.db.execute(
        "select count(*)::int as n from information_schema.tables where table_name = 'users'" as never,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    } finally {
      await untouched.close();
    }
  });
});
