/** The largest value of a PostgreSQL `integer` column. Bounds of stored integers, and of their sums, stay under it. */
export const DB_INT_MAX = 2_147_483_647;
/** The highest price anything can have, in major units (£100,000), so that sums of prices stay far from DB_INT_MAX. */
export const MONEY_MAX_MAJOR = 100_000;
export const MONEY_MAX_MINOR = MONEY_MAX_MAJOR * 100;
/** The highest page number a list accepts: deeper pages are refused, not scanned. */
export const PAGE_MAX = 10_000;
/** Search words and other short query-string texts. */
export const QUERY_TEXT_MAX = 200;
/** An email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** The simple x@y.z email pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The years a date in a query string may name (the database and every clock agree on these). */
export const QUERY_DATE_MIN_YEAR = 1970;
export const QUERY_DATE_MAX_YEAR = 9999;
/** A query string's longest date-time ('2026-03-01T09:00:00.123456789+01:00' is 35 characters). */
export const QUERY_DATE_MAX_LENGTH = 40;

export const DEFAULT_LABEL = 'This field';

export const DIGITS = /^[0-9]{1,15}$/;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sentences of refused fields; each names the field by its label. */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  notText: (label: string) => `${label} must be text.`,
  controlCharacters: (label: string) => `${label} must not contain control characters (such as NUL).`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  between: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}.`,
  money: (label: string) => `${label} must be an amount such as 49.99: digits, and at most two decimals.`,
  moneyPositive: (label: string) => `${label} must be more than 0.`,
  moneyNegative: (label: string) => `${label} cannot be negative.`,
  moneyTooHigh: (label: string) => `${label} must be at most ${MONEY_MAX_MAJOR.toLocaleString('en-GB')}.`,
  currency: 'Currency must be GBP, USD or EUR.',
  id: (label: string) => `${label} must be an id.`,
  email: 'Please enter a valid email address.',
  boolean: (label: string) => `${label} must be true or false.`,
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}.`,
  dateTime: (label: string) =>
    `${label} must be a date and time in ISO 8601 with its offset, such as 2026-03-01T09:00:00Z, in the years ${QUERY_DATE_MIN_YEAR} to ${QUERY_DATE_MAX_YEAR}.`,
} as const;
