export const MEMBERSHIP_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'expired'] as const;
export const PLAN_IDS = ['yearly', 'lifetime'] as const;

/** The membership query stays fresh for 300 seconds. */
export const MEMBERSHIP_STALE_MS = 300_000;
/** The membership query retries once. */
export const MEMBERSHIP_QUERY_RETRY = 1;

export const MEMBERSHIP_LINK_LABELS = {
  loading: 'Membership',
  active: 'Membership',
  inactive: 'Get Lifetime',
  activeBadge: 'Active',
} as const;
