/* Zod-free: the copy, limits and pure rules of this module (scripts/split-shared-constants.mjs keeps it so). */

/**
 * Tutors: copy, limits, and the one pure slot rule that lists slots
 * and validates bookings on the server, and that the web may use to preview them.
 */
import { instantOfWallTime, wallTimeIn } from './live-constants.ts';

/* ------------------------------------------------------------- enums */

export const TUTOR_SESSION_STATUSES = [
  'hold',
  'payment_pending',
  'confirmed',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type TutorSessionStatus = (typeof TUTOR_SESSION_STATUSES)[number];
/** The statuses that occupy the tutor's time (the exclusion constraint and the slot rule both use these). */
export const TUTOR_BUSY_STATUSES = ['hold', 'payment_pending', 'confirmed'] as const;
/** The tutor's session list filter when none is given. */
export const TUTOR_SESSION_DEFAULT_FILTER = ['confirmed', 'completed', 'cancelled'] as const;
export const TUTOR_MEETING_PROVIDERS = ['zoom', 'google_meet', 'custom'] as const;
export type TutorMeetingProvider = (typeof TUTOR_MEETING_PROVIDERS)[number];
export const TUTOR_SORTS = ['rating', 'price_asc', 'price_desc', 'recent'] as const;
export type TutorSort = (typeof TUTOR_SORTS)[number];
export const TUTOR_DEFAULT_SORT: TutorSort = 'rating';
export const TUTOR_REQUEST_URGENCIES = ['urgent', 'soon', 'flexible'] as const;
export type TutorRequestUrgency = (typeof TUTOR_REQUEST_URGENCIES)[number];
/** A request is `pending_payment` until paid, `paid` until an admin matches it, then `matched`. */
export const TUTOR_REQUEST_STATUSES = ['pending_payment', 'paid', 'matched', 'cancelled'] as const;
export type TutorRequestStatus = (typeof TUTOR_REQUEST_STATUSES)[number];
/** Who the learner's sessions list is for (`GET /api/me/tutoring-sessions?role=student`). */
export const TUTOR_SESSION_ROLES = ['student'] as const;

/* ------------------------------------------------------------- limits and timings */

export const TUTOR_DURATIONS = [30, 45, 60, 90] as const;
export type TutorDuration = (typeof TUTOR_DURATIONS)[number];
export const TUTOR_DEFAULT_DURATION: TutorDuration = 60;
/** A booking holds its slot this long while the learner pays. */
export const TUTOR_HOLD_MINUTES = 15;
/** Slots are offered from this long after now … */
export const TUTOR_LEAD_MINUTES = 60;
/** … up to this many days ahead (also the picker's window: today to 14 days ahead). */
export const TUTOR_HORIZON_DAYS = 14;
export const TUTOR_DEFAULT_RATE_MAJOR = 60;
export const TUTOR_DEFAULT_RATE_MINOR = TUTOR_DEFAULT_RATE_MAJOR * 100;
export const TUTOR_RATE_MAX_MAJOR = 10_000;
export const TUTOR_DEFAULT_CURRENCY = 'GBP';
export const TUTOR_DEFAULT_TIMEZONE = 'Europe/London';
export const TUTOR_SLOT_SIZE_DEFAULT = 60;
export const TUTOR_SLOT_SIZE_MIN = 15;
export const TUTOR_SLOT_SIZE_STEP = 15;
export const TUTOR_SLOT_SIZE_MAX = 240;
export const TUTOR_BUFFER_DEFAULT = 0;
export const TUTOR_BUFFER_STEP = 5;
export const TUTOR_BUFFER_MAX = 240;
export const TUTOR_WEEKLY_ROWS_MAX = 100;
export const TUTOR_EXCEPTION_ROWS_MAX = 500;
export const TUTOR_PAGE_SIZE = 12;
export const TUTOR_SESSIONS_LIMIT = 100;
export const TUTOR_CARD_SUBJECTS = 4;
export const TUTOR_HEADLINE_MAX = 160;
export const TUTOR_BIO_MAX = 5_000;
export const TUTOR_LIST_ITEMS_MAX = 20;
export const TUTOR_LIST_ITEM_MAX = 60;
export const TUTOR_MEETING_NOTE_MAX = 1_000;
export const TUTOR_CANCEL_REASON_MAX = 1_000;
export const TUTOR_REQUEST_FEE_MINOR = 3_000;
export const TUTOR_REQUEST_CURRENCY = 'GBP';
/** Admins answer a paid request within this many hours (its due time). */
export const TUTOR_REQUEST_DUE_HOURS = 72;
export const TUTOR_REQUEST_SUBJECT_MAX = 200;
export const TUTOR_REQUEST_TEXT_MAX = 200;
export const TUTOR_REQUEST_NOTES_MAX = 2_000;
/** How often expired holds are released by the periodic job (a booking also releases them itself). */
export const TUTOR_HOLD_SWEEP_INTERVAL_MS = 60_000;

/* ------------------------------------------------------------- copy */

export const TUTOR_MESSAGES = {
  timezoneRequired: 'Timezone is required.',
  invalidRows: 'Fix invalid rows (date must be YYYY-MM-DD, end > start).',
  /* one row's own error, beside the row (issue 29 item 19) */
  rowDate: 'Choose a date.',
  rowTimes: 'Enter a start and an end time.',
  rowEndBeforeStart: 'End must be after start.',
  slotSize: `Slot size must be at least ${TUTOR_SLOT_SIZE_MIN} minutes, in steps of ${TUTOR_SLOT_SIZE_STEP}.`,
  buffer: `Buffer must be 0 or more minutes, in steps of ${TUTOR_BUFFER_STEP}.`,
  startEndRequired: 'Both startAt and endAt are required',
  rescheduleFailed: 'Failed to reschedule',
  confirmBookingFailed: 'Could not confirm booking.',
  confirmRequestFailed: 'Could not confirm request.',
  missingConfirmation: 'Missing confirmation details.',
  subjectRequired: 'Please describe what you need help with.',
  notFoundOrUnlisted: 'Tutor not found or not listed.',
  missingTutorId: 'Missing tutor id',
  loadFailed: 'Failed to load',
  loadTutorFailed: 'Failed to load tutor',
  checkoutFailed: 'Could not start checkout',
  loadAvailabilityFailed: 'Failed to load availability',
  loadSessionsFailed: 'Failed to load sessions',
  completeFailed: 'Failed to complete',
  approveFailed: 'Failed to approve',
  loadProfileFailed: 'Failed to load profile',
  saveFailed: 'Save failed',
  requestCancelledNotice: 'Your request was not paid. You can send it again whenever you are ready.',
  /* server sentences */
  listedNeedsHeadline: 'A listed tutor needs a headline.',
  listedNeedsSubject: 'A listed tutor needs at least one subject.',
  listedNeedsRate: 'A listed tutor needs an hourly rate above 0.',
  rateWhole: 'Hourly rate must be a whole number of at least 0.',
  notTutorRole: 'Only instructors and admins can become tutors.',
  noProfile: 'Create your tutor profile first.',
  duration: `Duration must be ${TUTOR_DURATIONS.join(', ')} minutes.`,
  inPast: 'That time is in the past or less than an hour from now. Please pick a later slot.',
  outsideAvailability: 'That time is not one of the tutor’s available slots.',
  slotTaken: 'Someone has just booked this time. Please pick another slot.',
  ownTutor: 'You cannot book a session with yourself.',
  sessionNotFound: 'Session not found.',
  requestNotFound: 'Request not found.',
  holdLapsed: 'Your hold on this time lapsed and someone else booked it; the payment was refunded.',
  notConfirmed: 'Only a confirmed session can do this.',
  completeTooEarly: 'A session can be marked completed only after it has ended.',
  noCancelRequest: 'There is no cancel request to approve.',
  cancelAlreadyRequested: 'A cancel request was already sent for this session.',
  reasonRequired: 'Please give a reason.',
  cannotCancel: 'This session can no longer be cancelled.',
  cannotReschedule: 'Only an upcoming confirmed session can be rescheduled.',
  rescheduleSameLength: 'A rescheduled session keeps its length.',
  fromBeforeTo: 'From must be before To.',
  requestNotPaid: 'Only a paid request can be matched.',
  matchTutorNotFound: 'That tutor was not found.',
} as const;

export const TUTOR_TEXT = {
  listTitle: 'Find a tutor',
  requestTutor: 'Request a Tutor',
  book: 'Book',
  mySessions: 'My Sessions',
  tutors: 'Tutors',
  upcoming: 'Upcoming',
  past: 'Past',
  retry: 'Retry',
  contactSupport: 'Contact Support',
  confirming: 'Confirming your booking…',
  confirmed: 'Your session is booked.',
  requestConfirming: 'Confirming your request…',
  requestConfirmed: `Request received. We will match you with a tutor within ${TUTOR_REQUEST_DUE_HOURS} hours.`,
  downloadIcs: 'Download .ics',
  googleCalendar: 'Google Calendar',
  askToCancel: 'Ask to cancel',
  reschedule: 'Reschedule',
  complete: 'Mark completed',
  approveCancel: 'Approve cancel',
  meetingLink: 'Join meeting',
} as const;

/** The learner's booking confirmation page (issue 29 item 15), like Cal.com's booking page. */
export const TUTOR_BOOKING_CONFIRMATION = {
  title: 'Booking confirmed',
  booked: (tutor: string) => `You’re booked with ${tutor}`,
  lead: 'We have emailed your receipt; the session is in My Sessions.',
  tutor: 'Tutor',
  yourTime: (zone: string) => `Your time (${zone})`,
  tutorTime: (zone: string) => `Tutor’s time (${zone})`,
  duration: 'Duration',
  minutes: (n: number) => `${n} minutes`,
  pricePaid: 'Price paid',
  howToJoin: 'How to join',
  provider: { zoom: 'Zoom', google_meet: 'Google Meet', custom: 'Online meeting' } as Record<
    TutorMeetingProvider,
    string
  >,
  meetingTbc: 'Your tutor will share the meeting link before the start; it will appear in My Sessions.',
  addToCalendar: 'Add to calendar',
  needChange: 'Need to change something?',
  reschedule: 'Reschedule',
  askToCancel: 'Ask to cancel',
  receipt: 'View your receipt',
  purchases: 'Your purchases',
} as const;

/* ------------------------------------------------------------- pure rules */

/** A weekly row: weekday 0 (Sunday) … 6 (Saturday), wall-clock times HH:MM in the tutor's zone. */
export interface TutorWeeklyRow {
  weekday: number;
  start: string;
  end: string;
}
/** A dated row: the rows of a date replace that date's weekly hours. */
export interface TutorExceptionRow {
  date: string;
  start: string;
  end: string;
}
export interface TutorAvailabilityRules {
  timezone: string;
  slotSizeMin: number;
  bufferMin: number;
  weekly: readonly TutorWeeklyRow[];
  exceptions: readonly TutorExceptionRow[];
  /** Dates (YYYY-MM-DD) with no hours at all, whatever the weekly hours say. */
  daysOff?: readonly string[];
}
export interface TutorBusyRange {
  startAt: Date | string;
  endAt: Date | string;
}
export interface TutorComputedSlot {
  startAt: string;
  endAt: string;
  local: { date: string; start: string; end: string; timezone: string };
}

export const TUTOR_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** HH:MM, 00:00–23:59, and 24:00 as an end of day. */
export const TUTOR_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Minutes since midnight of an HH:MM text, or null. */
export function tutorMinutesOf(time: string): number | null {
  if (!TUTOR_TIME_PATTERN.test(time)) return null;
  const [h, m] = time.split(':').map(Number);
  return (h as number) * 60 + (m as number);
}

export function tutorTimeText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A real calendar date YYYY-MM-DD (not 2025-02-30). */
export function isTutorDate(value: string): boolean {
  if (!TUTOR_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** What is wrong with one availability row, if anything: its date, its times, or an end not after its start. */
export type TutorRowProblem = 'date' | 'times' | 'endBeforeStart';
export function tutorRowProblem(row: { date?: string; start: string; end: string }): TutorRowProblem | null {
  if (row.date !== undefined && !isTutorDate(row.date)) return 'date';
  const s = tutorMinutesOf(row.start);
  const e = tutorMinutesOf(row.end);
  if (s === null || e === null || s >= 24 * 60) return 'times';
  return e > s ? null : 'endBeforeStart';
}

/** A row is valid when its times are HH:MM and end > start (and, for a dated row, the date is real). */
export function isValidTutorRow(row: { date?: string; start: string; end: string }): boolean {
  if (row.date !== undefined && !isTutorDate(row.date)) return false;
  const s = tutorMinutesOf(row.start);
  const e = tutorMinutesOf(row.end);
  return s !== null && e !== null && s < 24 * 60 && e > s;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const dateText = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The instant of a date's wall-clock minute in a zone, or null when that wall time does not exist (DST gap). */
function instantOfDateMinute(date: string, minutes: number, zone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + Math.floor(minutes / 1440)));
  const minute = minutes % 1440;
  const wall = {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour: Math.floor(minute / 60),
    minute: minute % 60,
    second: 0,
  };
  const instant = instantOfWallTime(wall, zone);
  const back = wallTimeIn(instant, zone);
  if (back.day !== wall.day || back.hour !== wall.hour || back.minute !== wall.minute) return null;
  return instant;
}

/** The ranges (minutes since midnight) a date offers: its exceptions if it has any, else its weekday's hours. */
export function tutorRangesOn(rules: TutorAvailabilityRules, date: string): [number, number][] {
  if (rules.daysOff?.includes(date)) return [];
  const dated = rules.exceptions.filter((r) => r.date === date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const rows = dated.length ? dated : rules.weekly.filter((r) => r.weekday === weekday);
  const ranges: [number, number][] = [];
  for (const row of rows) {
    const s = tutorMinutesOf(row.start);
    const e = tutorMinutesOf(row.end);
    if (s !== null && e !== null && e > s) ranges.push([s, e]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

export interface TutorSlotQuery {
  rules: TutorAvailabilityRules;
  /** The tutor's held, pending and confirmed sessions (any that may touch the window). */
  busy: readonly TutorBusyRange[];
  durationMin: number;
  now: Date;
  /** The window asked for; clamped to [now + lead, now + horizon]. */
  from?: Date;
  to?: Date;
}

/**
 * THE slot rule: slots `durationMin` long, stepping by `slotSizeMin` from the start of each
 * available range of the date (in the tutor's zone, so 09:00 London is 09:00 London on both sides of a
 * daylight-saving change), starting no sooner than one hour from now and no later than 14 days ahead, never
 * overlapping a busy session widened by `bufferMin`. Sorted by start. Booking validates with
 * `tutorSlotProblem`, which calls this, so a listed slot is bookable and nothing else is.
 */
export function tutorSlots(query: TutorSlotQuery): TutorComputedSlot[] {
  const { rules, durationMin, now } = query;
  if (!(TUTOR_DURATIONS as readonly number[]).includes(durationMin)) return [];
  const step = rules.slotSizeMin;
  if (!Number.isInteger(step) || step < TUTOR_SLOT_SIZE_MIN) return [];
  const earliest = now.getTime() + TUTOR_LEAD_MINUTES * MINUTE;
  const latest = now.getTime() + TUTOR_HORIZON_DAYS * DAY;
  const from = Math.max(earliest, query.from?.getTime() ?? earliest);
  const to = Math.min(latest, query.to?.getTime() ?? latest);
  if (from > to) return [];
  const buffer = rules.bufferMin * MINUTE;
  const busy = query.busy.map((b) => [
    new Date(b.startAt).getTime() - buffer,
    new Date(b.endAt).getTime() + buffer,
  ]);
  const zone = rules.timezone;
  const slots: TutorComputedSlot[] = [];
  // Every tutor-local date that can hold a slot starting in [from, to] (one day either side for zones).
  const first = new Date(from - DAY);
  for (
    let t = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
    t <= to + DAY;
    t += DAY
  ) {
    const day = new Date(t);
    const date = dateText(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
    for (const [rangeStart, rangeEnd] of tutorRangesOn(rules, date)) {
      const rangeEndAt = instantOfDateMinute(date, rangeEnd, zone)?.getTime();
      for (let m = rangeStart; m + durationMin <= rangeEnd; m += step) {
        const start = instantOfDateMinute(date, m, zone);
        if (!start) continue;
        const s = start.getTime();
        const e = s + durationMin * MINUTE;
        if (rangeEndAt !== undefined && e > rangeEndAt) continue;
        if (s < from || s > to) continue;
        if (busy.some(([bs, be]) => s < (be as number) && e > (bs as number))) continue;
        const endWall = wallTimeIn(new Date(e), zone);
        slots.push({
          startAt: new Date(s).toISOString(),
          endAt: new Date(e).toISOString(),
          local: {
            date,
            start: tutorTimeText(m),
            end: tutorTimeText(endWall.hour * 60 + endWall.minute),
            timezone: zone,
          },
        });
      }
    }
  }
  const seen = new Set<string>();
  return slots
    .filter((slot) => {
      if (seen.has(slot.startAt)) return false;
      seen.add(slot.startAt);
      return true;
    })
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
}

export type TutorSlotProblem = 'duration' | 'past' | 'outside' | 'taken';

/**
 * Why a booking of [startAt, endAt) cannot be made, or null when it is one of `tutorSlots`' slots.
 * `taken`: it would be a slot but for another session (a 409); the others are 400s.
 */
export function tutorSlotProblem(input: {
  rules: TutorAvailabilityRules;
  busy: readonly TutorBusyRange[];
  startAt: Date;
  endAt: Date;
  now: Date;
}): TutorSlotProblem | null {
  const s = input.startAt.getTime();
  const durationMin = (input.endAt.getTime() - s) / MINUTE;
  if (!(TUTOR_DURATIONS as readonly number[]).includes(durationMin)) return 'duration';
  if (s < input.now.getTime() + TUTOR_LEAD_MINUTES * MINUTE) return 'past';
  const window = { from: input.startAt, to: input.startAt, durationMin, now: input.now, rules: input.rules };
  const match = (slots: TutorComputedSlot[]) => slots.some((slot) => new Date(slot.startAt).getTime() === s);
  if (match(tutorSlots({ ...window, busy: input.busy }))) return null;
  return match(tutorSlots({ ...window, busy: [] })) ? 'taken' : 'outside';
}

/** The amount of a session: hourly rate × minutes / 60, rounded to a whole minor unit. */
export function tutorSessionAmountMinor(hourlyRateMinor: number, minutes: number): number {
  return Math.round((hourlyRateMinor * minutes) / 60);
}

/** Upcoming until its end passes, then past. */
export function isTutorSessionUpcoming(session: { endAt: Date | string }, now: Date): boolean {
  return new Date(session.endAt).getTime() > now.getTime();
}
