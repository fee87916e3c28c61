import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../db/factories.ts';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/**
 * A body-less POST that says `Content-Type: application/json` (clients and proxies send it) is read as no
 * body where the route takes none and as `{}` where it takes one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = { 'content-type': 'application/json' };
const send = (options: InjectOptions & { token?: string }, withHeader: boolean) =>
  t.request({ ...options, headers: { ...options.headers, ...(withHeader ? json : {}) } });

describe('an empty JSON body', () => {
  it('refresh and logout answer as they do without the header', async () => {
    for (const withHeader of [false, true]) {
      const user = await t.signIn();
      const refreshed = await send(
        { method: 'POST', url: '/api/auth/refresh', cookies: { rt: user.refreshCookie } },
        withHeader,
      );
      expect(refreshed.statusCode, `refresh, header: ${withHeader}`).toBe(200);
      expect(refreshed.json().accessToken).toEqual(expect.any(String));
      const rotated = refreshed.cookies.find((c) => c.name === 'rt')!.value;
      const out = await send(
        {
          method: 'POST',
          url: '/api/auth/logout',
          cookies: { rt: rotated },
          token: refreshed.json().accessToken,
        },
        withHeader,
      );
      expect(out.statusCode, `logout, header: ${withHeader}`).toBe(204);
      // Signed out: the cookie no longer refreshes.
      const again = await t.request({ method: 'POST', url: '/api/auth/refresh', cookies: { rt: rotated } });
      expect(again.statusCode).toBe(401);
    }
  });

  it('publishing a course (a route without a body) works with the header', async () => {
    const instructor = await t.signIn('instructor');
    const course = await createCourse(t.db, { ownerId: instructor.id, status: 'draft' });
    const res = await send(
      { method: 'POST', url: `/api/instructor/courses/${course.id}/publish`, token: instructor.token },
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().course.status).toBe('published');
  });

  it('is {} where every field of the body is optional, and names the required fields elsewhere', async () => {
    const learner = await t.signIn();
    const patch = await send({ method: 'PATCH', url: '/api/me/account', token: learner.token }, true);
    expect(patch.statusCode).toBe(200);
    expect(patch.json().account.name).toBe(learner.name);

    const checkout = await send(
      { method: 'POST', url: '/api/me/membership/checkout', token: learner.token },
      true,
    );
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({
      error: 'validation_failed',
      fields: { planId: expect.any(String) },
    });
  });

  it('a body that is not JSON is still refused', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('bad_request');
    const poisoned = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
