import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import { type Config, loadConfig } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { describeError } from '../platform/redact.ts';

const execFileAsync = promisify(execFile);

/** Runs pg_dump or pg_restore; a failure says what the tool printed, never its command line (the URL). */
async function run(tool: string, args: string[]): Promise<void> {
  try {
    await execFileAsync(tool, args);
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`${tool} failed: ${stderr || (error as { code?: unknown }).code}`);
  }
}
const USAGE = 'Usage: npm run backup -- --out FILE   |   npm run restore -- FILE';

/** What a backup archive says about itself (manifest.json, first in the archive). */
interface Manifest {
  format: 'medprep-backup';
  version: 1;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** Whether the uploaded files are in it (local storage); with S3 the bucket keeps them. */
  uploads: boolean;
}

const MANIFEST = 'manifest.json';
const DUMP = { pglite: 'database.pglite.tar.gz', postgres: 'database.pgdump' } as const;
const UPLOADS = 'uploads';

type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Runs `work` holding the embedded database's data-directory lock (so no server has it open meanwhile). */
async function withDataDirLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const release = lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Writes one archive (tar.gz) of the database and the uploaded files: PostgreSQL as `pg_dump` custom format
 * (a consistent snapshot while servers run); the embedded database as its own dump, taken under the data
 * directory's lock (so the server must be stopped); the local storage's files beside it.
 */
export async function createBackup(config: BackupConfig, outFile: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'medprep-backup-'));
  try {
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    if (config.databaseUrl) {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${join(staging, DUMP.postgres)}`,
        config.databaseUrl,
      ]);
    } else {
      await withDataDirLock(config.dataDir, async () => {
        const dbDir = join(config.dataDir, 'db');
        if (await isEmptyDir(dbDir)) throw new Error(`No embedded database in ${dbDir} to back up.`);
        const client = await PGlite.create({ dataDir: dbDir, extensions: PGLITE_EXTENSIONS });
        try {
          const dump = await client.dumpDataDir('gzip');
          await writeFile(join(staging, DUMP.pglite), Buffer.from(await dump.arrayBuffer()));
        } finally {
          await client.close();
        }
      });
    }
    const uploadsDir = join(config.dataDir, UPLOADS);
    const uploads = config.storage === 'local';
    if (uploads) {
      await mkdir(join(staging, UPLOADS));
      if (!(await isEmptyDir(uploadsDir))) await cp(uploadsDir, join(staging, UPLOADS), { recursive: true });
    }
    const manifest: Manifest = {
      format: 'medprep-backup',
      version: 1,
      engine,
      createdAt: new Date().toISOString(),
      uploads,
    };
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await tar.create({ gzip: true, file: resolve(outFile), cwd: staging, portable: true }, [
      MANIFEST,
      DUMP[engine],
      ...(uploads ? [UPLOADS] : []),
    ]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Whether a PostgreSQL database has any table of its own (a restore goes only into an empty one). */
async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive of `createBackup` into an empty database (DATABASE_URL, else DATA_DIR/db) and an empty
 * DATA_DIR/uploads; refuses, changing nothing, when either already holds something.
 */
export async function restoreBackup(config: BackupConfig, file: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'medprep-restore-'));
  try {
    await tar.extract({ file: resolve(file), cwd: staging });
    const manifest = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== 'medprep-backup' || manifest.version !== 1) {
      throw new Error(`${file} is not a MedPrep backup.`);
    }
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== target) {
      throw new Error(
        manifest.engine === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore into.'
          : 'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty directory.',
      );
    }
    const uploadsDir = join(config.dataDir, UPLOADS);
    if (manifest.uploads && !(await isEmptyDir(uploadsDir))) {
      throw new Error(`Refusing to restore: ${uploadsDir} is not empty.`);
    }
    if (config.databaseUrl) {
      if (await postgresHasTables(config.databaseUrl)) {
        throw new Error('Refusing to restore: the database at DATABASE_URL is not empty.');
      }
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${config.databaseUrl}`,
        join(staging, DUMP.postgres),
      ]);
    } else {
      await withDataDirLock(config.dataDir, async () => {
        const dbDir = join(config.dataDir, 'db');
        if (!(await isEmptyDir(dbDir))) throw new Error(`Refusing to restore: ${dbDir} is not empty.`);
        const dump = await readFile(join(staging, DUMP.pglite));
        const client = await PGlite.create({
          dataDir: dbDir,
          loadDataDir: new Blob([dump]),
          extensions: PGLITE_EXTENSIONS,
        });
        await client.close();
      });
    }
    if (manifest.uploads) {
      await mkdir(uploadsDir, { recursive: true });
      await cp(join(staging, UPLOADS), uploadsDir, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values, positionals } = parseArgs({
    options: { out: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, file] = positionals;
  try {
    const config = loadConfig();
    if (command === 'backup' && values.out) {
      const manifest = await createBackup(config, values.out);
      console.log(
        `Backed up the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database` +
          `${manifest.uploads ? ' and the uploaded files' : ''} to ${values.out}.`,
      );
    } else if (command === 'restore' && file) {
      const manifest = await restoreBackup(config, file);
      console.log(`Restored the backup of ${manifest.createdAt} from ${file}.`);
    } else {
      console.error(USAGE);
      process.exit(2);
    }
  } catch (error) {
    // A database error's parameters never reach the console; our own errors say what to do.
    console.error(
      error instanceof DataDirLockedError || error?.constructor === Error
        ? (error as Error).message
        : describeError(error),
    );
    process.exitCode = 1;
  }
}
