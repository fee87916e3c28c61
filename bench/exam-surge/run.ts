/**
 * An exam sitting: BENCH_LEARNERS (5,000) learners on one timed quiz. All start within the
 * first 60 s, each then saves an answer every 20–60 s, and all submit in the last 2 minutes of the sitting
 * (BENCH_EXAM_SEC long, 300 by default: the rates are those of a real sitting; only its middle is shorter).
 * The app runs in this process on a fresh database and is driven over HTTP on 127.0.0.1 from a worker
 * thread (open loop: latencies count from the moment a request was due). Reports p50/p99 of start, save and
 * submit, and lost answers: every acknowledged save must be in the graded attempt. Per phase (start window,
 * middle, submit window) the CPU seconds of the app, the load generator, PostgreSQL and the machine, the CPU
 * per request, and from those the cores a sitting of 10,000 and 20,000 would need at its busiest phase.
 *
 *   npm run bench:exam-surge                                                          # PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:exam-surge   # PostgreSQL scratch db
 *   # BENCH_LEARNERS (5000), BENCH_EXAM_SEC (300), BENCH_CONNECTIONS (64)
 *   # BENCH_PROCESSES (1): with PostgreSQL, the app in N processes on one port (node:cluster), to show the
 *   # scale-out: the engine keeps no state a second process needs (docs/decisions/310).
 */
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Worker } from 'node:worker_threads';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, migrateDatabase, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { createUser } from '../../apps/server/src/db/factories.ts';
import { quizAttempts, users } from '../../apps/server/src/db/schema/index.ts';
import { createQuiz, type QuestionInput } from '../../apps/server/src/modules/quizzes/factories.ts';
import { superviseWorkers } from '../../apps/server/src/platform/cluster.ts';
import { type CpuSnapshot, cpuDelta, startMeasuredWorker } from './cpu.ts';
import { sampleWaits } from './waits.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 5000);
const EXAM_SEC = Number(process.env.BENCH_EXAM_SEC ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1));
/** PostgreSQL connections in all: split between the processes. */
const POOL_TOTAL = 40;

const benchConfig = () =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/medprep-bench-unused',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  });

