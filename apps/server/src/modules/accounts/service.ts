import {
  ACCOUNT_MESSAGES,
  type Account,
  AUTH_MESSAGES,
  type ChangeEmailBody,
  type ChangePasswordBody,
  DELETED_USER_NAME,
  EMAIL_CHANGE_TTL_SEC,
  FORGOT_PASSWORD_LIMITS,
  IMAGE_TYPES,
  normalizeEmail,
  RESET_TOKEN_TTL_SEC,
  type UpdateAccountBody,
} from '@medprep/shared';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accountTokens, mailOutbox, uploads, users } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { mailOrigin } from '../../platform/origin.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords.ts';
import { type SessionTokens, signOutEverywhere, startSessionFor } from '../auth/service.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { enqueueMail, kickMail } from '../mail/service.ts';
import { storageKeyOf } from '../uploads/service.ts';
import { consumeAccountToken, issueAccountToken, retireAccountTokens } from './tokens.ts';

const tooCommon = (field: string) =>
  new AppError('validation_failed', AUTH_MESSAGES.passwordTooCommon, {
    fields: { [field]: AUTH_MESSAGES.passwordTooCommon },
  });

const wrongPassword = (field = 'password') =>
  new AppError('validation_failed', ACCOUNT_MESSAGES.wrongPassword, {
    fields: { [field]: ACCOUNT_MESSAGES.wrongPassword },
  });

async function loadUser(deps: Deps, userId: string, tx: Pick<Deps['db'], 'select'> = deps.db) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  if (!row || row.disabledAt) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return row;
}

/** Checks the caller's current password; an account without one (Google only) is told how to set one. */
async function checkPassword(row: typeof users.$inferSelect, password: string, field = 'password') {
  if (!row.passwordHash) {
    throw new AppError('validation_failed', ACCOUNT_MESSAGES.noPasswordYet, {
      fields: { [field]: ACCOUNT_MESSAGES.noPasswordYet },
    });
  }
  if (!(await verifyPassword(row.passwordHash, password))) throw wrongPassword(field);
}

/**
 * POST /auth/forgot-password (docs/decisions/263): the same 202 whether or not the account exists. A client
 * address past its limit is refused (429: that tells nothing about any account); an address (account) past
 * its own limit silently gets no more mail.
 */
export async function forgotPassword(deps: Deps, input: { email: string; ip: string }) {
  const now = deps.clock.now();
  const email = normalizeEmail(input.email);
  const byAddress = await takeAttempt(
    deps.db,
    [{ scope: 'fpip', subject: input.ip, limit: FORGOT_PASSWORD_LIMITS.address }],
    now,
  );
  if (!byAddress.ok) {
    throw new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts, {
      headers: { 'retry-after': String(byAddress.retryAfterSec) },
    });
  }
  const byAccount = await takeAttempt(
    deps.db,
    [{ scope: 'fpac', subject: email, limit: FORGOT_PASSWORD_LIMITS.account }],
    now,
  );
  if (!byAccount.ok) return;
  const queued = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.email, email));
    if (!user || user.disabledAt) return false;
    const token = await issueAccountToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      ttlSec: RESET_TOKEN_TTL_SEC,
      now,
    });
    await enqueueMail(
      tx,
      {
        to: user.email,
        userId: user.id,
        message: { template: 'reset_password', name: user.name, token },
        origin: mailOrigin(deps.config),
      },
      now,
    );
    return true;
  });
  if (queued) kickMail(deps);
}

/**
 * POST /auth/reset-password: uses the link once, sets the password (Google accounts too), ends every other
 * sign-in and starts this one, all in one transaction.
 */
export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string; userAgent?: string | undefined },
): Promise<SessionTokens> {
  if (isCommonPassword(input.password.trim())) throw tooCommon('password');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const session = await deps.db.transaction(async (tx) => {
    const token = await consumeAccountToken(tx, input.token, 'reset_password', now);
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
    if (!user || user.disabledAt) throw new AppError('forbidden', ACCOUNT_MESSAGES.accountDisabled);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await retireAccountTokens(tx, user.id, 'reset_password', now);
    await signOutEverywhere(tx, user.id, now);
    await enqueueMail(
      tx,
      {
        to: user.email,
        userId: user.id,
        message: { template: 'password_changed', name: user.name },
        origin: mailOrigin(deps.config),
      },
      now,
    );
    return startSessionFor(deps, user.id, tx, { userAgent: input.userAgent });
  });
  kickMail(deps);
  return session;
}

export async function getAccount(deps: Deps, userId: string): Promise<Account> {
  const row = await loadUser(deps, userId);
  const now = deps.clock.now();
  const [pending] = await deps.db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'confirm_email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  const notices: string[] = [];
  for (const kind of deps.registries.personalData) {
    const notice = await kind.deletionNotice?.(deps.db, userId);
    if (notice) notices.push(notice);
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    avatar: row.avatar,
    hasPassword: row.passwordHash !== null,
    google: row.googleSub !== null,
    createdAt: row.createdAt.toISOString(),
    pendingEmail: pending?.newEmail ?? null,
    deletionNotices: notices,
    remindersEnabled: row.remindersEnabled,
  };
}

