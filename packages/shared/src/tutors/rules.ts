import { isTutorDate, tutorMinutesOf } from './slots.ts';

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

/** The amount of a session: hourly rate × minutes / 60, rounded to a whole minor unit. */
export function tutorSessionAmountMinor(hourlyRateMinor: number, minutes: number): number {
  return Math.round((hourlyRateMinor * minutes) / 60);
}

/** Upcoming until its end passes, then past. */
export function isTutorSessionUpcoming(session: { endAt: Date | string }, now: Date): boolean {
  return new Date(session.endAt).getTime() > now.getTime();
}