/** A cluster worker: the app on the shared port, on the scratch database the primary made. */
async function serveInWorker() {
  const database = await openPostgres(process.env.BENCH_WORKER_DB_URL!, Math.floor(POOL_TOTAL / PROCESSES));
  const app = await buildApp({ config: benchConfig(), db: database.db, logger: false, serveWeb: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_WORKER_PORT) });
  process.once('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Forks the app's processes on one port (as the server does with WEB_CONCURRENCY); answers how to stop them. */
async function forkServers(dbUrl: string, port: number): Promise<() => Promise<void>> {
  const pool = superviseWorkers({
    count: PROCESSES,
    env: { BENCH_WORKER_DB_URL: dbUrl, BENCH_WORKER_PORT: String(port) },
  });
  await pool.listening;
  return async () => {
    await pool.stop();
  };
}

async function openDatabase(): Promise<{ database: Database; url?: string; drop?: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { database: await openPglite() };
  const name = `bench_exam_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), PROCESSES > 1 ? 4 : 20);
  return {
    database,
    url: dbUrl.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (n: number) => `${n.toFixed(1)} ms`;

/** A 40-question paper of the four types. */
const PAPER: QuestionInput[] = Array.from({ length: 40 }, (_, i) => {
  const topics = [['Cardiology'], ['Renal'], ['Respiratory'], ['Neurology']][i % 4]!;
  const five = ['A', 'B', 'C', 'D', 'E'].map((text) => ({ text: `Option ${text}`, media: [] }));
  if (i % 4 === 0)
    return {
      type: 'boolean',
      prompt: `Statement ${i + 1}`,
      correctBoolean: i % 8 === 0,
      topics,
      explanation: 'x',
    };
  if (i % 4 === 1)
    return { type: 'short', prompt: `Name ${i + 1}`, correctText: ['answer 1'], topics, explanation: 'x' };
  if (i % 4 === 2)
    return {
      type: 'multi',
      prompt: `Select ${i + 1}`,
      options: five,
      correctOptionIds: ['A', 'C'],
      topics,
      explanation: 'x',
    };
  return {
    type: 'mcq',
    prompt: `Question ${i + 1}`,
    options: five,
    correctOptionIds: ['B'],
    topics,
    explanation: 'x',
  };
});

async function main() {
  if (PROCESSES > 1 && !process.env.BENCH_DATABASE_URL)
    throw new Error('BENCH_PROCESSES needs BENCH_DATABASE_URL');
  const { database, url, drop } = await openDatabase();
  await migrateDatabase(database);
  // The primary's app signs the tokens; with BENCH_PROCESSES > 1 the forked processes serve the sitting.
  const app = await buildApp({ config: benchConfig(), db: database.db, logger: false, serveWeb: false });
  let base: string;
  let stopServers = async () => {};
  if (PROCESSES > 1) {
    const port = await freePort();
    stopServers = await forkServers(url!, port);
    base = `http://127.0.0.1:${port}`;
  } else {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  const owner = await createUser(database.db, { role: 'instructor', password: null });
  const { quiz } = await createQuiz(
    database.db,
    { ownerId: owner.id, title: 'Exam surge', priceMinor: 0, timeLimitSec: EXAM_SEC + 600 },
    PAPER,
  );
  // Learners are inserted directly (no password hashing) and get access tokens from the app's signer.
  const ids: string[] = [];
  for (let i = 0; i < LEARNERS; i += 1000) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, LEARNERS - i) }, (_, j) => ({
          email: `candidate-${i + j}-${randomUUID().slice(0, 6)}@example.com`,
          name: `Candidate ${i + j}`,
          role: 'user' as const,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  }
  const tokens = await Promise.all(
    ids.map((id) => app.deps.tokens.sign({ id, role: 'user', tokenVersion: 0 })),
  );
  console.log(
    `exam-surge: ${LEARNERS} learners, ${EXAM_SEC} s sitting, ${database.engine}, ${CONNECTIONS} connections, ${PROCESSES} process(es)`,
  );

  // The phases CPU is read over: the start window, the middle, the submit window (to the last answer). A short
  // sitting (BENCH_EXAM_SEC under 180) has no middle: its submits fall due from the start window on.
  const startWindowMs = 60_000;
  const submitWindowMs = 120_000;
  const submitFromMs = Math.max(startWindowMs, EXAM_SEC * 1000 - submitWindowMs);
  const phases = [
    { name: 'start window', atMs: 0, endMs: startWindowMs },
    ...(submitFromMs > startWindowMs ? [{ name: 'middle', atMs: startWindowMs, endMs: submitFromMs }] : []),
    { name: 'submit window', atMs: submitFromMs, endMs: EXAM_SEC * 1000 },
  ];
  type Kinds = Record<'start' | 'save' | 'submit', number>;
  const marks: { cpu: CpuSnapshot; answered: Kinds }[] = [];
  let generatorBy = '';
  const waits = url ? await sampleWaits(url) : null;
  const result = await new Promise<{
    lat: Record<'start' | 'save' | 'submit', number[]>;
    errors: Record<string, number>;
    statuses: Record<string, number>;
    acked: [string, string, string, number][];
    due: Kinds[];
    answered: Kinds;
    elapsedMs: number;
  }>((resolve, reject) => {
    const measured = startMeasuredWorker(
      () =>
        new Worker(new URL('./sitting-worker.mjs', import.meta.url), {
          workerData: {
            base,
            slug: quiz.slug,
            tokens,
            examMs: EXAM_SEC * 1000,
            startWindowMs,
            submitWindowMs,
            saveMinMs: 20_000,
            saveMaxMs: 60_000,
            connections: CONNECTIONS,
            phases: phases.map(({ atMs }) => ({ atMs })),
          },
        }),
      url ? new URL(url).pathname.slice(1) : '',
    );
    generatorBy = measured.generatorBy;
    measured.worker.on('message', (message: { type: string; answered: Kinds }) => {
      marks.push({ cpu: measured.snapshot(), answered: message.answered });
      waits?.mark();
      if (message.type === 'done') resolve(message as never);
    });
    measured.worker.once('error', reject);
  });
  // Lost answers: the last acknowledged save of each (attempt, question) must be what the graded attempt holds.
  const last = new Map<string, { answer: string; seq: number }>();
  for (const [attemptId, questionId, answer, seq] of result.acked) {
    const key = `${attemptId}/${questionId}`;
    const seen = last.get(key);
    if (!seen || seq > seen.seq) last.set(key, { answer, seq });
  }
  const attemptIds = [...new Set(result.acked.map((a) => a[0]))];
  const stored = new Map<string, typeof quizAttempts.$inferSelect>();
  for (let i = 0; i < attemptIds.length; i += 1000) {
    const rows = await database.db
      .select()
      .from(quizAttempts)
      .where(inArray(quizAttempts.id, attemptIds.slice(i, i + 1000)));
    for (const row of rows) stored.set(row.id, row);
  }
  let lost = 0;
  let ungraded = 0;
  for (const [key, { answer }] of last) {
    const [attemptId, questionId] = key.split('/') as [string, string];
    const row = stored.get(attemptId);
    if (row?.status !== 'submitted' || !row.grades?.[questionId]) ungraded++;
    const a = JSON.parse(answer) as {
      selectedOptionIds?: string[];
      booleanAnswer?: boolean;
      textAnswer?: string;
    };
    const s = row?.answers[questionId];
    const same =
      s !== undefined &&
      JSON.stringify(s.selectedOptionIds) === JSON.stringify(a.selectedOptionIds ?? []) &&
      s.booleanAnswer === (a.booleanAnswer ?? null) &&
      s.textAnswer === (a.textAnswer ?? null);
    if (!same) lost++;
  }

  const line = (name: 'start' | 'save' | 'submit') =>
    `${name.padEnd(7)} n=${String(result.lat[name].length).padStart(6)}  p50 ${fmt(pct(result.lat[name], 50))}  p99 ${fmt(pct(result.lat[name], 99))}  max ${fmt(pct(result.lat[name], 100))}  errors ${result.errors[name]}`;
  console.log(line('start'));
  console.log(line('save'));
  console.log(line('submit'));
  console.log(`statuses ${JSON.stringify(result.statuses)}`);
  console.log(
    `acknowledged saves ${result.acked.length}, answers checked ${last.size}, lost ${lost}, not graded ${ungraded}, elapsed ${(result.elapsedMs / 1000).toFixed(0)} s`,
  );
  reportCpu(phases, marks, result.due, generatorBy);
  if (waits) {
    const byPhase = await waits.stop();
    console.log('postgres backends of the sitting, mean per 100 ms sample (pg_stat_activity):');
    phases.forEach((phase, i) => {
      const p = byPhase[i];
      if (!p) return;
      const top = p.mean.filter(([, n]) => n >= 0.05).map(([what, n]) => `${what} ${n.toFixed(2)}`);
      console.log(`  ${phase.name.padEnd(13)} ${p.samples} samples: ${top.join(', ')}`);
    });
  }
  await stopServers();
  await app.close();
  await database.close();
  await drop?.();
}