/** PATCH /me/account: the name, and a photo that must be a public image the caller uploaded. */
export async function updateAccount(deps: Deps, userId: string, input: UpdateAccountBody): Promise<Account> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.remindersEnabled !== undefined) changes.remindersEnabled = input.remindersEnabled;
  if (input.avatar !== undefined) {
    if (input.avatar === null || input.avatar === '') changes.avatar = null;
    else {
      const key = storageKeyOf(input.avatar);
      const [upload] = key
        ? await deps.db
            .select({ id: uploads.id })
            .from(uploads)
            .where(
              and(
                eq(uploads.storageKey, key),
                eq(uploads.ownerId, userId),
                eq(uploads.visibility, 'public'),
                inArray(uploads.mimeType, [...IMAGE_TYPES]),
              ),
            )
        : [];
      if (!upload) {
        throw new AppError('validation_failed', ACCOUNT_MESSAGES.avatarInvalid, {
          fields: { avatar: ACCOUNT_MESSAGES.avatarInvalid },
        });
      }
      changes.avatar = input.avatar;
    }
  }
  await loadUser(deps, userId);
  if (Object.keys(changes).length) await deps.db.update(users).set(changes).where(eq(users.id, userId));
  return getAccount(deps, userId);
}

const emailTaken = () =>
  new AppError('conflict', AUTH_MESSAGES.emailTaken, { fields: { email: AUTH_MESSAGES.emailTaken } });

/** POST /me/account/email: a confirmation link to the new address; the email changes when it is followed. */
export async function requestEmailChange(deps: Deps, userId: string, input: ChangeEmailBody): Promise<void> {
  const row = await loadUser(deps, userId);
  await checkPassword(row, input.password);
  const newEmail = normalizeEmail(input.email);
  if (newEmail === row.email) {
    throw new AppError('validation_failed', ACCOUNT_MESSAGES.emailSame, {
      fields: { email: ACCOUNT_MESSAGES.emailSame },
    });
  }
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  if (taken) throw emailTaken();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, {
      userId,
      purpose: 'confirm_email',
      ttlSec: EMAIL_CHANGE_TTL_SEC,
      now,
      newEmail,
    });
    await enqueueMail(
      tx,
      {
        to: newEmail,
        userId,
        message: { template: 'confirm_email', name: row.name, token, newEmail },
        origin: mailOrigin(deps.config),
      },
      now,
    );
  });
  kickMail(deps);
}

/** POST /auth/confirm-email: the new address takes over (unless taken meanwhile); the old one is told. */
export async function confirmEmail(deps: Deps, input: { token: string }): Promise<string> {
  const now = deps.clock.now();
  const email = await deps.db
    .transaction(async (tx) => {
      const token = await consumeAccountToken(tx, input.token, 'confirm_email', now);
      const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
      if (!user || user.disabledAt) throw new AppError('forbidden', ACCOUNT_MESSAGES.accountDisabled);
      const newEmail = token.newEmail!;
      const [clash] = await tx.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
      if (clash) throw emailTaken();
      await tx.update(users).set({ email: newEmail }).where(eq(users.id, user.id));
      await enqueueMail(
        tx,
        {
          to: user.email,
          userId: user.id,
          message: { template: 'email_changed', name: user.name, newEmail },
          origin: mailOrigin(deps.config),
        },
        now,
      );
      return newEmail;
    })
    .catch((error: unknown) => {
      // Two accounts confirming one address at once: the unique key decides.
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    });
  kickMail(deps);
  return email;
}

/** POST /me/account/password: the current password, then the new one; every other sign-in ends. */
export async function changePassword(
  deps: Deps,
  userId: string,
  input: ChangePasswordBody & { userAgent?: string | undefined },
): Promise<SessionTokens> {
  const row = await loadUser(deps, userId);
  await checkPassword(row, input.currentPassword, 'currentPassword');
  if (isCommonPassword(input.newPassword.trim())) throw tooCommon('newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.clock.now();
  const session = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await signOutEverywhere(tx, userId, now);
    await enqueueMail(
      tx,
      {
        to: row.email,
        userId,
        message: { template: 'password_changed', name: row.name },
        origin: mailOrigin(deps.config),
      },
      now,
    );
    return startSessionFor(deps, userId, tx, { userAgent: input.userAgent });
  });
  kickMail(deps);
  return session;
}

export async function logoutAll(deps: Deps, userId: string): Promise<void> {
  await deps.db.transaction((tx) => signOutEverywhere(tx, userId, deps.clock.now()));
}

/** GET /me/export: every registered kind of the person's data, made on request. */
export async function exportPersonalData(deps: Deps, userId: string): Promise<Record<string, unknown>> {
  await loadUser(deps, userId);
  const data: Record<string, unknown> = {
    exportedAt: deps.clock.now().toISOString(),
  };
  for (const kind of deps.registries.personalData) data[kind.key] = await kind.export(deps.db, userId);
  return data;
}

/**
 * DELETE /me/account (docs/decisions/266): in one transaction every registered kind erases its data, the
 * account row loses everything personal (the email is free again, the name reads 'Deleted user'), every
 * sign-in ends and no new one can start; the row itself stays for orders and public posts.
 */
export async function deleteAccount(deps: Deps, userId: string, password: string): Promise<void> {
  const row = await loadUser(deps, userId);
  await checkPassword(row, password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx: Tx) => {
    for (const kind of deps.registries.personalData) await kind.erase?.(tx, userId, now);
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        name: DELETED_USER_NAME,
        passwordHash: null,
        googleSub: null,
        avatar: null,
        disabledAt: now,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    await signOutEverywhere(tx, userId, now);
  });
}
