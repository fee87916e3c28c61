import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../../cli/seed.ts';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock() });
  await seedDemo(t.db);
});
afterAll(() => t.close());

const login = async (account: { email: string; password: string }) => {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: account });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().accessToken as string;
};

describe('demo tutors', () => {
  it('three listed tutors in three zones, each with slots to book', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/tutors' })).json();
    expect(list.total).toBe(3);
    expect(new Set(list.items.map((i: { timezone: string }) => i.timezone))).toEqual(
      new Set(['Europe/London', 'America/New_York', 'Asia/Kolkata']),
    );
    expect(list.items.map((i: { user: { name: string } }) => i.user.name)).toContain(
      DEMO_ACCOUNTS.instructor.name,
    );
    for (const item of list.items) {
      const slots = (await t.request({ method: 'GET', url: `/api/tutors/${item.id}/availability` })).json()
        .slots;
      expect(slots.length).toBeGreaterThan(0);
    }
  });

  it('the demo learner has a confirmed past and a confirmed upcoming session', async () => {
    const token = await login(DEMO_ACCOUNTS.learner);
    const mine = (
      await t.request({
        method: 'GET',
        url: '/api/me/tutoring-sessions',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(mine.items).toHaveLength(2);
    const now = Date.now();
    expect(mine.items.filter((s: { endAt: string }) => new Date(s.endAt).getTime() < now)).toHaveLength(1);
    expect(mine.items.every((s: { status: string }) => s.status === 'confirmed')).toBe(true);
  });
});
