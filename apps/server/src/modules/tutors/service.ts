import {
  googleCalendarUrl,
  isUuid,
  paths,
  TUTOR_BUSY_STATUSES,
  TUTOR_DEFAULT_TIMEZONE,
  TUTOR_HOLD_MINUTES,
  TUTOR_HORIZON_DAYS,
  TUTOR_MESSAGES,
  TUTOR_REQUEST_DUE_HOURS,
  TUTOR_SESSION_DEFAULT_FILTER,
  TUTOR_SLOT_SIZE_DEFAULT,
  type TutorAvailability,
  type TutorAvailabilityBody,
  type TutorAvailabilityRules,
  type TutorDetail,
  type TutoringSession,
  type TutorListItem,
  type TutorListQuery,
  type TutorListResponse,
  type TutorProfile,
  type TutorProfileBody,
  type TutorRequest,
  type TutorRequestBody,
  type TutorSessionStatus,
  type TutorSlotsResponse,
  tutorSessionAmountMinor,
  tutorSlotProblem,
  tutorSlots,
} from '@medprep/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { tutoringSessions, tutorProfiles, tutorRequests, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/sql.ts';
import { kickMail } from '../mail/service.ts';
import { tellTutor } from './notices.ts';

type ProfileRow = typeof tutorProfiles.$inferSelect;
type SessionRow = typeof tutoringSessions.$inferSelect;
type RequestRow = typeof tutorRequests.$inferSelect;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** A lost race against the exclusion constraint (or a unique key) reads as 409, never a 500. */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23P01';
}

export const canBeTutor = (user: AuthUser) => user.role === 'instructor' || user.role === 'admin';

/* ------------------------------------------------------------------ profiles */

function toProfile(row: ProfileRow, user: { name: string; avatar: string | null }): TutorProfile {
  return {
    id: row.userId,
    userId: row.userId,
    user: { name: user.name, avatar: user.avatar },
    headline: row.headline,
    bio: row.bio,
    subjects: row.subjects,
    languages: row.languages,
    timezone: row.timezone,
    hourlyRateMinor: row.hourlyRateMinor,
    currency: row.currency,
    meetingProvider: row.meetingProvider,
    meetingNote: row.meetingNote,
    isListed: row.isListed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, userId));
  return row;
}

export async function getMyProfile(db: DbOrTx, user: AuthUser): Promise<{ profile: TutorProfile | null }> {
  const row = await loadProfile(db, user.id);
  return { profile: row ? toProfile(row, user) : null };
}

export async function putMyProfile(
  db: DbOrTx,
  user: AuthUser,
  body: z.output<typeof TutorProfileBody>,
  now: Date,
): Promise<{ profile: TutorProfile }> {
  if (!canBeTutor(user)) throw forbidden(TUTOR_MESSAGES.notTutorRole);
  const values = {
    headline: body.headline,
    bio: body.bio,
    subjects: body.subjects,
    languages: body.languages,
    timezone: body.timezone,
    hourlyRateMinor: body.hourlyRateMajor * 100,
    currency: body.currency,
    meetingProvider: body.meetingProvider,
    meetingNote: body.meetingNote,
    isListed: body.isListed,
    updatedAt: now,
  };
  const [row] = await db
    .insert(tutorProfiles)
    .values({ userId: user.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: tutorProfiles.userId, set: values })
    .returning();
  return { profile: toProfile(row!, user) };
}

/* ------------------------------------------------------------------ availability */

export const rulesOf = (row: ProfileRow): TutorAvailabilityRules => ({
  timezone: row.timezone,
  slotSizeMin: row.slotSizeMin,
  bufferMin: row.bufferMin,
  weekly: row.weekly,
  exceptions: row.exceptions,
  daysOff: row.daysOff,
});

