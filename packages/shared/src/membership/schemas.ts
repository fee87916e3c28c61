import { z } from 'zod';
import { MEMBERSHIP_STATUSES, PLAN_IDS } from './copy.ts';

export const Membership = z
  .object({
    plan: z.enum(PLAN_IDS),
    status: z.enum(MEMBERSHIP_STATUSES),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string().nullable(),
  })
  .meta({ id: 'Membership' });
export type Membership = z.infer<typeof Membership>;

export const MembershipResponse = z
  .object({ membership: Membership.nullable() })
  .meta({ id: 'MembershipResponse' });
export type MembershipResponse = z.infer<typeof MembershipResponse>;
