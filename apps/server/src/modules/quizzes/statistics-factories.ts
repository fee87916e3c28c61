/** Synthetic submitted attempts, graded by the real grader: for the statistics tests and the demo seed. */
import type { DbOrTx } from '../../db/client.ts';
import { quizAttempts, type StoredAnswer } from '../../db/schema/index.ts';
import { gradeAttempt } from './grading.ts';
import { paperOf } from './paper.ts';
import { markStatisticsStale } from './statistics.ts';

/** A learner's choice per question id: option ids for mcq/multi, true/false for boolean, text for short. */
export type SyntheticChoices = Record<string, string[] | boolean | string>;

/** Inserts one submitted attempt of `userId` with these choices (marked stale for the statistics job). */
export async function insertSubmittedAttempt(
  db: DbOrTx,
  input: {
    quiz: { id: string; paperVersion: number; passPercent: number };
    userId: string;
    choices: SyntheticChoices;
    attemptNo?: number;
    submittedAt?: Date;
  },
) {
  const paper = await paperOf(db, input.quiz);
  const at = input.submittedAt ?? new Date();
  const answers: Record<string, StoredAnswer> = {};
  for (const [questionId, choice] of Object.entries(input.choices)) {
    answers[questionId] = {
      selectedOptionIds: Array.isArray(choice) ? choice : [],
      booleanAnswer: typeof choice === 'boolean' ? choice : null,
      textAnswer: typeof choice === 'string' ? choice : null,
      savedAt: at.toISOString(),
    };
  }
  const graded = gradeAttempt(paper.questions, answers, input.quiz.passPercent);
  const [row] = await db
    .insert(quizAttempts)
    .values({
      quizId: input.quiz.id,
      userId: input.userId,
      attemptNo: input.attemptNo ?? 1,
      status: 'submitted',
      startedAt: new Date(at.getTime() - 60_000),
      submittedAt: at,
      passPercent: input.quiz.passPercent,
      questions: paper.questions,
      answers,
      grades: graded.grades,
      score: graded.score,
      maxScore: graded.maxScore,
      percent: graded.percent,
      passed: graded.passed,
      timeTakenSec: 60,
    })
    .returning();
  await markStatisticsStale(db, input.quiz.id);
  return row!;
}
