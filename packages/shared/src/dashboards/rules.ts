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
