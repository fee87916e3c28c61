import type { Membership, Plan } from '@medprep/shared';

export const PLANS: Plan[] = [
  {
    id: 'yearly',
    name: '1-Year',
    priceMinor: 7500,
    currency: 'GBP',
    badge: null,
    durationMonths: 12,
    description: '12 months of every included course. One-time payment, no auto-billing.',
  },
  {
    id: 'lifetime',
    name: 'Lifetime',
    priceMinor: 10000,
    currency: 'GBP',
    badge: 'Best value',
    durationMonths: null,
    description: 'Everything included in membership, for life. One-time payment.',
  },
];

export const membershipOf = (overrides: Partial<Membership> = {}): Membership => ({
  plan: 'yearly',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-01-10T09:00:00.000Z',
  currentPeriodEnd: '2027-01-10T09:00:00.000Z',
  ...overrides,
});
