import { desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { qbankSessions, questionFlags } from '../../db/schema/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * 'Download my data': the person's bank sessions with their own answers (the prompt beside each) and how
 * many questions they flagged. Correct answers and explanations are the instructors', never exported.
 */
export async function exportQbankData(db: DbOrTx, userId: string) {
  const sessions = await db
    .select()
    .from(qbankSessions)
    .where(eq(qbankSessions.userId, userId))
    .orderBy(desc(qbankSessions.createdAt), desc(qbankSessions.id));
  const flags = await db
    .select({ questionId: questionFlags.questionId })
    .from(questionFlags)
    .where(eq(questionFlags.userId, userId));
  return {
    flaggedQuestions: flags.length,
    sessions: sessions.map((s) => ({
      mode: s.mode,
      status: s.status,
      filters: s.filters,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      submittedAt: iso(s.submittedAt),
      percent: s.percent,
      answers: s.questions
        .filter((q) => s.answers[q.id])
        .map((q) => {
          const a = s.answers[q.id]!;
          return {
            question: q.prompt,
            selectedOptions: a.selectedOptionIds.map((id) => q.options.find((o) => o.id === id)?.text ?? id),
            booleanAnswer: a.booleanAnswer,
            textAnswer: a.textAnswer,
            confidence: a.confidence,
            correct: s.grades[q.id]?.correct ?? null,
          };
        }),
    })),
  };
}

/** 'Delete my account': the person's sessions and flags go (the peer counters are anonymous and stay). */
export async function eraseQbankData(tx: Tx, userId: string): Promise<void> {
  await tx.delete(qbankSessions).where(eq(qbankSessions.userId, userId));
  await tx.delete(questionFlags).where(eq(questionFlags.userId, userId));
}
