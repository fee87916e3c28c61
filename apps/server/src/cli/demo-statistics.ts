import { optionId } from '@medprep/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { createUser } from '../db/factories.ts';
import { quizQuestions } from '../db/schema/index.ts';
import { insertSubmittedAttempt, type SyntheticChoices } from '../modules/quizzes/statistics-factories.ts';

/** Synthetic learners for the statistics demo: enough first attempts for verdicts; they cannot sign in. */
export const DEMO_SYNTHETIC_LEARNERS = 60;

/** A small deterministic generator, so every seed gives the same figures. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Gives one demo mock first attempts from synthetic learners of spread ability, so its statistics page has
 * figures. Its first single-answer question has a doubtful key: the stronger learners pick another option
 * (as if that were the true answer), so the page shows it as 'Needs checking'.
 */
export async function seedDemoStatistics(
  db: DbOrTx,
  quiz: { id: string; paperVersion: number; passPercent: number },
) {
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position));
  const doubtful = rows.find((q) => q.type === 'mcq');
  const next = random(2026);
  const base = Date.now() - 2 * 24 * 60 * 60 * 1000;
  for (let n = 0; n < DEMO_SYNTHETIC_LEARNERS; n += 1) {
    const ability = (n + 0.5) / DEMO_SYNTHETIC_LEARNERS;
    const user = await createUser(db, {
      name: `Synthetic learner ${n + 1}`,
      email: `synthetic-learner-${n + 1}@demo.invalid`,
      password: null,
    });
    const choices: SyntheticChoices = {};
    for (const [i, q] of rows.entries()) {
      const ids = q.options.map((_, k) => optionId(k));
      const wrongIds = ids.filter((id) => !q.correctOptionIds.includes(id));
      if (q.id === doubtful?.id) {
        // The strong pick the first wrong option; the weak mostly the key.
        choices[q.id] = [ability > 0.55 || next() < 0.2 ? wrongIds[0]! : q.correctOptionIds[0]!];
        continue;
      }
      const difficulty = 0.25 + (i % 5) * 0.1;
      const right = next() < ability + 0.6 - difficulty;
      if (q.type === 'mcq' || q.type === 'multi')
        choices[q.id] = right ? q.correctOptionIds : [wrongIds[Math.floor(next() * wrongIds.length)]!];
      else if (q.type === 'boolean')
        choices[q.id] = right ? q.correctBoolean === true : q.correctBoolean !== true;
      else choices[q.id] = right ? (q.correctText[0] ?? '') : 'not sure';
    }
    await insertSubmittedAttempt(db, {
      quiz,
      userId: user.id,
      choices,
      submittedAt: new Date(base + n * 60_000),
    });
  }
}
