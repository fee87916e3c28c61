/**
 * The review deck's scheduling: every answered question is a card, rated by the answer (wrong → Again, right
 * and unsure → Hard, right and sure → Good) and rescheduled by FSRS (ts-fsrs, its default parameters, no fuzz)
 * for the learner's target retention. Called in the answer's own transaction (answer-log.ts).
 */
import { REVIEW_RETENTION, type ReviewRating, reviewRatingOf } from '@medprep/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters, Rating } from 'ts-fsrs';
import type { DbOrTx } from '../../db/client.ts';
import { reviewCards, reviewSettings } from '../../db/schema/index.ts';

const RATINGS: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

/** The scheduler for a target retention: ts-fsrs's defaults otherwise (fuzz off, learning steps on). */
export const schedulerFor = (retention: number) => {
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false }));
    schedulers.set(retention, scheduler);
  }
  return scheduler;
};
const schedulers = new Map<number, ReturnType<typeof fsrs>>();

/** The learner's target retention (the default until they set one). */
export async function retentionOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ retention: reviewSettings.retention })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  return row?.retention ?? REVIEW_RETENTION.default;
}

type CardRow = typeof reviewCards.$inferSelect;

const toCard = (row: CardState): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  last_review: row.lastReview ?? undefined,
});

export interface CardAnswer {
  questionId: string;
  correct: boolean;
  confidence: 'sure' | 'unsure' | null;
}

/** What scheduling reads of a card. */
export type CardState = Omit<CardRow, 'userId' | 'questionId' | 'createdAt'>;

/** A card as written back: ts-fsrs's fields, keyed by question. */
export type NextCard = ReturnType<typeof rescheduled>[number];

/** Each answer's card rescheduled by FSRS from `cards` (absent or null: a new card). No database. */
export function rescheduled(
  retention: number,
  answers: CardAnswer[],
  cards: ReadonlyMap<string, CardState | null>,
  now: Date,
) {
  const scheduler = schedulerFor(retention);
  return answers.map((a) => {
    const row = cards.get(a.questionId);
    const card = row ? toCard(row) : createEmptyCard(now);
    const {
      due,
      stability,
      difficulty,
      elapsed_days,
      scheduled_days,
      learning_steps,
      reps,
      lapses,
      state,
      last_review,
    } = scheduler.next(card, now, RATINGS[reviewRatingOf(a.correct, a.confidence)]).card;
    return {
      question_id: a.questionId,
      due,
      stability,
      difficulty,
      elapsed_days,
      scheduled_days,
      learning_steps,
      reps,
      lapses,
      state,
      last_review: last_review ?? null,
    };
  });
}

/**
 * The statement writing these cards: an upsert, or (`insert: 'new'`) a plain insert that fails with a unique
 * violation if another transaction created one of them meanwhile. `only`, a query of question ids, restricts
 * the rows written to those it returns.
 */
export const cardsWrite = (
  userId: string,
  next: NextCard[],
  now: Date,
  options: { insert?: 'new' | 'upsert'; only?: SQL } = {},
) => sql`
    insert into review_cards as c (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days,
      learning_steps, reps, lapses, state, last_review, created_at)
    select ${userId}, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps,
      lapses, state, last_review, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(next)}::jsonb) as x(question_id uuid, due timestamptz,
      stability double precision, difficulty double precision, elapsed_days integer, scheduled_days integer,
      learning_steps integer, reps integer, lapses integer, state smallint, last_review timestamptz)
    ${options.only ? sql`where question_id in (${options.only})` : sql``}
    order by question_id
    ${
      options.insert === 'new'
        ? sql``
        : sql`on conflict (user_id, question_id) do update set due = excluded.due, stability = excluded.stability,
      difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
      scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps,
      lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review`
    }`;

/**
 * Creates or reschedules the learner's card for each answered question (one answer per question) and writes
 * them in one statement. `known` gives the retention and the cards the caller has read (locked) already (null:
 * none yet); the others are read here, locked. recordAnswers has locked the learner's rows of these questions,
 * so two answers to one card at once apply one after the other. `known.after`, a read, runs in the same
 * statement after the write and its rows are returned.
 */
export async function updateCards(
  tx: DbOrTx,
  userId: string,
  answers: CardAnswer[],
  now: Date,
  known?: { retention: number; cards: Map<string, CardState | null>; after?: SQL },
): Promise<unknown[]> {
  if (answers.length === 0) return [];
  const cards = new Map<string, CardState | null>(known?.cards);
  const unread = answers.map((a) => a.questionId).filter((id) => !cards.has(id));
  if (unread.length > 0) {
    const rows = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, unread)))
      .orderBy(reviewCards.questionId)
      .for('update');
    for (const row of rows) cards.set(row.questionId, row);
  }
  const retention = known?.retention ?? (await retentionOf(tx, userId));
  const written = cardsWrite(userId, rescheduled(retention, answers, cards, now), now);
  if (!known?.after) {
    await tx.execute(written);
    return [];
  }
  const result = await tx.execute(sql`with written as (${written}) ${known.after}`);
  return (result as unknown as { rows: unknown[] }).rows;
}
