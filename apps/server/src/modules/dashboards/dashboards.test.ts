import { randomUUID } from 'node:crypto';
import { DASHBOARD_TEXT, FIELD_MESSAGES, SALES_CSV_HEADER } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUser } from '../../db/factories.ts';
import {
  enrollments,
  instructorApplications,
  lessonProgress,
  mailOutbox,
  orders,
  quizAttempts,
  quizzes,
} from '../../db/schema/index.ts';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';

/**
 * The dashboards against orders whose sums are worked out by hand below: instructor A sells a course (GBP)
 * and a mock exam (USD); instructor B sells a course; the platform sells a membership. Refunds are whole
 * orders (the app has no partial refund).
 */
let t: TestApp;
let a: SignedIn;
let b: SignedIn;
let admin: SignedIn;
let learner: SignedIn;
let courseA: { id: string; lessonIds: string[] };
let quizA: string;
const NOW = new Date('2026-06-15T12:00:00Z');

type Kind = 'course' | 'quiz' | 'membership';
async function order(
  kind: Kind,
  itemRef: string,
  amountMinor: number,
  currency: 'GBP' | 'USD',
  status: 'fulfilled' | 'refunded' | 'pending',
  createdAt: string,
  title = 'An order',
) {
  const buyer = await createUser(t.db, {});
  await t.db.insert(orders).values({
    userId: buyer.id,
    kind,
    itemRef,
    title,
    amountMinor,
    currency,
    provider: 'local',
    providerSessionId: randomUUID(),
    status,
    createdAt: new Date(createdAt),
    fulfilledAt: status === 'pending' ? null : new Date(createdAt),
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  a = await t.signIn('instructor', { name: 'Ada Seller' });
  b = await t.signIn('instructor', { name: 'Bo Other' });
  admin = await t.signIn('admin');
  learner = await t.signIn('user');
  const lessons = [1, 2, 3, 4].map((n) => ({
    title: `Lesson ${n}`,
    type: 'text' as const,
    textContent: 'x',
  }));
  courseA = await createCourse(t.db, {
    ownerId: a.id,
    title: 'Cardiology',
    priceMinor: 2000,
    sections: [{ title: 'One', lessons }],
  });
  const courseB = await createCourse(t.db, { ownerId: b.id, title: 'Renal', priceMinor: 9900 });
  const [quiz] = await t.db
    .insert(quizzes)
    .values({ slug: 'ecg-mock', ownerId: a.id, title: 'ECG mock', priceMinor: 1500, currency: 'USD' })
    .returning({ id: quizzes.id });
  quizA = quiz!.id;

  // A: GBP 2000 kept (March), GBP 2000 refunded (23:30 UTC on 31 March = April in London), USD 1500 kept
  // (April); a pending order (not paid), and a sale before the default range.
  await order(
    'course',
    courseA.id,
    2000,
    'GBP',
    'fulfilled',
    '2026-03-10T10:00:00Z',
    'Cardiology, "the basics"',
  );
  await order('course', courseA.id, 2000, 'GBP', 'refunded', '2026-03-31T23:30:00Z');
  await order('quiz', quizA, 1500, 'USD', 'fulfilled', '2026-04-20T10:00:00Z');
  await order('course', courseA.id, 2000, 'GBP', 'pending', '2026-04-21T10:00:00Z');
  await order('course', courseA.id, 2000, 'GBP', 'fulfilled', '2025-01-05T10:00:00Z');
  // B and the platform.
  await order('course', courseB.id, 9900, 'GBP', 'fulfilled', '2026-04-22T10:00:00Z');
  await order('membership', 'yearly', 7500, 'GBP', 'fulfilled', '2026-05-01T10:00:00Z');

  // Course A's learners: one lesson of four (25 %), two (50 %), four (100 %), none.
  const done = [1, 2, 4, 0];
  for (const n of done) {
    const u = await createUser(t.db, {});
    await t.db.insert(enrollments).values({
      userId: u.id,
      courseId: courseA.id,
      via: 'purchase',
      activatedAt: new Date('2026-05-05T10:00:00Z'),
    });
    for (const lessonId of courseA.lessonIds.slice(0, n)) {
      await t.db
        .insert(lessonProgress)
        .values({ userId: u.id, lessonId, courseId: courseA.id, completedAt: NOW });
    }
  }
  // Mock A: three submitted attempts, two passed; one still open (not counted).
  for (const passed of [true, true, false, null]) {
    const u = await createUser(t.db, {});
    await t.db.insert(quizAttempts).values({
      quizId: quizA,
      userId: u.id,
      attemptNo: 1,
      status: passed === null ? 'in_progress' : 'submitted',
      startedAt: NOW,
      submittedAt: passed === null ? null : NOW,
      passPercent: 70,
      questions: [],
      passed,
    });
  }
  await t.db.insert(instructorApplications).values({
    userId: learner.id,
    status: 'pending',
    displayName: 'Lee',
    bio: 'A bio',
    agreedTermsAt: NOW,
    submittedAt: NOW,
  });
  await t.db.insert(mailOutbox).values([
    { to: 'x@example.com', template: 't', subject: 's', text: 't', html: 'h', state: 'failed' },
    { to: 'y@example.com', template: 't', subject: 's', text: 't', html: 'h', state: 'sent' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: SignedIn) => t.request({ method: 'GET', url, token: who.token });

describe('instructor dashboard', () => {
  it('sums only the caller’s paid orders of the last 12 months, per currency, refunds taken off', async () => {
    const res = await get('/api/instructor/dashboard', a);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currencyTotals).toEqual([
      { currency: 'GBP', grossMinor: 4000, refundedMinor: 2000, netMinor: 2000 },
      { currency: 'USD', grossMinor: 1500, refundedMinor: 0, netMinor: 1500 },
    ]);
    expect(body.byMonth).toEqual([
      { month: '2026-03', currency: 'GBP', netMinor: 2000, sales: 1 },
      { month: '2026-04', currency: 'GBP', netMinor: 0, sales: 0 },
      { month: '2026-04', currency: 'USD', netMinor: 1500, sales: 1 },
    ]);
    expect(body.byProduct).toEqual([
      { kind: 'course', itemId: courseA.id, title: 'Cardiology', currency: 'GBP', netMinor: 2000, sales: 1 },
      { kind: 'quiz', itemId: quizA, title: 'ECG mock', currency: 'USD', netMinor: 1500, sales: 1 },
    ]);
    expect(body.enrolmentsByMonth).toEqual([{ month: '2026-05', enrolments: 4 }]);
  });

  it('counts course completion cumulatively by lessons completed, and mock pass rates', async () => {
    const body = (await get('/api/instructor/dashboard', a)).json();
    expect(body.courses).toEqual([
      {
        courseId: courseA.id,
        title: 'Cardiology',
        learners: 4,
        reached25: 3,
        reached50: 2,
        reached75: 1,
        completed: 1,
      },
    ]);
    expect(body.quizzes).toEqual([{ quizId: quizA, title: 'ECG mock', attempts: 3, passRate: 66.7 }]);
  });

  it('never shows another instructor’s orders', async () => {
    const body = (await get('/api/instructor/dashboard', b)).json();
    expect(body.currencyTotals).toEqual([
      { currency: 'GBP', grossMinor: 9900, refundedMinor: 0, netMinor: 9900 },
    ]);
    expect(body.byProduct.map((p: { title: string }) => p.title)).toEqual(['Renal']);
    expect(body.courses.map((c: { title: string }) => c.title)).toEqual(['Renal']);
    expect(body.quizzes).toEqual([]);
  });

  it('takes a range: from is inclusive, to exclusive', async () => {
    const body = (await get('/api/instructor/dashboard?from=2025-01-01&to=2026-03-31', a)).json();
    expect(body.currencyTotals).toEqual([
      { currency: 'GBP', grossMinor: 4000, refundedMinor: 0, netMinor: 4000 },
    ]);
  });

  it('refuses bad dates and a range that ends before it starts, naming the field', async () => {
    const bad = await get('/api/instructor/dashboard?from=12345', a);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation_failed',
      fields: { from: FIELD_MESSAGES.dateTime('From') },
    });
    const backwards = await get('/api/instructor/dashboard?from=2026-05-01&to=2026-04-01', a);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fields: { to: DASHBOARD_TEXT.fromBeforeTo } });
    const long = await get('/api/admin/dashboard?from=2000-01-01&to=2026-01-01', admin);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { from: DASHBOARD_TEXT.rangeTooLong } });
    const csv = await get('/api/instructor/sales.csv?to=nope', a);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().fields).toHaveProperty('to');
  });

  it('is for instructors: a learner gets 403, a guest 401', async () => {
    expect((await get('/api/instructor/dashboard', learner)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/instructor/dashboard' })).statusCode).toBe(401);
  });
});

