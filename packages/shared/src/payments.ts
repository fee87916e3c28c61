import { z } from 'zod';
import { Currency } from './courses.ts';
import { limitParam, pageParam, pathText, text } from './fields.ts';
import { Membership, PLAN_IDS } from './membership.ts';
import { DEFAULT_PAGE_SIZE } from './ui.ts';

export const PURCHASE_KINDS = [
  'membership',
  'course',
  'quiz',
  'resource',
  'ebook',
  'live_session',
  'tutor_session',
  'tutor_request',
] as const;
export const PurchaseKind = z.enum(PURCHASE_KINDS);
export type PurchaseKind = z.infer<typeof PurchaseKind>;

/** DECISIONS §3 and marketplace.md §9. */
export const CHECKOUT_SESSION_TTL_SEC = 30 * 60;
export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const PURCHASES_PANEL_LIMIT = 6;
export const MEMBERSHIP_SUPPORT_HOURS = 72;

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Try another card.',
  unknownCard: 'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
  expired: 'This checkout has expired. Please start again.',
  alreadyPaid: 'This checkout has already been paid.',
  cancelled: 'This checkout was cancelled.',
  sessionNotFound: 'Checkout not found.',
  loadPlansFailed: 'Failed to load plans.',
  courseLoadFailed: 'Course not found or failed to load.',
  checkoutFailed: 'Checkout failed',
  checkoutNoUrl: 'Checkout failed: no URL returned.',
  lifetimeActive: 'You already have a Lifetime membership.',
  lifetimeCannotCancel: 'A Lifetime membership cannot be cancelled.',
  noMembershipToCancel: 'You have no membership to cancel.',
  alreadyOwned: 'You already own this.',
  freeNeedsNoCheckout: 'This course is free: enrol instead.',
  notForSale: 'This is not for sale.',
  invalidSignature: 'Invalid webhook signature.',
  planNotFound: 'Plan not found.',
} as const;

export const Plan = z
  .object({
    id: z.enum(PLAN_IDS),
    name: z.string(),
    priceMinor: z.number().int(),
    currency: Currency,
    badge: z.string().nullable(),
    durationMonths: z.number().int().nullable(),
    description: z.string(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

export const PlansResponse = z.object({ plans: z.array(Plan) }).meta({ id: 'PlansResponse' });
export type PlansResponse = z.infer<typeof PlansResponse>;

export const MembershipCheckoutBody = z.object({
  planId: z.enum(PLAN_IDS, { error: `Plan must be one of: ${PLAN_IDS.join(', ')}.` }),
});
export type MembershipCheckoutBody = z.infer<typeof MembershipCheckoutBody>;

export const CheckoutResponse = z
  .object({ checkoutUrl: z.string(), sessionId: z.string() })
  .meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const CHECKOUT_SESSION_ID_MAX = 255;
export const SyncBody = z.object({
  sessionId: text({ max: CHECKOUT_SESSION_ID_MAX, min: 1, label: 'Session id' }),
});
export type SyncBody = z.infer<typeof SyncBody>;

export const SyncResponse = z
  .object({
    fulfilled: z.boolean(),
    status: z.enum(['pending', 'fulfilled', 'failed', 'expired', 'cancelled']),
    kind: PurchaseKind,
    deepLink: z.string().nullable(),
    membership: Membership.nullable().optional(),
  })
  .meta({ id: 'SyncResponse' });
export type SyncResponse = z.infer<typeof SyncResponse>;

export const PurchaseItem = z
  .object({
    id: z.string(),
    kind: PurchaseKind,
    itemId: z.string(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    purchasedAt: z.string(),
    priceMinor: z.number().int(),
    currency: z.string(),
    deepLink: z.string(),
  })
  .meta({ id: 'PurchaseItem' });
export type PurchaseItem = z.infer<typeof PurchaseItem>;

export const PurchasesQuery = z.object({
  /** A comma-separated list of purchase kinds; an unknown kind is refused. */
  kinds: text({ max: 200, label: 'Kinds' })
    .optional()
    .transform((v, ctx) => {
      const kinds = (v ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      const unknown = kinds.find((k) => !(PURCHASE_KINDS as readonly string[]).includes(k));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Kinds must be among: ${PURCHASE_KINDS.join(', ')}.` });
        return z.NEVER;
      }
      return kinds as PurchaseKind[];
    }),
  page: pageParam(),
  limit: limitParam(DEFAULT_PAGE_SIZE),
});
export type PurchasesQuery = z.input<typeof PurchasesQuery>;

export const PurchasesResponse = z
  .object({
    items: z.array(PurchaseItem),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
  })
  .meta({ id: 'PurchasesResponse' });
export type PurchasesResponse = z.infer<typeof PurchasesResponse>;

export const OwnedResponse = z.object({ owned: z.boolean() });

export const LocalSession = z
  .object({
    id: z.string(),
    title: z.string(),
    amountMinor: z.number().int(),
    currency: Currency,
    status: z.enum(['open', 'paid', 'cancelled', 'expired']),
    expiresAt: z.string(),
    cancelUrl: z.string(),
  })
  .meta({ id: 'LocalCheckoutSession' });
export type LocalSession = z.infer<typeof LocalSession>;

export const LocalPayBody = z.object({ cardNumber: text({ max: 40, label: 'Card number' }) });
/** The local checkout's session id in its paths. */
export const LocalSessionParams = z.object({ sessionId: pathText('Session id', 100) });
export const RedirectResponse = z.object({ redirectUrl: z.string() });
export type RedirectResponse = z.infer<typeof RedirectResponse>;

/** Digits only: '4242 4242 4242 4242' → '4242424242424242'. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The badge colour of a membership status (marketplace.md §2). */
export function membershipStatusTone(status: string): 'green' | 'amber' | 'gray' | 'red' {
  if (status === 'active' || status === 'trialing') return 'green';
  if (status === 'past_due') return 'amber';
  if (status === 'canceled') return 'gray';
  return 'red';
}
