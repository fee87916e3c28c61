import { isMembershipActive, PAYMENT_MESSAGES, type Plan } from '@medprep/shared';
import { addMonths } from 'date-fns';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { membershipPlans, memberships } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { getMembership } from './service.ts';

export async function listPlans(db: DbOrTx): Promise<Plan[]> {
  const rows = await db.select().from(membershipPlans).orderBy(asc(membershipPlans.position));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    priceMinor: p.priceMinor,
    currency: p.currency,
    badge: p.badge,
    durationMonths: p.durationMonths,
    description: p.description,
  }));
}

export async function getPlan(db: DbOrTx, planId: string) {
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.id, planId as 'yearly'));
  if (!plan) throw new AppError('not_found', PAYMENT_MESSAGES.planNotFound);
  return plan;
}

/**
 * Whether buying a plan would buy nothing: any plan while a Lifetime membership is active. (Yearly over an
 * active yearly extends it, and Lifetime over yearly upgrades it: both are worth paying for.)
 */
export async function hasLifetimeMembership(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const current = await getMembership(db, userId, now);
  return current?.plan === 'lifetime' && isMembershipActive(current);
}

/**
 * The period a purchase of `planId` gives: a yearly purchase while a yearly membership is
 * active extends it from its current end; after it has ended, it runs from now. Lifetime has no end.
 */
export function nextPeriod(
  current: {
    plan: 'yearly' | 'lifetime';
    currentPeriodStart: Date;
    currentPeriodEnd: Date | null;
    active: boolean;
  } | null,
  plan: { id: 'yearly' | 'lifetime'; durationMonths: number | null },
  now: Date,
): { start: Date; end: Date | null } {
  if (plan.id === 'lifetime' || plan.durationMonths === null) {
    return { start: current?.active ? current.currentPeriodStart : now, end: null };
  }
  if (
    current?.active &&
    current.plan === 'yearly' &&
    current.currentPeriodEnd &&
    current.currentPeriodEnd > now
  ) {
    return {
      start: current.currentPeriodStart,
      end: addMonths(current.currentPeriodEnd, plan.durationMonths),
    };
  }
  return { start: now, end: addMonths(now, plan.durationMonths) };
}

/**
 * Grants a paid plan inside the fulfilment transaction; false when there was nothing to give (an active
 * Lifetime membership: the payment is refunded). The user's one membership row is locked, or created with
 * ON CONFLICT on its user key, so concurrent first grants give one membership and no error: the later one
 * waits for the first, then extends or upgrades what it made.
 */
export async function grantMembership(
  tx: DbOrTx,
  userId: string,
  planId: 'yearly' | 'lifetime',
  now: Date,
): Promise<boolean> {
  const plan = await getPlan(tx, planId);
  for (let attempt = 0; attempt < 2; attempt++) {
    const [row] = await tx.select().from(memberships).where(eq(memberships.userId, userId)).for('update');
    const active = row ? isMembershipActive(await getMembership(tx, userId, now)) : false;
    if (row?.plan === 'lifetime' && active) return false; // nothing more to give
    const period = nextPeriod(row ? { ...row, active } : null, plan, now);
    const values = {
      plan: plan.id,
      status: 'active' as const,
      cancelAtPeriodEnd: false,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      updatedAt: now,
    };
    if (row) {
      await tx.update(memberships).set(values).where(eq(memberships.id, row.id));
      return true;
    }
    const created = await tx
      .insert(memberships)
      .values({ ...values, userId, createdAt: now })
      .onConflictDoNothing({ target: memberships.userId })
      .returning({ id: memberships.id });
    if (created.length) return true;
    // A concurrent grant created it first: lock it and extend or upgrade that one.
  }
  throw new Error('grantMembership: the membership row neither existed nor could be created');
}

/** Cancelling a yearly membership keeps access until its end and refunds nothing; Lifetime cannot be cancelled. */
export async function cancelMembership(db: DbOrTx, userId: string, now: Date) {
  const current = await getMembership(db, userId, now);
  if (!current || !isMembershipActive(current))
    throw new AppError('conflict', PAYMENT_MESSAGES.noMembershipToCancel);
  if (current.plan === 'lifetime') throw new AppError('conflict', PAYMENT_MESSAGES.lifetimeCannotCancel);
  await db
    .update(memberships)
    .set({ cancelAtPeriodEnd: true, updatedAt: now })
    .where(eq(memberships.userId, userId));
  return getMembership(db, userId, now);
}
