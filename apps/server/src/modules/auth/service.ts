import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type LoginBody,
  NAME_MAX_LENGTH,
  normalizeEmail,
  REFRESH_REUSE_GRACE_SEC,
  REFRESH_TOKEN_TTL_SEC,
  type RegisterBody,
  type Role,
  SIGN_IN_LIMITS,
  USER_AGENT_MAX_LENGTH,
  type User,
} from '@medprep/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import type { DeviceClaim } from './device-cookie.ts';
import { dummyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { type Bucket, giveBack, takeAttempt } from './throttle.ts';
import { hashRefreshToken, newRefreshToken, successorRefreshToken } from './tokens.ts';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  user: User;
}

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  avatar: users.avatar,
  tokenVersion: users.tokenVersion,
  disabledAt: users.disabledAt,
};
type UserRow = User & { tokenVersion: number; disabledAt: Date | null };
const publicUser = ({ tokenVersion: _tv, disabledAt: _d, ...user }: UserRow): User => user;

/** A disabled (or deleted) account cannot sign in, whatever the way. */
const accountDisabled = () => new AppError('forbidden', ACCOUNT_MESSAGES.accountDisabled);

/** Who is signing in, as the browser says (the devices list names it; docs/decisions/368). */
export interface SignInClient {
  userAgent?: string | undefined;
}

const clipUserAgent = (client: SignInClient | undefined) =>
  client?.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;

/** Starts a new sign-in: a fresh refresh-token family and an access token. */
async function startSession(
  deps: Deps,
  user: UserRow,
  db: DbOrTx = deps.db,
  client?: SignInClient,
): Promise<SessionTokens> {
  if (user.disabledAt) throw accountDisabled();
  const refresh = newRefreshToken();
  const now = deps.clock.now();
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SEC * 1000),
    userAgent: clipUserAgent(client),
    createdAt: now,
  });
  return {
    accessToken: await deps.tokens.sign(user, familyId),
    refreshToken: refresh.token,
    user: publicUser(user),
  };
}

