import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories.ts';
import { users } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { makeAdmin } from './admin.ts';
import { seedIfEmpty } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const roleOf = async (email: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('npm run admin', () => {
  it('promotes an existing account, and its old access token stops working', async () => {
    const user = await t.signIn('user', { email: 'promote-me@example.com' });
    expect(await makeAdmin(t.db, { email: 'Promote-Me@example.com' })).toBe('promoted');
    expect(await roleOf('promote-me@example.com')).toBe('admin');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(401);
    expect(await makeAdmin(t.db, { email: 'promote-me@example.com' })).toBe('already-admin');
  });

  it('creates the account when a password is given, and refuses an unknown email without one', async () => {
    expect(
      await makeAdmin(t.db, { email: 'new-admin@example.com', password: 'a-strong-admin-password' }),
    ).toBe('created');
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new-admin@example.com', password: 'a-strong-admin-password' },
    });
    expect(login.json().user.role).toBe('admin');
    await expect(makeAdmin(t.db, { email: 'ghost@example.com' })).rejects.toThrow(/Pass --password/);
  });
});

describe('demo seed', () => {
  it('seeds the demo accounts once, and leaves a database with users alone', async () => {
    const fresh = await buildTestApp();
    try {
      expect(await seedIfEmpty(fresh.db)).toBe(true);
      expect(await seedIfEmpty(fresh.db)).toBe(false);
      const login = await fresh.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'learner@example.com', password: 'learn-medicine-2026' },
      });
      expect(login.statusCode).toBe(200);
      const catalogue = await fresh.request({ method: 'GET', url: '/api/courses?limit=50' });
      expect(catalogue.json().items.length).toBeGreaterThanOrEqual(12);
      const mine = await fresh.request({
        method: 'GET',
        url: '/api/me/enrollments',
        token: login.json().accessToken,
      });
      expect(mine.json().items).toHaveLength(2);
      const free = await fresh.request({ method: 'GET', url: '/api/courses?isFree=true' });
      expect(free.json().items.length).toBeGreaterThanOrEqual(2);
    } finally {
      await fresh.close();
    }
    await createUser(t.db);
    expect(await seedIfEmpty(t.db)).toBe(false);
  });
});
