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

/** Refuses a purchase that would buy nothing: any plan while a Lifetime membership is active. */
export async function assertCanBuyPlan(db: DbOrTx, userId: string, now: Date) {
  const current = await getMembership(db, userId, now);
  if (current?.plan === 'lifetime' && isMembershipActive(current)) {
    throw new AppError('conflict', PAYMENT_MESSAGES.lifetimeActive);
  }
}

/**
 * The period a purchase of `planId` gives (DECISIONS §3): a yearly purchase while a yearly membership is
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

/** Grants a paid plan inside the fulfilment transaction. */
export async function grantMembership(tx: DbOrTx, userId: string, planId: 'yearly' | 'lifetime', now: Date) {
  const plan = await getPlan(tx, planId);
  const [row] = await tx.select().from(memberships).where(eq(memberships.userId, userId)).for('update');
  const active = row ? isMembershipActive(await getMembership(tx, userId, now)) : false;
  if (row?.plan === 'lifetime' && active) return; // nothing more to give
  const period = nextPeriod(row ? { ...row, active } : null, plan, now);
  const values = {
    plan: plan.id,
    status: 'active' as const,
    cancelAtPeriodEnd: false,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    updatedAt: now,
  };
  if (row) await tx.update(memberships).set(values).where(eq(memberships.id, row.id));
  else await tx.insert(memberships).values({ ...values, userId, createdAt: now });
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
