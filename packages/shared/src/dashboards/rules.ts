import { DASHBOARD_DEFAULT_MONTHS } from './copy.ts';

/** A dashboard's range: `to` (default now) and `from` (default the same instant `DASHBOARD_DEFAULT_MONTHS` earlier). */
export function dashboardRange(
  from: Date | undefined,
  to: Date | undefined,
  now: Date,
): { from: Date; to: Date } {
  const end = to ?? now;
  if (from) return { from, to: end };
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - DASHBOARD_DEFAULT_MONTHS);
  return { from: start, to: end };
}

/** A date as `YYYY-MM-DD` (UTC), for date inputs and file names. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** One CSV cell: quoted when it holds a comma, quote, or line break, quotes doubled; a leading =, +, - or @ is
 * prefixed with an apostrophe so that a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** `YYYY-MM` of an instant in a time zone. */
export function monthIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** Every month (`YYYY-MM`) that a range `from` ≤ t < `to` touches in a time zone, oldest first. */
export function monthsBetween(from: Date, to: Date, timeZone: string): string[] {
  const first = monthIn(from, timeZone);
  const last = monthIn(new Date(to.getTime() - 1), timeZone);
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (let key = first; key <= last && months.length < 1_000; ) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** The instant a calendar day (`YYYY-MM-DD`) starts in a time zone (summer time included). */
export function zonedMidnight(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const local = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    return local - instant;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone. */
export function dayIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}
