/**
 * The question bank at scale: BENCH_QUESTIONS (20,000) published questions, BENCH_LEARNERS (5,000) learners
 * and BENCH_ANSWERS (2,000,000) answers, generated in SQL. The app runs in this process on a fresh database and
 * is driven over HTTP on 127.0.0.1 from a worker thread (open loop: latencies count from the moment a request
 * was due). It reports p50/p99 of:
 *   - building a 50-question tutor session (`POST /api/qbank/sessions`, unseen PLAB 1), at BENCH_BUILD_RATE/s;
 *   - answering in tutor mode (`PUT …/answers/{questionId}`: grade, log, peer counters), at BENCH_RATE (200)/s;
 *   - the heavy learner (every question answered, a review card each), at 5/s: `GET /api/qbank/filters`, an
 *     `incorrect` session build, the due count (`GET /api/me/reviews/summary`) and the dashboard
 *     (`GET /api/me/progress`);
 * each phase measured after an unmeasured warm-up of the same requests (other learners' builds and answers; 5 of
 * each heavy learner request), then prints EXPLAIN ANALYZE of the session build's statement for the heavy learner, and of the heaviest
 * statement the filters, the due count and the dashboard send (captured from one request each through Drizzle's logger).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:qbank   # PostgreSQL scratch db
 *   # BENCH_QUESTIONS (20000), BENCH_LEARNERS (5000), BENCH_ANSWERS (2000000), BENCH_RATE (200),
 *   # BENCH_SECONDS (10), BENCH_BUILD_RATE (20), BENCH_CONNECTIONS (32)
 */
import { randomUUID } from 'node:crypto';
import { progressApiPaths, qbankApiPaths, revisionApiPaths } from '@medprep/shared';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrateDatabase, openPostgres } from '../../apps/server/src/db/client.ts';
import { createUser } from '../../apps/server/src/db/factories.ts';
import { type OpenLoopRequest, type OpenLoopResult, openLoop } from '../lib/open-loop.ts';
import { generateBank } from './generate.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 20_000);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 5_000);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 2_000_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUILD_RATE = Number(process.env.BENCH_BUILD_RATE ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SESSION_SIZE = 50;
/** Learners who warm the server up before the measured phases (their sessions are not measured). */
const WARMUP_LEARNERS = 40;

