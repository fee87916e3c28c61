import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  learnerQuestions,
  questionAnswers,
  quizAttempts,
  quizExtraTime,
  quizPracticeSessions,
  quizzes,
} from '../../db/schema/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * 'Download my data' (docs/decisions/208): the person's exam attempts with the quiz title, result,
 * dates and their own answers (the question's prompt beside each), their practice answers and the extra-time
 * allowance. Correct answers and explanations are the instructor's, not the learner's: never exported.
 */
export async function exportQuizData(db: DbOrTx, userId: string) {
  const attempts = await db
    .select({ a: quizAttempts, title: quizzes.title, slug: quizzes.slug })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));
  const practice = await db
    .select({ p: quizPracticeSessions, title: quizzes.title })
    .from(quizPracticeSessions)
    .innerJoin(quizzes, eq(quizzes.id, quizPracticeSessions.quizId))
    .where(eq(quizPracticeSessions.userId, userId))
    .orderBy(desc(quizPracticeSessions.createdAt), desc(quizPracticeSessions.id));
  const [allowance] = await db
    .select({ percent: quizExtraTime.percent })
    .from(quizExtraTime)
    .where(eq(quizExtraTime.userId, userId));
  return {
    extraTimePercent: allowance?.percent ?? 0,
    attempts: attempts.map(({ a, title, slug }) => ({
      quiz: title,
      slug,
      attemptNo: a.attemptNo,
      status: a.status,
      startedAt: iso(a.startedAt),
      expiresAt: iso(a.expiresAt),
      submittedAt: iso(a.submittedAt),
      autoSubmitted: a.autoSubmitted,
      score: a.score,
      maxScore: a.maxScore,
      percent: a.percent,
      passed: a.passed,
      timeTakenSec: a.timeTakenSec,
      answers: a.questions
        .filter((q) => a.answers[q.id])
        .map((q) => {
          const answer = a.answers[q.id]!;
          return {
            question: q.prompt,
            selectedOptions: answer.selectedOptionIds.map(
              (id) => q.options.find((o) => o.id === id)?.text ?? id,
            ),
            booleanAnswer: answer.booleanAnswer,
            textAnswer: answer.textAnswer,
            savedAt: answer.savedAt,
            correct: a.grades?.[q.id]?.correct ?? null,
          };
        }),
    })),
    practice: practice.map(({ p, title }) => ({
      quiz: title,
      source: p.source,
      createdAt: iso(p.createdAt),
      answers: p.questions
        .filter((q) => p.checked[q.id])
        .map((q) => {
          const answer = p.checked[q.id]!;
          return {
            question: q.prompt,
            selectedOptions: answer.selectedOptionIds.map(
              (id) => q.options.find((o) => o.id === id)?.text ?? id,
            ),
            booleanAnswer: answer.booleanAnswer,
            textAnswer: answer.textAnswer,
            correct: answer.correct,
          };
        }),
    })),
  };
}

/**
 * 'Delete my account': attempts, practice sessions and the allowance are personal, not public, so they go
 * (docs/decisions/208). Quizzes the person wrote as an instructor stay (their buyers keep them).
 */
export async function eraseQuizData(tx: Tx, userId: string): Promise<void> {
  await tx.delete(quizAttempts).where(eq(quizAttempts.userId, userId));
  await tx.delete(quizPracticeSessions).where(eq(quizPracticeSessions.userId, userId));
  await tx.delete(quizExtraTime).where(eq(quizExtraTime.userId, userId));
  // Their answer history goes too; the peer counters are anonymous and stay.
  await tx.delete(questionAnswers).where(eq(questionAnswers.userId, userId));
  await tx.delete(learnerQuestions).where(eq(learnerQuestions.userId, userId));
}
