import { ACCOUNT_MESSAGES, type AdminUser, AUDIT_ACTIONS, isUuid, type Role } from '@medprep/shared';
import { and, count, desc, eq, getTableColumns, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { quizExtraTime, users } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { type ActorContext, recordAudit } from '../audit/index.ts';
import { signOutEverywhere } from '../auth/service.ts';

type UserRow = typeof users.$inferSelect & { extraTimePercent: number | null };

const toAdminUser = (u: UserRow): AdminUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  createdAt: u.createdAt.toISOString(),
  disabled: u.disabledAt !== null,
  deleted: u.deletedAt !== null,
  extraTimePercent: u.extraTimePercent ?? 0,
});

/**
 * Users with the quizzes' extra-time allowance on timed exams, read from its table through db/schema (a left
 * join: no row means none), so accounts never imports the quizzes module.
 */
const selectUsers = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(users), extraTimePercent: quizExtraTime.percent })
    .from(users)
    .leftJoin(quizExtraTime, eq(quizExtraTime.userId, users.id));

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /admin/users: search by name or email, filter by role, newest first; deleted accounts are left out. */
export async function listUsers(
  db: Db,
  query: { q?: string | undefined; role?: Role | undefined; page: number; limit: number },
) {
  const where: SQL[] = [isNull(users.deletedAt)];
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    where.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (query.role) where.push(eq(users.role, query.role));
  const rows = await selectUsers(db)
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...where));
  return toPage(rows, query, { total: total?.n ?? 0, map: toAdminUser });
}

/**
 * Disables or re-enables an account. Disabling ends every sign-in and bumps the token
 * version, so the account's access tokens stop working at once; sign-in, refresh and reset refuse it. A
 * change (not a repeat) is written to the audit trail in the same transaction.
 */
export async function setUserDisabled(
  deps: Deps,
  audit: ActorContext,
  userId: string,
  disabled: boolean,
): Promise<AdminUser> {
  if (!isUuid(userId)) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  if (disabled && userId === audit.actor.id) {
    throw new AppError('conflict', ACCOUNT_MESSAGES.cannotDisableSelf);
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!before) return null;
    await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(users.id, userId));
    const wasDisabled = before.disabledAt !== null;
    if (wasDisabled !== disabled) {
      await recordAudit(tx, audit, {
        action: disabled ? AUDIT_ACTIONS.userDisabled : AUDIT_ACTIONS.userEnabled,
        target: { kind: 'user', id: userId },
        subjectUserId: userId,
        changes: { disabled: [wasDisabled, disabled] },
        at: now,
      });
    }
    if (disabled) await signOutEverywhere(tx, userId, now);
    const [row] = await selectUsers(tx).where(eq(users.id, userId));
    return row ?? null;
  });
  if (!row) throw notFound(ACCOUNT_MESSAGES.userNotFound);
  return toAdminUser(row);
}
