import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories.ts';
import { mailOutbox, orders } from '../db/schema/index.ts';
import { deliverDueMail } from '../modules/mail/service.ts';
import { createQuiz } from '../modules/quizzes/factories.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../test/helpers.ts';
import { METRICS_PATH } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** One series' value in a scrape (the sample whose name and labels are exactly these), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

const scrape = async (app = t) => {
  const res = await app.request({ method: 'GET', url: METRICS_PATH, token: TOKEN });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

describe('GET /metrics', () => {
  it('is 404 when METRICS_TOKEN is not set', async () => {
    const off = await buildTestApp();
    try {
      const res = await off.request({ method: 'GET', url: METRICS_PATH, token: TOKEN });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    } finally {
      await off.close();
    }
  });

  it('is 401 without the token or with another one', async () => {
    const none = await t.request({ method: 'GET', url: METRICS_PATH });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    const other = await t.request({ method: 'GET', url: METRICS_PATH, token: `${TOKEN}x` });
    expect(other.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status class, never by raw address', async () => {
    const series =
      'medprep_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}';
    const before = sample(await scrape(), series) ?? 0;
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/health' });
    const missing = await t.request({ method: 'GET', url: '/api/attempts/raw-id-4711/answers-nowhere' });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 2);
    expect(text).toContain('route="unmatched",status_class="4xx"');
    expect(text).not.toContain('raw-id-4711');
    // The scrape itself is in flight while it is answered.
    expect(sample(text, 'medprep_http_requests_in_flight')).toBe(1);
  });

  it('times database queries and has Node’s process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'medprep_db_query_duration_seconds_count{failed="false"}')).toBeGreaterThan(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('counts job runs by job, and reads mail and payments from the database', async () => {
    const user = await createUser(t.db);
    await t.db.insert(mailOutbox).values({
      to: user.email,
      template: 'test',
      subject: 'Queued',
      text: 'x',
      html: '<p>x</p>',
      createdAt: new Date(t.clock.now().getTime() - 90_000),
      nextAttemptAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    await t.db.insert(orders).values([
      {
        userId: user.id,
        kind: 'course',
        itemRef: 'a',
        title: 'A',
        amountMinor: 100,
        currency: 'GBP',
        provider: 'local',
        status: 'fulfilled',
        fulfilledAt: new Date(),
      },
      {
        userId: user.id,
        kind: 'course',
        itemRef: 'b',
        title: 'B',
        amountMinor: 100,
        currency: 'GBP',
        provider: 'local',
        status: 'refunded',
        fulfilledAt: new Date(),
        refundedAt: new Date(),
      },
    ]);
    const before = sample(await scrape(), 'medprep_job_runs_total{job="mail"}') ?? 0;
    await deliverDueMail(t.app.deps);
    const text = await scrape();
    expect(sample(text, 'medprep_job_runs_total{job="mail"}')).toBe(before + 1);
    expect(sample(text, 'medprep_mail_outbox_messages{state="queued"}')).toBe(1);
    expect(sample(text, 'medprep_mail_queue_oldest_age_seconds')).toBe(90);
    expect(sample(text, 'medprep_payments_orders{outcome="fulfilled"}')).toBe(2);
    expect(sample(text, 'medprep_payments_orders{outcome="refunded"}')).toBe(1);
  });

  it('counts exam saves, and the saves refused once the time is over', async () => {
    const owner = await createUser(t.db, { role: 'instructor' });
    const { quiz, questions } = await createQuiz(t.db, { ownerId: owner.id, timeLimitSec: 600 }, [
      { type: 'boolean', prompt: 'Q1', correctBoolean: true, explanation: 'E' },
    ]);
    const learner = await t.signIn();
    const started = await t.request({
      method: 'POST',
      url: `/api/quizzes/${quiz.slug}/start`,
      token: learner.token,
    });
    expect(started.statusCode).toBe(201);
    const { id, expiresAt } = started.json().attempt;
    const save = () =>
      t.request({
        method: 'PATCH',
        url: `/api/attempts/${id}/answers`,
        token: learner.token,
        payload: { answers: [{ questionId: questions[0]!.id, booleanAnswer: true }] },
      });
    const before = await scrape();
    const saved = sample(before, 'medprep_exam_saves_total{outcome="saved"}') ?? 0;
    const refused = sample(before, 'medprep_exam_saves_total{outcome="refused"}') ?? 0;
    expect((await save()).statusCode).toBe(200);
    t.clock.set(new Date(new Date(expiresAt).getTime() + 60_000)); // past the time and its grace
    expect((await save()).statusCode).toBe(409);
    const after = await scrape();
    expect(sample(after, 'medprep_exam_saves_total{outcome="saved"}')).toBe(saved + 1);
    expect(sample(after, 'medprep_exam_saves_total{outcome="refused"}')).toBe(refused + 1);
  });

  it('keeps each app’s series apart, even on one database', async () => {
    const database = await createTestDatabase();
    const first = await buildTestApp({
      database: { ...database, close: async () => {} },
      config: { metricsToken: TOKEN },
    });
    const second = await buildTestApp({ database, config: { metricsToken: TOKEN } });
    try {
      await first.request({ method: 'GET', url: '/api/config' });
      const series =
        'medprep_http_request_duration_seconds_count{method="GET",route="/api/config",status_class="2xx"}';
      expect(sample(await scrape(first), series)).toBe(1);
      expect(sample(await scrape(second), series)).toBeUndefined();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
