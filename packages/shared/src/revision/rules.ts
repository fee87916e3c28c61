import type { ReviewRating } from './copy.ts';

/** How an answer rates its card: wrong → again, right and unsure → hard, right and sure (or unsaid) → good. */
export const reviewRatingOf = (correct: boolean, confidence: 'sure' | 'unsure' | null): ReviewRating =>
  !correct ? 'again' : confidence === 'unsure' ? 'hard' : 'good';

/** The date YYYY-MM-DD `days` after a date YYYY-MM-DD (calendar days, UTC). */
export function addPlanDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from one date YYYY-MM-DD to another (negative when the second is earlier). */
export const planDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The date YYYY-MM-DD `years` after a date (29 February falls to 28 February in a common year). */
export function addPlanYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y + years, m - 1, d));
  if (t.getUTCDate() !== d) t.setUTCDate(0);
  return t.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
/** The start of the UTC day of an instant: the revision's days are UTC days. */
export const startOfUtcDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
/** The start of the next UTC day: a card due before it is due today. */
export const endOfUtcDay = (at: Date) => new Date(startOfUtcDay(at).getTime() + DAY_MS);
