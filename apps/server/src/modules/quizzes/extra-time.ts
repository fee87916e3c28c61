import { type ExtraTimeResponse, QUIZ_MESSAGES } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizExtraTime, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from './authoring.ts';
import { extraTimeOf } from './start.ts';

async function requireUserRow(db: DbOrTx, userId: string) {
  if (!isUuid(userId)) throw notFound(QUIZ_MESSAGES.userNotFound);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(QUIZ_MESSAGES.userNotFound);
}

/** A learner's extra-time allowance on timed exams (0 when none was set). */
export async function getExtraTime(db: DbOrTx, userId: string): Promise<ExtraTimeResponse> {
  await requireUserRow(db, userId);
  return { userId, percent: await extraTimeOf(db, userId) };
}

/** Sets it (admins only, by the route); applies to attempts started from now on. */
export async function setExtraTime(
  db: DbOrTx,
  admin: AuthUser,
  userId: string,
  percent: number,
  now: Date,
): Promise<ExtraTimeResponse> {
  await requireUserRow(db, userId);
  await db
    .insert(quizExtraTime)
    .values({ userId, percent, updatedBy: admin.id, updatedAt: now })
    .onConflictDoUpdate({
      target: quizExtraTime.userId,
      set: { percent, updatedBy: admin.id, updatedAt: now },
    });
  return { userId, percent };
}