export async function registerUser(
  deps: Deps,
  input: RegisterBody,
  client?: SignInClient,
): Promise<SessionTokens> {
  const email = normalizeEmail(input.email);
  if (isCommonPassword(input.password.trim())) {
    throw new AppError('validation_failed', AUTH_MESSAGES.passwordTooCommon, {
      fields: { password: AUTH_MESSAGES.passwordTooCommon },
    });
  }
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db
    .insert(users)
    .values({ email, name: input.name.trim(), passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  if (!user) {
    throw new AppError('conflict', AUTH_MESSAGES.emailTaken, { fields: { email: AUTH_MESSAGES.emailTaken } });
  }
  return startSession(deps, user, deps.db, client);
}

export interface PasswordAttempt {
  /** The client address. */
  ip: string;
  /** What the browser's device cookie says, when it carries a genuine one. */
  device: DeviceClaim | null;
  userAgent?: string | undefined;
}

/**
 * The buckets a password sign-in draws from (docs/decisions/160). A browser with a genuine device cookie for
 * this account is not held back by the account's limits, only by its own small allowance; once that is
 * spent, the cookie counts for nothing and the attempt is like any other browser's.
 */
function signInBuckets(email: string, attempt: PasswordAttempt, trusted: boolean): Bucket[] {
  const address: Bucket = { scope: 'ip', subject: attempt.ip, limit: SIGN_IN_LIMITS.address };
  if (trusted && attempt.device) {
    return [address, { scope: 'dev', subject: attempt.device.nonce, limit: SIGN_IN_LIMITS.device }];
  }
  return [
    address,
    { scope: 'acct', subject: email, limit: SIGN_IN_LIMITS.account },
    { scope: 'acip', subject: `${email}\n${attempt.ip}`, limit: SIGN_IN_LIMITS.accountAddress },
  ];
}

const tooManyAttempts = (retryAfterSec: number) =>
  new AppError('too_many_requests', AUTH_MESSAGES.tooManyAttempts, {
    headers: { 'retry-after': String(retryAfterSec) },
  });

/**
 * Password sign-in. An attempt is taken from each of its buckets before the password is checked (so
 * parallel guesses never pass a limit) and given back when the password is right (so only failures count).
 */
export async function loginWithPassword(
  deps: Deps,
  input: LoginBody,
  attempt: PasswordAttempt,
): Promise<SessionTokens> {
  const email = normalizeEmail(input.email);
  const now = deps.clock.now();
  const trusted = attempt.device?.email === email;
  let taken = await takeAttempt(deps.db, signInBuckets(email, attempt, trusted), now);
  if (!taken.ok && trusted && taken.refusedBy.scope === 'dev') {
    taken = await takeAttempt(deps.db, signInBuckets(email, attempt, false), now);
  }
  if (!taken.ok) throw tooManyAttempts(taken.retryAfterSec);

  const [row] = await deps.db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  const valid = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
  if (!row || !valid) throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
  await giveBack(deps.db, taken.buckets);
  const { passwordHash: _ph, ...user } = row;
  return startSession(deps, user, deps.db, { userAgent: attempt.userAgent });
}

export async function loginWithGoogle(
  deps: Deps,
  idToken: string,
  client?: SignInClient,
): Promise<SessionTokens> {
  if (!deps.google) throw new AppError('not_found', AUTH_MESSAGES.googleNotConfigured);
  const identity = await deps.google.verify(idToken);
  if (!identity) throw new AppError('unauthorized', AUTH_MESSAGES.googleInvalid);
  if (!identity.emailVerified) throw new AppError('unauthorized', AUTH_MESSAGES.googleEmailUnverified);
  const email = normalizeEmail(identity.email);
  return deps.db.transaction(async (tx) => {
    const [bySub] = await tx.select(userColumns).from(users).where(eq(users.googleSub, identity.sub));
    if (bySub) return startSession(deps, bySub, tx, client);
    // The email is verified by Google: link it to the account that has it, or create one.
    const [linked] = await tx
      .update(users)
      .set({ googleSub: identity.sub, avatar: sql`coalesce(${users.avatar}, ${identity.picture ?? null})` })
      .where(and(eq(users.email, email), isNull(users.googleSub)))
      .returning(userColumns);
    if (linked) return startSession(deps, linked, tx, client);
    const name = (identity.name?.trim() || email.split('@')[0] || 'Learner').slice(0, NAME_MAX_LENGTH);
    const [created] = await tx
      .insert(users)
      .values({ email, name, googleSub: identity.sub, avatar: identity.picture ?? null })
      .onConflictDoNothing()
      .returning(userColumns);
    if (!created) throw new AppError('conflict', AUTH_MESSAGES.googleInvalid);
    return startSession(deps, created, tx, client);
  });
}

type RefreshOutcome = { ok: true; tokens: SessionTokens } | { ok: false };

/**
 * Rotates a refresh token: the presented one is used up and its successor, of the same family, is issued.
 * The successor is derived from the token with a server key, so a token presented again within
 * REFRESH_REUSE_GRACE_SEC of its rotation (two tabs refreshing at once) gets the same successor. Presented
 * again later, it was copied: the whole family is revoked.
 */
export async function refreshSession(
  deps: Deps,
  refreshToken: string | undefined,
  client?: SignInClient,
): Promise<SessionTokens> {
  if (!refreshToken) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const tokenHash = hashRefreshToken(refreshToken);
  const next = successorRefreshToken(deps.config.jwtSecret, refreshToken);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [current] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update');
    if (!current || current.revokedAt || current.expiresAt <= now) return { ok: false };
    const [user] = await tx.select(userColumns).from(users).where(eq(users.id, current.userId));
    if (!user || user.disabledAt) return { ok: false };
    const issue = async () => ({
      ok: true as const,
      tokens: {
        accessToken: await deps.tokens.sign(user, current.familyId),
        refreshToken: next.token,
        user: publicUser(user),
      },
    });
    if (current.rotatedAt) {
      const withinGrace = now.getTime() - current.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_SEC * 1000;
      if (withinGrace) {
        const [successor] = await tx
          .select({ revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.tokenHash, next.hash), eq(refreshTokens.familyId, current.familyId)));
        if (successor && !successor.revokedAt && successor.expiresAt > now) return issue();
        return { ok: false };
      }
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false };
    }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, current.id));
    await tx.insert(refreshTokens).values({
      userId: user.id,
      familyId: current.familyId,
      tokenHash: next.hash,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SEC * 1000),
      // The browser as it is now (it may have updated since the sign-in); else what the family said before.
      userAgent: clipUserAgent(client) ?? current.userAgent,
      createdAt: now,
    });
    return issue();
  });
  if (!outcome.ok) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return outcome.tokens;
}

/** Ends the sign-in the refresh token belongs to (its whole family). */
export async function logout(deps: Deps, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  if (!row) return;
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs a user out on every device: refresh tokens revoked, access tokens stop working at once. */
export async function signOutEverywhere(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Changes a user's role; their current access tokens stop working, so the new role applies at once. */
export async function changeUserRole(db: DbOrTx, userId: string, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Starts a new sign-in for an account another module has just authenticated (a password reset, a password
 * change on this device), inside its transaction.
 */
export async function startSessionFor(
  deps: Deps,
  userId: string,
  db: DbOrTx = deps.db,
  client?: SignInClient,
): Promise<SessionTokens> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return startSession(deps, user, db, client);
}

export async function getUserById(db: DbOrTx, userId: string): Promise<User | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row ? publicUser(row) : null;
}
