/**
 * CPU seconds used during a sitting's phases, read from Linux's /proc (issue 28): the app (this process, less
 * the load generator's thread; or the cluster's worker processes), the load generator's thread, PostgreSQL
 * (every process on the machine whose name is `postgres`, background processes and other databases' backends
 * included; and apart, the backends of the sitting's own database, told by their process title), and the
 * machine's busy time from /proc/stat. A process that ends between two readings loses what it used since the
 * first (its figures are gone); one that starts counts from zero. Off Linux every figure is NaN.
 */
import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import { readdirSync, readFileSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';

export interface CpuSnapshot {
  /** The app's processes (with one process: this process less the generator's thread). */
  app: number;
  /** The load generator's worker thread. */
  generator: number;
  /** Every `postgres` process. */
  postgres: number;
  /** The backends of the sitting's database. */
  backends: number;
  /** The machine: all CPUs' busy time (not idle, not waiting on I/O). */
  machine: number;
  /** Wall-clock seconds (performance.now). */
  wall: number;
}

const onLinux = process.platform === 'linux';
const ticks = onLinux ? Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) : Number.NaN;

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process or thread ended meanwhile
  }
};

/** utime + stime of a /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat, in seconds; and the process's name. */
function statOf(path: string): { comm: string; seconds: number } | null {
  const text = read(path);
  if (text === null) return null;
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  // After the name: field 3 (state) first, so field n is at n - 3; utime is field 14, stime 15.
  const fields = text.slice(close + 2).split(' ');
  return {
    comm: text.slice(open + 1, close),
    seconds: (Number(fields[11]) + Number(fields[12])) / ticks,
  };
}

/** A process's title (PostgreSQL's backends name their database in it). */
const titleOf = (pid: string) => read(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name));
const threads = () => readdirSync('/proc/self/task');

/** utime + stime of every `postgres` process by pid, and whether it serves `database`. */
function postgresProcesses(database: string): Map<string, { seconds: number; ours: boolean }> {
  const out = new Map<string, { seconds: number; ours: boolean }>();
  for (const pid of pids()) {
    const stat = statOf(`/proc/${pid}/stat`);
    if (stat?.comm === 'postgres')
      out.set(pid, {
        seconds: stat.seconds,
        ours: database !== '' && titleOf(pid).includes(` ${database} `),
      });
  }
  return out;
}

function machineSeconds(): number {
  const line = read('/proc/stat')?.split('\n')[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal …
  const [, ...values] = line.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return (total - (n[3] ?? 0) - (n[4] ?? 0)) / ticks;
}

/**
 * Starts the generator's worker and finds its thread: the one thread of this process that appeared with it.
 * If that cannot be told (not exactly one new thread), the worker's event-loop active time stands in for its
 * CPU time (it counts time the thread was runnable but not running too, so it is an upper bound).
 */
export function startMeasuredWorker(
  start: () => Worker,
  database: string,
): {
  worker: Worker;
  snapshot: () => CpuSnapshot;
  generatorBy: string;
} {
  const before = onLinux ? new Set(threads()) : new Set<string>();
  const worker = start();
  const appeared = onLinux ? threads().filter((t) => !before.has(t)) : [];
  const tid = appeared.length === 1 ? appeared[0] : undefined;
  // The thread may end before the last reading (it posts 'done' and exits): its last reading stands then, and
  // what it used after it counts as the app's.
  let generatorLast = Number.NaN;
  const generator = () => {
    if (tid === undefined) return worker.performance.eventLoopUtilization().active / 1000;
    const seconds = statOf(`/proc/self/task/${tid}/stat`)?.seconds;
    if (seconds !== undefined) generatorLast = seconds;
    return generatorLast;
  };
  // PostgreSQL's figures are differences per process: the last reading of each process is kept.
  let last = new Map<string, { seconds: number; ours: boolean }>();
  let postgresTotal = 0;
  let backendsTotal = 0;
  const snapshot = (): CpuSnapshot => {
    const wall = performance.now() / 1000;
    if (!onLinux)
      return {
        app: Number.NaN,
        generator: Number.NaN,
        postgres: Number.NaN,
        backends: Number.NaN,
        machine: Number.NaN,
        wall,
      };
    const gen = generator();
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.process.pid !== undefined);
    const app =
      workers.length > 0
        ? workers.reduce((sum, w) => sum + (statOf(`/proc/${w!.process.pid}/stat`)?.seconds ?? 0), 0)
        : (statOf('/proc/self/stat')?.seconds ?? Number.NaN) - gen;
    const now = postgresProcesses(database);
    let postgres = 0;
    let backends = 0;
    for (const [pid, p] of now) {
      const used = p.seconds - (last.get(pid)?.seconds ?? 0);
      postgres += used;
      if (p.ours) backends += used;
    }
    postgresTotal += postgres;
    backendsTotal += backends;
    last = now;
    return {
      app,
      generator: gen,
      postgres: postgresTotal,
      backends: backendsTotal,
      machine: machineSeconds(),
      wall,
    };
  };
  return {
    worker,
    snapshot,
    generatorBy: tid !== undefined ? `thread ${tid} in /proc` : 'event-loop active time',
  };
}

export const cpuDelta = (a: CpuSnapshot, b: CpuSnapshot): CpuSnapshot => ({
  app: b.app - a.app,
  generator: b.generator - a.generator,
  postgres: b.postgres - a.postgres,
  backends: b.backends - a.backends,
  machine: b.machine - a.machine,
  wall: b.wall - a.wall,
});
