import { z } from 'zod';
import { Currency } from './courses.ts';
import { Membership } from './membership.ts';
import { PLAN_IDS } from './membership-constants.ts';
import { ORDER_STATUSES, PURCHASE_KINDS } from './payments-constants.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './ui.ts';

export * from './payments-constants.ts';

export const PurchaseKind = z.enum(PURCHASE_KINDS);
export type PurchaseKind = z.infer<typeof PurchaseKind>;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

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
