/**
 * Several processes of the app on one port (node:cluster): the primary forks the workers, replaces one that
 * dies, gives up on a crash loop, and on stop sends each worker SIGTERM (each stops gracefully on its own,
 * main.ts) and waits for all of them. Used by the server's entry point (WEB_CONCURRENCY) and the exam-surge
 * bench (BENCH_PROCESSES).
 */
import cluster, { type Worker } from 'node:cluster';

/** A worker that dies unasked is replaced, unless this many died within the window: a crash loop. */
export const WORKER_CRASHES_ALLOWED = 5;
export const WORKER_CRASH_WINDOW_MS = 60_000;

export interface WorkerPoolOptions {
  count: number;
  /** Extra environment for every worker (they inherit the primary's). */
  env?: Record<string, string>;
  /** One line of the primary's log. */
  log?: (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;
}

export interface WorkerPool {
  /** Resolves when as many workers as asked listen (rejects if the pool gave up first). */
  listening: Promise<void>;
  /** Resolves with the primary's exit code: 0 when stopped and every worker exited 0, else 1. */
  done: Promise<number>;
  /** SIGTERM to every worker; resolves as `done`. */
  stop: () => Promise<number>;
}

export function superviseWorkers({ count, env = {}, log = () => {} }: WorkerPoolOptions): WorkerPool {
  const live = new Set<Worker>();
  const crashes: number[] = [];
  let stopping = false;
  let failed = false;
  let listeningCount = 0;
  let settleListening!: (error?: Error) => void;
  let finish!: (code: number) => void;
  const listening = new Promise<void>((resolve, reject) => {
    settleListening = (error) => (error ? reject(error) : resolve());
  });
  // The caller may never wait for `listening` (a pool that gives up says so through `done`).
  listening.catch(() => {});
  const done = new Promise<number>((resolve) => {
    finish = resolve;
  });

  const stopAll = () => {
    stopping = true;
    for (const worker of live) worker.process.kill('SIGTERM');
    if (live.size === 0) finish(failed ? 1 : 0);
  };

  const fork = () => {
    const worker = cluster.fork(env);
    live.add(worker);
    worker.once('listening', () => {
      listeningCount += 1;
      if (listeningCount === count) settleListening();
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        // A worker stopped by the signal before it set its handler was not serving yet: nothing was lost.
        if (code !== 0 && signal !== 'SIGTERM') {
          failed = true;
          log('error', 'worker did not stop cleanly', { workerPid: worker.process.pid, code, signal });
        }
        if (live.size === 0) finish(failed ? 1 : 0);
        return;
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && crashes[0]! < now - WORKER_CRASH_WINDOW_MS) crashes.shift();
      if (crashes.length > WORKER_CRASHES_ALLOWED) {
        log('error', 'workers keep dying: stopping', {
          crashes: crashes.length,
          windowMs: WORKER_CRASH_WINDOW_MS,
        });
        failed = true;
        settleListening(new Error('the workers kept dying at start'));
        stopAll();
        return;
      }
      log('warn', 'worker died: starting another', { workerPid: worker.process.pid, code, signal });
      fork();
    });
  };

  for (let i = 0; i < count; i++) fork();
  return {
    listening,
    done,
    stop: () => {
      if (!stopping) stopAll();
      return done;
    },
  };
}
