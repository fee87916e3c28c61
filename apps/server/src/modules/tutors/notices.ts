import { MAIL_DEFAULT_TIMEZONE, paths } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { tutoringSessions, tutorProfiles, users } from '../../db/schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { enqueueMail } from '../mail/service.ts';
import { sessionTimeText, type TutorNoticeData } from '../mail/templates.ts';
import { notify } from '../notifications/service.ts';
import type { PaymentListener } from '../payments/listeners.ts';
import type { Order } from '../payments/registry.ts';

const learner = alias(users, 'notice_learner');

/** What happened to a tutoring session that its tutor is told of, by mail and in the bell. */
export type TutorEvent =
  | { kind: 'booked' }
  | { kind: 'cancel_requested'; reason: string }
  | { kind: 'rescheduled'; previousStartAt: Date; previousEndAt: Date };

/**
 * Tells the tutor, inside the transaction of the change (docs/decisions/252, 260): a queued mail whose links
 * start at PUBLIC_URL (never the request) and a notice in the bell. A deleted tutor is told nothing. The
 * caller kicks the mail delivery after its commit.
 */
export async function tellTutor(
  deps: Pick<Deps, 'config'>,
  tx: DbOrTx,
  sessionId: string,
  event: TutorEvent,
  now: Date,
): Promise<void> {
  const [s] = await tx
    .select({
      tutorId: tutoringSessions.tutorId,
      startAt: tutoringSessions.startAt,
      endAt: tutoringSessions.endAt,
      tutorName: users.name,
      tutorEmail: users.email,
      tutorDeletedAt: users.deletedAt,
      learnerName: learner.name,
      timezone: tutorProfiles.timezone,
      meetingNote: tutorProfiles.meetingNote,
    })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
    .innerJoin(learner, eq(learner.id, tutoringSessions.learnerId))
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId))
    .where(eq(tutoringSessions.id, sessionId));
  if (!s || s.tutorDeletedAt) return;
  const session: TutorNoticeData = {
    tutorName: s.tutorName,
    learnerName: s.learnerName,
    startAt: s.startAt,
    endAt: s.endAt,
    timezone: s.timezone ?? MAIL_DEFAULT_TIMEZONE,
    meeting: s.meetingNote || null,
  };
  const when = sessionTimeText(s.startAt, s.endAt, session.timezone);
  const notice = noticeOf(event, s.learnerName, session, when);
  await enqueueMail(
    tx,
    { to: s.tutorEmail, userId: s.tutorId, message: notice.message, origin: deps.config.publicUrl },
    now,
  );
  await notify(tx, {
    userId: s.tutorId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    link: paths.tutorSessions(),
    at: now,
  });
}

function noticeOf(event: TutorEvent, learnerName: string, session: TutorNoticeData, when: string) {
  switch (event.kind) {
    case 'booked':
      return {
        kind: 'tutor_session_booked' as const,
        title: `New booking: ${learnerName}`,
        body: when,
        message: { template: 'tutor_booked' as const, session },
      };
    case 'cancel_requested':
      return {
        kind: 'tutor_cancel_requested' as const,
        title: `${learnerName} asks to cancel a session`,
        body: event.reason ? `${when}. Reason: ${event.reason}` : when,
        message: { template: 'tutor_cancel_requested' as const, session, reason: event.reason },
      };
    case 'rescheduled':
      return {
        kind: 'tutor_session_rescheduled' as const,
        title: `${learnerName} moved a session`,
        body: `Now ${when}`,
        message: {
          template: 'tutor_rescheduled' as const,
          session,
          previousStartAt: event.previousStartAt,
          previousEndAt: event.previousEndAt,
        },
      };
  }
}

/**
 * An approved cancel request, told in the bell inside the approval's transaction (decision 654): the learner
 * who asked always (refunded or not), the tutor when someone else (an admin) approved it. A deleted account
 * is told nothing.
 */
export async function tellCancelApproved(
  tx: DbOrTx,
  sessionId: string,
  approverId: string,
  refunded: boolean,
  now: Date,
): Promise<void> {
  const [s] = await tx
    .select({
      tutorId: tutoringSessions.tutorId,
      learnerId: tutoringSessions.learnerId,
      startAt: tutoringSessions.startAt,
      endAt: tutoringSessions.endAt,
      tutorName: users.name,
      tutorDeletedAt: users.deletedAt,
      learnerName: learner.name,
      learnerDeletedAt: learner.deletedAt,
      timezone: tutorProfiles.timezone,
    })
    .from(tutoringSessions)
    .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
    .innerJoin(learner, eq(learner.id, tutoringSessions.learnerId))
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId))
    .where(eq(tutoringSessions.id, sessionId));
  if (!s) return;
  const when = sessionTimeText(s.startAt, s.endAt, s.timezone ?? MAIL_DEFAULT_TIMEZONE);
  if (!s.learnerDeletedAt)
    await notify(tx, {
      userId: s.learnerId,
      kind: 'tutor_cancel_approved',
      title: `${s.tutorName} cancelled your session`,
      body: refunded ? `${when}. Your payment is refunded.` : when,
      link: paths.mySessions(),
      at: now,
    });
  if (approverId !== s.tutorId && !s.tutorDeletedAt)
    await notify(tx, {
      userId: s.tutorId,
      kind: 'tutor_cancel_approved',
      title: `${s.learnerName}'s cancel request was approved`,
      body: refunded ? `${when}. The learner is refunded.` : when,
      link: paths.tutorSessions(),
      at: now,
    });
}

/**
 * A paid booking tells its tutor, in the fulfilment's transaction. The grant may have refused (the lapsed
 * hold's time was taken): only a session that the fulfilment confirmed with this order is announced. The
 * receipt listener (mail/payment-mail.ts) kicks the delivery after the commit.
 */
export const tutorBookingNotices: PaymentListener = {
  async fulfilled(deps: Deps, tx: Tx, order: Order, now: Date) {
    if (order.kind !== 'tutor_session') return;
    const [s] = await tx
      .select({ status: tutoringSessions.status, orderId: tutoringSessions.orderId })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.id, order.itemRef));
    if (s?.status !== 'confirmed' || s.orderId !== order.id) return;
    await tellTutor(deps, tx, order.itemRef, { kind: 'booked' }, now);
  },
};
