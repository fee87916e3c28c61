import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { reviewCards, reviewSettings, studyPlans } from '../../db/schema/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** 'Download my data': the person's review cards (their schedule), target retention and study plan. */
export async function exportRevisionData(db: DbOrTx, userId: string) {
  const [cards, settings, plans] = await Promise.all([
    db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(reviewCards.due),
    db.select().from(reviewSettings).where(eq(reviewSettings.userId, userId)),
    db.select().from(studyPlans).where(eq(studyPlans.userId, userId)),
  ]);
  return {
    retention: settings[0]?.retention ?? null,
    studyPlan: plans[0]
      ? { exam: plans[0].exam, examDate: plans[0].examDate, minutesPerDay: plans[0].minutesPerDay }
      : null,
    cards: cards.map((c) => ({
      questionId: c.questionId,
      due: iso(c.due),
      state: c.state,
      reps: c.reps,
      lapses: c.lapses,
      lastReview: iso(c.lastReview),
    })),
  };
}

/** 'Delete my account': the person's cards, settings and plan go. */
export async function eraseRevisionData(tx: Tx, userId: string): Promise<void> {
  await tx.delete(reviewCards).where(eq(reviewCards.userId, userId));
  await tx.delete(reviewSettings).where(eq(reviewSettings.userId, userId));
  await tx.delete(studyPlans).where(eq(studyPlans.userId, userId));
}
