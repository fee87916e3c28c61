import type { LessonType } from '@medprep/shared';
import {
  DEFAULT_CURRENCY,
  formatMoney as formatSharedMoney,
  formatPrice as formatSharedPrice,
} from '@medprep/shared/constants';

/**
 * Prices: one formatter for every price the app shows (docs/decisions/120-money-language-lesson-words.md).
 * Always the currency's two decimals ('£29.00', '£9.99', '£75.00'), a zero price reads 'Free'. The shared
 * package's formatPrice is the same formatter, so the server and the client never disagree.
 */
export const formatPrice = (amountMinor: number, currency: string = DEFAULT_CURRENCY): string =>
  formatSharedPrice(amountMinor, currency);

/** Sums of money (dashboards, receipts): the same format, but nothing reads '£0.00', never 'Free' (653). */
export const formatMoney = (amountMinor: number, currency: string = DEFAULT_CURRENCY): string =>
  formatSharedMoney(amountMinor, currency);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : '—');
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTimeFormat.format(new Date(iso)) : '—';

/** Duration in whole minutes ("95 min"), as My courses shows it. */
export const formatMinutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** "1 h 35 min" for longer durations. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

const languageNames = new Intl.DisplayNames(['en-GB'], { type: 'language', fallback: 'none' });

/**
 * A language code as its English name ('en' → 'English', 'pt-BR' → 'Brazilian Portuguese'), never the bare
 * code; a code Intl does not know is shown as typed.
 */
export function formatLanguage(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim();
  if (!trimmed) return '—';
  try {
    return languageNames.of(trimmed) ?? trimmed;
  } catch {
    return trimmed;
  }
}

/** One word per lesson type, on every screen (the catalogue, the course page, the editor, the player). */
export const LESSON_TYPE_LABELS: Record<LessonType, string> = {
  video: 'Video',
  text: 'Reading',
  quiz: 'Quiz',
};
