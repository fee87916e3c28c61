#!/usr/bin/env node
/**
 * Two real server processes (the build's apps/server/dist/main.js) on one PostgreSQL database
 * (TWO_SERVERS_DATABASE_URL, an empty one), and a short journey across them: both start at once (migrations
 * and the demo seed once), the learner signs in on one and refreshes the session on the other, buys a course
 * on one and confirms it on the other, pays for a second and never comes back; both servers are then
 * restarted together with SIGTERM (each exits 0), and the payment sweep that runs at their start fulfils that
 * order once: one purchase, one receipt mail. `.ci/run` runs it after the build.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const databaseUrl = process.env.TWO_SERVERS_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set TWO_SERVERS_DATABASE_URL to an empty PostgreSQL database.');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const LEARNER = { email: 'learner@example.com', password: 'learn-medicine-2026' };
const ADMIN = { email: 'admin@example.com', password: 'admin-review-2026' };
const START_TIMEOUT_MS = 90_000;
/** Each server's own data directory (its generated files; the database is PostgreSQL). */
const dataDir = (name) => `/tmp/medprep-two-servers-${process.pid}-${name}`;

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Starts one server process; resolves once it listens, with its base address. */
function start(name) {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir(name),
      JWT_SECRET: 'two-servers-share-this-secret-of-32-chars',
      SEED: 'demo',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '10000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output.slice(-3000)}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk) => {
      output += String(chunk);
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('MedPrep Academy is running')) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    exited.then((code) => reject(new Error(`${name} exited with ${code}:\n${output.slice(-3000)}`)));
  });
  return { name, child, exited, listening, output: () => output };
}

async function call(base, method, path, { token, cookie, body } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

const refreshCookie = (headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('rt='))
    ?.split(';')[0];

async function signIn(base, account) {
  const res = await call(base, 'POST', '/auth/login', { body: account });
  check(res.status === 200, `sign-in on ${base}: ${res.status} ${JSON.stringify(res.json)}`);
  return { token: res.json.accessToken, cookie: refreshCookie(res.headers) };
}

async function stop(server) {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  check(code === 0, `${server.name} exited ${code} after SIGTERM:\n${server.output().slice(-2000)}`);
}

const servers = [start('a'), start('b')];
try {
  const [a, b] = await Promise.all(servers.map((s) => s.listening));
  console.log(`two servers on one database: ${a} and ${b}`);

  // Signed in on A, the session is refreshed on B.
  const learner = await signIn(a, LEARNER);
  check(learner.cookie, 'no refresh cookie from sign-in');
  const refreshed = await call(b, 'POST', '/auth/refresh', { cookie: learner.cookie });
  check(refreshed.status === 200 && refreshed.json.accessToken, `refresh on B: ${refreshed.status}`);
  const token = refreshed.json.accessToken;
  const me = await call(a, 'GET', '/auth/me', { token });
  check(me.status === 200 && me.json.user.email === LEARNER.email, `B's token on A: ${me.status}`);
  console.log('signed in on A, refreshed on B, B’s token accepted by A');

  // Bought on A, confirmed on B.
  const paid = await call(a, 'GET', '/courses?isFree=false&limit=10', { token });
  const [first, second] = paid.json.items;
  check(first && second, 'the demo has fewer than two paid courses');
  const buy = async (course) => {
    const checkout = await call(a, 'POST', `/me/courses/${course.id}/checkout`, { token });
    check(checkout.status === 200, `checkout on A: ${checkout.status} ${JSON.stringify(checkout.json)}`);
    const pay = await call(a, 'POST', `/payments/local/${checkout.json.sessionId}/pay`, {
      body: { cardNumber: '4242424242424242' },
    });
    check(pay.status === 200, `payment on A: ${pay.status}`);
    return checkout.json.sessionId;
  };
  const sessionId = await buy(first);
  const sync = await call(b, 'POST', '/purchase/sync', { token, body: { sessionId } });
  check(sync.status === 200, `confirm on B: ${sync.status} ${JSON.stringify(sync.json)}`);
  console.log(`bought “${first.title}” on A, confirmed on B`);

  // Paid on A, never confirmed: the sweep both servers run at start fulfils it, once.
  await buy(second);
  await Promise.all(servers.map(stop));
  console.log('both servers stopped with SIGTERM and exited 0');
  const again = [start('a2'), start('b2')];
  servers.push(...again);
  const [a2, b2] = await Promise.all(again.map((s) => s.listening));
  const deadline = Date.now() + START_TIMEOUT_MS;
  let titles = [];
  while (Date.now() < deadline) {
    const purchases = await call(b2, 'GET', '/me/purchases', { token });
    titles = purchases.json.items.map((p) => p.title);
    if (titles.includes(second.title)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  check(titles.filter((t) => t === second.title).length === 1, `second course purchases: ${titles}`);
  check(titles.filter((t) => t === first.title).length === 1, `first course purchases: ${titles}`);
  const admin = await signIn(a2, ADMIN);
  const outbox = await call(a2, 'GET', '/admin/outbox?limit=50', { token: admin.token });
  const receipts = outbox.json.items.filter(
    (m) => m.to === LEARNER.email && m.subject.includes(second.title),
  );
  check(receipts.length === 1, `receipt mails for the swept order: ${receipts.length}`);
  console.log(
    `the sweep fulfilled “${second.title}” once (one purchase, one receipt) after a restart of both`,
  );
  await Promise.all(again.map(stop));
  console.log('two servers: ok');
} catch (error) {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const server of servers) rmSync(dataDir(server.name), { recursive: true, force: true });
}
