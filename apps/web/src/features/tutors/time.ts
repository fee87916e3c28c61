import { currentZoneName, ianaTimeZones } from '@medprep/shared/constants';
import { viewerZone } from '../../lib/viewer-time';

export { formatClock, formatRange, formatWhen, viewerZone } from '../../lib/viewer-time';

const DAY_MS = 86_400_000;

/** The calendar date ('2026-11-23') of an instant in a zone. */
export function dateIn(instant: Date | string | number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** 'Mon 23 Nov' for a calendar date (read at noon UTC, so no zone moves it to another day). */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * The picker's window: from now to the end of the 14th day after today, in the viewer's
 * zone, and the viewer's calendar dates inside it, in order.
 */
export function pickerWindow(
  days: number,
  now = Date.now(),
  zone = viewerZone(),
): { from: string; to: string; dates: string[] } {
  const dates: string[] = [];
  // Each calendar date from today to today + days, in the viewer's zone (noon steps never skip a date).
  for (let i = 0; dates.length <= days && i < days + 3; i++) {
    const date = dateIn(now + i * DAY_MS, zone);
    if (!dates.includes(date)) dates.push(date);
  }
  return {
    from: new Date(now).toISOString(),
    // A whole day past the last date covers that date's evening in any zone; the server clips to its horizon.
    to: new Date(now + (days + 1) * DAY_MS).toISOString(),
    dates,
  };
}

/** Slots grouped by the viewer's calendar date of their start. */
export function groupByDate<T extends { startAt: string }>(
  slots: T[],
  zone = viewerZone(),
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const slot of slots) {
    const date = dateIn(slot.startAt, zone);
    const list = groups.get(date) ?? [];
    list.push(slot);
    groups.set(date, list);
  }
  return groups;
}

/**
 * The time-zone select's choices: the browser's zone first, then every zone the browser knows
 * (`Intl.supportedValuesOf('timeZone')`, by current names) and UTC in order; the saved zone is kept even when the
 * list lacks it.
 */
export function timeZoneChoices(saved: string, device = viewerZone()): string[] {
  // By their current names, so that "Kolkata" or "Kyiv" finds the zone (the server accepts either name).
  const known = ianaTimeZones().map(currentZoneName);
  const browser = currentZoneName(device);
  const rest = [...new Set([...known, saved].filter((zone) => zone && zone !== browser))].sort();
  return [browser, ...rest];
}
