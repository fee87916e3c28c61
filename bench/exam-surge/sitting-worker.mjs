// The learners of one exam sitting, in their own thread (open loop): each starts at a random moment of the
// start window, then saves one answer every 20–60 s (the next save is scheduled when the previous one is due,
// whether or not it has answered), and submits at a random moment of the last two minutes. Latencies count
// from the moment a request was due, so queueing is measured. Every acknowledged save is reported back so
// the main thread can check it is in the graded attempt. At each phase's start (start window, middle, submit
// window) it posts how many requests have answered so far, so the main thread can read the CPU used per phase.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const {
  base,
  slug,
  tokens,
  examMs,
  startWindowMs,
  submitWindowMs,
  saveMinMs,
  saveMaxMs,
  connections,
  phases,
} = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const t0 = performance.now();
const lat = { start: [], save: [], submit: [] };
const errors = { start: 0, save: 0, submit: 0 };
const statuses = {};
const acked = []; // [attemptId, questionId, answerJson, seq]
// Requests answered so far, and requests due in each phase (by when they were due), by kind.
const answered = { start: 0, save: 0, submit: 0 };
const due = phases.map(() => ({ start: 0, save: 0, submit: 0 }));
const phaseOf = (ms) => {
  let i = 0;
  while (i + 1 < phases.length && ms >= phases[i + 1].atMs) i++;
  return i;
};
let pending = tokens.length;
const rand = (a, b) => a + Math.random() * (b - a);

function request(method, path, token, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, json });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, json: null }));
    if (payload) req.write(payload);
    req.end();
  });
}

const at = (ms, fn) => setTimeout(fn, Math.max(0, t0 + ms - performance.now()));

function answerFor(q) {
  if (q.type === 'boolean') return { questionId: q.id, booleanAnswer: Math.random() < 0.5 };
  if (q.type === 'short')
    return { questionId: q.id, textAnswer: `answer ${Math.floor(Math.random() * 1000)}` };
  const ids = q.options.map((o) => o.id);
  if (q.type === 'mcq')
    return { questionId: q.id, selectedOptionIds: [ids[Math.floor(Math.random() * ids.length)]] };
  const chosen = ids.filter(() => Math.random() < 0.5);
  return { questionId: q.id, selectedOptionIds: chosen.length ? chosen : [ids[0]] };
}

function count(kind, status) {
  const key = `${kind} ${status}`;
  statuses[key] = (statuses[key] ?? 0) + 1;
}

function learner(token) {
  const startAt = rand(0, startWindowMs);
  const submitAt = Math.max(rand(examMs - submitWindowMs, examMs), startAt + 1000);
  at(startAt, async () => {
    const dueAt = t0 + startAt;
    due[phaseOf(startAt)].start++;
    const started = await request('POST', `/api/quizzes/${slug}/start`, token);
    answered.start++;
    lat.start.push(performance.now() - dueAt);
    count('start', started.status);
    if (started.status !== 201 && started.status !== 200) {
      errors.start++;
      if (--pending === 0) finish();
      return;
    }
    const attemptId = started.json.attempt.id;
    const questions = started.json.questions;
    let seq = 0;
    // Like the play screen, a learner has at most one save in flight: a save that falls due while the previous
    // one is still waiting goes out when it answers (its latency still counts from when it was due).
    let inFlight = Promise.resolve();
    const scheduleSave = (when) => {
      if (when >= submitAt) return;
      at(when, () => {
        scheduleSave(when + rand(saveMinMs, saveMaxMs));
        const dueAt = t0 + when;
        due[phaseOf(when)].save++;
        const answer = answerFor(questions[Math.floor(Math.random() * questions.length)]);
        const mySeq = ++seq;
        inFlight = inFlight.then(async () => {
          const saved = await request('PATCH', `/api/attempts/${attemptId}/answers`, token, {
            answers: [answer],
          });
          answered.save++;
          lat.save.push(performance.now() - dueAt);
          count('save', saved.status);
          if (saved.status === 200) acked.push([attemptId, answer.questionId, JSON.stringify(answer), mySeq]);
          else errors.save++;
        });
      });
    };
    scheduleSave(startAt + rand(saveMinMs, saveMaxMs));
    at(submitAt, async () => {
      const dueAt = t0 + submitAt;
      due[phaseOf(submitAt)].submit++;
      const submitted = await request('POST', `/api/attempts/${attemptId}/submit`, token);
      answered.submit++;
      lat.submit.push(performance.now() - dueAt);
      count('submit', submitted.status);
      if (submitted.status !== 200) errors.submit++;
      // Let saves in flight at the submit moment settle before reporting.
      setTimeout(() => {
        if (--pending === 0) finish();
      }, 2000);
    });
  });
}

function finish() {
  agent.destroy();
  parentPort.postMessage({
    type: 'done',
    lat,
    errors,
    statuses,
    acked,
    due,
    answered: { ...answered },
    elapsedMs: performance.now() - t0,
  });
}

phases.forEach((phase, i) => {
  at(phase.atMs, () => parentPort.postMessage({ type: 'phase', index: i, answered: { ...answered } }));
});
for (const token of tokens) learner(token);
