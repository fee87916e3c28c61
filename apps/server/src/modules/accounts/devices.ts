import {
  ACCOUNT_MESSAGES,
  DEVICE_UNKNOWN_BROWSER,
  DEVICE_UNKNOWN_OS,
  type Device,
  isUuid,
} from '@medprep/shared';
import Bowser from 'bowser';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';

/** 'Chrome on Windows', 'Safari on iOS', from a User-Agent (bowser, MIT; docs/decisions/368). */
export function describeUserAgent(userAgent: string | null): Pick<Device, 'name' | 'browser' | 'os'> {
  if (!userAgent)
    return { name: `${DEVICE_UNKNOWN_BROWSER} on ${DEVICE_UNKNOWN_OS}`, browser: null, os: null };
  const result = Bowser.parse(userAgent);
  const browser = result.browser.name || null;
  const os = result.os.name || null;
  return {
    name: `${browser ?? DEVICE_UNKNOWN_BROWSER} on ${os ?? DEVICE_UNKNOWN_OS}`,
    browser,
    os,
  };
}

/**
 * The account's live sign-ins: one per refresh-token family that still has a usable token, newest use first.
 * First use is the family's first token, last use its newest (each refresh issues one); the browser is
 * named from the newest token's User-Agent; `current` marks the family the caller's access token belongs to.
 */
export async function listDevices(
  deps: Deps,
  userId: string,
  currentFamily: string | null,
): Promise<Device[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({
      familyId: refreshTokens.familyId,
      signedInAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      expiresAt: sql<Date>`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt),
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc) filter (where ${refreshTokens.userAgent} is not null))[1]`,
      live: sql<boolean>`bool_or(${refreshTokens.revokedAt} is null and ${refreshTokens.rotatedAt} is null and ${refreshTokens.expiresAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId);
  return rows
    .filter((r) => r.live)
    .sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
    .map((r) => ({
      id: r.familyId,
      ...describeUserAgent(r.userAgent),
      current: r.familyId === currentFamily,
      signedInAt: r.signedInAt.toISOString(),
      lastActiveAt: r.lastActiveAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    }));
}

/** Signs one of the caller's devices out: its whole refresh-token family is revoked (404 if not theirs). */
export async function signOutDevice(deps: Deps, userId: string, familyId: string): Promise<void> {
  const revoked = isUuid(familyId)
    ? await deps.db
        .update(refreshTokens)
        .set({ revokedAt: deps.clock.now() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id })
    : [];
  if (revoked.length === 0) throw notFound(ACCOUNT_MESSAGES.deviceNotFound);
}
