import { z } from 'zod';
import { Currency } from '../courses/schemas.ts';
import { limitParam, pageParam, pathText, text } from '../fields/schemas.ts';
import { PLAN_IDS } from '../membership/copy.ts';
import { Membership } from '../membership/schemas.ts';
import { DEFAULT_PAGE_SIZE } from '../ui.ts';
import { CHECKOUT_SESSION_ID_MAX, ORDER_STATUSES, PURCHASE_KINDS } from './copy.ts';

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

export const MembershipCheckoutBody = z.object({
  planId: z.enum(PLAN_IDS, { error: `Plan must be one of: ${PLAN_IDS.join(', ')}.` }),
});
export type MembershipCheckoutBody = z.infer<typeof MembershipCheckoutBody>;

export const CheckoutResponse = z
  .object({ checkoutUrl: z.string(), sessionId: z.string() })
  .meta({ id: 'CheckoutResponse' });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;
export const SyncBody = z.object({
  sessionId: text({ max: CHECKOUT_SESSION_ID_MAX, min: 1, label: 'Session id' }),
});
export type SyncBody = z.infer<typeof SyncBody>;

export const SyncResponse = z
  .object({
    fulfilled: z.boolean(),
    status: OrderStatus,
    kind: PurchaseKind,
    deepLink: z.string().nullable(),
    /** The purchase this order granted (its receipt is `/me/purchases/{purchaseId}/receipt`), once fulfilled. */
    purchaseId: z.string().nullable().optional(),
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

/** GET /admin/orders: orders for admins, e.g. `?status=refunded`. */
export const AdminOrdersQuery = z.object({
  status: OrderStatus.optional(),
  page: pageParam(),
  limit: limitParam(DEFAULT_PAGE_SIZE),
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

export const LocalPayBody = z.object({ cardNumber: text({ max: 40, label: 'Card number' }) });
/** The local checkout's session id in its paths. */
export const LocalSessionParams = z.object({ sessionId: pathText('Session id', 100) });
export const RedirectResponse = z.object({ redirectUrl: z.string() });
export type RedirectResponse = z.infer<typeof RedirectResponse>;
