import { z } from 'zod';
import { CURRENCIES, MAX_PAGE_SIZE } from './ui.ts';

/**
 * The one set of field schemas every request schema is built from (DECISIONS §1: bad input is refused with a
 * 400 naming the field, never repaired). Each builder takes a `label`, the field's name for a person, which
 * starts its messages ("Title must be at most 200 characters."); the error's `fields` names the field's path.
 *
 * - `text({ max })`: a string of at most `max` characters, trimmed, with no control characters (NUL, escape,
 *   DEL, C1) and no unpaired surrogate; `multiline` allows line breaks and tabs.
 * - `int({ min, max })`: a whole JSON number inside bounds that a PostgreSQL `integer` holds.
 * - `queryInt`, `pageParam`, `limitParam`: whole numbers written in digits in a query string.
 * - `money()`: a price in major units, a number or a plain decimal string with at most two decimals,
 *   converted exactly to minor units.
 * - `currency()`, `uuid()`, `email()`.
 */

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
/** The simple x@y.z pattern of platform.md §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
} as const;

const DEFAULT_LABEL = 'This field';

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

/** A bounded string with no control characters. `min` defaults to 0: add `min: 1` where empty is refused. */
export function text(options: TextOptions) {
  const label = options.label ?? DEFAULT_LABEL;
  const required = options.requiredMessage ?? FIELD_MESSAGES.required(label);
  let schema = z
    .string({ error: (issue) => (issue.input === undefined ? required : FIELD_MESSAGES.notText(label)) })
    .refine((v) => !hasControlCharacters(v, options.multiline), {
      message: FIELD_MESSAGES.controlCharacters(label),
      abort: true,
    });
  if (options.trim !== false) schema = schema.trim();
  const min = options.min ?? 0;
  if (min > 0) {
    schema = schema.min(
      min,
      options.tooShortMessage ?? (min === 1 ? required : FIELD_MESSAGES.tooShort(label, min)),
    );
  }
  return schema.max(options.max, options.tooLongMessage ?? FIELD_MESSAGES.tooLong(label, options.max));
}

export interface IntOptions {
  min: number;
  /** At most DB_INT_MAX; where values are summed, small enough that the sum stays under it. */
  max: number;
  label?: string;
  /** The value is never stored in an integer column (a time in seconds): bounds up to 2^53 allowed. */
  notStored?: boolean;
}

function checkIntBounds({ min, max, notStored }: IntOptions) {
  const limit = notStored ? Number.MAX_SAFE_INTEGER : DB_INT_MAX;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max > limit || -min > limit) {
    throw new Error(`int(): bounds ${min}..${max} do not fit a database integer`);
  }
}

/** A whole JSON number inside bounds (no strings, no fractions, no Infinity). */
export function int(options: IntOptions) {
  checkIntBounds(options);
  const label = options.label ?? DEFAULT_LABEL;
  const range = FIELD_MESSAGES.between(label, options.min, options.max);
  return z
    .number({
      error: (issue) =>
        issue.input === undefined ? FIELD_MESSAGES.required(label) : FIELD_MESSAGES.wholeNumber(label),
    })
    .int(FIELD_MESSAGES.wholeNumber(label))
    .min(options.min, range)
    .max(options.max, range);
}

const DIGITS = /^[0-9]{1,15}$/;

/**
 * A whole number in a query string: digits only ('12'; not '-1', '1e3', '1.0', ' 1', or 20 digits), inside
 * bounds. A number is accepted too, for callers that build the query as an object.
 */
export function queryInt(options: IntOptions) {
  checkIntBounds(options);
  const label = options.label ?? DEFAULT_LABEL;
  const whole = FIELD_MESSAGES.wholeNumber(label);
  const range = FIELD_MESSAGES.between(label, options.min, options.max);
  return z.union([z.string(), z.number()], { error: whole }).transform((value, ctx) => {
    const digits = typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : '') : value;
    if (!DIGITS.test(digits)) {
      ctx.addIssue({ code: 'custom', message: whole });
      return z.NEVER;
    }
    const n = Number(digits);
    if (n < options.min || n > options.max) {
      ctx.addIssue({ code: 'custom', message: range });
      return z.NEVER;
    }
    return n;
  });
}

