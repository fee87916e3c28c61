/**
 * The one set of field schemas every request schema is built from (bad input is refused with a
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
import { z } from 'zod';
import { CURRENCIES, MAX_PAGE_SIZE } from '../ui.ts';
import {
  DEFAULT_LABEL,
  DIGITS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  FIELD_MESSAGES,
  MONEY_MAX_MINOR,
  PAGE_MAX,
  QUERY_DATE_MAX_LENGTH,
  QUERY_TEXT_MAX,
  UUID_PATTERN,
} from './copy.ts';
import {
  checkIntBounds,
  hasControlCharacters,
  type IntOptions,
  type MoneyOptions,
  moneyToMinor,
  normalizeEmail,
  parseQueryDateTime,
  type TextOptions,
} from './rules.ts';

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

/** A server-made id (a UUID) in a body or query. */
export const uuid = (label = 'Id') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? FIELD_MESSAGES.required(label) : FIELD_MESSAGES.id(label),
    })
    .regex(UUID_PATTERN, FIELD_MESSAGES.id(label));

/**
 * An id in a path (`/courses/:id`): bounded, no control characters; an id that is not a UUID is left to
 * the service to answer 404, as for an id that does not exist.
 */
export const pathId = (label = 'Id') => text({ max: 64, min: 1, label });

/** A path segment such as a slug or a session id: bounded, no control characters. */
export const pathText = (label: string, max = 200) => text({ max, min: 1, label });

/**
 * An email address, normalised before it is validated (`normalizeEmail`: NFKC, trimmed, lower-cased, so that
 * 'Ana＠Example.com' is 'ana@example.com' at register, sign-in, reset and email change alike), then at most
 * EMAIL_MAX_LENGTH and the x@y.z pattern.
 */
export const email = (options: { requiredMessage?: string; invalidMessage?: string } = {}) => {
  const label = 'Email';
  const required = options.requiredMessage ?? FIELD_MESSAGES.required(label);
  const invalid = options.invalidMessage ?? FIELD_MESSAGES.email;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : FIELD_MESSAGES.notText(label)) })
    .refine((v) => !hasControlCharacters(v), {
      message: FIELD_MESSAGES.controlCharacters(label),
      abort: true,
    })
    .overwrite(normalizeEmail)
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, invalid)
    .regex(EMAIL_PATTERN, invalid);
};

/**
 * An optional date-time in a query string (`?from=…&to=…`): ISO 8601 with its offset and a year 1970–9999
 * (`parseQueryDateTime`), read as a Date; empty means absent; anything else (such as `12345`, which would be
 * read as the year 12345) is a 400 on the field. `allowDate` also takes a bare date as midnight UTC.
 */
export const queryDateTime = (label: string, options: { allowDate?: boolean } = {}) =>
  text({ max: QUERY_DATE_MAX_LENGTH, label, tooLongMessage: FIELD_MESSAGES.dateTime(label) })
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const date = parseQueryDateTime(v, options);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.dateTime(label) });
        return z.NEVER;
      }
      return date;
    });

/** A boolean in a JSON body (true or false, nothing else). */
export const bool = (label = DEFAULT_LABEL) => z.boolean({ error: FIELD_MESSAGES.boolean(label) });
