import type { Membership, Plan } from '@medprep/shared';
import { MEMBERSHIP_SUPPORT_HOURS } from '@medprep/shared/constants';

/**
 * Labels and sentences of the billing screens that the shared contract does not carry (the specification's
 * messages, limits and test cards come from @medprep/shared).
 */
export const MEMBERSHIP_TEXT = {
  plansTitle: 'Membership plans',
  plansIntro:
    'One payment unlocks every course, mock exam, resource and ebook included in membership. There is no auto-billing.',
  logInToBuy: 'Log in to buy',
  buy: 'Buy',
  buyPlan: (plan: string) => `Buy ${plan}`,
  renewPlan: (plan: string, price: string) => `Renew ${plan} for ${price}`,
  upgradeFor: (price: string) => `Upgrade to Lifetime for ${price}`,
  redirecting: 'Redirecting…',
  oneTime: 'One-time payment',
  noAutoBilling: 'No auto-billing',
  forLife: 'Access for life',
  yourMembership: 'Your membership',
  cancelMembership: 'Cancel membership',
  keepMembership: 'Keep membership',
  cancelDialogTitle: 'Cancel your membership?',
  cancelFailed: 'Could not cancel the membership',
  cancelledToast: 'Your membership will not be renewed.',
  lifetimeAccess: 'Lifetime access: it never expires.',
  support: `Members get support from our team within ${MEMBERSHIP_SUPPORT_HOURS} hours.`,
  confirming: 'Confirming your payment…',
  stillConfirming:
    'We have not received the payment confirmation yet. It can take a minute: check My courses shortly.',
  notConfirmed: 'The payment was not completed.',
  syncFailed: 'Could not confirm your payment.',
  missingSession: 'Missing payment details: this page needs the checkout session from the payment page.',
  paymentCancelled: 'Payment cancelled',
  paymentCancelledBody: 'No payment was taken. You can choose a plan again whenever you are ready.',
  backToPlans: 'Back to plans',
  myCourses: 'Go to My courses',
} as const;

export const STATUS_LABELS: Record<Membership['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  canceled: 'Canceled',
  expired: 'Expired',
};

/** Any status the server may add later reads as itself. */
export const statusLabel = (status: string) => STATUS_LABELS[status as Membership['status']] ?? status;

/** The points each plan card lists under its price. */
export function planFeatures(plan: Plan): string[] {
  if (plan.durationMonths) {
    return [
      `${plan.durationMonths} months of access`,
      MEMBERSHIP_TEXT.oneTime,
      MEMBERSHIP_TEXT.noAutoBilling,
    ];
  }
  return [MEMBERSHIP_TEXT.forLife, MEMBERSHIP_TEXT.oneTime, MEMBERSHIP_TEXT.noAutoBilling];
}
