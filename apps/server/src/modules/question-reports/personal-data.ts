/** A person's question reports: their data export, and erasing them when the account is deleted. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { questionReports } from '../../db/schema/index.ts';

export async function exportQuestionReports(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      questionId: questionReports.questionId,
      reason: questionReports.reason,
      text: questionReports.text,
      status: questionReports.status,
      outcome: questionReports.outcome,
      reply: questionReports.reply,
      createdAt: questionReports.createdAt,
      resolvedAt: questionReports.resolvedAt,
    })
    .from(questionReports)
    .where(eq(questionReports.reporterId, userId))
    .orderBy(asc(questionReports.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  }));
}

/** A person's reports go with the account (the questions they pointed at stay as their authors left them). */
export async function eraseQuestionReports(tx: Tx, userId: string): Promise<void> {
  await tx.delete(questionReports).where(eq(questionReports.reporterId, userId));
}
