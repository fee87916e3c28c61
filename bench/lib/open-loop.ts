/** Drives the app at a fixed arrival rate, open loop (see open-loop-worker.mjs), from its own thread. */
import { Worker } from 'node:worker_threads';

export interface OpenLoopRequest {
  method: string;
  path: string;
  /** Sent as `Authorization: Bearer …` when given. */
  token?: string;
  body?: unknown;
}

export interface OpenLoopResult {
  perSecond: number;
  p50: number;
  p99: number;
  /** How many answered with each status code (`error` for a failed connection). */
  statuses: Record<string, number>;
  /** The 10 slowest requests: latency and when each was due, in ms from the phase's start. */
  slowest: { ms: number; dueMs: number }[];
}

/** Sends each request once, one every 1/rate seconds, and reports the latencies counted from when each was due. */
export function openLoop(
  base: string,
  requests: OpenLoopRequest[],
  rate: number,
  connections: number,
): Promise<OpenLoopResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./open-loop-worker.mjs', import.meta.url), {
      workerData: { base, requests, rate, connections },
    });
    worker.once('message', (result: OpenLoopResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The requests that did not answer `ok` (200 unless told). */
export const failures = (result: OpenLoopResult, ok = '200') =>
  Object.entries(result.statuses).reduce((n, [status, count]) => (status === ok ? n : n + count), 0);
