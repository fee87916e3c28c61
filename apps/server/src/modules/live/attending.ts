/** Attending a live session: who has access, joining inside the window, attendance, and who bought it. */
import {
  isUuid,
  joinWindowAt,
  LIVE_MESSAGES,
  type LiveAttendanceResponse,
  type LiveEntitlement,
  type LiveJoinResponse,
  type LiveReminders,
} from '@medprep/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveAttendance, liveSessions, purchases, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { type AccessSource, accessSource, hasActiveMembership } from '../membership/access.ts';
import { hasPurchased } from '../payments/access.ts';
import { remindersOf, saveReminderChoice } from './reminders.ts';
import {
  isHostOrAdmin,
  type LiveRow,
  loadSession,
  paidThingOf,
  sessionNotFound,
  type Viewer,
  visibleSession,
} from './sessions.ts';

/** How the viewer may attend: signed in, and free, bought, members-free with a membership, host or admin. */
async function accessOf(db: DbOrTx, viewer: Viewer, row: LiveRow, now: Date): Promise<AccessSource | null> {
  if (!viewer) return null;
  return accessSource(db, viewer, paidThingOf(row), now);
}

export async function getEntitlement(
  db: DbOrTx,
  viewer: Viewer,
  id: string,
  now: Date,
): Promise<LiveEntitlement> {
  const { row } = await visibleSession(db, viewer, id);
  const source = await accessOf(db, viewer, row, now);
  return {
    hasAccess: source !== null,
    canJoinNow: source !== null && row.canceledAt === null && joinWindowAt(row, now) === 'open',
    source,
  };
}

/**
 * The Zoom link for an entitled caller inside the join window. Each hand-out to someone
 * other than the host is recorded once per user (attendance).
 */
export async function joinSession(
  db: DbOrTx,
  viewer: AuthUser,
  id: string,
  now: Date,
): Promise<LiveJoinResponse> {
  const { row } = await visibleSession(db, viewer, id);
  const source = await accessOf(db, viewer, row, now);
  if (!source) return { ok: false, reason: 'not_entitled' };
  if (row.canceledAt) return { ok: false, reason: 'ended' };
  const window = joinWindowAt(row, now);
  if (window === 'before') return { ok: false, reason: 'not_open_yet' };
  if (window === 'after') return { ok: false, reason: 'ended' };
  if (!row.zoomJoinUrl) return { ok: false, reason: 'no_link' };
  if (viewer.id !== row.hostUserId) {
    await db
      .insert(liveAttendance)
      .values({ sessionId: row.id, userId: viewer.id, joinedAt: now })
      .onConflictDoNothing();
  }
  return { ok: true, url: row.zoomJoinUrl, passcode: row.zoomPasscode };
}

export async function getAttendance(
  db: DbOrTx,
  viewer: AuthUser,
  id: string,
): Promise<LiveAttendanceResponse> {
  const found = await loadSession(db, id);
  if (!found || !isHostOrAdmin(viewer, found.row)) throw sessionNotFound();
  const rows = await db
    .select({ userId: liveAttendance.userId, name: users.name, joinedAt: liveAttendance.joinedAt })
    .from(liveAttendance)
    .innerJoin(users, eq(users.id, liveAttendance.userId))
    .where(eq(liveAttendance.sessionId, id))
    .orderBy(asc(liveAttendance.joinedAt));
  return {
    items: rows.map((r) => ({ userId: r.userId, name: r.name, joinedAt: r.joinedAt.toISOString() })),
    total: rows.length,
  };
}

export async function sessionHasBuyers(db: DbOrTx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [bought] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.kind, 'live_session'), eq(purchases.itemId, id)))
    .limit(1);
  return Boolean(bought);
}

/** Whether the user has the session without buying it again: bought, or members-free with a membership. */
export async function ownsSession(db: DbOrTx, userId: string, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  if (await hasPurchased(db, userId, 'live_session', id)) return true;
  const found = await loadSession(db, id);
  return found?.row.membersAccess === 'free' && (await hasActiveMembership(db, userId, now));
}

/**
 * PUT /live-sessions/{id}/reminders (docs/decisions/675): the caller's reminders of a session they can see
 * on or off. Only someone the reminder job would remind of it (a buyer, a member of a members-free paid
 * session, its host) may choose; anyone else is refused (403). Setting the same choice twice changes nothing.
 */
export async function setSessionReminders(
  db: DbOrTx,
  viewer: AuthUser,
  id: string,
  remind: boolean,
  now: Date,
): Promise<LiveReminders> {
  const { row } = await visibleSession(db, viewer, id);
  if (!(await remindersOf(db, viewer.id, row.id))) throw forbidden(LIVE_MESSAGES.notReminded);
  await saveReminderChoice(db, viewer.id, row.id, remind, now);
  return { remind };
}

/** 'Download my data': the live sessions the person was handed the join link of, and when (docs/decisions/676). */
export async function exportAttendance(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      sessionId: liveAttendance.sessionId,
      title: liveSessions.title,
      startAt: liveSessions.startAt,
      joinedAt: liveAttendance.joinedAt,
    })
    .from(liveAttendance)
    .innerJoin(liveSessions, eq(liveSessions.id, liveAttendance.sessionId))
    .where(eq(liveAttendance.userId, userId))
    .orderBy(asc(liveAttendance.joinedAt), asc(liveAttendance.sessionId));
  return {
    sessionsJoined: rows.map((r) => ({
      sessionId: r.sessionId,
      title: r.title,
      startAt: r.startAt.toISOString(),
      joinedAt: r.joinedAt.toISOString(),
    })),
  };
}

/**
 * 'Delete my account': the person's attendance rows go (the user row stays, so no cascade removes them). The
 * host's attendance list and attendee count are read from these rows, so both lose the person (676).
 */
export async function eraseAttendance(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(liveAttendance).where(eq(liveAttendance.userId, userId));
}
