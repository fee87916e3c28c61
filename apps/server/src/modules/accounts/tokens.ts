import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@medprep/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A fresh single-use token: 256 random bits, of which only the hash is stored (docs/decisions/262). */
export async function issueAccountToken(
  tx: Tx,
  input: { userId: string; purpose: TokenPurpose; ttlSec: number; now: Date; newEmail?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // A new email change replaces the one waiting; reset links stay valid until one is used.
  if (input.purpose === 'confirm_email')
    await retireAccountTokens(tx, input.userId, input.purpose, input.now);
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashAccountToken(token),
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(input.now.getTime() + input.ttlSec * 1000),
    createdAt: input.now,
  });
  return token;
}

/** Every unused token of this purpose stops working (a reset was used; a newer email change was asked). */
export async function retireAccountTokens(tx: Tx, userId: string, purpose: TokenPurpose, now: Date) {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

const MESSAGES = {
  reset_password: {
    invalid: ACCOUNT_MESSAGES.resetInvalid,
    expired: ACCOUNT_MESSAGES.resetExpired,
    used: ACCOUNT_MESSAGES.resetUsed,
  },
  confirm_email: {
    invalid: ACCOUNT_MESSAGES.confirmInvalid,
    expired: ACCOUNT_MESSAGES.confirmExpired,
    used: ACCOUNT_MESSAGES.confirmUsed,
  },
} as const;

/**
 * Uses a token up, under its row lock, inside the caller's transaction: an unknown, expired or used token is
 * a 400 naming the field `token` and saying which it is. Two requests with one token: the second finds it used.
 */
export async function consumeAccountToken(tx: Tx, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashAccountToken(token)), eq(accountTokens.purpose, purpose)))
    .for('update');
  const messages = MESSAGES[purpose];
  const refuse = (message: string) =>
    new AppError('validation_failed', message, { fields: { token: message } });
  if (!row) throw refuse(messages.invalid);
  if (row.usedAt) throw refuse(messages.used);
  if (row.expiresAt <= now) throw refuse(messages.expired);
  await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, row.id));
  return row;
}
