import { z } from 'zod';
import { Currency } from './courses.ts';
import { Membership, PLAN_IDS } from './membership.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './ui.ts';

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
/** How often every server looks for paid orders nobody fulfilled and for expired ones (DECISIONS §3). */
export const PAYMENT_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** How long a second checkout waits for a concurrent one to get its provider session. */
export const CHECKOUT_OPEN_WAIT_MS = 10_000;

/** The states of an order. `refunded`: paid for something the buyer already had, and refunded. */
export const ORDER_STATUSES = ['pending', 'fulfilled', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

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
  refunded: 'You already had this — your payment has been refunded.',
  hasBuyers: 'People have bought or enrolled in this, so it cannot be deleted. Unpublish it instead.',
  checkoutBusy: 'Another checkout for this is being prepared. Please try again.',
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

export const MembershipCheckoutBody = z.object({ planId: z.enum(PLAN_IDS) });
export type MembershipCheckoutBody = z.infer<typeof MembershipCheckoutBody>;

export const CheckoutResponse = z
  .object({ checkoutUrl: z.string(), sessionId: z.string() })
  .meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const SyncBody = z.object({ sessionId: z.string().min(1).max(255) });
export type SyncBody = z.infer<typeof SyncBody>;

export const SyncResponse = z
  .object({
    fulfilled: z.boolean(),
    status: OrderStatus,
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
  kinds: z
    .string()
    .max(200)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((k) => k.trim())
            .filter((k): k is PurchaseKind => (PURCHASE_KINDS as readonly string[]).includes(k))
        : [],
    ),
  page: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n))
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .catch(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(MAX_PAGE_SIZE, Math.max(1, n)))
    .default(DEFAULT_PAGE_SIZE),
});
export type PurchasesQuery = z.input<typeof PurchasesQuery>;

export const PurchasesResponse = z
  .object({
    items: z.array(PurchaseItem),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
  })
  .meta({ id: 'PurchasesResponse' });
export type PurchasesResponse = z.infer<typeof PurchasesResponse>;

/** GET /admin/orders: orders for admins, e.g. `?status=refunded`. */
export const AdminOrdersQuery = z.object({
  status: OrderStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export const AdminOrder = z
  .object({
    id: z.string(),
    buyer: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    kind: PurchaseKind,
    itemRef: z.string(),
    title: z.string(),
    amountMinor: z.number().int(),
    currency: Currency,
    provider: z.enum(['local', 'stripe']),
    sessionId: z.string().nullable(),
    status: OrderStatus,
    createdAt: z.string(),
    fulfilledAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrdersResponse = z
  .object({
    items: z.array(AdminOrder),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
  })
  .meta({ id: 'AdminOrdersResponse' });
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

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

export const LocalPayBody = z.object({ cardNumber: z.string().max(40) });
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