const availabilityOf = (row: ProfileRow | undefined): TutorAvailability =>
  row
    ? {
        timezone: row.timezone,
        slotSizeMin: row.slotSizeMin,
        bufferMin: row.bufferMin,
        weekly: row.weekly,
        exceptions: row.exceptions,
        daysOff: row.daysOff,
      }
    : {
        timezone: TUTOR_DEFAULT_TIMEZONE,
        slotSizeMin: TUTOR_SLOT_SIZE_DEFAULT,
        bufferMin: 0,
        weekly: [],
        exceptions: [],
        daysOff: [],
      };

export async function getMyAvailability(db: DbOrTx, user: AuthUser): Promise<TutorAvailability> {
  return availabilityOf(await loadProfile(db, user.id));
}

/** Saves the rules; a tutor without a profile gets an unlisted one (instructors and admins only). */
export async function putMyAvailability(
  db: DbOrTx,
  user: AuthUser,
  body: z.output<typeof TutorAvailabilityBody>,
  now: Date,
): Promise<TutorAvailability> {
  if (!canBeTutor(user)) throw forbidden(TUTOR_MESSAGES.notTutorRole);
  const values = {
    timezone: body.timezone,
    slotSizeMin: body.slotSizeMin,
    bufferMin: body.bufferMin,
    weekly: body.weekly,
    exceptions: [...body.exceptions].sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start)),
    daysOff: [...new Set(body.daysOff)].sort(),
    updatedAt: now,
  };
  const [row] = await db
    .insert(tutorProfiles)
    .values({ userId: user.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: tutorProfiles.userId, set: values })
    .returning();
  return availabilityOf(row);
}

/* ------------------------------------------------------------------ listing */

const completedCount = sql<number>`(select count(*)::int from ${tutoringSessions} where ${tutoringSessions.tutorId} = ${tutorProfiles.userId} and ${tutoringSessions.status} = 'completed')`;

function toListItem(
  row: ProfileRow,
  user: { name: string; avatar: string | null },
  completed: number,
): TutorListItem {
  return {
    id: row.userId,
    userId: row.userId,
    user: { name: user.name, avatar: user.avatar },
    headline: row.headline,
    subjects: row.subjects,
    languages: row.languages,
    hourlyRateMinor: row.hourlyRateMinor,
    currency: row.currency,
    timezone: row.timezone,
    rating: null,
    completedSessions: Number(completed),
  };
}

/**
 * The one rule for a public tutor: a listed profile of an account neither deleted nor disabled (an admin
 * disabling the account takes the tutor off the listing at once; enabling it brings them back). The listing,
 * a tutor's page, its slots and bookings, and the page heads and sitemap (page-meta.ts) all use it; it needs
 * `users` joined.
 */
export const listedAndActive = and(
  eq(tutorProfiles.isListed, true),
  sql`${users.deletedAt} is null`,
  sql`${users.disabledAt} is null`,
);

export async function listTutors(
  db: DbOrTx,
  query: z.output<typeof TutorListQuery>,
): Promise<TutorListResponse> {
  const where: (SQL | undefined)[] = [listedAndActive];
  if (query.q) {
    const p = containsPattern(query.q);
    where.push(
      sql`(${users.name} ilike ${p} or ${tutorProfiles.headline} ilike ${p} or ${tutorProfiles.bio} ilike ${p} or exists (select 1 from unnest(${tutorProfiles.subjects}) s where s ilike ${p}))`,
    );
  }
  if (query.subject)
    where.push(
      sql`exists (select 1 from unnest(${tutorProfiles.subjects}) s where lower(s) = lower(${query.subject}))`,
    );
  if (query.language)
    where.push(
      sql`exists (select 1 from unnest(${tutorProfiles.languages}) l where lower(l) = lower(${query.language}))`,
    );
  if (query.minPrice !== undefined) where.push(gte(tutorProfiles.hourlyRateMinor, query.minPrice));
  if (query.maxPrice !== undefined) where.push(lte(tutorProfiles.hourlyRateMinor, query.maxPrice));
  const filter = and(...where);
  const order = {
    rating: [desc(completedCount), desc(tutorProfiles.updatedAt)],
    price_asc: [asc(tutorProfiles.hourlyRateMinor), asc(users.name)],
    price_desc: [desc(tutorProfiles.hourlyRateMinor), asc(users.name)],
    recent: [desc(tutorProfiles.createdAt)],
  }[query.sort ?? 'rating'];
  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: tutorProfiles, name: users.name, avatar: users.avatar, completed: completedCount })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .where(filter)
      .orderBy(...order, asc(tutorProfiles.userId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .where(filter),
  ]);
  return {
    items: rows.map((r) => toListItem(r.profile, r, r.completed)),
    page: query.page,
    total: Number(total?.n ?? 0),
  };
}

