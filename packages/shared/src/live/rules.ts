import {
  LIVE_JOIN_CLOSES_AFTER_MS,
  LIVE_JOIN_OPENS_BEFORE_MS,
  LIVE_MESSAGES,
  LIVE_TEXT,
  type LivePricingType,
  type LiveStatus,
} from './copy.ts';

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
