/**
 * The review deck's scheduling: every answered question is a card, rated by the answer (wrong → Again, right
 * and unsure → Hard, right and sure → Good) and rescheduled by FSRS (ts-fsrs, its default parameters, no fuzz)
 * for the learner's target retention. Called in the answer's own transaction (answer-log.ts).
 */
import { REVIEW_RETENTION, type ReviewRating, reviewRatingOf } from '@medprep/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters, Rating } from 'ts-fsrs';
import type { DbOrTx } from '../../db/client.ts';
import { reviewCards, reviewSettings } from '../../db/schema/index.ts';

const RATINGS: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

/** The scheduler for a target retention: ts-fsrs's defaults otherwise (fuzz off, learning steps on). */
export const schedulerFor = (retention: number) =>
  fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false }));

/** The learner's target retention (the default until they set one). */
export async function retentionOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ retention: reviewSettings.retention })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  return row?.retention ?? REVIEW_RETENTION.default;
}

type CardRow = typeof reviewCards.$inferSelect;

const toCard = (row: CardRow): Card => ({
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

const fromCard = (card: Card) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

export interface CardAnswer {
  questionId: string;
  correct: boolean;
  confidence: 'sure' | 'unsure' | null;
}

/**
 * Creates or reschedules the learner's card for each answered question. Rows are locked (in the caller's
 * question order) before they are read, so two answers to one card at once apply one after the other.
 */
export async function updateCards(
  tx: DbOrTx,
  userId: string,
  answers: CardAnswer[],
  now: Date,
): Promise<void> {
  if (answers.length === 0) return;
  const ids = answers.map((a) => a.questionId);
  await tx
    .insert(reviewCards)
    .values(
      ids.map((questionId) => ({ userId, questionId, ...fromCard(createEmptyCard(now)), createdAt: now })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, ids)))
    .orderBy(reviewCards.questionId)
    .for('update');
  const byQuestion = new Map(rows.map((r) => [r.questionId, r]));
  const scheduler = schedulerFor(await retentionOf(tx, userId));
  for (const a of answers) {
    const row = byQuestion.get(a.questionId);
    if (!row) continue;
    const next = scheduler.next(toCard(row), now, RATINGS[reviewRatingOf(a.correct, a.confidence)]).card;
    await tx
      .update(reviewCards)
      .set(fromCard(next))
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, a.questionId)));
  }
}