/** A listed tutor (`listedAndActive`), or undefined: not a uuid, unknown, unlisted, deleted or disabled. */
export async function findListedTutor(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ profile: tutorProfiles, name: users.name, avatar: users.avatar, completed: completedCount })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .where(and(eq(tutorProfiles.userId, id), listedAndActive));
  return row;
}

/** A listed tutor, or 404 'Tutor not found or not listed.' */
export async function loadListedTutor(db: DbOrTx, id: string) {
  const row = await findListedTutor(db, id);
  if (!row) throw notFound(TUTOR_MESSAGES.notFoundOrUnlisted);
  return row;
}

export async function getTutor(db: DbOrTx, id: string): Promise<{ tutor: TutorDetail }> {
  const row = await loadListedTutor(db, id);
  return {
    tutor: {
      ...toListItem(row.profile, row, row.completed),
      bio: row.profile.bio,
      meetingProvider: row.profile.meetingProvider,
      slotSizeMin: row.profile.slotSizeMin,
    },
  };
}

/* ------------------------------------------------------------------ slots */

/** The tutor's held, pending and confirmed sessions touching [from, to] (widened by a day for buffers). */
export async function busyOf(db: DbOrTx, tutorId: string, from: Date, to: Date, exceptId?: string) {
  const rows = await db
    .select({ id: tutoringSessions.id, startAt: tutoringSessions.startAt, endAt: tutoringSessions.endAt })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        inArray(tutoringSessions.status, [...TUTOR_BUSY_STATUSES]),
        lt(tutoringSessions.startAt, new Date(to.getTime() + DAY)),
        gt(tutoringSessions.endAt, new Date(from.getTime() - DAY)),
      ),
    );
  return rows.filter((r) => r.id !== exceptId);
}

/**
 * Moves holds (and pending payments) whose 15 minutes passed out of the live statuses, so their time is free
 * again. A payment that still arrives for one is confirmed if the time is still free, else refunded.
 */
export async function releaseExpiredHolds(db: DbOrTx, now: Date, tutorId?: string): Promise<number> {
  const released = await db
    .update(tutoringSessions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        inArray(tutoringSessions.status, ['hold', 'payment_pending']),
        lte(tutoringSessions.holdExpiresAt, now),
        tutorId ? eq(tutoringSessions.tutorId, tutorId) : undefined,
      ),
    )
    .returning({ id: tutoringSessions.id });
  return released.length;
}

export async function slotsOf(
  db: DbOrTx,
  tutorId: string,
  query: { from?: Date | undefined; to?: Date | undefined; durationMin: number },
  now: Date,
): Promise<TutorSlotsResponse> {
  const { profile } = await loadListedTutor(db, tutorId);
  if (query.from && query.to && query.from.getTime() > query.to.getTime())
    throw new AppError('bad_request', TUTOR_MESSAGES.fromBeforeTo, {
      fields: { from: TUTOR_MESSAGES.fromBeforeTo },
    });
  await releaseExpiredHolds(db, now, tutorId);
  const from = query.from ?? now;
  const to = query.to ?? new Date(now.getTime() + TUTOR_HORIZON_DAYS * DAY);
  const busy = await busyOf(db, tutorId, from, to);
  const slots = tutorSlots({ rules: rulesOf(profile), busy, durationMin: query.durationMin, now, from, to });
  return { slots, timezone: profile.timezone, durationMin: query.durationMin };
}

