#!/usr/bin/env node
/**
 * A rolling restart never loses an exam save. Two real server processes (the build's apps/server/dist/main.js)
 * on one scratch PostgreSQL database (made from TEST_DATABASE_URL or DATABASE_URL, dropped at the end); learners
 * on the demo's free mock save answers back to back through a small round-robin client that, like a load
 * balancer, sends a request to the other server when one refuses the connection, drops it, or answers 503
 * (a stopping server). Meanwhile each server in turn is stopped with SIGTERM (it must exit 0) and started
 * again on its port. Then every attempt is submitted, and each question's answer in the graded attempt must
 * be the last save of it that was acknowledged (a 2xx). `.ci/run` runs it after the build.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server: a scratch database is made there.',
  );
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const QUIZ = 'plab-1-mini-mock-acute-medicine';
const LEARNERS = 16;
/** How long the saves run before, between and after the two restarts. */
const STEADY_MS = 1_500;
const START_TIMEOUT_MS = 90_000;
const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dbName = `medprep_roll_${process.pid}_${Date.now()}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = (slot) => `/tmp/medprep-rolling-${process.pid}-${slot}`;

/** One server process on a slot's fixed port; resolves `listening` once it serves. */
function start(slot) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(slot.port),
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir(slot.name),
      JWT_SECRET: 'rolling-restart-shares-this-secret-32-chars',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  child.stdout.on('data', (c) => {
    output += String(c);
  });
  child.stderr.on('data', (c) => {
    output += String(c);
  });
  const listening = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`${slot.name} exited ${child.exitCode}:\n${output.slice(-3000)}`);
      try {
        const res = await fetch(`${slot.base}/api/health/ready`);
        if (res.status === 200) return;
      } catch {}
      await sleep(100);
    }
    throw new Error(`${slot.name} did not start:\n${output.slice(-3000)}`);
  })();
  slot.server = { child, exited, listening, output: () => output };
  return slot.server;
}

const stats = { acked: 0, retries: 0, inFlightAtSignal: [], ackedByStopping: 0 };
const slots = [];
let turn = 0;

/** The load balancer: round robin; a refused or dropped connection or a 503 goes to the other server. */
async function send(method, path, { token, body } = {}) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const slot = slots[turn++ % slots.length];
    const server = slot.server;
    slot.inFlight += 1;
    try {
      const res = await fetch(`${slot.base}/api${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (res.status === 503) {
        stats.retries += 1;
        continue;
      }
      if (server.stopping) stats.ackedByStopping += 1;
      return { status: res.status, json: text ? JSON.parse(text) : null };
    } catch (error) {
      const code = error?.cause?.code ?? error?.code;
      if (!RETRYABLE.has(code)) throw error;
      stats.retries += 1;
      // Both may be down for a moment only if the restarted one is not ready yet: wait a little then.
      if (attempt % slots.length === slots.length - 1) await sleep(20);
    } finally {
      slot.inFlight -= 1;
    }
  }
  throw new Error(`${method} ${path}: no server answered`);
}

/** The answer a save sets for question `q` at step `k`, in the field of its type. */
function answerFor(question, k) {
  if (question.type === 'emq') {
    const n = question.options.length;
    const stemAnswers = Object.fromEntries(
      question.stems.map((s, j) => [s.id, question.options[(k + j) % n].id]),
    );
    return { questionId: question.id, stemAnswers };
  }
  if (question.options.length > 0) {
    return { questionId: question.id, selectedOptionIds: [question.options[k % question.options.length].id] };
  }
  if (question.type === 'boolean') return { questionId: question.id, booleanAnswer: k % 2 === 0 };
  return { questionId: question.id, textAnswer: `answer ${k}` };
}

const sameAnswer = (saved, graded) =>
  saved.stemAnswers
    ? Object.entries(saved.stemAnswers).every(([stem, option]) => graded.stemAnswers?.[stem] === option)
    : saved.selectedOptionIds
      ? JSON.stringify([...graded.selectedOptionIds].sort()) === JSON.stringify(saved.selectedOptionIds)
      : saved.booleanAnswer !== undefined
        ? graded.booleanAnswer === saved.booleanAnswer
        : graded.textAnswer === saved.textAnswer;

