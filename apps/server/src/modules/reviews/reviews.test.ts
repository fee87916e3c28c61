import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES, REVIEW_NOT_EARNED, type ReviewKind } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createMembership, createPurchase } from '../../db/factories.ts';
import {
  courses,
  enrollments,
  libraryEntries,
  notifications,
  quizAttempts,
  tutoringSessions,
  tutorProfiles,
} from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { createQuiz } from '../quizzes/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (
  who: SignedIn | null,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.request({
    method,
    url: `/api${url}`,
    ...(who ? { token: who.token } : {}),
    ...(payload ? { payload } : {}),
  });
const review = (who: SignedIn | null, kind: ReviewKind, id: string, rating: number, text?: string) =>
  call(who, 'PUT', `/reviews/${kind}/${id}`, { rating, ...(text === undefined ? {} : { text }) });
const summaryOf = async (kind: ReviewKind, id: string, query = '') =>
  (await call(null, 'GET', `/reviews/${kind}/${id}${query}`)).json();

async function newCourse(owner: SignedIn) {
  return createCourse(t.db, { ownerId: owner.id, priceMinor: 1500 });
}
const enrol = (who: SignedIn, courseId: string) =>
  t.db.insert(enrollments).values({ userId: who.id, courseId, via: 'purchase' });

async function newLibraryEntry(
  owner: SignedIn,
  kind: 'resource' | 'ebook',
  priceMinor = 900,
  member = false,
) {
  const [row] = await t.db
    .insert(libraryEntries)
    .values({
      kind,
      ownerId: owner.id,
      slug: `entry-${randomUUID().slice(0, 8)}`,
      title: `A ${kind}`,
      status: 'published',
      publishedAt: new Date(),
      priceMinor,
      includedInMembership: member,
    })
    .returning();
  return row!;
}

async function newTutor(tutor: SignedIn) {
  await t.db.insert(tutorProfiles).values({ userId: tutor.id, headline: 'Coach', subjects: ['Cardiology'] });
}
async function session(tutor: SignedIn, learner: SignedIn, status: 'confirmed' | 'completed', hoursAgo = 3) {
  const start = new Date(t.clock.now().getTime() - hoursAgo * 3_600_000);
  const [row] = await t.db
    .insert(tutoringSessions)
    .values({
      tutorId: tutor.id,
      learnerId: learner.id,
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
      status,
      amountMinor: 4000,
      currency: 'GBP',
    })
    .returning();
  return row!;
}

async function submittedAttempt(who: SignedIn, quizId: string, status: 'submitted' | 'in_progress') {
  const now = new Date();
  await t.db.insert(quizAttempts).values({
    quizId,
    userId: who.id,
    attemptNo: 1,
    status,
    startedAt: now,
    passPercent: 70,
    questions: [],
    submittedAt: status === 'submitted' ? now : null,
  });
}

