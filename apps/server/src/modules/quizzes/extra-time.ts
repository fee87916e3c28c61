import { AUDIT_ACTIONS, type ExtraTimeResponse, QUIZ_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizExtraTime, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { type ActorContext, recordAudit } from '../audit/index.ts';
import { isUuid } from './authoring.ts';
import { extraTimeOf } from './start.ts';

async function requireUserRow(db: DbOrTx, userId: string, lock = false) {
  if (!isUuid(userId)) throw notFound(QUIZ_MESSAGES.userNotFound);
  const query = db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw notFound(QUIZ_MESSAGES.userNotFound);
}

/** A learner's extra-time allowance on timed exams (0 when none was set). */
export async function getExtraTime(db: DbOrTx, userId: string): Promise<ExtraTimeResponse> {
  await requireUserRow(db, userId);
  return { userId, percent: await extraTimeOf(db, userId) };
}

/**
 * Sets it (admins only, by the route); applies to attempts started from now on. A change (not a repeat) is
 * written to the audit trail in the same transaction, under a lock on the user so two admins queue.
 */
export async function setExtraTime(
  db: DbOrTx,
  audit: ActorContext,
  userId: string,
  percent: number,
  now: Date,
): Promise<ExtraTimeResponse> {
  return db.transaction(async (tx) => {
    await requireUserRow(tx, userId, true);
    const before = await extraTimeOf(tx, userId);
    await tx
      .insert(quizExtraTime)
      .values({ userId, percent, updatedBy: audit.actor.id, updatedAt: now })
      .onConflictDoUpdate({
        target: quizExtraTime.userId,
        set: { percent, updatedBy: audit.actor.id, updatedAt: now },
      });
    if (before !== percent) {
      await recordAudit(tx, audit, {
        action: AUDIT_ACTIONS.userExtraTimeChanged,
        target: { kind: 'user', id: userId },
        subjectUserId: userId,
        changes: { extraTimePercent: [before, percent] },
        at: now,
      });
    }
    return { userId, percent };
  });
}