/** Refuses a booking that the slot rule does not list: 400 with the reason, 409 when another session has it. */
function assertBookable(problem: ReturnType<typeof tutorSlotProblem>): void {
  if (problem === null) return;
  if (problem === 'taken') throw conflict(TUTOR_MESSAGES.slotTaken);
  const message = {
    duration: TUTOR_MESSAGES.duration,
    past: TUTOR_MESSAGES.inPast,
    outside: TUTOR_MESSAGES.outsideAvailability,
  }[problem];
  throw new AppError('bad_request', message, { fields: { startAt: message } });
}

/**
 * Holds a slot for the learner (status `hold` for 15 minutes), in one transaction: expired holds of this
 * tutor are released first, the slot rule validates the booking, and the exclusion constraint decides races.
 */
export async function holdSlot(
  db: DbOrTx,
  learner: AuthUser,
  tutorId: string,
  body: { startAt: string; endAt: string },
  now: Date,
): Promise<SessionRow> {
  const startAt = new Date(body.startAt);
  const endAt = new Date(body.endAt);
  try {
    return await db.transaction(async (tx) => {
      const { profile } = await loadListedTutor(tx, tutorId);
      if (profile.userId === learner.id) throw conflict(TUTOR_MESSAGES.ownTutor);
      await releaseExpiredHolds(tx, now, tutorId);
      const busy = await busyOf(tx, tutorId, startAt, endAt);
      assertBookable(tutorSlotProblem({ rules: rulesOf(profile), busy, startAt, endAt, now }));
      const minutes = (endAt.getTime() - startAt.getTime()) / MINUTE;
      const [row] = await tx
        .insert(tutoringSessions)
        .values({
          tutorId,
          learnerId: learner.id,
          startAt,
          endAt,
          status: 'hold',
          holdExpiresAt: new Date(now.getTime() + TUTOR_HOLD_MINUTES * MINUTE),
          amountMinor: tutorSessionAmountMinor(profile.hourlyRateMinor, minutes),
          currency: profile.currency,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw conflict(TUTOR_MESSAGES.slotTaken);
    throw error;
  }
}

export async function markPaymentPending(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(tutoringSessions)
    .set({ status: 'payment_pending', updatedAt: now })
    .where(and(eq(tutoringSessions.id, id), eq(tutoringSessions.status, 'hold')));
}

/** A checkout that failed to start frees its hold at once. */
export async function dropHold(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(tutoringSessions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(tutoringSessions.id, id), inArray(tutoringSessions.status, ['hold', 'payment_pending'])));
}

/* ------------------------------------------------------------------ sessions */

const tutorUser = alias(users, 'tutor_user');
const learnerUser = alias(users, 'learner_user');

const sessionSelect = {
  session: tutoringSessions,
  tutorName: tutorUser.name,
  tutorAvatar: tutorUser.avatar,
  learnerName: learnerUser.name,
  learnerAvatar: learnerUser.avatar,
  meetingProvider: tutorProfiles.meetingProvider,
  meetingNote: tutorProfiles.meetingNote,
};

function sessionsQuery(db: DbOrTx) {
  return db
    .select(sessionSelect)
    .from(tutoringSessions)
    .innerJoin(tutorUser, eq(tutorUser.id, tutoringSessions.tutorId))
    .innerJoin(learnerUser, eq(learnerUser.id, tutoringSessions.learnerId))
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId));
}

type SessionJoined = Awaited<ReturnType<typeof sessionsQuery>>[number];

export function toSession(r: SessionJoined): TutoringSession {
  const s = r.session;
  const confirmed = s.status === 'confirmed';
  const title = `Tutoring: ${r.tutorName} and ${r.learnerName}`;
  return {
    id: s.id,
    tutor: { id: s.tutorId, name: r.tutorName, avatar: r.tutorAvatar },
    learner: { id: s.learnerId, name: r.learnerName, avatar: r.learnerAvatar },
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    amountMinor: s.amountMinor,
    currency: s.currency,
    status: s.status,
    holdExpiresAt: s.status === 'hold' || s.status === 'payment_pending' ? iso(s.holdExpiresAt) : null,
    meetingProvider: r.meetingProvider ?? 'custom',
    meetingLink: confirmed ? r.meetingNote || null : null,
    cancelRequest: s.cancelRequestedAt
      ? {
          requestedAt: s.cancelRequestedAt.toISOString(),
          approvedAt: iso(s.cancelApprovedAt),
          reason: s.cancelReason ?? '',
        }
      : null,
    calendarUrl: confirmed ? paths.tutoringSessionCalendar(s.id) : null,
    googleCalendarUrl: confirmed
      ? googleCalendarUrl({
          title,
          description: r.meetingNote ?? '',
          startAt: s.startAt.toISOString(),
          endAt: s.endAt.toISOString(),
          url: paths.mySessions(),
        })
      : null,
    createdAt: s.createdAt.toISOString(),
  };
}

export async function loadSessionView(db: DbOrTx, id: string): Promise<SessionJoined | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await sessionsQuery(db).where(eq(tutoringSessions.id, id));
  return row;
}

