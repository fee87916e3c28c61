/** The review deck as the learner reads it: the summary, the cards (due first) and the target retention. */
import {
  endOfUtcDay,
  REVIEW_CARD_STATES,
  type ReviewListResponse,
  type ReviewSettingsResponse,
  type ReviewSummary,
} from '@medprep/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewSettings } from '../../db/schema/index.ts';
import { retentionOf } from '../quizzes/review-cards.ts';

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** GET /me/reviews/summary: the counts in one query. */
export async function reviewSummary(db: Db, userId: string, now: Date): Promise<ReviewSummary> {
  const [row] = await rowsOf<{
    due: number;
    due_today: number;
    total: number;
    next_due_at: Date | string | null;
  }>(
    db,
    sql`
    select count(*) filter (where due <= ${now.toISOString()}::timestamptz)::int as due,
      count(*) filter (where due < ${endOfUtcDay(now).toISOString()}::timestamptz)::int as due_today,
      count(*)::int as total,
      min(due) filter (where due > ${now.toISOString()}::timestamptz) as next_due_at
    from review_cards where user_id = ${userId}`,
  );
  return {
    due: Number(row?.due ?? 0),
    dueToday: Number(row?.due_today ?? 0),
    total: Number(row?.total ?? 0),
    nextDueAt: iso(row?.next_due_at ?? null),
    retention: await retentionOf(db, userId),
  };
}

/** GET /me/reviews?limit: the learner's cards, the earliest due first. */
export async function listReviews(db: Db, userId: string, limit: number): Promise<ReviewListResponse> {
  const rows = await rowsOf<{
    question_id: string;
    quiz_title: string;
    due: Date | string;
    state: number;
    reps: number;
    lapses: number;
  }>(
    db,
    sql`
    select c.question_id, q.title as quiz_title, c.due, c.state, c.reps, c.lapses
    from review_cards c
    join quiz_questions qq on qq.id = c.question_id
    join quizzes q on q.id = qq.quiz_id
    where c.user_id = ${userId}
    order by c.due, c.question_id
    limit ${limit}`,
  );
  return {
    items: rows.map((r) => ({
      questionId: r.question_id,
      quizTitle: r.quiz_title,
      due: iso(r.due)!,
      state: REVIEW_CARD_STATES[Number(r.state)] ?? 'new',
      reps: Number(r.reps),
      lapses: Number(r.lapses),
    })),
  };
}

/** PATCH /me/reviews/settings: the target retention, for the answers from now on. */
export async function saveReviewSettings(
  db: Db,
  userId: string,
  retention: number,
  now: Date,
): Promise<ReviewSettingsResponse> {
  await db
    .insert(reviewSettings)
    .values({ userId, retention, updatedAt: now })
    .onConflictDoUpdate({ target: reviewSettings.userId, set: { retention, updatedAt: now } });
  return { retention };
}
