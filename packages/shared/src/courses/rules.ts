import { DEFAULT_CURRENCY } from '../ui.ts';

/**
 * An amount of money (web docs/decisions/120, 653): always the amount with exactly two decimals ('£29.00',
 * '£9.99', '£0.00'), whatever the currency's own default. For sums: what a dashboard counts, what a receipt
 * says was paid. Never 'Free'.
 */
export function formatMoney(amountMinor: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/** The price of something on offer: 'Free' for 0, else the amount as `formatMoney` writes it. */
export function formatPrice(amountMinor: number, currency: string = DEFAULT_CURRENCY): string {
  return amountMinor === 0 ? 'Free' : formatMoney(amountMinor, currency);
}

/** Percent of lessons completed, whole number. */
export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Extracts the 11-character video id from the usual YouTube URL shapes, or null. */
export function youtubeVideoId(input: string | null | undefined): string | null {
  if (!input) return null;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[1];
    }
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/** The privacy-enhanced embed address of a YouTube video. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/**
 * @deprecated Repairs bad input ('49,99' → 4900, 'abc' → 0). Use `moneyToMinor` (null when not a plain
 * amount) or the `money()` field. Kept only until the web's course form stops using it.
 */
export function majorToMinor(major: unknown): number {
  const n =
    typeof major === 'string' ? Number.parseFloat(major) : typeof major === 'number' ? major : Number.NaN;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100);
}

/** "a, b ,, a" → ["a", "b"]: the tags typed on one line, trimmed, non-empty, each once. */
export const parseCourseTags = (line: string): string[] => [
  ...new Set(
    line
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];
