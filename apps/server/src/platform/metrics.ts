import { timingSafeEqual } from 'node:crypto';
import { count, isNotNull, min, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { clientOf, observeDb } from '../db/observe.ts';
import { mailOutbox, orders } from '../db/schema/index.ts';
import { notFound, unauthorized } from './errors.ts';

/** What a route counts as beside its request (`config: { countAs: 'exam_save' }`). */
export type CountedAs = 'exam_save';

declare module 'fastify' {
  interface FastifyContextConfig {
    countAs?: CountedAs;
  }
  interface FastifyInstance {
    /** This app's metrics registry (each app has its own, so apps built side by side never share series). */
    metrics: Registry;
  }
}

export const METRICS_PATH = '/metrics';
const PREFIX = 'medprep_';

/** The status class label: 2xx, 4xx… */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
/** The route pattern (never the raw address, which would make a series per id); 'unmatched' for a 404. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** Whether the Authorization header carries exactly this token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus metrics of this app in a registry of its own: requests (duration by method, route pattern and
 * status class; in flight), the database (pool use, query durations), jobs (runs and failures by job), mail
 * and payments (read from the database at scrape, so every server reports the same figures), exam saves and
 * Node's process metrics. `GET /metrics` answers only when METRICS_TOKEN is set, and only with that token.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { db, config } = app.deps;
  const registry = new Registry();
  app.decorate('metrics', registry);
  const token = config.metricsToken;
  app.get(
    METRICS_PATH,
    { config: { access: 'public', rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      if (!token) throw notFound();
      if (!bearerMatches(request.headers.authorization, token)) throw unauthorized();
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
  // Off: nothing is measured (no hooks, no query timing, no process sampling).
  if (!token) return;
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const inFlight = new Gauge({
    name: `${PREFIX}http_requests_in_flight`,
    help: 'Requests being answered now.',
    registers,
  });
  const examSaves = new Counter({
    name: `${PREFIX}exam_saves_total`,
    help: 'Exam answer saves: saved, or refused (the time and its grace are over, or already submitted).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const started = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    started.add(request);
    inFlight.inc();
  });
  const finish = (request: FastifyRequest) => {
    if (!started.delete(request)) return;
    inFlight.dec();
  };
  app.addHook('onResponse', async (request, reply) => {
    finish(request);
    const status = reply.statusCode;
    requestDuration.observe(
      { method: request.method, route: routeOf(request), status_class: statusClass(status) },
      reply.elapsedTime / 1000,
    );
    if (request.routeOptions.config.countAs === 'exam_save') {
      if (status === 200) examSaves.inc({ outcome: 'saved' });
      else if (status === 409) examSaves.inc({ outcome: 'refused' });
    }
  });
  app.addHook('onRequestAbort', async (request) => finish(request));

  const queryDuration = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: 'Time of a database query, by whether it failed.',
    labelNames: ['failed'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  const jobRuns = new Counter({
    name: `${PREFIX}job_runs_total`,
    help: 'Runs of a periodic job on this server (a run another server holds is not counted).',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: `${PREFIX}job_failures_total`,
    help: 'Runs of a periodic job that failed.',
    labelNames: ['job'] as const,
    registers,
  });
  const stopObserving = observeDb(db, {
    query: (seconds, failed) => queryDuration.observe({ failed: String(failed) }, seconds),
    job: (name, failed) => {
      jobRuns.inc({ job: name });
      if (failed) jobFailures.inc({ job: name });
    },
  });
  app.addHook('onClose', async () => stopObserving());

  const client = clientOf(db);
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'Database pool connections: total, idle, and requests waiting for one (PostgreSQL only).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!(client instanceof pg.Pool)) return;
      this.set({ state: 'total' }, client.totalCount);
      this.set({ state: 'idle' }, client.idleCount);
      this.set({ state: 'waiting' }, client.waitingCount);
    },
  });
  new Gauge({
    name: `${PREFIX}mail_outbox_messages`,
    help: 'Mail in the outbox by state (queued, sent, kept, failed), across every server.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await db
        .select({ state: mailOutbox.state, n: count() })
        .from(mailOutbox)
        .groupBy(mailOutbox.state);
      for (const state of ['queued', 'sent', 'kept', 'failed'] as const) {
        this.set({ state }, rows.find((row) => row.state === state)?.n ?? 0);
      }
    },
  });
  new Gauge({
    name: `${PREFIX}mail_queue_oldest_age_seconds`,
    help: 'Age of the oldest mail still queued (0 when none is).',
    registers,
    async collect() {
      const [row] = await db
        .select({ oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(sql`${mailOutbox.state} = 'queued'`);
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
      this.set(oldest === null ? 0 : Math.max(0, (app.deps.clock.now().getTime() - oldest) / 1000));
    },
  });
  new Gauge({
    name: `${PREFIX}payments_orders`,
    help: 'Orders fulfilled and refunded, across every server.',
    labelNames: ['outcome'] as const,
    registers,
    async collect() {
      const [row] = await db
        .select({
          fulfilled: sql<number>`count(*) filter (where ${isNotNull(orders.fulfilledAt)})`.mapWith(Number),
          refunded: sql<number>`count(*) filter (where ${isNotNull(orders.refundedAt)})`.mapWith(Number),
        })
        .from(orders);
      this.set({ outcome: 'fulfilled' }, row?.fulfilled ?? 0);
      this.set({ outcome: 'refunded' }, row?.refunded ?? 0);
    },
  });
}