describe('sales CSV', () => {
  it('has the header, one quoted row per paid order in the range, oldest first', async () => {
    const res = await get('/api/instructor/sales.csv', a);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-2025-06-15-to-2026-06-15.csv"',
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(SALES_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^[0-9a-f-]{36},2026-03-10T10:00:00\.000Z,course,[0-9a-f-]{36},"Cardiology, ""the basics""",fulfilled,GBP,2000,0,2000$/,
    );
    expect(lines[2]).toMatch(/,refunded,GBP,2000,2000,0$/);
    expect(lines[3]).toMatch(/,quiz,.*,fulfilled,USD,1500,0,1500$/);
  });

  it('covers only the asked range', async () => {
    const res = await get('/api/instructor/sales.csv?from=2026-04-01&to=2026-05-01', a);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',USD,1500,');
  });
});

describe('admin dashboard', () => {
  it('sums every seller, counts orders, accounts, members and what waits for an admin', async () => {
    const res = await get('/api/admin/dashboard', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currencyTotals).toEqual([
      { currency: 'GBP', grossMinor: 2000 + 2000 + 9900 + 7500, refundedMinor: 2000, netMinor: 19_400 },
      { currency: 'USD', grossMinor: 1500, refundedMinor: 0, netMinor: 1500 },
    ]);
    expect(body.orders).toEqual({ paid: 5, refunded: 1 });
    expect(body.pendingApplications).toBe(1);
    expect(body.openReports).toEqual({ reviews: 0, questions: 0 });
    expect(body.failedMail).toBe(1);
    expect(body.activeMembers).toBe(0);
    expect(body.byMonth).toContainEqual({ month: '2026-05', currency: 'GBP', netMinor: 7500, sales: 1 });
  });

  it('counts new accounts in the range', async () => {
    // Accounts are stamped by the database's own clock (today), not the test clock.
    const all = (await get('/api/admin/dashboard?from=2026-01-01&to=2027-06-01', admin)).json();
    expect(all.newAccounts).toBeGreaterThanOrEqual(4 + 7 + 4 + 4);
    const none = (await get('/api/admin/dashboard?from=2020-01-01&to=2020-02-01', admin)).json();
    expect(none.newAccounts).toBe(0);
  });

  it('is for admins only: an instructor gets 403', async () => {
    const res = await get('/api/admin/dashboard', a);
    expect(res.statusCode).toBe(403);
  });
});
