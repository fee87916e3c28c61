/** Hosting live sessions: creating (one or a weekly series), editing and deleting, with thumbnail and pricing. */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  addWeeksInZone,
  type CreateLiveBody,
  IMAGE_DATA_URL,
  IMAGE_TYPES,
  LIVE_DEFAULT_TIMEZONE,
  LIVE_MESSAGES,
  type LiveSessionDetail,
  liveCrossFieldIssues,
  type UpdateLiveBody,
} from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { liveSessions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { storeUpload } from '../uploads/service.ts';
import { sessionHasBuyers } from './attending.ts';
import { fieldError, isHostOrAdmin, toDetail, visibleSession } from './sessions.ts';

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

/** Creates a session, or a weekly series of `repeatWeeks` sessions at the same local time. */
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

/** The host or an admin edits; every rule is checked on the edited whole. */
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
