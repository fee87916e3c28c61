/** The background recompute of stale quiz statistics: once across instances, each quiz at most once a minute. */
import { STATS_SWEEP_INTERVAL_MS } from '@medprep/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { JOB_LOCKS, runExclusive } from '../../platform/jobs.ts';
import { refreshQuizStatistics, staleQuizIds } from './statistics.ts';

/** Recomputes the stale quizzes due now; answers how many, or null when another instance holds the job. */
export async function sweepQuizStatistics(deps: Deps): Promise<number | null> {
  const outcome = await runExclusive(deps.db, JOB_LOCKS.quizStatistics, async () => {
    const now = deps.clock.now();
    const ids = await staleQuizIds(deps.db, now);
    for (const id of ids) await refreshQuizStatistics(deps.db, id, now);
    return ids.length;
  });
  return outcome.ran ? outcome.value : null;
}

/** Sweeps on start and every STATS_SWEEP_INTERVAL_MS; returns the function that stops it (and waits). */
export function startStatisticsJob(deps: Deps, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      await sweepQuizStatistics(deps);
    } catch (error) {
      log.error({ err: error }, 'quiz statistics sweep failed');
    }
  };
  const run = () => {
    if (!stopped) current = current.then(sweep);
  };
  run();
  const timer = setInterval(run, STATS_SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