describe('who may review', () => {
  it('a course: its enrolled learners only; others get 403 saying what earns it', async () => {
    const owner = await t.signIn('instructor');
    const course = await newCourse(owner);
    const [learner, stranger] = await Promise.all([t.signIn(), t.signIn()]);
    await enrol(learner, course.id);
    const refused = await review(stranger, 'course', course.id, 5);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: REVIEW_NOT_EARNED.course });
    const own = await review(owner, 'course', course.id, 5);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(REVIEW_MESSAGES.ownItem);
    expect((await review(null, 'course', course.id, 5)).statusCode).toBe(401);
    const ok = await review(learner, 'course', course.id, 4, 'Clear and practical.');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().review).toMatchObject({ rating: 4, text: 'Clear and practical.', reply: null });
    expect(ok.json().summary).toEqual({ ratingAvg: 4, ratingCount: 1, histogram: [0, 0, 0, 1, 0] });
  });

  it('a mock: only after submitting an attempt (an open one is not enough)', async () => {
    const owner = await t.signIn('instructor');
    const quiz = await createQuiz(t.db, { ownerId: owner.id });
    const [done, started] = await Promise.all([t.signIn(), t.signIn()]);
    await submittedAttempt(done, quiz.quiz.id, 'submitted');
    await submittedAttempt(started, quiz.quiz.id, 'in_progress');
    const refused = await review(started, 'quiz', quiz.quiz.id, 3);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVIEW_NOT_EARNED.quiz);
    expect((await review(done, 'quiz', quiz.quiz.id, 3)).statusCode).toBe(201);
  });

  it('a resource pack or ebook: unlocked by purchase, membership, or being free', async () => {
    const owner = await t.signIn('instructor');
    const pack = await newLibraryEntry(owner, 'resource');
    const ebook = await newLibraryEntry(owner, 'ebook', 1200, true);
    const free = await newLibraryEntry(owner, 'ebook', 0);
    const [buyer, member, stranger] = await Promise.all([t.signIn(), t.signIn(), t.signIn()]);
    await createPurchase(t.db, {
      userId: buyer.id,
      kind: 'resource' as 'course',
      itemId: pack.id,
      amountMinor: 900,
    });
    await createMembership(t.db, {
      userId: member.id,
      plan: 'yearly',
      start: new Date(Date.now() - 86_400_000),
    });
    const refused = await review(stranger, 'resource', pack.id, 5);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVIEW_NOT_EARNED.resource);
    expect((await review(stranger, 'ebook', ebook.id, 5)).json().message).toBe(REVIEW_NOT_EARNED.ebook);
    expect((await review(buyer, 'resource', pack.id, 5)).statusCode).toBe(201);
    expect((await review(member, 'ebook', ebook.id, 5)).statusCode).toBe(201);
    expect((await review(stranger, 'ebook', free.id, 2)).statusCode).toBe(201);
    // The kind must match the entry: an ebook is not found as a resource pack.
    expect((await review(member, 'resource', ebook.id, 5)).statusCode).toBe(404);
  });

  it('a tutor: only after a completed session with them', async () => {
    const tutor = await t.signIn('instructor');
    await newTutor(tutor);
    const [taught, booked] = await Promise.all([t.signIn(), t.signIn()]);
    await session(tutor, taught, 'completed');
    await session(tutor, booked, 'confirmed', -48);
    const refused = await review(booked, 'tutor', tutor.id, 5);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVIEW_NOT_EARNED.tutor);
    expect((await review(taught, 'tutor', tutor.id, 5)).statusCode).toBe(201);
    const [profile] = await t.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(profile).toMatchObject({ ratingAvg: 5, ratingCount: 1 });
  });

  it('refuses bad input with a 400 naming the field, and unknown things with 404', async () => {
    const learner = await t.signIn();
    const course = await newCourse(await t.signIn('instructor'));
    await enrol(learner, course.id);
    const bad = await review(learner, 'course', course.id, 6);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['rating']);
    const long = await review(learner, 'course', course.id, 4, 'x'.repeat(2001));
    expect(Object.keys(long.json().fields)).toEqual(['text']);
    expect((await call(learner, 'PUT', `/reviews/book/${course.id}`, { rating: 3 })).statusCode).toBe(400);
    expect((await review(learner, 'course', randomUUID(), 3)).statusCode).toBe(404);
    expect((await review(learner, 'course', 'not-a-uuid', 3)).statusCode).toBe(404);
  });
});

describe('one review per person and thing', () => {
  it('changes and deletes it, recounting each time', async () => {
    const course = await newCourse(await t.signIn('instructor'));
    const learner = await t.signIn();
    await enrol(learner, course.id);
    expect((await review(learner, 'course', course.id, 2, 'Hmm')).statusCode).toBe(201);
    const changed = await review(learner, 'course', course.id, 5, 'Better on a second look');
    expect(changed.statusCode).toBe(200);
    const list = await summaryOf('course', course.id);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ rating: 5, text: 'Better on a second look' });
    expect(list.summary).toEqual({ ratingAvg: 5, ratingCount: 1, histogram: [0, 0, 0, 0, 1] });
    expect((await call(learner, 'DELETE', `/reviews/course/${course.id}`)).statusCode).toBe(204);
    expect((await call(learner, 'DELETE', `/reviews/course/${course.id}`)).statusCode).toBe(404);
    expect((await summaryOf('course', course.id)).summary).toEqual({
      ratingAvg: 0,
      ratingCount: 0,
      histogram: [0, 0, 0, 0, 0],
    });
  });
});

describe('the rating under concurrent reviews', () => {
  it('matches a recount of the reviews after many land at once', async () => {
    const course = await newCourse(await t.signIn('instructor'));
    const learners = await Promise.all(Array.from({ length: 12 }, () => t.signIn()));
    for (const l of learners) await enrol(l, course.id);
    const ratings = learners.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(learners.map((l, i) => review(l, 'course', course.id, ratings[i]!)));
    expect(results.map((r) => r.statusCode)).toEqual(learners.map(() => 201));
    // And some change their minds at the same time.
    await Promise.all(learners.slice(0, 4).map((l) => review(l, 'course', course.id, 5)));
    for (let i = 0; i < 4; i++) ratings[i] = 5;
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    expect(row).toMatchObject({ ratingCount: 12, ratingAvg: average });
    const histogram = [1, 2, 3, 4, 5].map((star) => ratings.filter((r) => r === star).length);
    expect((await summaryOf('course', course.id)).summary).toEqual({
      ratingAvg: average,
      ratingCount: 12,
      histogram,
    });
  });
});