async function learner(i) {
  const email = `rolling-${process.pid}-${i}@example.org`;
  const reg = await send('POST', '/auth/register', {
    body: { name: `Rolling Learner ${i}`, email, password: 'saves-survive-restarts-2026' },
  });
  check(reg.status === 201, `register ${email}: ${reg.status} ${JSON.stringify(reg.json)}`);
  const token = reg.json.accessToken;
  const play = await send('POST', `/quizzes/${QUIZ}/start`, { token });
  check(play.status === 201, `start: ${play.status} ${JSON.stringify(play.json)}`);
  return { token, attemptId: play.json.attempt.id, questions: play.json.questions, lastAcked: new Map() };
}

/** Saves back to back, one question at a time, until told to stop; each save waits for its answer. */
async function saveLoop(l, running) {
  for (let k = 0; running.on; k++) {
    const question = l.questions[k % l.questions.length];
    const answer = answerFor(question, k + l.questions.length);
    const res = await send('PATCH', `/attempts/${l.attemptId}/answers`, {
      token: l.token,
      body: { answers: [answer] },
    });
    check(res.status >= 200 && res.status < 300, `save: ${res.status} ${JSON.stringify(res.json)}`);
    stats.acked += 1;
    l.lastAcked.set(question.id, answer);
  }
}

async function restart(slot) {
  const old = slot.server;
  stats.inFlightAtSignal.push(slot.inFlight);
  old.stopping = true;
  old.child.kill('SIGTERM');
  const code = await old.exited;
  check(code === 0, `${slot.name} exited ${code} after SIGTERM:\n${old.output().slice(-2000)}`);
  await start(slot).listening;
  console.log(`${slot.name} stopped with SIGTERM (exit 0) while saves were in flight, and started again`);
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const began = Date.now();
try {
  for (const name of ['a', 'b']) {
    const port = await freePort();
    slots.push({ name, port, base: `http://127.0.0.1:${port}`, inFlight: 0 });
  }
  slots.forEach(start);
  await Promise.all(slots.map((s) => s.server.listening));
  console.log(`two servers on ${dbName}: ${slots.map((s) => s.base).join(' and ')}`);

  const learners = await Promise.all(Array.from({ length: LEARNERS }, (_, i) => learner(i)));
  const running = { on: true };
  const loops = Promise.all(learners.map((l) => saveLoop(l, running)));
  // Surface a failed save at once rather than after the restarts.
  let loopError;
  loops.catch((error) => {
    loopError = error;
  });
  await sleep(STEADY_MS);
  for (const slot of slots) {
    await restart(slot);
    await sleep(STEADY_MS);
    if (loopError) throw loopError;
  }
  running.on = false;
  await loops;

  let checked = 0;
  for (const l of learners) {
    const res = await send('POST', `/attempts/${l.attemptId}/submit`, { token: l.token });
    check(res.status === 200, `submit: ${res.status} ${JSON.stringify(res.json)}`);
    const graded = new Map(res.json.attempt.answers.map((a) => [a.questionId, a]));
    for (const [questionId, saved] of l.lastAcked) {
      const got = graded.get(questionId);
      check(
        got && sameAnswer(saved, got),
        `lost save: attempt ${l.attemptId}, question ${questionId}: acknowledged ${JSON.stringify(saved)}, graded ${JSON.stringify(got)}`,
      );
      checked += 1;
    }
  }
  check(
    stats.inFlightAtSignal.every((n) => n > 0),
    `saves in flight when each server was signalled: ${stats.inFlightAtSignal}`,
  );
  console.log(
    `${stats.acked} saves acknowledged by ${LEARNERS} learners across two rolling restarts ` +
      `(${stats.inFlightAtSignal.join(' and ')} requests in flight at each SIGTERM, ${stats.ackedByStopping} answered ` +
      `by a stopping server, ${stats.retries} retried on the other); every question's graded answer is its ` +
      `last acknowledged save (${checked} checked)`,
  );
  for (const slot of slots) {
    slot.server.child.kill('SIGTERM');
    check((await slot.server.exited) === 0, `${slot.name} did not exit 0 at the end`);
  }
  console.log(`rolling restart: ok in ${((Date.now() - began) / 1000).toFixed(1)} s`);
} catch (error) {
  for (const slot of slots) if (slot.server?.child.exitCode === null) slot.server.child.kill('SIGKILL');
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const slot of slots) rmSync(dataDir(slot.name), { recursive: true, force: true });
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
