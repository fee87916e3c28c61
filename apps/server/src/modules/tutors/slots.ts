/** Free slots, and holding one for a learner while they pay (holds expire after 15 minutes). */
import {
  TUTOR_BUSY_STATUSES,
  TUTOR_HOLD_MINUTES,
  TUTOR_HORIZON_DAYS,
  TUTOR_MESSAGES,
  type TutorSlotsResponse,
  tutorSessionAmountMinor,
  tutorSlotProblem,
  tutorSlots,
} from '@medprep/shared';
import { and, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tutoringSessions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { rulesOf } from './availability.ts';
import { loadListedTutor } from './listing.ts';
import { DAY, MINUTE } from './time.ts';

type SessionRow = typeof tutoringSessions.$inferSelect;

/** A lost race against the exclusion constraint (or a unique key) reads as 409, never a 500. */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23P01';
}

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
export function assertBookable(problem: ReturnType<typeof tutorSlotProblem>): void {
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
