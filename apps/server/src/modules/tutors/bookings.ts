import { AUDIT_ACTIONS, type TutoringSession } from '@medprep/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orders, tutoringSessions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors.ts';
import { runExclusive } from '../../platform/jobs.ts';
import { recordAudit } from '../audit/index.ts';
import { refundOrder } from '../payments/fulfilment.ts';
import type { Order } from '../payments/registry.ts';
import { tellCancelApproved } from './notices.ts';
import { approvableSession, loadSessionView, toSession } from './sessions.ts';
import { releaseExpiredHolds } from './slots.ts';

/** The advisory lock key of the hold sweep (platform/jobs.ts keeps the others; one number per job). */
export const TUTOR_HOLD_JOB_LOCK = 727_315;

/**
 * Approves a learner's cancel request: a paid session is refunded through the provider and becomes
 * `refunded` (its order too); an unpaid one becomes `cancelled`. The provider is called after the commit;
 * a failure leaves the order `refunded` without `refundedAt`, which the payments sweep retries. The refund
 * is written to the audit trail (the tutor, from `ip`) in the transaction that decides it.
 */
export async function approveCancel(
  deps: Deps,
  user: AuthUser,
  id: string,
  ip: string | null,
): Promise<TutoringSession> {
  const { db, clock } = deps;
  const now = clock.now();
  const s = await approvableSession(db, user, id);
  const refund = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.id, s.id))
      .for('update');
    if (locked?.status !== 'confirmed' || !locked.cancelRequestedAt || locked.cancelApprovedAt) return null;
    let order: Order | undefined;
    if (locked.orderId && locked.amountMinor > 0) {
      [order] = await tx
        .update(orders)
        .set({ status: 'refunded' })
        .where(and(eq(orders.id, locked.orderId), eq(orders.status, 'fulfilled')))
        .returning();
      if (order) {
        await recordAudit(
          tx,
          { actor: { id: user.id, role: user.role }, ip },
          {
            action: AUDIT_ACTIONS.orderRefunded,
            target: { kind: 'order', id: order.id },
            subjectUserId: order.userId,
            changes: { status: ['fulfilled', 'refunded'] },
            at: now,
          },
        );
      }
    }
    await tx
      .update(tutoringSessions)
      .set({ status: order ? 'refunded' : 'cancelled', cancelApprovedAt: now, updatedAt: now })
      .where(eq(tutoringSessions.id, locked.id));
    await tellCancelApproved(tx, locked.id, user.id, Boolean(order), now);
    return { order };
  });
  if (!refund) throw conflict('There is no cancel request to approve.');
  if (refund.order) {
    try {
      await refundOrder(deps, refund.order);
    } catch {
      // Left for the payments sweep to retry.
    }
  }
  return toSession((await loadSessionView(db, s.id))!);
}

/** Releases lapsed holds every minute (bookings release them too, in their own transaction). */
export function startHoldSweep(deps: Deps, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runExclusive(
      deps.db,
      TUTOR_HOLD_JOB_LOCK,
      () => releaseExpiredHolds(deps.db, deps.clock.now()),
      'tutor-hold-sweep',
    ).catch((error) => log.error({ err: error }, 'tutor hold sweep failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
