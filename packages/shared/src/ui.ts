/** Texts, limits and timings of the shell and home page (platform.md §2, §4, §9). */

/** The top bar gains a stronger background after scrolling more than this many pixels. */
export const SCROLL_THRESHOLD_PX = 8;
/** Avatar hue default when there is no name. */
export const AVATAR_DEFAULT_HUE = 200;
export const AVATAR_FALLBACK_INITIALS = 'U';
export const PROFILE_MENU_WIDTH = '18rem';

/** Avatar background hue = name length × 23 mod 360, default 200. */
export function avatarHue(name: string | null | undefined): number {
  if (!name) return AVATAR_DEFAULT_HUE;
  return (name.length * 23) % 360;
}

/** Up to two letters from the name (first letters of the first and last words), fallback U. */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return AVATAR_FALLBACK_INITIALS;
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const letters = (Array.from(first)[0] ?? '') + (last ? (Array.from(last)[0] ?? '') : '');
  return letters.toUpperCase() || AVATAR_FALLBACK_INITIALS;
}

export const SEARCH_PLACEHOLDER = 'Search courses…';
export const ROUTER_OK_TEXT = 'ROUTER OK';

/** Home page testimonials carousel (platform.md §4, §9). */
export const CAROUSEL_INTERVAL_MS = 6000;
export const CAROUSEL_MIN_SLIDES = 10;
export const LONG_QUOTE_THRESHOLD = 260;

/** Default list page size (platform.md §9). */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const COURSE_SEARCH_DEBOUNCE_MS = 350;
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export const HOME_STATES = ['GUEST', 'USER_NO_MEM', 'USER_MEM'] as const;
export type HomeState = (typeof HOME_STATES)[number];

/** Business facts named by the specification. */
export const SUPPORT_RESPONSE_HOURS = 72;
export const FOUNDED_YEAR = 2018;
export const DEFAULT_TIMEZONE = 'Europe/London';
export const DEFAULT_CURRENCY = 'GBP';
export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;

/** Terms summary figures (platform.md §9). */
export const TERMS = {
  cancellationLateDays: 60,
  cancellationEarlyChargePercent: 50,
  cancellationLateChargePercent: 100,
  paymentDueDays: 30,
  lateInterestOverBasePercent: 4,
  grievanceWorkingDays: 30,
  confidentialityYears: 5,
  privacyResponse: 'one month',
} as const;
