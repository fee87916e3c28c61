import { instantOfWallTime, wallTimeIn } from '../time-zones.ts';
import {
  TUTOR_DATE_PATTERN,
  TUTOR_DURATIONS,
  TUTOR_HORIZON_DAYS,
  TUTOR_LEAD_MINUTES,
  TUTOR_SLOT_SIZE_MIN,
  TUTOR_TIME_PATTERN,
} from './copy.ts';

/**
 * The tutor's bookable slots, computed from the tutor's availability (weekly hours, dated rows, days off), in
 * the tutor's time zone: the server lists and validates bookings with it, the web previews with it.
 */

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