/** The session if the caller is its learner (or its tutor / an admin where allowed), else 404. */
async function sessionFor(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  who: { learner?: boolean; tutor?: boolean; admin?: boolean },
): Promise<SessionJoined> {
  const row = await loadSessionView(db, id);
  const s = row?.session;
  const allowed =
    s &&
    ((who.learner && s.learnerId === user.id) ||
      (who.tutor && s.tutorId === user.id) ||
      (who.admin && user.role === 'admin'));
  if (!row || !allowed) throw notFound(TUTOR_MESSAGES.sessionNotFound);
  return row;
}

/** A session for its two parties only, its learner and its tutor (the calendar entry; docs/decisions/365). */
export async function getSessionFor(db: DbOrTx, user: AuthUser, id: string) {
  return sessionFor(db, user, id, { learner: true, tutor: true });
}

export async function listLearnerSessions(db: DbOrTx, user: AuthUser, limit: number, now: Date) {
  await releaseExpiredHolds(db, now);
  const rows = await sessionsQuery(db)
    .where(
      and(
        eq(tutoringSessions.learnerId, user.id),
        inArray(tutoringSessions.status, [
          'payment_pending',
          'confirmed',
          'completed',
          'cancelled',
          'refunded',
        ]),
      ),
    )
    .orderBy(desc(tutoringSessions.startAt))
    .limit(limit);
  const requests = await requestsQuery(db)
    .where(and(eq(tutorRequests.learnerId, user.id), inArray(tutorRequests.status, ['paid', 'matched'])))
    .orderBy(desc(tutorRequests.createdAt))
    .limit(limit);
  return { items: rows.map(toSession), requests: requests.map((r) => toRequest(r)) };
}

export async function listTutorSessions(
  db: DbOrTx,
  user: AuthUser,
  statuses: TutorSessionStatus[] | undefined,
  limit: number,
) {
  const rows = await sessionsQuery(db)
    .where(
      and(
        eq(tutoringSessions.tutorId, user.id),
        inArray(tutoringSessions.status, statuses ?? [...TUTOR_SESSION_DEFAULT_FILTER]),
      ),
    )
    .orderBy(desc(tutoringSessions.startAt))
    .limit(limit);
  return { items: rows.map(toSession) };
}

