import { DB_INT_MAX, QUERY_DATE_MAX_YEAR, QUERY_DATE_MIN_YEAR, UUID_PATTERN } from './copy.ts';

/**
 * The normalised form of an email, for validation, comparison and storage: NFKC first, so that
 * full-width letters, '＠' (U+FF20) and spaces become ASCII and composed and decomposed accents agree; then
 * trimmed and lower-cased. The shared `email()` field applies it before it validates.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2})))?$/i;

/**
 * An ISO 8601 date-time with its offset ('2026-03-01T09:00:00Z', '2026-03-01T10:00+01:00'), or with
 * `allowDate` also a bare date ('2026-03-01', midnight UTC), whose written year is 1970–9999 and whose month,
 * day, hour, minute and second exist; else null. A bare number ('12345'), a date-time without an offset
 * (whose meaning would depend on the server's zone) and a day that does not exist ('2026-02-30') are null.
 */
export function parseQueryDateTime(value: string, options: { allowDate?: boolean } = {}): Date | null {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, zone, zh, zm] = m;
  if (h === undefined && !options.allowDate) return null;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < QUERY_DATE_MIN_YEAR || year > QUERY_DATE_MAX_YEAR || month < 1 || month > 12 || day < 1)
    return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return null;
  if (zone && zone.toUpperCase() !== 'Z' && (Number(zh) > 23 || Number(zm) > 59)) return null;
  const date = new Date(h === undefined ? `${y}-${mo}-${d}T00:00:00Z` : value.toUpperCase());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Control characters (Unicode Cc) and unpaired surrogates (Cs), which no text field accepts. */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}]/u;
/** The same, less tab, line feed and carriage return. */
const MULTILINE_FORBIDDEN = /\p{Cs}|(?![\t\n\r])\p{Cc}/u;

/** Whether a string holds a character no text field accepts (line breaks and tabs allowed when multiline). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

export interface TextOptions {
  max: number;
  min?: number;
  /** Leading and trailing white space removed before the length checks (default true). */
  trim?: boolean;
  /** Line breaks and tabs allowed (descriptions, lesson text). */
  multiline?: boolean;
  label?: string;
  /** Messages when the value is missing (or empty after trimming, with `min` ≥ 1), too short, too long. */
  requiredMessage?: string;
  tooShortMessage?: string;
  tooLongMessage?: string;
}

export interface IntOptions {
  min: number;
  /** At most DB_INT_MAX; where values are summed, small enough that the sum stays under it. */
  max: number;
  label?: string;
  /** The value is never stored in an integer column (a time in seconds): bounds up to 2^53 allowed. */
  notStored?: boolean;
}

export function checkIntBounds({ min, max, notStored }: IntOptions) {
  const limit = notStored ? Number.MAX_SAFE_INTEGER : DB_INT_MAX;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max > limit || -min > limit) {
    throw new Error(`int(): bounds ${min}..${max} do not fit a database integer`);
  }
}

const PLAIN_DECIMAL = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;

/**
 * An amount in major units converted exactly to minor units, or null when it is not a plain amount:
 * a finite number with at most two decimals, or a string of digits with an optional point and one or two
 * decimals ('49.99', '49', '0.5'). Refused: '£49.99', '49,99', '1e3', ' 49', '-1', '', NaN, Infinity.
 * Negative numbers give a negative result (the caller's bounds refuse them with their own message).
 */
export function moneyToMinor(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const cents = Math.round(value * 100);
    // 19.99 * 100 = 1998.9999999999998: within a millionth of a cent it is that cent; 19.991 is refused.
    if (Math.abs(cents - value * 100) > 1e-6 || !Number.isSafeInteger(cents)) return null;
    return cents === 0 ? 0 : cents;
  }
  if (typeof value !== 'string' || !PLAIN_DECIMAL.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface MoneyOptions {
  /** 0 accepted, meaning free (default false: a price must be more than 0). */
  allowZero?: boolean;
  label?: string;
}

export const isUuid = (value: string) => UUID_PATTERN.test(value);
