/**
 * Demo reviews: written by synthetic learners (no password, so nobody signs in as them) who first earn the
 * right as anyone would (a membership and an enrolment), through the same service as the API, so every
 * demo rating is a count of real reviews.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { createMembership, createUser } from '../db/factories.ts';
import { enrollments, users } from '../db/schema/index.ts';
import { saveReview } from '../modules/reviews/service.ts';

export const DEMO_REVIEWERS = [
  'Priya Raman',
  'Tomasz Nowak',
  'Amara Okafor',
  'Hassan Ali',
  'Sofia Rossi',
  'Daniel Mensah',
  'Mei Chen',
  'Oliver Hughes',
] as const;

const TEXTS: Record<number, string[]> = {
  5: [
    'Clear, practical and exactly pitched at the exam. The worked examples made it click.',
    'Best course I have taken for this. I went back to it the week before my exam.',
    '',
  ],
  4: ['Very good overall; a few lessons could go deeper, but the structure is excellent.', ''],
  3: ['Useful basics, though I wanted more practice questions.'],
};

/** Each course's ratings, by its place in the demo catalogue: varied, never uniform, some unreviewed. */
const RATINGS: number[][] = [
  [5, 5, 4, 5, 4, 5],
  [5, 4, 4, 5],
  [4, 5, 3],
  [5, 5, 4, 4, 5],
  [4, 4, 5],
  [5, 4],
  [5, 5, 4, 5, 5, 4, 5],
];

export async function seedDemoReviews(
  tx: DbOrTx,
  courseList: { id: string; priceMinor: number; includedInMembership: boolean }[],
  now: Date,
): Promise<number> {
  const reviewers = [];
  for (const [i, name] of DEMO_REVIEWERS.entries()) {
    const user = await createUser(tx, {
      name,
      email: `reviewer-${i + 1}@demo.medprep.invalid`,
      password: null,
    });
    await createMembership(tx, {
      userId: user.id,
      plan: 'lifetime',
      start: new Date(now.getTime() - 90 * 86_400_000),
    });
    const [row] = await tx.select().from(users).where(eq(users.id, user.id));
    reviewers.push(row!);
  }
  let written = 0;
  for (const [c, course] of courseList.entries()) {
    const ratings = RATINGS[c];
    if (!ratings || (course.priceMinor > 0 && !course.includedInMembership)) continue;
    for (const [r, rating] of ratings.entries()) {
      const reviewer = reviewers[r % reviewers.length]!;
      await tx
        .insert(enrollments)
        .values({
          userId: reviewer.id,
          courseId: course.id,
          via: course.priceMinor === 0 ? 'free' : 'membership',
        })
        .onConflictDoNothing();
      const texts = TEXTS[rating] ?? [''];
      const text = texts[(c + r) % texts.length]!;
      const at = new Date(now.getTime() - (c * 7 + r + 1) * 86_400_000);
      await saveReview(tx, reviewer, 'course', course.id, { rating, ...(text ? { text } : {}) }, at);
      written++;
    }
  }
  return written;
}
