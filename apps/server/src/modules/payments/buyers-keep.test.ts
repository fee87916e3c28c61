import { PAYMENT_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../db/factories.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = (who: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, ...(who ? { token: who.token } : {}), ...(payload ? { payload } : {}) });

describe('buyers keep what they bought', () => {
  it('a buyer and a free learner keep an unpublished course; it leaves the catalogue and the sale', async () => {
    const instructor = await t.signIn('instructor');
    const title = `Unpublished anatomy ${Date.now()}`;
    const paid = await createCourse(t.db, {
      ownerId: instructor.id,
      title,
      priceMinor: 4900,
      includedInMembership: false,
    });
    const free = await createCourse(t.db, { ownerId: instructor.id, priceMinor: 0 });
    const buyer = await t.signIn();
    const freeLearner = await t.signIn();
    const stranger = await t.signIn();
    const { sessionId } = (await as(buyer, 'POST', `/api/me/courses/${paid.id}/checkout`)).json();
    await t.request({
      method: 'POST',
      url: `/api/payments/local/${sessionId}/pay`,
      payload: { cardNumber: '4242424242424242' },
    });
    expect((await as(freeLearner, 'POST', '/api/enrollments', { courseId: free.id })).statusCode).toBe(200);
    // A checkout left open by someone else when the course is unpublished.
    const pendingBuyer = await t.signIn();
    expect((await as(pendingBuyer, 'POST', `/api/me/courses/${paid.id}/checkout`)).statusCode).toBe(200);

    for (const course of [paid, free]) {
      const res = await as(instructor, 'POST', `/api/instructor/courses/${course.id}/unpublish`);
      expect(res.json().course.status).toBe('draft');
    }

    for (const [learner, course] of [
      [buyer, paid],
      [freeLearner, free],
    ] as const) {
      const player = await as(learner, 'GET', `/api/learn/courses/${course.slug}/player`);
      expect(player.statusCode).toBe(200);
      expect(player.json().sections[0].lessons.length).toBeGreaterThan(0);
      const page = await as(learner, 'GET', `/api/courses/${course.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().viewer.action).toBe('go_to_course');
      const mine = await as(learner, 'GET', '/api/me/enrollments');
      expect(mine.json().items.map((e: { courseId: string }) => e.courseId)).toContain(course.id);
      const progress = await as(
        learner,
        'POST',
        `/api/learn/courses/${course.slug}/lessons/${player.json().sections[0].lessons[0].id}/progress`,
        { completed: true },
      );
      expect(progress.statusCode).toBe(200);
    }
    const purchases = await as(buyer, 'GET', '/api/me/purchases?kinds=course');
    expect(purchases.json().items[0]).toMatchObject({ title, deepLink: `/learn/${paid.slug}` });

    // Everyone else: it does not exist, cannot be bought or enrolled in, and is out of the catalogue.
    expect((await as(stranger, 'GET', `/api/courses/${paid.slug}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/courses/${paid.slug}`)).statusCode).toBe(404);
    expect((await as(stranger, 'GET', `/api/learn/courses/${paid.slug}/player`)).statusCode).toBe(404);
    expect((await as(stranger, 'POST', `/api/me/courses/${paid.id}/checkout`)).statusCode).toBe(404);
    expect((await as(stranger, 'POST', '/api/enrollments', { courseId: free.id })).statusCode).toBe(404);
    const catalogue = await as(null, 'GET', `/api/courses?q=${encodeURIComponent(title)}`);
    expect(catalogue.json().items).toEqual([]);

    // With buyers it cannot be deleted, only unpublished.
    for (const course of [paid, free]) {
      const res = await as(instructor, 'DELETE', `/api/instructor/courses/${course.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.hasBuyers);
    }
    // A draft nobody bought is deleted.
    const lonely = await createCourse(t.db, { ownerId: instructor.id, priceMinor: 1000, status: 'draft' });
    expect((await as(instructor, 'DELETE', `/api/instructor/courses/${lonely.id}`)).statusCode).toBe(204);
  });
});
