/* Zod-free: the copy, limits and pure rules of this module (scripts/split-shared-constants.mjs keeps it so). */

import { HOME_TEXT } from './ui.ts';

/** Live sessions: copy, limits, pure rules and the API contract. */

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
  /** What an attendee with access has, leading the session's page (issue 29 item 14). */
  booked: 'You’re booked',
  /** Access without a purchase of one's own: free, membership or admin. */
  included: 'You’re in',
  opensSoon: 'joining opens 10 minutes before the start',
  openNow: 'joining is open now',
  hosting: 'You are hosting',
  hostingLead: 'Attendees join from this page; the attendance lists everyone who joined through MedPrep.',
  seeAttendance: 'See attendance',
} as const;

/** What a reason reads as after 'Cannot join: '. */
export const LIVE_JOIN_REASON_TEXT: Record<LiveJoinReason, string> = {
  not_entitled: 'you don’t have access to this session',
  not_open_yet: 'the session opens 10 minutes before the start',
  ended: 'the session has ended',
  no_link: 'the host has not shared the link yet',
};

/** Status from the clock: scheduled before start, live until end, ended after; canceled wins. */
export function liveStatusAt(
  session: { startAt: Date | string; endAt: Date | string; canceled?: boolean },
  now: Date,
): LiveStatus {
  if (session.canceled) return 'canceled';
  const t = now.getTime();
  if (t < new Date(session.startAt).getTime()) return 'scheduled';
  if (t < new Date(session.endAt).getTime()) return 'live';
  return 'ended';
}

/** Where `now` stands against the join window: before it opens, inside it, or after it closed. */
export function joinWindowAt(
  session: { startAt: Date | string; endAt: Date | string },
  now: Date,
): 'before' | 'open' | 'after' {
  const t = now.getTime();
  if (t < new Date(session.startAt).getTime() - LIVE_JOIN_OPENS_BEFORE_MS) return 'before';
  if (t > new Date(session.endAt).getTime() + LIVE_JOIN_CLOSES_AFTER_MS) return 'after';
  return 'open';
}

/** https on zoom.us or one of its subdomains. */
export function isZoomUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    (host === 'zoom.us' || host.endsWith('.zoom.us'))
  );
}

/** A data: URL of an image (the base64 thumbnail of a save). */
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|jpg|webp|gif);base64,([A-Za-z0-9+/]+={0,2})$/;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$|^UTC$/.test(zone);
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** 'Starts in' parts: days and hours when a day or more is left, else hours, minutes and seconds. */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return LIVE_TEXT.startingNow;
  const total = Math.floor(msLeft / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${LIVE_TEXT.startsIn} ${days}d ${hours}h`;
  return `${LIVE_TEXT.startsIn} ${hours}h ${minutes}m ${seconds}s`;
}

type RuleInput = {
  startAt?: string;
  endAt?: string;
  pricing?: { type: LivePricingType; amountMinor?: number | undefined };
};

/** The rules across fields, for the server's bodies and the merged state of an edit. */
export function liveCrossFieldIssues(value: RuleInput): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (value.startAt && value.endAt) {
    const start = new Date(value.startAt).getTime();
    const end = new Date(value.endAt).getTime();
    if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
      issues.push({ path: ['endAt'], message: LIVE_MESSAGES.endAfterStart });
    }
  }
  if (value.pricing?.type === 'paid' && !(value.pricing.amountMinor && value.pricing.amountMinor > 0)) {
    issues.push({ path: ['pricing', 'amountMinor'], message: LIVE_MESSAGES.enterPrice });
  }
  return issues;
}

/** The wall-clock time of an instant in a zone. */
export function wallTimeIn(instant: Date, zone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const offsetMs = (instant: Date, zone: string): number => {
  const w = wallTimeIn(instant, zone);
  return (
    Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
};

/**
 * The instant a wall-clock time in a zone names. In a spring-forward gap the time is moved forward by the
 * gap; in an autumn overlap the first (summer-time) instant is taken.
 */
export function instantOfWallTime(wall: WallTime, zone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - offsetMs(new Date(asUtc), zone);
  const second = asUtc - offsetMs(new Date(first), zone);
  const candidates = [first, second].filter((c) => {
    const w = wallTimeIn(new Date(c), zone);
    return w.hour === wall.hour && w.minute === wall.minute && w.day === wall.day;
  });
  return new Date(candidates.length ? Math.min(...candidates) : Math.max(first, second));
}

/** The same wall-clock time `weeks` weeks later in the zone (stays at 18:00 across a daylight-saving change). */
export function addWeeksInZone(instant: Date, weeks: number, zone: string): Date {
  const w = wallTimeIn(instant, zone);
  const shifted = new Date(Date.UTC(w.year, w.month - 1, w.day + weeks * 7));
  return instantOfWallTime(
    { ...w, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() },
    zone,
  );
}

/** A Google Calendar "add event" link for a session. */
export function googleCalendarUrl(session: {
  title: string;
  description: string;
  startAt: string;
  endAt: string;
  url: string;
}): string {
  const stamp = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const params = new URLSearchParams();
  params.set('action', 'TEMPLATE');
  params.set('text', session.title);
  params.set('dates', `${stamp(session.startAt)}/${stamp(session.endAt)}`);
  params.set('details', `${session.description}\n\n${session.url}`.trim());
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

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
