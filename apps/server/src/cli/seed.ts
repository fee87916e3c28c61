import { count } from 'drizzle-orm';
import { type Database, type Db, migrateDatabase } from '../db/client.ts';
import { createCourse, createMembership, createUser } from '../db/factories.ts';
import { enrollments, instructorApplications, users } from '../db/schema/index.ts';
import { slugify } from '../modules/courses/slug.ts';
import { seedDemoLibrary } from '../modules/library/demo.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { seedDemoLearnerHistory } from './demo-bank/learner-history.ts';
import { seedDemoMockAttempts } from './demo-bank/mock-attempts.ts';
import { seedDemoBank } from './demo-bank/seed.ts';
import { DEMO_COURSES } from './demo-courses.ts';
import { seedDemoDiscussions } from './demo-discussions.ts';
import { backdateSyntheticAccounts, seedDemoEnrollments } from './demo-enrollments.ts';
import { seedDemoLive } from './demo-live.ts';
import { seedDemoQuizzes } from './demo-quizzes.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoStatistics } from './demo-statistics.ts';
import { seedDemoTutors } from './demo-tutors.ts';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = {
  learner: {
    name: 'Amira Khan',
    email: 'learner@example.com',
    password: 'learn-medicine-2026',
    role: 'user',
  },
  member: { name: 'Tom Okafor', email: 'member@example.com', password: 'member-access-2026', role: 'user' },
  instructor: {
    name: 'Dr Eleanor Hughes',
    email: 'instructor@example.com',
    password: 'teach-medicine-2026',
    role: 'instructor',
  },
  admin: { name: 'Sam Patel', email: 'admin@example.com', password: 'admin-review-2026', role: 'admin' },
} as const;

/**
 * The start-up path of the server (main.ts) and of `npm run seed`: the migrations, then, when `seed` is on,
 * the demo data into an empty database, all under the start-up lock (db/client.ts), so that instances
 * started together seed once. Answers whether it seeded.
 */
export async function migrateAndSeed(
  database: Database,
  options: SeedOptions & { seed: boolean },
): Promise<boolean> {
  let seeded = false;
  await migrateDatabase(
    database,
    options.seed
      ? async (db) => {
          seeded = await seedIfEmpty(db, options);
        }
      : undefined,
  );
  return seeded;
}

/**
 * Seeds demo data into an empty database; a database with any user is left alone, so running it again (or
 * on another instance after the first, under the start-up lock) does nothing. The demo is one transaction.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}

/** `storage`: where the demo's files go (the library's PDFs); without it the library demo is left out. */
export interface SeedOptions {
  storage?: Storage;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const created: Record<string, { id: string }> = {};
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
      created[key] = await createUser(tx, account);
    }
    await createMembership(tx, { userId: created.member!.id, plan: 'yearly' });
    await seedApplications(tx);
    const now = Date.now();
    const seeded = [];
    for (const [index, course] of DEMO_COURSES.entries()) {
      seeded.push(
        await createCourse(tx, {
          ...course,
          ownerId: created.instructor!.id,
          slug: slugify(course.title),
          publishedAt: new Date(now - (index + 1) * 5 * 24 * 60 * 60 * 1000),
        }),
      );
    }
    // The demo learner is enrolled in the two free courses.
    for (const course of seeded.filter((c) => c.priceMinor === 0)) {
      await tx.insert(enrollments).values({ userId: created.learner!.id, courseId: course.id, via: 'free' });
    }
    // The catalogue's ratings are counted from reviews that synthetic learners earned.
    await seedDemoReviews(tx, seeded, new Date(now));
    await seedDemoDiscussions(
      tx,
      { learner: created.learner!.id, member: created.member!.id, instructor: created.instructor!.id },
      seeded,
    );
    await seedDemoLive(tx, DEMO_ACCOUNTS.instructor.email);
    const mocks = await seedDemoQuizzes(tx, created.instructor!.id, seeded[0]?.id);
    // The members' mock has first attempts from synthetic learners, one question with a doubtful key.
    await seedDemoStatistics(tx, mocks[1]!);
    // Every mock has enough first attempts for a percentile; the bank's papers have peers' answers.
    for (const mock of mocks) await seedDemoMockAttempts(tx, mock, new Date(now));
    const papers = await seedDemoBank(tx, created.instructor!.id, new Date(now));
    // The demo learner has revised for six weeks: progress, reviews due today, a mock taken and a plan.
    await seedDemoLearnerHistory(
      tx,
      { learnerId: created.learner!.id, paperIds: papers, mock: mocks[0]! },
      new Date(now),
    );
    await seedDemoTutors(tx, { instructor: created.instructor!.id, learner: created.learner!.id });
    if (options.storage) await seedDemoLibrary(tx, options.storage, created.instructor!.id);
    // The catalogue's enrolment counts are counted from enrolments, synthetic learners' included.
    await seedDemoEnrollments(tx, seeded, new Date(now));
    await backdateSyntheticAccounts(tx, new Date(now));
  });
}

/** Two people waiting for review, so the admin pages have something to show. */
async function seedApplications(tx: Parameters<Parameters<Db['transaction']>[0]>[0]) {
  const now = Date.now();
  const applicants = [
    {
      name: 'Dr Ravi Iyer',
      email: 'ravi.iyer@example.com',
      displayName: 'Dr Ravi Iyer',
      bio: 'Emergency medicine registrar who has run PLAB 2 mock OSCE circuits for international graduates since 2020.',
      categories: ['PLAB', 'Emergency medicine'],
      daysAgo: 2,
    },
    {
      name: 'Grace Adeyemi',
      email: 'grace.adeyemi@example.com',
      displayName: 'Grace Adeyemi MRCS',
      bio: 'Core surgical trainee preparing candidates for MRCS Part A anatomy and applied basic sciences.',
      categories: ['MRCS', 'Anatomy'],
      daysAgo: 5,
    },
  ];
  for (const a of applicants) {
    const user = await createUser(tx, { name: a.name, email: a.email, password: 'applicant-demo-2026' });
    const at = new Date(now - a.daysAgo * 24 * 60 * 60 * 1000);
    await tx.insert(instructorApplications).values({
      userId: user.id,
      displayName: a.displayName,
      bio: a.bio,
      categories: a.categories,
      agreedTermsAt: at,
      submittedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { openDatabaseForCommand } = await import('./database.ts');
  const { loadConfig } = await import('../config.ts');
  const { storageFor } = await import('../app.ts');
  const { describeError } = await import('../platform/redact.ts');
  let seeded = false;
  try {
    const storage = storageFor(loadConfig());
    const { database, release } = await openDatabaseForCommand(async (db) => {
      seeded = await seedIfEmpty(db, { storage });
    });
    await database.close();
    release?.();
    console.log(seeded ? 'Demo data seeded.' : 'The database already has users; nothing seeded.');
  } catch (error) {
    console.error(`Seeding failed: ${describeError(error)}`);
    process.exitCode = 1;
  }
}
