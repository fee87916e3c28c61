import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, MODULES } from '../app.ts';
import type { Database } from '../db/client.ts';
import { healthModule } from '../modules/health/index.ts';
import { startCheckout } from '../modules/payments/checkout.ts';
import { purchasableOf } from '../modules/payments/registry.ts';
import { quizPurchasable } from '../modules/quizzes/purchasable.ts';
import {
  buildTestApp,
  createTestDatabase,
  type SignedIn,
  TEST_PUBLIC_URL,
  type TestApp,
  testConfig,
} from '../test/helpers.ts';
import { defineModule, type PaymentListener, type Purchasable } from './module.ts';
import { collectRegistries } from './registries.ts';

/**
 * Registries belong to the app that was built from a module list (docs/decisions/420): two apps in one process
 * (here even on one database) see only their own purchase kinds, listeners, personal data, routes and jobs.
 */
const heard: string[] = [];
const probeListener: PaymentListener = {
  fulfilled: async (_deps, _tx, order) => void heard.push(order.kind),
};
const probeQuiz: Purchasable = {
  kind: 'quiz',
  load: async () => ({
    title: 'Probe',
    amountMinor: 500,
    currency: 'GBP',
    successPath: '/probe/success',
    cancelPath: '/probe',
  }),
  owns: async () => false,
  grant: async () => true,
  deepLink: async () => '/probe',
  summaries: async (_db, refs) =>
    new Map(refs.map((r) => [r, { title: 'Probe', thumbnail: null, deepLink: '/probe' }])),
  hasBuyers: async () => false,
};
const probeModule = defineModule({
  name: 'probe',
  purchasables: [probeQuiz],
  listeners: [probeListener],
  personalData: [{ key: 'probe', export: async () => 'probe data' }],
});

let database: Database;
let full: TestApp;
let small: TestApp;
let fullUser: SignedIn;
let smallUser: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  const shared = { ...database, close: async () => {} };
  full = await buildTestApp({ database: shared });
  // No quizzes or library; the probe sells its own 'quiz' and listens to payments.
  const modules = [...MODULES.filter((m) => m.name !== 'quizzes' && m.name !== 'library'), probeModule];
  small = await buildTestApp({ database: shared, modules });
  [fullUser, smallUser] = await Promise.all([full.signIn(), small.signIn()]);
});

afterAll(async () => {
  await Promise.all([full.close(), small.close()]);
  await database.close();
});

const pay = async (t: TestApp, sessionId: string) => {
  const url = `/api/payments/local/${sessionId}/pay`;
  const res = await t.request({ method: 'POST', url, payload: { cardNumber: '4242424242424242' } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('two apps in one process', () => {
  it('each knows only its own purchase kinds', () => {
    expect(purchasableOf(full.app.deps.registries, 'quiz')).toBe(quizPurchasable);
    expect(purchasableOf(small.app.deps.registries, 'quiz')).toBe(probeQuiz);
    expect(full.app.deps.registries.purchasables.has('resource')).toBe(true);
    expect(() => purchasableOf(small.app.deps.registries, 'resource')).toThrow(/No purchasable/);
  });

  it('each tells only its own listeners about a payment', async () => {
    heard.length = 0;
    const itemRef = randomUUID();
    const { id, email, name, role } = smallUser;
    const user = { id, email, name, role, avatar: null };
    const probe = await startCheckout(small.app.deps, user, 'quiz', itemRef, TEST_PUBLIC_URL);
    await pay(small, probe.sessionId);
    expect(heard).toEqual(['quiz']);
    // A membership bought through the full app: the probe is not one of its listeners.
    const res = await full.request({
      method: 'POST',
      url: '/api/me/membership/checkout',
      token: fullUser.token,
      payload: { planId: 'yearly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await pay(full, res.json().sessionId);
    expect(heard).toEqual(['quiz']);
  });

  it('each exports only its own kinds of personal data', async () => {
    const fullData = (
      await full.request({ method: 'GET', url: '/api/me/export', token: fullUser.token })
    ).json();
    const smallData = (
      await small.request({ method: 'GET', url: '/api/me/export', token: smallUser.token })
    ).json();
    expect(fullData).toHaveProperty('library');
    expect(fullData).not.toHaveProperty('probe');
    expect(smallData).toHaveProperty('probe', 'probe data');
    expect(smallData).not.toHaveProperty('library');
    expect(smallData).not.toHaveProperty('quizzes');
  });

  it('each serves only its own modules’ routes and public pages', async () => {
    expect((await full.request({ method: 'GET', url: '/api/resources' })).statusCode).toBe(200);
    expect((await small.request({ method: 'GET', url: '/api/resources' })).statusCode).toBe(404);
    expect(full.app.deps.registries.pages.length).toBeGreaterThan(small.app.deps.registries.pages.length);
  });

  it('each starts and stops only its own jobs', async () => {
    const events: string[] = [];
    const jobModule = defineModule({
      name: 'job-probe',
      jobs: [
        {
          name: 'probe',
          start: (deps) => {
            events.push(`start ${deps === withJob.deps}`);
            return async () => void events.push('stop');
          },
        },
      ],
    });
    const options = { config: testConfig(), db: database.db, logger: false, serveWeb: false } as const;
    const withJob = await buildApp({ ...options, modules: [healthModule, jobModule], backgroundJobs: true });
    const without = await buildApp({ ...options, modules: [healthModule], backgroundJobs: true });
    await Promise.all([withJob.ready(), without.ready()]);
    expect(events).toEqual(['start true']);
    await without.close();
    expect(events).toEqual(['start true']);
    await withJob.close();
    expect(events).toEqual(['start true', 'stop']);
  });
});

describe('collecting registries', () => {
  it('refuses a purchase kind or a personal-data key given by two modules', () => {
    const twice = defineModule({ name: 'twice', purchasables: [probeQuiz] });
    expect(() => collectRegistries([probeModule, twice])).toThrow(/Purchase kind 'quiz'/);
    const again = defineModule({ name: 'again', personalData: [{ key: 'probe', export: async () => null }] });
    expect(() => collectRegistries([probeModule, again])).toThrow(/Personal data 'probe'/);
  });
});