/** A scratch PostgreSQL database, created here and dropped at the end. */
async function openDatabase(url: string) {
  const name = `bench_qbank_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 20);
  return {
    database,
    url: dbUrl.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

type Req = OpenLoopRequest;
type Result = OpenLoopResult;

const open = (base: string, requests: Req[], rate: number) => openLoop(base, requests, rate, CONNECTIONS);

/** BENCH_SLOWEST=1 also prints each phase's 10 slowest requests (latency @ when due, from the phase's start). */
const fmt = (r: Result) =>
  `${r.perSecond}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, statuses ${JSON.stringify(r.statuses)}${
    process.env.BENCH_SLOWEST
      ? `\n  slowest: ${r.slowest.map((s) => `${s.ms} ms @${s.dueMs}`).join(', ')}`
      : ''
  }`;

async function main() {
  const target = process.env.BENCH_DATABASE_URL;
  if (!target) throw new Error('bench:qbank runs on PostgreSQL: set BENCH_DATABASE_URL');
  const { database, url, drop } = await openDatabase(target);
  await migrateDatabase(database);
  // The statements the app sends while `capturing` (one request at a time), to EXPLAIN the heaviest.
  const captured: { query: string; params: unknown[] }[] = [];
  let capturing = false;
  const session = (database.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } })
    .session;
  session.logger = {
    logQuery: (query, params) => {
      if (capturing) captured.push({ query, params });
    },
  };
  session.options.logger = session.logger;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/medprep-bench-unused',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    }),
    db: database.db,
    logger: false,
    serveWeb: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const owner = await createUser(database.db, { role: 'instructor', password: null });
    const started = performance.now();
    const gen = new pg.Client({ connectionString: url });
    gen.on('error', () => {});
    await gen.connect();
    // A scratch database: foreign-key triggers are skipped while generating (the rows are consistent).
    await gen.query('set session_replication_role = replica');
    const made = await generateBank(gen, {
      ownerId: owner.id,
      questions: QUESTIONS,
      learners: LEARNERS,
      answers: ANSWERS,
    });
    await gen.end();
    console.log(
      `qbank: ${made.questions} questions in ${made.quizzes} quizzes, ${LEARNERS} learners, ${made.answers} answers, ${database.engine}; generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const sql = async <T>(text: string, params: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    };
    const learners = await sql<{ id: string; email: string }>(
      `select id, email from users where email like 'bench-learner-%' order by email`,
    );
    const heavy = learners.find((l) => l.email === 'bench-learner-0@bench.invalid')!;
    const others = learners.filter((l) => l.id !== heavy.id);
    const token = (id: string) => app.deps.tokens.sign({ id, role: 'user', tokenVersion: 0 });
    const heavyToken = await token(heavy.id);
    console.log(
      `load average before the runs: ${(await import('node:os'))
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );

    const buildFor = async (l: { id: string }): Promise<Req> => ({
      method: 'POST',
      path: '/api/qbank/sessions',
      token: await token(l.id),
      body: { exam: 'PLAB 1', status: 'unseen', count: SESSION_SIZE, mode: 'tutor' },
    });
    const answersOf = async (userIds: string[]) => {
      const sessions = await sql<{ id: string; user_id: string; questions: { id: string }[] }>(
        `select id, user_id, questions from qbank_sessions where status = 'in_progress' and user_id = any($1::uuid[])`,
        [`{${userIds.join(',')}}`],
      );
      const tokens = new Map(
        await Promise.all(sessions.map(async (s) => [s.user_id, await token(s.user_id)] as const)),
      );
      const reqs: Req[] = [];
      for (let k = 0; k < SESSION_SIZE; k += 1)
        for (const s of sessions) {
          const q = s.questions[k];
          if (!q) continue;
          reqs.push({
            method: 'PUT',
            path: `/api/qbank/sessions/${s.id}/answers/${q.id}`,
            token: tokens.get(s.user_id)!,
            body: { answer: { selectedOptionIds: ['B'] }, confidence: 'sure' },
          });
        }
      return reqs;
    };

    // 0. Warm-up, not measured: a server in service has its pool's connections open, its statements prepared
    // and its hot code compiled. WARMUP_LEARNERS learners (none of the measured ones) build a session each and
    // answer in it, at the measured rates.
    const warmers = others.slice(-WARMUP_LEARNERS);
    await open(base, await Promise.all(warmers.map(buildFor)), BUILD_RATE);
    await open(base, (await answersOf(warmers.map((l) => l.id))).slice(0, RATE * 3), RATE);

    // 1. Building sessions: unseen PLAB 1 questions, 50 each, one per learner.
    const builds = Math.max(20, BUILD_RATE * SECONDS);
    const measured = others.slice(0, Math.min(builds, others.length - WARMUP_LEARNERS));
    const buildReqs: Req[] = await Promise.all(measured.map(buildFor));
    console.log(
      `session build (${SESSION_SIZE} questions, unseen, PLAB 1): ${fmt(await open(base, buildReqs, BUILD_RATE))}`,
    );

    // 2. Answers in tutor mode: every question of the sessions just built, each once, at RATE/s.
    const answerReqs = await answersOf(measured.map((l) => l.id));
    const wanted = Math.min(answerReqs.length, RATE * SECONDS);
    console.log(
      `tutor answers (${wanted} of ${answerReqs.length} available): ${fmt(await open(base, answerReqs.slice(0, wanted), RATE))}`,
    );

    // 3. The heavy learner, one request at a time (5/s): filters, a session of their incorrect questions, the
    // due count and the dashboard.
    // Each measured after 5 of the same requests, not measured (the statements prepared, the code compiled).
    const one = async (req: Req, n: number) => {
      await open(
        base,
        Array.from({ length: 5 }, () => req),
        5,
      );
      return open(
        base,
        Array.from({ length: n }, () => req),
        5,
      );
    };
    const get = (path: string): Req => ({ method: 'GET', path, token: heavyToken });
    console.log(
      `heavy learner GET /api/qbank/filters (5/s): ${fmt(await one(get('/api/qbank/filters'), 30))}`,
    );
    console.log(
      `heavy learner session build (incorrect, 5/s): ${fmt(
        await one(
          {
            method: 'POST',
            path: '/api/qbank/sessions',
            token: heavyToken,
            body: { exam: 'PLAB 1', status: 'incorrect', count: SESSION_SIZE, mode: 'tutor' },
          },
          30,
        ),
      )}`,
    );
    const heavyPaths = [`/api${revisionApiPaths.reviewSummary()}`, `/api${progressApiPaths.mine()}`];
    for (const path of heavyPaths)
      console.log(`heavy learner GET ${path} (5/s): ${fmt(await one(get(path), 30))}`);

    // 4. EXPLAIN ANALYZE of the statements the session build sends (modules/qbank/bank.ts), heavy learner.
    const ids = (await sql<{ id: string }>(`select id from quizzes where is_published`)).map((r) => r.id);
    const idArray = `{${ids.join(',')}}`;
    for (const status of ['unseen', 'incorrect'] as const) {
      const seen = `select 1 from learner_questions lq where lq.user_id = $2 and lq.question_id = quiz_questions.id`;
      const plan = await sql<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) select quiz_questions.* from quiz_questions
         inner join quizzes on quizzes.id = quiz_questions.quiz_id
         where quiz_questions.quiz_id = any($1::uuid[]) and quizzes.exam = 'PLAB 1'
           and ${status === 'unseen' ? `not exists (${seen})` : `exists (${seen} and not lq.last_correct)`}
         order by random() limit ${SESSION_SIZE}`,
        [idArray, heavy.id],
      );
      console.log(
        `\nEXPLAIN ANALYZE, session build (${status}, heavy learner):\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
      );
    }

    // 5. EXPLAIN ANALYZE of the heaviest read the filters, the due count and the dashboard each send.
    for (const path of [`/api${qbankApiPaths.filters()}`, ...heavyPaths]) {
      captured.length = 0;
      capturing = true;
      const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${heavyToken}` } });
      await res.arrayBuffer();
      capturing = false;
      let heaviest = { ms: -1, plan: '' };
      for (const statement of captured) {
        if (!/^\s*(select|with)\b/i.test(statement.query)) continue;
        const plan = (
          await sql<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${statement.query}`,
            statement.params,
          )
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n');
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
        if (ms > heaviest.ms) heaviest = { ms, plan };
      }
      console.log(
        `\nEXPLAIN ANALYZE, heaviest of the ${captured.length} statements of GET ${path} (heavy learner):\n${heaviest.plan}`,
      );
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    await drop?.();
  }
}

await main();
