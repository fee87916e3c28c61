import {
  isUuid,
  PAYMENT_MESSAGES,
  paths,
  TUTOR_MESSAGES,
  TUTOR_REQUEST_CURRENCY,
  TUTOR_REQUEST_FEE_MINOR,
} from '@medprep/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { tutoringSessions, tutorRequests, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Purchasable } from '../payments/registry.ts';
import { loadRequest } from './requests.ts';
import { isOverlapViolation } from './slots.ts';

const dateLabel = (d: Date) =>
  `${d.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' })} UK time`;

/**
 * A tutoring session on sale: the item is the held session (its id). Only its learner can pay for it, and
 * only while the hold lasts. Payment confirms it; a payment for a hold that lapsed confirms it still if the
 * time is free, else grants nothing (the payment is refunded).
 */
export const tutorSessionPurchasable: Purchasable = {
  kind: 'tutor_session',
  async load(db, buyer, id, now) {
    if (!isUuid(id)) throw notFound(TUTOR_MESSAGES.sessionNotFound);
    const [row] = await db
      .select({ session: tutoringSessions, tutorName: users.name })
      .from(tutoringSessions)
      .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
      .where(eq(tutoringSessions.id, id));
    if (!row || row.session.learnerId !== buyer.id) throw notFound(TUTOR_MESSAGES.sessionNotFound);
    const s = row.session;
    if (s.status === 'confirmed' || s.status === 'completed')
      throw new AppError('bad_request', PAYMENT_MESSAGES.alreadyOwned);
    if (
      (s.status !== 'hold' && s.status !== 'payment_pending') ||
      !s.holdExpiresAt ||
      s.holdExpiresAt.getTime() <= now.getTime()
    )
      throw new AppError('conflict', TUTOR_MESSAGES.slotTaken);
    return {
      title: `Tutoring session with ${row.tutorName}, ${dateLabel(s.startAt)}`,
      amountMinor: s.amountMinor,
      currency: s.currency,
      successPath: paths.tutorBookingSuccessReturn(s.id),
      cancelPath: paths.tutor(s.tutorId),
    };
  },
  async owns(db, userId, id) {
    if (!isUuid(id)) return false;
    const [row] = await db
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(
        and(
          eq(tutoringSessions.id, id),
          eq(tutoringSessions.learnerId, userId),
          inArray(tutoringSessions.status, ['confirmed', 'completed']),
        ),
      );
    return Boolean(row);
  },
  async grant(tx, order, now) {
    const [s] = await tx
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.id, order.itemRef))
      .for('update');
    if (!s || s.learnerId !== order.userId) return false;
    if (s.status !== 'hold' && s.status !== 'payment_pending' && s.status !== 'cancelled') return false;
    if (s.status === 'cancelled' && s.cancelRequestedAt) return false;
    try {
      // A savepoint: when the lapsed hold's time was taken meanwhile, the exclusion constraint refuses it.
      await tx.transaction(async (sp) => {
        await sp
          .update(tutoringSessions)
          .set({ status: 'confirmed', holdExpiresAt: null, orderId: order.id, updatedAt: now })
          .where(eq(tutoringSessions.id, s.id));
      });
    } catch (error) {
      if (isOverlapViolation(error)) return false;
      throw error;
    }
    return true;
  },
  async deepLink(db, id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.id, id));
    return row ? paths.mySessions() : null;
  },
  async summaries(db, ids) {
    const valid = ids.filter(isUuid);
    const rows = valid.length
      ? await db
          .select({
            id: tutoringSessions.id,
            startAt: tutoringSessions.startAt,
            tutorName: users.name,
            avatar: users.avatar,
          })
          .from(tutoringSessions)
          .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
          .where(inArray(tutoringSessions.id, valid))
      : [];
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: `Tutoring session with ${r.tutorName}, ${dateLabel(r.startAt)}`,
          thumbnail: r.avatar,
          deepLink: paths.mySessions(),
        },
      ]),
    );
  },
  async hasBuyers(db, id) {
    if (!isUuid(id)) return false;
    const [row] = await db
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(and(eq(tutoringSessions.id, id), inArray(tutoringSessions.status, ['confirmed', 'completed'])));
    return Boolean(row);
  },
};

/** A tutor-matching request (£30 once): the item is the request; payment makes it `paid` (due in 72 hours). */
export const tutorRequestPurchasable: Purchasable = {
  kind: 'tutor_request',
  async load(db, buyer, id) {
    const request = await loadRequest(db, id);
    if (!request || request.learnerId !== buyer.id) throw notFound(TUTOR_MESSAGES.requestNotFound);
    if (request.status !== 'pending_payment')
      throw new AppError('bad_request', PAYMENT_MESSAGES.alreadyOwned);
    return {
      title: `Tutor matching request: ${request.subject}`.slice(0, 200),
      amountMinor: TUTOR_REQUEST_FEE_MINOR,
      currency: TUTOR_REQUEST_CURRENCY,
      successPath: paths.tutorRequestSuccessReturn(request.id),
      cancelPath: paths.tutorRequest({ cancelled: 1 }),
    };
  },
  async owns(db, userId, id) {
    const request = await loadRequest(db, id);
    return Boolean(request && request.learnerId === userId && request.status !== 'pending_payment');
  },
  async grant(tx, order, now) {
    const done = await tx
      .update(tutorRequests)
      .set({ status: 'paid', paidAt: now })
      .where(
        and(
          eq(tutorRequests.id, order.itemRef),
          eq(tutorRequests.learnerId, order.userId),
          eq(tutorRequests.status, 'pending_payment'),
        ),
      )
      .returning({ id: tutorRequests.id });
    return done.length > 0;
  },
  async deepLink(db, id) {
    return (await loadRequest(db, id)) ? paths.mySessions() : null;
  },
  async summaries(db, ids) {
    const valid = ids.filter(isUuid);
    const rows = valid.length
      ? await db
          .select({ id: tutorRequests.id, subject: tutorRequests.subject })
          .from(tutorRequests)
          .where(inArray(tutorRequests.id, valid))
      : [];
    return new Map(
      rows.map((r) => [
        r.id,
        { title: `Tutor matching request: ${r.subject}`, thumbnail: null, deepLink: paths.mySessions() },
      ]),
    );
  },
  async hasBuyers(db, id) {
    const request = await loadRequest(db, id);
    return Boolean(request && request.status !== 'pending_payment');
  },
};