export async function requestCancel(deps: Deps, user: AuthUser, id: string, reason: string, now: Date) {
  const { db } = deps;
  const row = await sessionFor(db, user, id, { learner: true });
  const s = row.session;
  if (s.cancelRequestedAt) throw conflict(TUTOR_MESSAGES.cancelAlreadyRequested);
  if (s.status !== 'confirmed' || s.startAt.getTime() <= now.getTime())
    throw conflict(TUTOR_MESSAGES.cannotCancel);
  await db.transaction(async (tx) => {
    const [asked] = await tx
      .update(tutoringSessions)
      .set({ cancelRequestedAt: now, cancelReason: reason, updatedAt: now })
      .where(and(eq(tutoringSessions.id, s.id), sql`${tutoringSessions.cancelRequestedAt} is null`))
      .returning({ id: tutoringSessions.id });
    if (!asked) throw conflict(TUTOR_MESSAGES.cancelAlreadyRequested);
    // The tutor is told in the same transaction (issue 29 §15).
    await tellTutor(deps, tx, s.id, { kind: 'cancel_requested', reason }, now);
  });
  kickMail(deps);
  return toSession((await loadSessionView(db, s.id))!);
}

export async function completeSession(db: DbOrTx, user: AuthUser, id: string, now: Date) {
  const row = await sessionFor(db, user, id, { tutor: true, admin: true });
  const s = row.session;
  if (s.status !== 'confirmed') throw conflict(TUTOR_MESSAGES.notConfirmed);
  if (s.endAt.getTime() > now.getTime()) throw conflict(TUTOR_MESSAGES.completeTooEarly);
  await db
    .update(tutoringSessions)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(tutoringSessions.id, s.id), eq(tutoringSessions.status, 'confirmed')));
  return toSession((await loadSessionView(db, s.id))!);
}

/** Checks that the caller may approve this session's cancel request, and that there is one. */
export async function approvableSession(db: DbOrTx, user: AuthUser, id: string) {
  const row = await sessionFor(db, user, id, { tutor: true, admin: true });
  const s = row.session;
  if (!s.cancelRequestedAt || s.cancelApprovedAt || s.status !== 'confirmed')
    throw conflict(TUTOR_MESSAGES.noCancelRequest);
  return s;
}

