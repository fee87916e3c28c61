/**
 * What the sitting's PostgreSQL backends are doing, sampled from `pg_stat_activity` every 100 ms on a
 * connection of its own: per sample, the backends of the sitting's database that run a statement by wait event
 * (`Lock:transactionid` = waiting for another transaction's row lock, with the start of the waiting statement;
 * `LWLock:WALWrite`, `IO:WALSync`, …) or `CPU`
 * when they wait on nothing; `idle in transaction` (a transaction open, waiting for the app's next statement);
 * `idle` (no transaction). Per phase it reports
 * the mean number of backends in each, so a queue on row locks (hot counter rows) shows apart from a queue for
 * the CPU or the disk.
 */
import pg from 'pg';

const SAMPLE_MS = 100;

export interface WaitSampler {
  /** The next phase starts: samples from now on count for it (samples before the first mark are dropped). */
  mark(): void;
  /** Stops sampling; per phase, the mean backends in each activity, largest first. */
  stop(): Promise<{ samples: number; mean: [string, number][] }[]>;
}

export async function sampleWaits(url: string): Promise<WaitSampler> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const phases: { samples: number; counts: Map<string, number> }[] = [];
  let running = true;
  let busy = false;
  const timer = setInterval(async () => {
    const phase = phases.at(-1);
    if (!running || busy || !phase) return;
    busy = true;
    try {
      const { rows } = await client.query<{ what: string; n: number }>(`
        select case when state = 'idle' then 'idle'
                    when state like 'idle in transaction%' then 'idle in transaction'
                    when wait_event_type = 'Lock'
                      then 'Lock:' || wait_event || ' in "' || left(regexp_replace(query, '\\s+', ' ', 'g'), 60) || '…"'
                    when wait_event_type is not null then wait_event_type || ':' || wait_event
                    else 'CPU' end as what,
               count(*)::int as n
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
        group by 1`);
      phase.samples += 1;
      for (const { what, n } of rows) phase.counts.set(what, (phase.counts.get(what) ?? 0) + n);
    } catch {
      // a sample lost (the database going away at the end): the others stand
    } finally {
      busy = false;
    }
  }, SAMPLE_MS);
  return {
    mark: () => phases.push({ samples: 0, counts: new Map() }),
    stop: async () => {
      running = false;
      clearInterval(timer);
      await client.end().catch(() => {});
      return phases.map(({ samples, counts }) => ({
        samples,
        mean: [...counts.entries()]
          .map(([what, n]): [string, number] => [what, samples === 0 ? 0 : n / samples])
          .sort((a, b) => b[1] - a[1]),
      }));
    },
  };
}
