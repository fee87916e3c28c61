// An open-loop load generator: one request is due every 1/rate seconds (the given requests in order, each
// sent once) whether or not earlier ones have answered, over at most `connections` kept-alive sockets. Each
// latency counts from the moment the request was due, not from when a socket was free, so queueing is counted
// (no coordinated omission). autocannon's `overallRate` instead sends each second's quota back to back at the
// start of the second, which measures a burst at full concurrency. A request has a method, a path, and
// optionally a Bearer token and a JSON body. Started by open-loop.ts.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, requests, rate, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const interval = 1000 / rate;
const total = requests.length;
const latencies = [];
/** When each answered request was due (ms from the start), in the order of `latencies`. */
const dueAt = [];
const statuses = {};
let sent = 0;
let finished = 0;
const start = performance.now();

function send(index) {
  const due = start + index * interval;
  const { method, path, token, body } = requests[index];
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const req = http.request(
    `${base}${path}`,
    {
      method,
      agent,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    },
    (res) => {
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - due);
        dueAt.push(due - start);
        done();
      });
    },
  );
  req.on('error', () => {
    statuses.error = (statuses.error ?? 0) + 1;
    done();
  });
  req.end(payload);
}

function done() {
  finished++;
  if (finished < total) return;
  const elapsed = (performance.now() - start) / 1000;
  const slowest = latencies
    .map((ms, i) => ({ ms: Math.round(ms), dueMs: Math.round(dueAt[i]) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  agent.destroy();
  parentPort.postMessage({
    perSecond: Math.round(total / elapsed),
    p50: at(50),
    p99: at(99),
    statuses,
    slowest,
  });
}

const timer = setInterval(() => {
  const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
  while (sent < due) send(sent++);
  if (sent >= total) clearInterval(timer);
}, 1);
