import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  addWeeksInZone,
  type CreateLiveBody,
  IMAGE_DATA_URL,
  IMAGE_TYPES,
  isUuid,
  joinWindowAt,
  LIVE_DEFAULT_TIMEZONE,
  LIVE_MESSAGES,
  type LiveAttendanceResponse,
  type LiveEntitlement,
  type LiveJoinResponse,
  type LiveListQuery,
  type LiveListResponse,
  type LiveSessionDetail,
  type LiveSessionListItem,
  liveCrossFieldIssues,
  liveStatusAt,
  type UpdateLiveBody,
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
import { fileTypeFromBuffer } from 'file-type';
import type { Db, DbOrTx } from '../../db/client.ts';
import { liveAttendance, liveSessions, purchases, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { pageOffset } from '../../platform/pagination.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type AccessSource, accessSource, hasActiveMembership, hasPurchased } from '../payments/access.ts';
import { storeUpload } from '../uploads/service.ts';

export type LiveRow = typeof liveSessions.$inferSelect;
type Viewer = Pick<AuthUser, 'id' | 'role'> | null;

const isHostOrAdmin = (viewer: Viewer, row: LiveRow) =>
  Boolean(viewer && (viewer.role === 'admin' || viewer.id === row.hostUserId));

const sessionNotFound = () => notFound(LIVE_MESSAGES.notFound);
const fieldError = (field: string, message: string) =>
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

function toDetail(row: LiveRow, hostName: string, viewer: Viewer, now: Date): LiveSessionDetail {
  const dto: LiveSessionDetail = toDto(row, hostName, now);
  if (isHostOrAdmin(viewer, row)) dto.zoom = { joinUrl: row.zoomJoinUrl, passcode: row.zoomPasscode };
  return dto;
}

/** What the one access rule needs to know about a session (DECISIONS §3, §8). */
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
async function visibleSession(db: DbOrTx, viewer: Viewer, id: string) {
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

export async function getSession(db: DbOrTx, viewer: Viewer, id: string, now: Date) {
  const { row, hostName } = await visibleSession(db, viewer, id);
  return toDetail(row, hostName, viewer, now);
}

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
 * The Zoom link for an entitled caller inside the join window (DECISIONS §8). Each hand-out to someone
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

export interface ThumbnailDeps {
  db: Db;
  storage: Storage;
  tempDir: string;
}

/**
 * A thumbnail as saved: a base64 image is stored through the storage interface (as an upload of the
 * caller) and becomes its URL; a URL is kept; '' or null clears it.
 */
async function resolveThumbnail(
  deps: ThumbnailDeps,
  user: AuthUser,
  value: string | null | undefined,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const match = IMAGE_DATA_URL.exec(value);
  if (!match) return value;
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  const detected = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw fieldError('thumbnail', LIVE_MESSAGES.selectImage);
  }
  const stored = await storeUpload(deps, user, {
    stream: Readable.from([bytes]),
    filename: `thumbnail.${detected.ext}`,
  });
  return stored.url;
}

function pricingOf(pricing: {
  type: 'free' | 'paid';
  amountMinor?: number;
  currency?: 'GBP' | 'USD' | 'EUR';
}) {
  return pricing.type === 'free'
    ? {
        pricingType: 'free' as const,
        priceMinor: 0,
        ...(pricing.currency ? { currency: pricing.currency } : {}),
      }
    : {
        pricingType: 'paid' as const,
        priceMinor: pricing.amountMinor ?? 0,
        currency: pricing.currency ?? 'GBP',
      };
}

const zoomOf = (zoom: CreateLiveBody['zoom']) => {
  if (zoom === undefined) return {};
  if (zoom === null) return { zoomJoinUrl: null, zoomPasscode: null };
  return {
    ...(zoom.joinUrl !== undefined ? { zoomJoinUrl: zoom.joinUrl || null } : {}),
    ...(zoom.passcode !== undefined ? { zoomPasscode: zoom.passcode || null } : {}),
  };
};

/** Creates a session, or a weekly series of `repeatWeeks` sessions at the same local time (DECISIONS §8). */
export async function createSessions(
  deps: ThumbnailDeps,
  user: AuthUser,
  body: CreateLiveBody,
  now: Date,
): Promise<{ session: LiveSessionDetail; series: string[] }> {
  const start = new Date(body.startAt);
  const end = new Date(body.endAt);
  if (start.getTime() <= now.getTime()) throw fieldError('startAt', LIVE_MESSAGES.startInFuture);
  const timezone = body.timezone || LIVE_DEFAULT_TIMEZONE;
  const weeks = body.repeatWeeks ?? 1;
  const thumbnail = await resolveThumbnail(deps, user, body.thumbnail);
  const seriesId = weeks > 1 ? randomUUID() : null;
  const base = {
    hostUserId: user.id,
    title: body.title,
    description: body.description ?? '',
    thumbnail: thumbnail ?? null,
    timezone,
    ...pricingOf(body.pricing),
    membersAccess: body.membersAccess ?? 'none',
    visibility: 'public' as const,
    ...zoomOf(body.zoom),
    seriesId,
    createdAt: now,
    updatedAt: now,
  };
  const rows = await deps.db.transaction((tx) =>
    tx
      .insert(liveSessions)
      .values(
        Array.from({ length: weeks }, (_, week) => ({
          ...base,
          startAt: addWeeksInZone(start, week, timezone),
          endAt: addWeeksInZone(end, week, timezone),
        })),
      )
      .returning(),
  );
  const sorted = rows.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  return {
    session: toDetail(sorted[0]!, user.name, user, now),
    series: sorted.map((r) => r.id),
  };
}

/** The host or an admin edits; every rule is checked on the edited whole (platform.md §5). */
export async function updateSession(
  deps: ThumbnailDeps,
  user: AuthUser,
  id: string,
  body: UpdateLiveBody,
  now: Date,
): Promise<LiveSessionDetail> {
  const { row, hostName } = await visibleSession(deps.db, user, id);
  if (!isHostOrAdmin(user, row)) throw forbidden(LIVE_MESSAGES.hostOnly);
  if (row.canceledAt) throw new AppError('conflict', LIVE_MESSAGES.canceledNoCheckout);
  const pricing = body.pricing
    ? { ...body.pricing, currency: body.pricing.currency ?? row.currency }
    : { type: row.pricingType, amountMinor: row.priceMinor, currency: row.currency };
  const merged = {
    startAt: body.startAt ?? row.startAt.toISOString(),
    endAt: body.endAt ?? row.endAt.toISOString(),
    pricing,
  };
  const [issue] = liveCrossFieldIssues(merged);
  if (issue) throw fieldError(issue.path.join('.'), issue.message);
  const thumbnail = await resolveThumbnail(deps, user, body.thumbnail);
  const [updated] = await deps.db
    .update(liveSessions)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      startAt: new Date(merged.startAt),
      endAt: new Date(merged.endAt),
      ...(body.timezone ? { timezone: body.timezone } : {}),
      ...pricingOf(pricing),
      ...(body.membersAccess ? { membersAccess: body.membersAccess } : {}),
      ...(thumbnail !== undefined ? { thumbnail } : {}),
      ...zoomOf(body.zoom),
      updatedAt: now,
    })
    .where(eq(liveSessions.id, id))
    .returning();
  return toDetail(updated!, hostName, user, now);
}

/**
 * The host or an admin deletes. A session someone has paid for is not removed: it becomes `canceled`
 * (buyers keep seeing it). Decided under a lock on the session's row, so a payment being fulfilled at the
 * same moment either lands first (then it is canceled) or finds it gone and is refunded.
 */
export async function deleteSession(db: Db, user: AuthUser, id: string, now: Date): Promise<{ ok: true }> {
  const { row } = await visibleSession(db, user, id);
  if (!isHostOrAdmin(user, row)) throw forbidden(LIVE_MESSAGES.hostOnly);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
    if (!locked) return;
    if (await sessionHasBuyers(tx, id)) {
      if (!locked.canceledAt) {
        await tx.update(liveSessions).set({ canceledAt: now, updatedAt: now }).where(eq(liveSessions.id, id));
      }
    } else {
      await tx.delete(liveSessions).where(eq(liveSessions.id, id));
    }
  });
  return { ok: true };
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

export async function calendarSession(db: DbOrTx, viewer: Viewer, id: string) {
  return (await visibleSession(db, viewer, id)).row;
}
