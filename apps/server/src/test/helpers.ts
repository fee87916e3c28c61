import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Role } from '@medprep/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type Db, openPglite, openPostgres } from '../db/client.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '../db/factories.ts';
import type { GoogleVerifier } from '../modules/auth/google.ts';
import { TestClock } from '../platform/clock.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
/** How long a test file waits for the template database to be free to copy (the hook allows 60 s). */
const TEMPLATE_COPY_WAIT_MS = 45_000;

/** A fresh, migrated database on the engine this test project runs against. */
export async function createTestDatabase(): Promise<Database> {
  const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplate');
    const name = `${template.replace('tpl', 'file')}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Another file may be copying the same template right now (55006, 'source database is being accessed by
    // other users'): try again until it is free, for as long as a loaded machine needs, not a fixed count.
    const deadline = Date.now() + TEMPLATE_COPY_WAIT_MS;
    for (;;) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: unknown }).code !== '55006' || Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = await openPostgres(fileUrl.toString(), 5);
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openPglite({ loadDataDir: new Blob([snapshot]) });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/medprep-test-unused',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      PUBLIC_URL: TEST_PUBLIC_URL,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  close(): Promise<void>;
  /** A request through the app, as JSON. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Creates a user with this role and signs in; returns the user and an access token. */
  signIn(role?: Role, input?: { name?: string; email?: string }): Promise<SignedIn>;
}

export interface SignedIn {
  id: string;
  email: string;
  name: string;
  role: Role;
  token: string;
  refreshCookie: string;
}

export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    google?: GoogleVerifier | null;
    clock?: TestClock;
    database?: Database;
    stripe?: BuildAppOptions['stripe'];
    /** A smaller (or different) list of modules than the app's. */
    modules?: BuildAppOptions['modules'];
    storage?: BuildAppOptions['storage'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    config: testConfig(options.config),
    db: database.db,
    clock,
    google: options.google,
    ...(options.stripe ? { stripe: options.stripe } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    logger: false,
    serveWeb: false,
  });
  await app.ready();
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    db: database.db,
    clock,
    request,
    async close() {
      await app.close();
      await database.close();
    },
    async signIn(role = 'user', input = {}) {
      const user = await createUser(database.db, { role, ...input });
      const res = await request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`signIn failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'rt');
      return { ...user, token: res.json().accessToken, refreshCookie: cookie?.value ?? '' };
    },
  };
}
