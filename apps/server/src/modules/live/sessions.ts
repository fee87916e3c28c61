/** Live sessions as lists and pages show them: loading, the visibility rule, listing and one session. */
import {
  isUuid,
  LIVE_MESSAGES,
  type LiveListQuery,
  type LiveListResponse,
  type LiveSessionDetail,
  type LiveSessionListItem,
  liveStatusAt,
} from '@medprep/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveAttendance, liveSessions, purchases, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound, unauthorized } from '../../platform/errors.ts';
import { pageOffset } from '../../platform/pagination.ts';
import { hasPurchased } from '../payments/access.ts';
import { remindersOf } from './reminders.ts';

export type LiveRow = typeof liveSessions.$inferSelect;
export type Viewer = Pick<AuthUser, 'id' | 'role'> | null;

export const isHostOrAdmin = (viewer: Viewer, row: LiveRow) =>
  Boolean(viewer && (viewer.role === 'admin' || viewer.id === row.hostUserId));

export const sessionNotFound = () => notFound(LIVE_MESSAGES.notFound);
export const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', message, { fields: { [field]: message } });

/** The session as a list or detail shows it; Zoom details only when asked (host and admins). */
function toDto(row: LiveRow, hostName: string, now: Date): LiveSessionListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    timezone: row.timezone,
    pricing: { type: row.pricingType, amountMinor: row.priceMinor, currency: row.currency },
    status: liveStatusAt({ ...row, canceled: row.canceledAt !== null }, now),
    visibility: row.visibility,
    hostUserId: row.hostUserId,
    hostName,
    membersAccess: row.membersAccess,
    seriesId: row.seriesId,
  };
}

export function toDetail(row: LiveRow, hostName: string, viewer: Viewer, now: Date): LiveSessionDetail {
  const dto: LiveSessionDetail = toDto(row, hostName, now);
  if (isHostOrAdmin(viewer, row)) dto.zoom = { joinUrl: row.zoomJoinUrl, passcode: row.zoomPasscode };
  return dto;
}

/** What the one access rule needs to know about a session. */
export const paidThingOf = (row: LiveRow) => ({
  kind: 'live_session' as const,
  id: row.id,
  ownerId: row.hostUserId,
  priceMinor: row.pricingType === 'free' ? 0 : row.priceMinor,
  includedInMembership: row.membersAccess === 'free',
});

/** A canceled session stays visible to its host, admins and those who bought it; others see none. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer?.role === 'admin') return undefined;
  const bought = viewer
    ? exists(
        sql`(select 1 from ${purchases} where ${purchases.userId} = ${viewer.id} and ${purchases.kind} = 'live_session' and ${purchases.itemId} = ${liveSessions.id})`,
      )
    : undefined;
  return or(
    isNull(liveSessions.canceledAt),
    viewer ? eq(liveSessions.hostUserId, viewer.id) : undefined,
    bought,
  );
}

export async function loadSession(
  db: DbOrTx,
  id: string,
): Promise<{ row: LiveRow; hostName: string } | null> {
  if (!isUuid(id)) return null;
  const [found] = await db
    .select({ row: liveSessions, hostName: users.name })
    .from(liveSessions)
    .innerJoin(users, eq(users.id, liveSessions.hostUserId))
    .where(eq(liveSessions.id, id));
  return found ?? null;
}

/** A session the viewer may see, or 404. */
export async function visibleSession(db: DbOrTx, viewer: Viewer, id: string) {
  const found = await loadSession(db, id);
  if (!found) throw sessionNotFound();
  if (found.row.canceledAt && !isHostOrAdmin(viewer, found.row)) {
    if (!viewer || !(await hasPurchased(db, viewer.id, 'live_session', id))) throw sessionNotFound();
  }
  return found;
}

export async function listSessions(
  db: DbOrTx,
  viewer: Viewer,
  query: LiveListQuery,
  now: Date,
): Promise<LiveListResponse> {
  if (query.host === 'me' && !viewer) throw unauthorized();
  const conditions: (SQL | undefined)[] = [visibleTo(viewer)];
  const notCanceled = isNull(liveSessions.canceledAt);
  if (query.status === 'scheduled') conditions.push(notCanceled, gt(liveSessions.startAt, now));
  if (query.status === 'live')
    conditions.push(notCanceled, lte(liveSessions.startAt, now), gt(liveSessions.endAt, now));
  if (query.status === 'ended') conditions.push(notCanceled, lte(liveSessions.endAt, now));
  if (query.status === 'canceled') conditions.push(isNotNull(liveSessions.canceledAt));
  if (query.from) conditions.push(gte(liveSessions.startAt, query.from));
  if (query.to) conditions.push(lt(liveSessions.startAt, query.to));
  if (query.host === 'me' && viewer) conditions.push(eq(liveSessions.hostUserId, viewer.id));
  const where = and(...conditions);
  const order = query.status === 'ended' ? desc(liveSessions.startAt) : asc(liveSessions.startAt);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ row: liveSessions, hostName: users.name })
      .from(liveSessions)
      .innerJoin(users, eq(users.id, liveSessions.hostUserId))
      .where(where)
      .orderBy(order, asc(liveSessions.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(liveSessions).where(where),
  ]);
  const results = rows.map(({ row, hostName }) => toDto(row, hostName, now));
  if (query.host === 'me' && results.length) {
    const counts = await db
      .select({ sessionId: liveAttendance.sessionId, n: count() })
      .from(liveAttendance)
      .where(
        inArray(
          liveAttendance.sessionId,
          results.map((r) => r.id),
        ),
      )
      .groupBy(liveAttendance.sessionId);
    const byId = new Map(counts.map((c) => [c.sessionId, c.n]));
    for (const r of results) r.attendeeCount = byId.get(r.id) ?? 0;
  }
  return { results, page: query.page, pageSize: query.limit, total: totalRow?.total ?? 0 };
}

/** One session's page: with the viewer's reminder switch, null when they get no reminders of it (675). */
export async function getSession(db: DbOrTx, viewer: Viewer, id: string, now: Date) {
  const { row, hostName } = await visibleSession(db, viewer, id);
  const reminders = viewer ? await remindersOf(db, viewer.id, row.id) : null;
  return { ...toDetail(row, hostName, viewer, now), reminders };
}

export async function calendarSession(db: DbOrTx, viewer: Viewer, id: string) {
  return (await visibleSession(db, viewer, id)).row;
}
