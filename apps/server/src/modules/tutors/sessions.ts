/** Booked tutoring sessions: the lists of each side, cancel requests, completion and rescheduling. */
import {
  googleCalendarUrl,
  isUuid,
  paths,
  TUTOR_MESSAGES,
  TUTOR_SESSION_DEFAULT_FILTER,
  type TutoringSession,
  type TutorSessionStatus,
  tutorSlotProblem,
} from '@medprep/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { tutoringSessions, tutorProfiles, tutorRequests, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { kickMail } from '../mail/service.ts';
import { askForReview } from '../reviews/prompts.ts';
import { rulesOf } from './availability.ts';
import { tellTutor } from './notices.ts';
import { loadProfile } from './profiles.ts';
import { requestsQuery, toRequest } from './requests.ts';
import { assertBookable, busyOf, isOverlapViolation, releaseExpiredHolds } from './slots.ts';
import { iso } from './time.ts';

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
    // The tutor is told in the same transaction: no change without its notice.
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
  await db.transaction(async (tx) => {
    const done = await tx
      .update(tutoringSessions)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(tutoringSessions.id, s.id), eq(tutoringSessions.status, 'confirmed')))
      .returning({ id: tutoringSessions.id });
    // The learner may now review the tutor: ask once.
    if (done.length > 0)
      await askForReview(tx, { userId: s.learnerId, kind: 'tutor', itemId: s.tutorId, now });
  });
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
      // The tutor is told in the same transaction: no change without its notice.
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