describe('the tutor listing', () => {
  it('sorts by the visible reviews’ average and shows it', async () => {
    const [low, high] = await Promise.all([t.signIn('instructor'), t.signIn('instructor')]);
    for (const tutor of [low, high]) {
      await t.db.insert(tutorProfiles).values({
        userId: tutor.id,
        headline: 'Coach',
        subjects: ['Renal'],
        hourlyRateMinor: 5000,
        isListed: true,
      });
    }
    const learner = await t.signIn();
    for (const [tutor, stars] of [
      [low, 3],
      [high, 5],
    ] as const) {
      await session(tutor, learner, 'completed');
      expect((await review(learner, 'tutor', tutor.id, stars)).statusCode).toBe(201);
    }
    const listing = (await call(null, 'GET', '/tutors?sort=rating')).json();
    const ours = listing.items.filter((i: { id: string }) => i.id === low.id || i.id === high.id);
    expect(
      ours.map((i: { id: string; rating: number; ratingCount: number }) => [i.id, i.rating, i.ratingCount]),
    ).toEqual([
      [high.id, 5, 1],
      [low.id, 3, 1],
    ]);
  });
});

describe('reading reviews', () => {
  it('pages newest first, 10 a page, naming reviewers by first name and initial', async () => {
    const course = await newCourse(await t.signIn('instructor'));
    const learners = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.signIn('user', { name: `Learner${i} Smith` })),
    );
    for (const [i, l] of learners.entries()) {
      await enrol(l, course.id);
      t.clock.advance(1000);
      await review(l, 'course', course.id, 4, `Review ${i}`);
    }
    const first = await summaryOf('course', course.id);
    expect(first.meta).toEqual({ page: 1, limit: 10, hasNextPage: true, total: 12 });
    expect(first.items[0]).toMatchObject({ text: 'Review 11', author: { name: 'Learner11 S.' } });
    expect(first.viewer).toBeNull();
    const second = await summaryOf('course', course.id, '?page=2');
    expect(second.items.map((r: { text: string }) => r.text)).toEqual(['Review 1', 'Review 0']);
    const mine = (await call(learners[0]!, 'GET', `/reviews/course/${course.id}`)).json().viewer;
    expect(mine).toMatchObject({ canReview: true, reason: null, isOwner: false, mine: { text: 'Review 0' } });
  });
});

