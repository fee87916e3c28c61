import { PAYMENT_MESSAGES, PLAN_IDS, paths } from '@medprep/shared';
import { eq, inArray } from 'drizzle-orm';
import { membershipPlans, memberships } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Purchasable } from '../payments/registry.ts';
import { getPlan, grantMembership, hasLifetimeMembership } from './plans.ts';
import { getMembership } from './service.ts';

type PlanId = (typeof PLAN_IDS)[number];
const isPlanId = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);

/** Memberships on sale: the item is a plan id ('yearly' or 'lifetime'). */
export const membershipPurchasable: Purchasable = {
  kind: 'membership',
  async load(db, _buyer, planId) {
    if (!isPlanId(planId)) throw new AppError('not_found', PAYMENT_MESSAGES.planNotFound);
    const plan = await getPlan(db, planId);
    return {
      title: `${plan.name} membership`,
      amountMinor: plan.priceMinor,
      currency: plan.currency,
      successPath: paths.billingSuccessReturn(),
      cancelPath: paths.billingCancel(),
    };
  },
  owns: (db, userId, _planId, now) => hasLifetimeMembership(db, userId, now),
  // A plan is bought again and again (renewals): the purchase row is keyed by the order.
  boughtRepeatedly: true,
  async grant(tx, order, now) {
    if (!isPlanId(order.itemRef)) throw new Error(`Order ${order.id} names an unknown plan`);
    return grantMembership(tx, order.userId, order.itemRef, now);
  },
  deepLink: async () => paths.myEnrollments(),
  async summaries(db, planIds) {
    const ids = planIds.filter(isPlanId);
    const plans = ids.length
      ? await db
          .select({ id: membershipPlans.id, name: membershipPlans.name })
          .from(membershipPlans)
          .where(inArray(membershipPlans.id, ids))
      : [];
    return new Map(
      plans.map((p) => [p.id, { title: `${p.name} membership`, thumbnail: null, deepLink: paths.plans() }]),
    );
  },
  async hasBuyers(db, planId) {
    if (!isPlanId(planId)) return false;
    const [member] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.plan, planId))
      .limit(1);
    return Boolean(member);
  },
  syncExtras: async (db, userId, now) => ({ membership: await getMembership(db, userId, now) }),
};