/** `page` of a list: 1 to PAGE_MAX, default 1. */
export const pageParam = () =>
  queryInt({ min: 1, max: PAGE_MAX, label: 'Page' })
    .optional()
    .transform((n) => n ?? 1);

/** `limit` of a list: 1 to MAX_PAGE_SIZE, else 400 (docs/decisions: refused, not clamped). */
export const limitParam = (fallback: number) =>
  queryInt({ min: 1, max: MAX_PAGE_SIZE, label: 'Limit' })
    .optional()
    .transform((n) => n ?? fallback);

/** An optional search text in a query string: empty means absent. */
export const queryText = (options: { max?: number; label?: string } = {}) =>
  text({ max: options.max ?? QUERY_TEXT_MAX, label: options.label ?? 'Search' })
    .optional()
    .transform((v) => v || undefined);

/** An optional choice in a query string: one of `values`, or absent (empty means absent). */
export const queryEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: FIELD_MESSAGES.oneOf(label, values) })
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** An optional yes/no in a query string: 'true' | 'false' | '1' | '0', or absent. */
export const queryBoolean = (label: string) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: FIELD_MESSAGES.boolean(label) })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

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

/** A price in major units (number or plain decimal string) → integer minor units, at most MONEY_MAX_MAJOR. */
export function money(options: MoneyOptions = {}) {
  const label = options.label ?? 'Price';
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined ? FIELD_MESSAGES.required(label) : FIELD_MESSAGES.money(label),
    })
    .transform((value, ctx) => {
      const minor = moneyToMinor(value);
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (minor === null) {
        return fail(
          typeof value === 'number' && value < 0
            ? FIELD_MESSAGES.moneyNegative(label)
            : FIELD_MESSAGES.money(label),
        );
      }
      if (minor < 0) return fail(FIELD_MESSAGES.moneyNegative(label));
      if (minor === 0 && !options.allowZero) return fail(FIELD_MESSAGES.moneyPositive(label));
      if (minor > MONEY_MAX_MINOR) return fail(FIELD_MESSAGES.moneyTooHigh(label));
      return minor;
    });
}

/** GBP, USD or EUR; nothing else, and no default. */
export const currency = () => z.enum(CURRENCIES, { error: FIELD_MESSAGES.currency });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A server-made id (a UUID) in a body or query. */
export const uuid = (label = 'Id') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? FIELD_MESSAGES.required(label) : FIELD_MESSAGES.id(label),
    })
    .regex(UUID_PATTERN, FIELD_MESSAGES.id(label));

export const isUuid = (value: string) => UUID_PATTERN.test(value);

/**
 * An id in a path (`/courses/:id`): bounded, no control characters; an id that is not a UUID is left to
 * the service to answer 404, as for an id that does not exist (DECISIONS §1).
 */
export const pathId = (label = 'Id') => text({ max: 64, min: 1, label });

/** A path segment such as a slug or a session id: bounded, no control characters. */
export const pathText = (label: string, max = 200) => text({ max, min: 1, label });

/** An email address: trimmed, at most EMAIL_MAX_LENGTH, the x@y.z pattern. */
export const email = (options: { requiredMessage?: string; invalidMessage?: string } = {}) =>
  text({
    max: EMAIL_MAX_LENGTH,
    min: 1,
    label: 'Email',
    requiredMessage: options.requiredMessage,
    tooLongMessage: options.invalidMessage ?? FIELD_MESSAGES.email,
  }).regex(EMAIL_PATTERN, options.invalidMessage ?? FIELD_MESSAGES.email);

/** A boolean in a JSON body (true or false, nothing else). */
export const bool = (label = DEFAULT_LABEL) => z.boolean({ error: FIELD_MESSAGES.boolean(label) });