type Kinds = Record<'start' | 'save' | 'submit', number>;
const sumOf = (k: Kinds) => k.start + k.save + k.submit;
const ms = (seconds: number) => `${(seconds * 1000).toFixed(2)} ms`;

/**
 * CPU per phase and per request answered in it, and the cores a sitting of 10,000 and 20,000 would need at
 * each phase's due rate (requests due in the phase over its length, scaled by learners): rate × CPU per
 * request, the app and PostgreSQL apart. The busiest phase decides.
 */
function reportCpu(
  phases: { name: string; atMs: number; endMs: number }[],
  marks: { cpu: CpuSnapshot; answered: Kinds }[],
  due: Kinds[],
  generatorBy: string,
) {
  if (marks.length !== phases.length + 1) {
    console.log(`cpu: ${marks.length} marks for ${phases.length} phases; not reported`);
    return;
  }
  console.log(
    `cpu per phase (seconds of one core; PostgreSQL = every postgres process on the machine; generator by ${generatorBy}):`,
  );
  const needs: { phase: string; rate: number; app: number; db: number }[] = [];
  phases.forEach((phase, i) => {
    const used = cpuDelta(marks[i]!.cpu, marks[i + 1]!.cpu);
    const done = sumOf(marks[i + 1]!.answered) - sumOf(marks[i]!.answered);
    const rate = sumOf(due[i]!) / ((phase.endMs - phase.atMs) / 1000);
    const perApp = used.app / Math.max(1, done);
    const perDb = used.postgres / Math.max(1, done);
    const perBackend = used.backends / Math.max(1, done);
    console.log(
      `  ${phase.name.padEnd(13)} ${used.wall.toFixed(0)} s, ${done} answered (${rate.toFixed(1)}/s due): app ${used.app.toFixed(1)} s (${(
        (100 * used.app) / used.wall
      ).toFixed(0)} %), generator ${used.generator.toFixed(1)} s, postgres ${used.postgres.toFixed(1)} s (${(
        (100 * used.postgres) / used.wall
      ).toFixed(
        0,
      )} %), machine ${used.machine.toFixed(1)} s (${((100 * used.machine) / used.wall).toFixed(0)} %)`,
    );
    console.log(
      `  ${''.padEnd(13)} per request: app ${ms(perApp)}, postgres ${ms(perDb)} (backends ${ms(perBackend)}), machine ${ms(used.machine / Math.max(1, done))}`,
    );
    needs.push({ phase: phase.name, rate, app: perApp, db: perDb });
  });
  for (const learners of [10_000, 20_000]) {
    const at = needs.map((n) => {
      const rate = (n.rate * learners) / LEARNERS;
      return { ...n, rate, appCores: rate * n.app, dbCores: rate * n.db };
    });
    const peak = at.reduce((a, b) => (b.appCores + b.dbCores > a.appCores + a.dbCores ? b : a));
    console.log(
      `cores for ${learners.toLocaleString('en-GB')} learners: ${at
        .map(
          (n) =>
            `${n.phase} ${n.rate.toFixed(0)}/s → app ${n.appCores.toFixed(2)}, postgres ${n.dbCores.toFixed(2)}`,
        )
        .join(
          '; ',
        )}; busiest: ${peak.phase}, app ${peak.appCores.toFixed(2)} + postgres ${peak.dbCores.toFixed(2)} cores`,
    );
  }
}

(cluster.isWorker ? serveInWorker() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