describe('replies, reports and moderation', () => {
  it('lets the owner only reply in public', async () => {
    const owner = await t.signIn('instructor');
    const course = await newCourse(owner);
    const learner = await t.signIn();
    await enrol(learner, course.id);
    const { review: written } = (await review(learner, 'course', course.id, 3, 'Too short')).json();
    const others = await call(learner, 'POST', `/reviews/${written.id}/reply`, { text: 'Thanks' });
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe(REVIEW_MESSAGES.replyOwnerOnly);
    expect((await call(owner, 'POST', `/reviews/${written.id}/reply`, { text: '' })).statusCode).toBe(400);
    const replied = await call(owner, 'POST', `/reviews/${written.id}/reply`, {
      text: 'A longer one is coming.',
    });
    expect(replied.statusCode).toBe(200);
    expect((await summaryOf('course', course.id)).items[0].reply).toMatchObject({
      text: 'A longer one is coming.',
    });
  });

  it('reports go to the admins once per person; hiding stops counting; showing again counts', async () => {
    const owner = await t.signIn('instructor');
    const course = await newCourse(owner);
    const [a, b, reporter] = await Promise.all([t.signIn(), t.signIn(), t.signIn()]);
    await enrol(a, course.id);
    await enrol(b, course.id);
    const rude = (await review(a, 'course', course.id, 1, 'Rude words')).json().review;
    await review(b, 'course', course.id, 5);
    expect((await call(null, 'POST', `/reviews/${rude.id}/report`, { reason: 'Abuse' })).statusCode).toBe(
      401,
    );
    expect((await call(reporter, 'POST', `/reviews/${rude.id}/report`, { reason: '' })).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) {
      const res = await call(reporter, 'POST', `/reviews/${rude.id}/report`, { reason: 'Abuse' });
      expect(res.json()).toEqual({ reported: true });
    }
    const admin = await t.signIn('admin');
    expect((await call(reporter, 'GET', '/admin/reviews')).statusCode).toBe(403);
    const reported = (await call(admin, 'GET', '/admin/reviews?status=reported')).json();
    const listed = reported.items.find((r: { id: string }) => r.id === rude.id);
    expect(listed).toMatchObject({
      reportCount: 1,
      lastReportReason: 'Abuse',
      itemTitle: course.title,
      kind: 'course',
    });
    expect((await summaryOf('course', course.id)).summary.ratingAvg).toBe(3);

    const hidden = await call(admin, 'POST', `/admin/reviews/${rude.id}/hide`);
    expect(hidden.json().review.status).toBe('hidden');
    const after = await summaryOf('course', course.id);
    expect(after.summary).toEqual({ ratingAvg: 5, ratingCount: 1, histogram: [0, 0, 0, 0, 1] });
    expect(after.items.map((r: { id: string }) => r.id)).not.toContain(rude.id);
    // Its author still sees it, marked hidden.
    expect((await call(a, 'GET', `/reviews/course/${course.id}`)).json().viewer.mine.status).toBe('hidden');
    expect((await call(reporter, 'POST', `/reviews/${rude.id}/report`, { reason: 'x' })).statusCode).toBe(
      404,
    );
    const hiddenList = (await call(admin, 'GET', '/admin/reviews?status=hidden')).json();
    expect(hiddenList.items.map((r: { id: string }) => r.id)).toContain(rude.id);

    await call(admin, 'POST', `/admin/reviews/${rude.id}/unhide`);
    expect((await summaryOf('course', course.id)).summary.ratingCount).toBe(2);
    const cleared = (await call(admin, 'GET', '/admin/reviews?status=reported')).json();
    expect(cleared.items.map((r: { id: string }) => r.id)).not.toContain(rude.id);
    // Hiding and showing again are in the audit trail, oldest last.
    const trail = (await call(admin, 'GET', `/admin/audit?targetKind=review&targetId=${rude.id}`)).json();
    expect(trail.items.map((e: { action: string; changes: unknown }) => [e.action, e.changes])).toEqual([
      ['review.unhidden', { status: ['hidden', 'visible'] }],
      ['review.hidden', { status: ['visible', 'hidden'] }],
    ]);
    expect((await call(admin, 'POST', `/admin/reviews/${randomUUID()}/hide`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/admin/reviews?status=odd')).statusCode).toBe(400);
  });
});

describe('asking for a review', () => {
  it('asks once in the bell after a completed tutoring session', async () => {
    const tutor = await t.signIn('instructor');
    await newTutor(tutor);
    const learner = await t.signIn();
    const first = await session(tutor, learner, 'confirmed');
    const second = await session(tutor, learner, 'confirmed', 6);
    for (const s of [first, second]) {
      const res = await call(tutor, 'PATCH', `/me/tutor/sessions/${s.id}/complete`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const asks = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, 'review_prompt')));
    expect(asks).toHaveLength(1);
    expect(asks[0]!.link).toBe(`/tutors/${tutor.id}#reviews`);
  });

  it('asks after submitting a mock and when a course reaches 100 %', async () => {
    const owner = await t.signIn('instructor');
    const quiz = await createQuiz(t.db, { ownerId: owner.id }, [{ type: 'boolean' }]);
    const course = await createCourse(t.db, { ownerId: owner.id, priceMinor: 0 });
    const learner = await t.signIn();
    const play = await call(learner, 'POST', `/quizzes/${quiz.quiz.slug}/start`);
    expect(play.statusCode, play.body).toBe(201);
    expect((await call(learner, 'POST', `/attempts/${play.json().attempt.id}/submit`)).statusCode).toBe(200);
    expect((await call(learner, 'POST', '/enrollments', { courseId: course.id })).statusCode).toBeLessThan(
      300,
    );
    for (const lessonId of course.lessonIds) {
      const res = await call(learner, 'POST', `/learn/courses/${course.slug}/lessons/${lessonId}/progress`, {
        completed: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const asks = await t.db
      .select({ link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, 'review_prompt')));
    expect(asks.map((n) => n.link).sort()).toEqual(
      [`/courses/${course.slug}#reviews`, `/quizzes/${quiz.quiz.slug}#reviews`].sort(),
    );
  });
});

describe('personal data', () => {
  it('exports the person’s reviews and deleting the account removes them and recounts', async () => {
    const course = await newCourse(await t.signIn('instructor'));
    const [leaving, staying] = await Promise.all([t.signIn(), t.signIn()]);
    await enrol(leaving, course.id);
    await enrol(staying, course.id);
    await review(leaving, 'course', course.id, 1, 'Bye');
    await review(staying, 'course', course.id, 5);
    const data = (await call(leaving, 'GET', '/me/export')).json();
    expect(data.reviews.reviews).toMatchObject([
      { kind: 'course', itemId: course.id, rating: 1, text: 'Bye' },
    ]);
    const gone = await t.request({
      method: 'DELETE',
      url: '/api/me/account',
      token: leaving.token,
      payload: { password: 'correct-horse-battery-staple' },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await summaryOf('course', course.id)).summary).toEqual({
      ratingAvg: 5,
      ratingCount: 1,
      histogram: [0, 0, 0, 0, 1],
    });
  });
});
