import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { observersOf } from '../db/observe.ts';
import type { Deps } from './deps.ts';
import type { ModuleJob } from './module.ts';

/** Advisory lock keys of the periodic jobs (one number per job, across every instance). */
export const JOB_LOCKS = { paymentSweep: 727_301, quizStatistics: 727_302 } as const;

const runningInProcess = new WeakMap<object, Set<number>>();

/**
 * Runs `job` only if no other instance is running the job with this key, and answers whether it ran.
 * - PostgreSQL: a session advisory lock (`pg_try_advisory_lock`) on one connection held for the run; the
 *   job itself uses the pool. A crashed instance's connection closes and frees the lock.
 * - PGlite: one process owns the embedded database (the data-directory lock), and advisory
 *   locks there are taken by its one session again and again, so an in-process guard per database does it.
 * Both paths also guard in-process, so two apps on one database in a process (the tests) run it once.
 */
export async function runExclusive<T>(
  db: Db,
  key: number,
  job: () => Promise<T>,
  name = `job-${key}`,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = (db as unknown as { $client: object }).$client;
  /** Runs the job, telling the database's observers (metrics) that it ran and whether it failed. */
  const counted = async (): Promise<T> => {
    let failed = true;
    try {
      const value = await job();
      failed = false;
      return value;
    } finally {
      for (const observer of observersOf(client) ?? []) observer.job?.(name, failed);
    }
  };
  const running = runningInProcess.get(client) ?? new Set<number>();
  runningInProcess.set(client, running);
  if (running.has(key)) return { ran: false };
  running.add(key);
  try {
    if (!(client instanceof pg.Pool)) return { ran: true, value: await counted() };
    const connection = await client.connect();
    try {
      const { rows } = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [key],
      );
      if (!rows[0]?.locked) return { ran: false };
      try {
        return { ran: true, value: await counted() };
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [key]);
      }
    } finally {
      connection.release();
    }
  } finally {
    running.delete(key);
  }
}

/** Starts the app's module jobs once it is ready, and stops them, the last started first, when it closes. */
export function runModuleJobs(app: FastifyInstance, deps: Deps, jobs: readonly ModuleJob[]): void {
  const stops: Array<() => Promise<void>> = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) stops.push(job.start(deps, app.log));
  });
  app.addHook('onClose', async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
}
