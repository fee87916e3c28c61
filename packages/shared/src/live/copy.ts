import { HOME_TEXT } from '../ui.ts';

/** Live sessions: statuses, limits and the words of the pages. */

export const LIVE_STATUSES = ['scheduled', 'live', 'ended', 'canceled'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const LIVE_PRICING_TYPES = ['free', 'paid'] as const;
export type LivePricingType = (typeof LIVE_PRICING_TYPES)[number];
export const LIVE_MEMBERS_ACCESS = ['none', 'free', 'paid'] as const;
export type LiveMembersAccess = (typeof LIVE_MEMBERS_ACCESS)[number];
export const LIVE_VISIBILITIES = ['public'] as const;
/** Why `join` hands out no link; `no_link`: the host has not set one yet (docs/decisions/232). */
export const LIVE_JOIN_REASONS = ['not_entitled', 'not_open_yet', 'ended', 'no_link'] as const;
export type LiveJoinReason = (typeof LIVE_JOIN_REASONS)[number];
export const LIVE_ACCESS_SOURCES = ['free', 'purchase', 'membership', 'owner', 'admin'] as const;

/** Live sessions: default zone, page sizes, home list, join window. */
export const LIVE_DEFAULT_TIMEZONE = 'Europe/London';
export const LIVE_PAGE_SIZE = 12;
export const LIVE_MY_PAGE_SIZE = 20;
export const HOME_LIVE_COUNT = 6;
export const HOME_LIVE_STALE_MS = 30_000;
/** The home list's "upcoming" filter starts this long before now. */
export const LIVE_UPCOMING_GRACE_MS = 60_000;
export const LIVE_JOIN_OPENS_BEFORE_MS = 10 * 60_000;
export const LIVE_JOIN_CLOSES_AFTER_MS = 5 * 60_000;
export const LIVE_PURCHASE_POLL_MS = 1_500;
export const LIVE_PURCHASE_POLL_MAX_MS = 60_000;
export const LIVE_REPEAT_WEEKS_MAX = 12;
export const LIVE_TITLE_MAX = 200;
export const LIVE_DESCRIPTION_MAX = 5_000;
export const LIVE_PASSCODE_MAX = 100;
export const LIVE_ZOOM_URL_MAX = 2_000;
/** A base64 thumbnail on save: the image limit of uploads (5 MB) as base64 with its data: prefix. */
export const LIVE_THUMBNAIL_DATA_MAX = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 100;

export const LIVE_MESSAGES = {
  titleRequired: 'Title is required',
  startEndRequired: 'Start and End are required',
  startInFuture: 'Start time must be in the future',
  endAfterStart: 'End must be after Start',
  invalidDate: 'Enter a valid date and time',
  enterPrice: 'Enter a price',
  zoomUrl: 'Please paste a valid https Zoom link (zoom.us).',
  selectImage: 'Please select an image',
  readImage: 'Failed to read image',
  timezone: 'Time zone must be an IANA zone such as Europe/London.',
  repeatWeeks: `Repeat weekly for 1 to ${LIVE_REPEAT_WEEKS_MAX} weeks.`,
  notFound: 'Session not found.',
  loadListFailed: 'Failed to load live sessions.',
  retry: 'Retry',
  noSessions: 'No sessions.',
  cannotJoin: (reason: string) => `Cannot join: ${reason}`,
  joinFailed: 'Join failed',
  checkoutNoUrl: 'Checkout failed: no URL returned.',
  checkoutFailed: 'Checkout failed',
  createFailed: 'Failed to create session',
  deleteFailed: 'Failed to delete',
  loadSessionsFailed: 'Failed to load sessions.',
  loadSessionFailed: 'Failed to load session',
  updateFailed: 'Failed to update session',
  deleteConfirm: 'Are you sure you want to delete this live session? This cannot be undone.',
  homeLoadFailed: 'Couldn’t load live sessions.',
  homeTryAgain: 'Try again',
  homeEmpty: 'No upcoming sessions yet — check back soon.',
  freeNoCheckout: 'This session is free: no checkout needed.',
  endedNoCheckout: 'This session has ended.',
  canceledNoCheckout: 'This session was canceled.',
  ownSession: 'You host this session.',
  hostOnly: 'Only the host or an admin can change this session.',
  /** A 403 of PUT …/reminders: the caller is not a buyer, a member who may attend it, or its host. */
  notReminded: 'You get no reminders for this session.',
  remindersFailed: 'Couldn’t save your reminder choice. Try again.',
} as const;

export const LIVE_TEXT = {
  listTitle: 'Live sessions',
  homeTitle: HOME_TEXT.upcomingLive,
  viewAll: HOME_TEXT.viewAllLive,
  myPurchases: 'My Live sessions',
  startsIn: 'Starts in',
  startingNow: 'Starting now',
  buy: 'Buy',
  join: 'Join',
  addToCalendar: 'Add to calendar',
  downloadIcs: 'Download .ics',
  googleCalendar: 'Google Calendar',
  free: 'Free',
  canceled: 'Canceled',
  newSession: 'New live session',
  editSession: 'Edit live session',
  mySessions: 'My live sessions',
  attendance: 'Attendance',
  checkingPurchase: 'Confirming your purchase…',
  purchaseSlow: 'Your payment is still being confirmed. Refresh in a moment.',
  signInToBuy: 'Sign in to buy',
  signInToJoin: 'Sign in to join',
  successTitle: 'Payment received',
  successConfirming: 'Confirming your payment…',
  cancelTitle: 'Payment canceled',
  cancelLead: 'You were not charged.',
  backToLive: 'Back to live sessions',
  /** What an attendee with access has, leading the session's page. */
  booked: 'You’re booked',
  /** Access without a purchase of one's own: free, membership or admin. */
  included: 'You’re in',
  opensSoon: 'joining opens 10 minutes before the start',
  openNow: 'joining is open now',
  hosting: 'You are hosting',
  hostingLead: 'Attendees join from this page; the attendance lists everyone who joined through MedPrep.',
  seeAttendance: 'See attendance',
  /** The host's box on the session's page. */
  hostDetails: 'Host details',
  zoomLabel: 'Zoom:',
  passcodeLabel: 'Passcode:',
  editSessionLink: 'Edit session',
  openZoom: 'Open Zoom',
  /** The per-session reminder switch on the session's page (docs/decisions/675). */
  remindMe: 'Remind me by email',
  remindOn: 'We’ll email you 24 hours and 1 hour before.',
  remindOff: 'No reminder emails for this session.',
  /** In place of the switch while the account-wide 'Session reminders' setting is off (docs/decisions/678). */
  remindAccountOff:
    'Session reminders are off for your whole account, so we won’t email you about this session.',
  /** The link to the account page, where the account-wide setting turns back on. */
  remindAccountLink: 'Turn them on in your account settings',
} as const;

/** The line of a live session's reminder mail before the link to its page, where its reminders turn off. */
export const LIVE_REMINDER_OPT_OUT_TEXT = 'Don’t want reminders for this session? Turn them off on its page:';

/** A data: URL of an image (the base64 thumbnail of a save). */
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|jpg|webp|gif);base64,([A-Za-z0-9+/]+={0,2})$/;

/** Which form field shows a server error of a body field. */
export const LIVE_FORM_FIELD_OF: Record<string, string> = {
  title: 'title',
  description: 'description',
  startAt: 'start',
  endAt: 'end',
  'pricing.amountMinor': 'amount',
  'pricing.currency': 'currency',
  'pricing.type': 'pricingType',
  membersAccess: 'membersAccess',
  'zoom.joinUrl': 'zoomUrl',
  'zoom.passcode': 'passcode',
  thumbnail: 'thumbnail',
  repeatWeeks: 'repeatWeeks',
};
