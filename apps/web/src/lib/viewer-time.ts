import { isValidTimeZone, LIVE_DEFAULT_TIMEZONE } from '@medprep/shared/constants';
import { noteViewerNeeded } from '../first-paint/paint';

/** The viewer's time zone, as the browser knows it, else Europe/London. */
export function viewerZone(): string {
  noteViewerNeeded();
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : LIVE_DEFAULT_TIMEZONE;
  } catch {
    return LIVE_DEFAULT_TIMEZONE;
  }
}

const formatIn = (zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });

/** 'Mon 23 Nov 2026, 18:00' in a zone. */
export const formatWhen = (iso: string, zone = viewerZone()) =>
  formatIn(zone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** '18:00' in a zone. */
export const formatClock = (iso: string, zone = viewerZone()) =>
  formatIn(zone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** 'Mon 23 Nov 2026, 18:00–19:30' (the end's date too when it is another day). */
export function formatRange(startIso: string, endIso: string, zone = viewerZone()): string {
  const day = (iso: string) =>
    formatIn(zone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
  return day(startIso) === day(endIso)
    ? `${formatWhen(startIso, zone)}–${formatClock(endIso, zone)}`
    : `${formatWhen(startIso, zone)} – ${formatWhen(endIso, zone)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The value of a datetime-local input for an instant, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a datetime-local value names, in the browser's zone, as ISO. */
export const fromLocalInput = (value: string) => new Date(value).toISOString();
