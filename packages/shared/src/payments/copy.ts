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

/** Checkout, test cards and the purchases panel. */
export const CHECKOUT_SESSION_TTL_SEC = 30 * 60;
export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const PURCHASES_PANEL_LIMIT = 6;
export const MEMBERSHIP_SUPPORT_HOURS = 72;
/** How often every server looks for paid orders nobody fulfilled and for expired ones. */
export const PAYMENT_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** How long a second checkout waits for a concurrent one to get its provider session. */
export const CHECKOUT_OPEN_WAIT_MS = 10_000;

/** The states of an order. `refunded`: paid for something the buyer already had, and refunded. */
export const ORDER_STATUSES = ['pending', 'fulfilled', 'failed', 'expired', 'cancelled', 'refunded'] as const;

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

export const CHECKOUT_SESSION_ID_MAX = 255;

/** The kinds whose page greets the buyer back from checkout with the post-payment banner. */
export type PostPaymentKind = 'course' | 'quiz' | 'resource' | 'ebook' | 'live_session';

/**
 * The banner a course, mock, resource, ebook or live-session page shows when its buyer comes back from a paid
 * checkout: what happened, the receipt, and what comes next (docs/decisions/375).
 */
export const POST_PAYMENT_TEXT = {
  title: 'Payment received — you own this',
  receipt: 'View your receipt',
  /** While the receipt is not known yet (or the purchase is not in the order history): the history. */
  purchases: 'Your purchases',
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss the payment message',
  whatNext: 'What comes next',
  next: {
    course: 'Start the course',
    quiz: 'Start the mock',
    resource: 'Download',
    ebook: 'Download',
    live_session: 'Join opens 10 minutes before the start',
  } satisfies Record<PostPaymentKind, string>,
  /** A live session already within its join window. */
  liveOpenNow: 'Joining is open now',
  detail: {
    course: 'The course is in My learning, with lifetime access.',
    quiz: 'The mock exam is yours: start it when you are ready.',
    resource: 'Every file of the pack is unlocked below.',
    ebook: 'Every file of the ebook is unlocked below.',
    live_session: 'You have a place: add it to your calendar and join from this page.',
  } satisfies Record<PostPaymentKind, string>,
} as const;
