import { TUTOR_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../platform/clock.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { listTutor, TUTOR_TEST_NOW } from '../../test/tutor-fixtures.ts';

const NOW = TUTOR_TEST_NOW;
const SLOT = { startAt: '2026-03-05T10:00:00.000Z', endAt: '2026-03-05T11:00:00.000Z' };

let t: TestApp;
let tutor: SignedIn;
let learner: SignedIn;
let admin: SignedIn;

type Who = SignedIn | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, ...(who ? { token: who.token } : {}), ...(payload ? { payload } : {}) });

const listedIds = async () =>
  ((await call(null, 'GET', '/api/tutors')).json().items as Array<{ id: string }>).map((i) => i.id);

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(NOW) });
  [tutor, learner, admin] = await Promise.all([
    t.signIn('instructor', { name: 'Dr Tutor' }),
    t.signIn('user'),
    t.signIn('admin'),
  ]);
  await listTutor(t, tutor);
});
afterAll(() => t.close());

describe('a disabled account’s tutor profile', () => {
  it('leaves the listing, its profile, slots and checkout answer 404, and enabling brings it back', async () => {
    expect(await listedIds()).toContain(tutor.id);
    expect((await call(null, 'GET', `/api/tutors/${tutor.id}`)).statusCode).toBe(200);

    const disabled = await call(admin, 'POST', `/api/admin/users/${tutor.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);

    expect(await listedIds()).not.toContain(tutor.id);
    expect((await call(null, 'GET', '/api/tutors')).json().total).toBe(0);
    for (const url of [`/api/tutors/${tutor.id}`, `/api/tutors/${tutor.id}/availability`]) {
      const res = await call(learner, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: TUTOR_MESSAGES.notFoundOrUnlisted });
    }
    const checkout = await call(learner, 'POST', `/api/tutors/${tutor.id}/checkout`, SLOT);
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json().message).toBe(TUTOR_MESSAGES.notFoundOrUnlisted);
    const page = await call(null, 'GET', `/sitemap.xml`);
    expect(page.body).not.toContain(tutor.id);

    const enabled = await call(admin, 'POST', `/api/admin/users/${tutor.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(await listedIds()).toContain(tutor.id);
    expect((await call(null, 'GET', `/api/tutors/${tutor.id}`)).statusCode).toBe(200);
    expect((await call(learner, 'GET', `/api/tutors/${tutor.id}/availability`)).statusCode).toBe(200);
    expect((await call(learner, 'POST', `/api/tutors/${tutor.id}/checkout`, SLOT)).statusCode).toBe(200);
  });
});
