import { COURSE_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createMembership, createPurchase, createUser } from '../../db/factories.ts';
import { memberships } from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let ownerId: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = (await createUser(t.db, { role: 'instructor' })).id;
});
afterAll(() => t.close());

const enroll = (who: SignedIn, courseId: string) =>
  t.request({ method: 'POST', url: '/api/enrollments', token: who.token, payload: { courseId } });
const player = (who: SignedIn, slug: string) =>
  t.request({ method: 'GET', url: `/api/learn/courses/${slug}/player`, token: who.token });

describe('enrolment', () => {
  it('enrols in a free course via free, once, whatever the number of calls', async () => {
    const course = await createCourse(t.db, { ownerId, priceMinor: 0 });
    const learner = await t.signIn();
    const results = await Promise.all([1, 2, 3].map(() => enroll(learner, course.id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(results.map((r) => r.json().enrollment.enrollmentId));
    expect(ids.size).toBe(1);
    expect(results[0]!.json().enrollment).toMatchObject({ via: 'free', status: 'active', expiresAt: null });
    const mine = await t.request({ method: 'GET', url: '/api/me/enrollments', token: learner.token });
    expect(mine.json().items).toHaveLength(1);
    const page = await t.request({ method: 'GET', url: `/api/courses/${course.slug}` });
    expect(page.json().course.enrollmentCount).toBe(1);
  });

  it('answers 402 for a paid course without purchase or membership, and enrols a buyer via purchase', async () => {
    const course = await createCourse(t.db, { ownerId, priceMinor: 4900, includedInMembership: false });
    const learner = await t.signIn();
    const refused = await enroll(learner, course.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe('payment_required');
    await createPurchase(t.db, { userId: learner.id, kind: 'course', itemId: course.id, amountMinor: 4900 });
    const res = await enroll(learner, course.id);
    expect(res.json().enrollment).toMatchObject({ via: 'purchase', status: 'active' });
  });

  it('enrols an active member in an included course via membership, not in an excluded one', async () => {
    const included = await createCourse(t.db, { ownerId, priceMinor: 4900, includedInMembership: true });
    const excluded = await createCourse(t.db, { ownerId, priceMinor: 4900, includedInMembership: false });
    const member = await t.signIn();
    await createMembership(t.db, {
      userId: member.id,
      plan: 'yearly',
      start: new Date(Date.now() - 10 * DAY),
    });
    const res = await enroll(member, included.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().enrollment).toMatchObject({
      via: 'membership',
      status: 'active',
      expiresAt: expect.any(String),
    });
    expect((await enroll(member, excluded.id)).statusCode).toBe(402);
  });

  it('shows a membership enrolment inactive once the membership lapses, and the player refuses', async () => {
    const course = await createCourse(t.db, { ownerId, priceMinor: 4900, includedInMembership: true });
    const member = await t.signIn();
    await createMembership(t.db, {
      userId: member.id,
      plan: 'yearly',
      start: new Date(Date.now() - 10 * DAY),
    });
    await enroll(member, course.id);
    expect((await player(member, course.slug)).statusCode).toBe(200);
    await t.db
      .update(memberships)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY) })
      .where(eq(memberships.userId, member.id));
    const mine = await t.request({ method: 'GET', url: '/api/me/enrollments', token: member.token });
    expect(mine.json().items[0]).toMatchObject({ via: 'membership', status: 'inactive' });
    const refused = await player(member, course.slug);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You don’t have access to this course.');
  });

  it('does not enrol in drafts or unknown courses, and needs sign-in', async () => {
    const draft = await createCourse(t.db, { ownerId, status: 'draft' });
    const learner = await t.signIn();
    expect((await enroll(learner, draft.id)).statusCode).toBe(404);
    expect((await enroll(learner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/enrollments', payload: { courseId: draft.id } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('player and progress', () => {
  it('never sends lesson content to a caller without access', async () => {
    const course = await createCourse(t.db, {
      ownerId,
      priceMinor: 2000,
      includedInMembership: false,
      sections: [{ title: 'S', lessons: [{ title: 'T', type: 'text', textContent: 'PAID-CONTENT-XYZ' }] }],
    });
    const learner = await t.signIn();
    const res = await player(learner, course.slug);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: COURSE_MESSAGES.noAccess });
    expect(res.body).not.toContain('PAID-CONTENT-XYZ');
    const progress = await t.request({
      method: 'POST',
      url: `/api/learn/courses/${course.slug}/lessons/${course.lessonIds[0]}/progress`,
      token: learner.token,
      payload: { completed: true },
    });
    expect(progress.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/learn/courses/${course.slug}/player` })).statusCode,
    ).toBe(401);
    // The owner and an admin can open it without enrolling.
    const owner = await t.signIn('admin');
    expect((await player(owner, course.slug)).json().sections[0].lessons[0].textContent).toBe(
      'PAID-CONTENT-XYZ',
    );
  });

  it('serves video lessons on the privacy-enhanced domain, keeps progress per lesson and resumes at the last one', async () => {
    const course = await createCourse(t.db, {
      ownerId,
      sections: [
        {
          title: 'Week 1',
          lessons: [
            {
              title: 'Video',
              type: 'video',
              youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
              durationSec: 60,
            },
            { title: 'Reading', type: 'text', textContent: '# Notes', durationSec: 30 },
          ],
        },
      ],
    });
    const learner = await t.signIn();
    await enroll(learner, course.id);
    const first = (await player(learner, course.slug)).json();
    expect(first.sections[0].lessons[0].video).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      videoId: 'dQw4w9WgXcQ',
    });
    expect(first.progress).toEqual({ completedLessons: 0, totalLessons: 2, percent: 0, lastLessonId: null });
    const [videoId, textId] = course.lessonIds;
    const mark = (lessonId: string, body: object) =>
      t.request({
        method: 'POST',
        url: `/api/learn/courses/${course.slug}/lessons/${lessonId}/progress`,
        token: learner.token,
        payload: body,
      });
    const done = await mark(videoId!, { completed: true });
    expect(done.json()).toMatchObject({ completed: true, progress: { completedLessons: 1, percent: 50 } });
    await mark(textId!, {});
    const resumed = (await player(learner, course.slug)).json();
    expect(resumed.progress).toMatchObject({ completedLessons: 1, lastLessonId: textId });
    expect(resumed.sections[0].lessons.map((l: { completed: boolean }) => l.completed)).toEqual([
      true,
      false,
    ]);
    const undone = await mark(videoId!, { completed: false });
    expect(undone.json().progress.completedLessons).toBe(0);
    const mine = (
      await t.request({ method: 'GET', url: '/api/me/enrollments', token: learner.token })
    ).json();
    expect(mine.items[0].progress).toMatchObject({ totalLessons: 2, lastLessonId: videoId });
    // A lesson of another course is not found here.
    const other = await createCourse(t.db, { ownerId });
    expect((await mark(other.lessonIds[0]!, { completed: true })).statusCode).toBe(404);
  });
});

describe('my course by slug', () => {
  it('answers the course and enrolment to its learner and 403 to others', async () => {
    const course = await createCourse(t.db, { ownerId, priceMinor: 0 });
    const learner = await t.signIn();
    const other = await t.signIn();
    await enroll(learner, course.id);
    const mine = await t.request({
      method: 'GET',
      url: `/api/me/courses/${course.slug}`,
      token: learner.token,
    });
    expect(mine.json()).toMatchObject({
      course: { id: course.id, slug: course.slug },
      enrollment: { via: 'free' },
    });
    const theirs = await t.request({
      method: 'GET',
      url: `/api/me/courses/${course.slug}`,
      token: other.token,
    });
    expect(theirs.statusCode).toBe(403);
  });
});