export async function rescheduleSession(
  deps: Deps,
  user: AuthUser,
  id: string,
  body: { startAt: string; endAt: string },
  now: Date,
) {
  const { db } = deps;
  const row = await sessionFor(db, user, id, { learner: true });
  const s = row.session;
  if (s.status !== 'confirmed' || s.startAt.getTime() <= now.getTime())
    throw conflict(TUTOR_MESSAGES.cannotReschedule);
  const startAt = new Date(body.startAt);
  const endAt = new Date(body.endAt);
  if (endAt.getTime() - startAt.getTime() !== s.endAt.getTime() - s.startAt.getTime())
    throw new AppError('bad_request', TUTOR_MESSAGES.rescheduleSameLength, {
      fields: { endAt: TUTOR_MESSAGES.rescheduleSameLength },
    });
  try {
    await db.transaction(async (tx) => {
      const profile = await loadProfile(tx, s.tutorId);
      if (!profile) throw notFound(TUTOR_MESSAGES.notFoundOrUnlisted);
      await releaseExpiredHolds(tx, now, s.tutorId);
      const busy = await busyOf(tx, s.tutorId, startAt, endAt, s.id);
      assertBookable(tutorSlotProblem({ rules: rulesOf(profile), busy, startAt, endAt, now }));
      const [moved] = await tx
        .update(tutoringSessions)
        .set({ startAt, endAt, updatedAt: now })
        .where(and(eq(tutoringSessions.id, s.id), eq(tutoringSessions.status, 'confirmed')))
        .returning({ id: tutoringSessions.id });
      if (!moved) throw conflict(TUTOR_MESSAGES.cannotReschedule);
      // The tutor is told in the same transaction (issue 29 §15).
      await tellTutor(
        deps,
        tx,
        s.id,
        { kind: 'rescheduled', previousStartAt: s.startAt, previousEndAt: s.endAt },
        now,
      );
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw conflict(TUTOR_MESSAGES.slotTaken);
    throw error;
  }
  kickMail(deps);
  return toSession((await loadSessionView(db, s.id))!);
}

/* ------------------------------------------------------------------ tutor requests */

const matchedUser = alias(users, 'matched_user');
const requestSelect = {
  request: tutorRequests,
  matchedName: matchedUser.name,
  learnerName: users.name,
  learnerEmail: users.email,
};
function requestsQuery(db: DbOrTx) {
  return db
    .select(requestSelect)
    .from(tutorRequests)
    .innerJoin(users, eq(users.id, tutorRequests.learnerId))
    .leftJoin(matchedUser, eq(matchedUser.id, tutorRequests.matchedTutorId));
}
type RequestJoined = Awaited<ReturnType<typeof requestsQuery>>[number];

function toRequest(r: RequestJoined, withLearner = false): TutorRequest {
  const q = r.request;
  return {
    id: q.id,
    subject: q.subject,
    level: q.level,
    availabilityPref: q.availabilityPref,
    urgency: q.urgency,
    notes: q.notes,
    status: q.status,
    amountMinor: q.amountMinor,
    currency: q.currency,
    createdAt: q.createdAt.toISOString(),
    paidAt: iso(q.paidAt),
    dueAt: q.paidAt ? new Date(q.paidAt.getTime() + TUTOR_REQUEST_DUE_HOURS * HOUR).toISOString() : null,
    matchedAt: iso(q.matchedAt),
    matchedTutor: q.matchedTutorId ? { id: q.matchedTutorId, name: r.matchedName ?? '' } : null,
    ...(withLearner ? { learner: { id: q.learnerId, name: r.learnerName, email: r.learnerEmail } } : {}),
  };
}

export async function createRequest(
  db: DbOrTx,
  user: AuthUser,
  body: z.output<typeof TutorRequestBody>,
  amountMinor: number,
  currency: 'GBP' | 'USD' | 'EUR',
  now: Date,
): Promise<RequestRow> {
  const [row] = await db
    .insert(tutorRequests)
    .values({ learnerId: user.id, ...body, amountMinor, currency, createdAt: now })
    .returning();
  return row!;
}

export async function loadRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(tutorRequests).where(eq(tutorRequests.id, id));
  return row;
}

export async function requestView(db: DbOrTx, id: string, withLearner = false): Promise<TutorRequest> {
  const [row] = await requestsQuery(db).where(eq(tutorRequests.id, id));
  if (!row) throw notFound(TUTOR_MESSAGES.requestNotFound);
  return toRequest(row, withLearner);
}

export async function listAdminRequests(
  db: DbOrTx,
  query: { status?: TutorRequest['status'] | undefined; page: number; limit: number },
) {
  const where = inArray(tutorRequests.status, query.status ? [query.status] : ['paid']);
  const [rows, [total]] = await Promise.all([
    requestsQuery(db)
      .where(where)
      .orderBy(asc(tutorRequests.paidAt), asc(tutorRequests.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(tutorRequests).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map((r) => toRequest(r, true)),
    meta: { page: query.page, limit: query.limit, hasNextPage: query.page * query.limit < n, total: n },
  };
}

export async function matchRequest(db: DbOrTx, id: string, tutorId: string, now: Date) {
  const request = await loadRequest(db, id);
  if (!request) throw notFound(TUTOR_MESSAGES.requestNotFound);
  if (request.status !== 'paid') throw conflict(TUTOR_MESSAGES.requestNotPaid);
  const tutor = await loadProfile(db, tutorId);
  if (!tutor)
    throw new AppError('bad_request', TUTOR_MESSAGES.matchTutorNotFound, {
      fields: { tutorId: TUTOR_MESSAGES.matchTutorNotFound },
    });
  const [done] = await db
    .update(tutorRequests)
    .set({ status: 'matched', matchedAt: now, matchedTutorId: tutorId })
    .where(and(eq(tutorRequests.id, id), eq(tutorRequests.status, 'paid')))
    .returning({ id: tutorRequests.id });
  if (!done) throw conflict(TUTOR_MESSAGES.requestNotPaid);
  return { request: await requestView(db, id, true) };
}
