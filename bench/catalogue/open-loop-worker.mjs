// An open-loop load generator: requests are sent on a fixed schedule (one every 1/rate seconds, round
// robin over the paths) whether or not earlier ones have answered, over at most `connections` kept-alive
// sockets. Each latency is measured from the moment the request was due, not from when a socket was free,
// so queueing is counted (no coordinated omission). autocannon's `overallRate` instead sends each second's
// quota back to back at the start of the second, which measures a burst at full concurrency.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { base, paths, rate, seconds, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const interval = 1000 / rate;
const total = Math.round(rate * seconds);
const latencies = [];
let errors = 0;
let sent = 0;
let finished = 0;
const start = performance.now();

function send(index) {
  const due = start + index * interval;
  const req = http.get(`${base}${paths[index % paths.length]}`, { agent }, (res) => {
    if (res.statusCode !== 200) errors++;
    res.resume();
    res.on('end', () => {
      latencies.push(performance.now() - due);
      done();
    });
  });
  req.on('error', () => {
    errors++;
    done();
  });
}

function done() {
  finished++;
  if (finished < total) return;
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  agent.destroy();
  parentPort.postMessage({ perSecond: Math.round(total / elapsed), p50: at(50), p99: at(99), errors });
}

const timer = setInterval(() => {
  const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
  while (sent < due) send(sent++);
  if (sent >= total) clearInterval(timer);
}, 1);
