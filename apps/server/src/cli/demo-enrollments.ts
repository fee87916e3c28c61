/**
 * Demo enrolment counts are earned, as the ratings are (demo-reviews.ts): the synthetic learners (no password,
 * nobody signs in as them) enrol in the free courses, most of them in each, and every course's count is then
 * the number of its enrolments (the reviewers' and the demo learner's included). A paid course nobody has
 * bought says so.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** Enrolments are spread over the last this many days. */
const SPREAD_DAYS = 60;

export async function seedDemoEnrollments(
  tx: DbOrTx,
  courseList: { id: string; priceMinor: number }[],
  now: Date,
): Promise<void> {
  const free = courseList.filter((c) => c.priceMinor === 0).map((c) => c.id);
  if (free.length > 0)
    // Learner n enrols in the k-th free course unless n + k is a multiple of 4 (three in four of them).
    await tx.execute(sql`
      insert into enrollments (user_id, course_id, via, activated_at)
      select u.id, c.id, 'free',
        ${now.toISOString()}::timestamptz - make_interval(days => ((u.n * 7 + c.k * 3) % ${SPREAD_DAYS})::int)
      from (
        select id, substring(email from 'synthetic-learner-(\\d+)@')::int as n
        from users where email like 'synthetic-learner-%@demo.invalid'
      ) u
      cross join unnest(${`{${free.join(',')}}`}::uuid[]) with ordinality as c(id, k)
      where (u.n + c.k) % 4 <> 0
      on conflict do nothing`);
  await tx.execute(sql`
    update courses set enrollment_count = (select count(*) from enrollments e where e.course_id = courses.id)`);
}

/**
 * The synthetic accounts (the reviewers and the synthetic learners) joined before anything they did: the
 * learners 61–150 days ago, before their enrolments (last 60 days), answers (last 30) and attempts; the reviewers
 * 100–135 days ago, before their memberships (90 days) and reviews. The seeded demo accounts keep today, so they
 * head the admin's list of users, newest first.
 */
export async function backdateSyntheticAccounts(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    update users set created_at = ${now.toISOString()}::timestamptz - make_interval(days => 61 + (
      substring(email from 'synthetic-learner-(\\d+)@')::int * 13) % 90)
    where email like 'synthetic-learner-%@demo.invalid'`);
  await tx.execute(sql`
    update users set created_at = ${now.toISOString()}::timestamptz - make_interval(days => 100 + 5 *
      substring(email from 'reviewer-(\\d+)@')::int)
    where email like 'reviewer-%@demo.medprep.invalid'`);
}
