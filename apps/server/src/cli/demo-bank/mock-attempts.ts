import { optionId, PERCENTILE_MIN_ATTEMPTS } from '@medprep/shared';
import { and, eq, like, notExists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizAttempts, type StoredAnswer, users } from '../../db/schema/index.ts';
import { gradeAttempt } from '../../modules/quizzes/grading.ts';
import { paperOf } from '../../modules/quizzes/paper.ts';
import { markStatisticsStale } from '../../modules/quizzes/statistics.ts';

/** How many synthetic learners sit each demo mock that has no first attempts yet: enough for a percentile. */
export const DEMO_MOCK_SITTERS = PERCENTILE_MIN_ATTEMPTS + 10;

/**
 * First attempts from synthetic learners on a demo mock, graded by the real grader and inserted in one
 * statement, so a learner who sits it sees where they stand. The abler the learner (their number), the more
 * they get right; the rest is decided by position, so every seed gives the same marks. They answer every
 * type, extended matching's stems included, so a learner who answers those is ranked among people who did
 * too. A learner who already has an attempt of the quiz is left out.
 */
export async function seedDemoMockAttempts(
  db: DbOrTx,
  quiz: { id: string; paperVersion: number; passPercent: number },
  now: Date,
) {
  const learners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        like(users.email, 'synthetic-learner-%@demo.invalid'),
        notExists(
          db
            .select({ id: quizAttempts.id })
            .from(quizAttempts)
            .where(and(eq(quizAttempts.userId, users.id), eq(quizAttempts.quizId, quiz.id))),
        ),
      ),
    );
  const sitters = learners
    .map((l) => ({ id: l.id, n: Number(/(\d+)@/.exec(l.email)?.[1] ?? 0) }))
    .sort((a, b) => a.n - b.n)
    .slice(0, DEMO_MOCK_SITTERS);
  if (sitters.length === 0) return;
  const paper = await paperOf(db, quiz);
  const rows = sitters.map((learner, k) => {
    const at = new Date(now.getTime() - (sitters.length - k) * 47 * 60_000);
    const ability = (k + 0.5) / sitters.length;
    const answers: Record<string, StoredAnswer> = {};
    /** Whether this learner gets item `i` (a question, or an extended-matching question's stem `j`) right. */
    const gets = (i: number, j = 0) =>
      ((i * 7 + j * 3 + learner.n * 13) % 20) / 20 < ability + 0.45 - ((i + j) % 4) * 0.1;
    for (const [i, q] of paper.questions.entries()) {
      const right = gets(i);
      const wrongIds = q.options.map((o) => o.id).filter((id) => !q.correctOptionIds.includes(id));
      const wrong = wrongIds[(i + learner.n) % Math.max(1, wrongIds.length)] ?? optionId(0);
      answers[q.id] = {
        selectedOptionIds:
          q.type === 'mcq' || q.type === 'multi' ? (right ? q.correctOptionIds : [wrong]) : [],
        booleanAnswer: q.type === 'boolean' ? (right ? q.correctBoolean : !q.correctBoolean) : null,
        textAnswer: q.type === 'short' ? (right ? (q.correctText[0] ?? '') : 'not sure') : null,
        // Extended matching: each stem on its own, a wrong one matched to another option.
        ...(q.type === 'emq'
          ? {
              stemAnswers: Object.fromEntries(
                (q.stems ?? []).map((stem, j) => {
                  const key = q.options.findIndex((o) => o.id === stem.correctOptionId);
                  const shift = 1 + (j % Math.max(1, q.options.length - 1));
                  const other = q.options[(key + shift) % q.options.length]?.id ?? stem.correctOptionId;
                  return [stem.id, gets(i, j + 1) ? stem.correctOptionId : other];
                }),
              ),
            }
          : {}),
        savedAt: at.toISOString(),
      };
    }
    const graded = gradeAttempt(paper.questions, answers, quiz.passPercent);
    return {
      quizId: quiz.id,
      userId: learner.id,
      attemptNo: 1,
      status: 'submitted' as const,
      startedAt: new Date(at.getTime() - 15 * 60_000),
      submittedAt: at,
      passPercent: quiz.passPercent,
      questions: paper.questions,
      answers,
      grades: graded.grades,
      score: graded.score,
      maxScore: graded.maxScore,
      percent: graded.percent,
      passed: graded.passed,
      timeTakenSec: 15 * 60,
    };
  });
  await db.insert(quizAttempts).values(rows);
  await markStatisticsStale(db, quiz.id);
}
