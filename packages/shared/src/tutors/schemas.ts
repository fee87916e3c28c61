import { z } from 'zod';
import { Currency } from '../courses/schemas.ts';
import { FIELD_MESSAGES } from '../fields/copy.ts';
import { bool, limitParam, pageParam, pathId, queryEnum, queryText, text } from '../fields/schemas.ts';
import { CURRENCIES } from '../ui.ts';
import {
  TUTOR_BIO_MAX,
  TUTOR_DEFAULT_CURRENCY,
  TUTOR_HEADLINE_MAX,
  TUTOR_LIST_ITEM_MAX,
  TUTOR_LIST_ITEMS_MAX,
  TUTOR_MEETING_NOTE_MAX,
  TUTOR_MEETING_PROVIDERS,
  TUTOR_MESSAGES,
  TUTOR_PAGE_SIZE,
  TUTOR_RATE_MAX_MAJOR,
  TUTOR_SORTS,
} from './copy.ts';
import { timezoneField } from './field-schemas.ts';

/* ---------------------------------------------------------------- shared bits */

/** A list field (subjects, languages): an array of trimmed, non-empty strings. */
const listField = (label: string) =>
  z
    .array(text({ max: TUTOR_LIST_ITEM_MAX, min: 1, label }), { error: `${label} must be a list.` })
    .max(TUTOR_LIST_ITEMS_MAX, `At most ${TUTOR_LIST_ITEMS_MAX} ${label.toLowerCase()}.`);

/* ---------------------------------------------------------------- profile */

/** The tutor's own profile (`GET`/`PUT /api/me/tutor/profile`). `id` is the tutor's user id. */
export const TutorProfile = z
  .object({
    id: z.string(),
    userId: z.string(),
    user: z.object({ name: z.string(), avatar: z.string().nullable() }),
    headline: z.string(),
    bio: z.string(),
    subjects: z.array(z.string()),
    languages: z.array(z.string()),
    timezone: z.string(),
    hourlyRateMinor: z.number().int(),
    currency: Currency,
    meetingProvider: z.enum(TUTOR_MEETING_PROVIDERS),
    meetingNote: z.string(),
    isListed: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TutorProfile' });
export type TutorProfile = z.infer<typeof TutorProfile>;

/** `profile` is null until the caller saves one (instructors and admins only may). */
export const TutorProfileResponse = z
  .object({ profile: TutorProfile.nullable() })
  .meta({ id: 'TutorProfileResponse' });
export type TutorProfileResponse = z.infer<typeof TutorProfileResponse>;

/**
 * The profile form's body. `hourlyRateMajor`: a whole number of major units ≥ 0 (default 60); `currency`
 * is uppercased (default GBP). A listed tutor needs a headline, a subject and a rate above 0.
 */
export const TutorProfileBody = z
  .object({
    headline: text({ max: TUTOR_HEADLINE_MAX, label: 'Headline' }).default(''),
    bio: text({ max: TUTOR_BIO_MAX, label: 'Bio', multiline: true }).default(''),
    subjects: listField('Subjects').default([]),
    languages: listField('Languages').default([]),
    timezone: timezoneField(),
    hourlyRateMajor: z
      .number({ error: TUTOR_MESSAGES.rateWhole })
      .int(TUTOR_MESSAGES.rateWhole)
      .min(0, TUTOR_MESSAGES.rateWhole)
      .max(TUTOR_RATE_MAX_MAJOR, FIELD_MESSAGES.between('Hourly rate', 0, TUTOR_RATE_MAX_MAJOR))
      .default(60),
    currency: z
      .string({ error: FIELD_MESSAGES.currency })
      .trim()
      .toUpperCase()
      .pipe(z.enum(CURRENCIES, { error: FIELD_MESSAGES.currency }))
      .default(TUTOR_DEFAULT_CURRENCY),
    meetingProvider: z
      .enum(TUTOR_MEETING_PROVIDERS, {
        error: FIELD_MESSAGES.oneOf('Meeting provider', TUTOR_MEETING_PROVIDERS),
      })
      .default('zoom'),
    meetingNote: text({ max: TUTOR_MEETING_NOTE_MAX, label: 'Meeting note', multiline: true }).default(''),
    isListed: bool('Listed').default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.isListed) return;
    if (!v.headline)
      ctx.addIssue({ code: 'custom', path: ['headline'], message: TUTOR_MESSAGES.listedNeedsHeadline });
    if (!v.subjects.length)
      ctx.addIssue({ code: 'custom', path: ['subjects'], message: TUTOR_MESSAGES.listedNeedsSubject });
    if (!(v.hourlyRateMajor > 0))
      ctx.addIssue({ code: 'custom', path: ['hourlyRateMajor'], message: TUTOR_MESSAGES.listedNeedsRate });
  });
export type TutorProfileBody = z.input<typeof TutorProfileBody>;

/* ---------------------------------------------------------------- listing and detail */

/** A price filter in major units (a non-negative number, decimals allowed) → minor units. */
const priceFilter = (label: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a non-negative number.` });
        return z.NEVER;
      }
      return Math.round(Number(v.trim()) * 100);
    });

export const TutorListQuery = z.object({
  q: queryText(),
  subject: queryText({ label: 'Subject', max: TUTOR_LIST_ITEM_MAX }),
  language: queryText({ label: 'Language', max: TUTOR_LIST_ITEM_MAX }),
  sort: queryEnum(TUTOR_SORTS, 'Sort'),
  minPrice: priceFilter('Min price'),
  maxPrice: priceFilter('Max price'),
  page: pageParam(),
  limit: limitParam(TUTOR_PAGE_SIZE),
});
export type TutorListQuery = z.input<typeof TutorListQuery>;

/** A card of the listing. `id` is the tutor's user id (`/tutors/{id}`). */
export const TutorListItem = z
  .object({
    id: z.string(),
    userId: z.string(),
    user: z.object({ name: z.string(), avatar: z.string().nullable() }),
    headline: z.string(),
    subjects: z.array(z.string()),
    languages: z.array(z.string()),
    hourlyRateMinor: z.number().int(),
    currency: Currency,
    timezone: z.string(),
    /** The visible reviews' average (one decimal), or null before the first; the `rating` sort orders by it. */
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    completedSessions: z.number().int(),
  })
  .meta({ id: 'TutorListItem' });
export type TutorListItem = z.infer<typeof TutorListItem>;

export const TutorListResponse = z
  .object({ items: z.array(TutorListItem), page: z.number().int(), total: z.number().int() })
  .meta({ id: 'TutorListResponse' });
export type TutorListResponse = z.infer<typeof TutorListResponse>;

export const TutorDetail = TutorListItem.extend({
  bio: z.string(),
  meetingProvider: z.enum(TUTOR_MEETING_PROVIDERS),
  slotSizeMin: z.number().int(),
}).meta({ id: 'TutorDetail' });
export type TutorDetail = z.infer<typeof TutorDetail>;

export const TutorDetailResponse = z.object({ tutor: TutorDetail }).meta({ id: 'TutorDetailResponse' });
export type TutorDetailResponse = z.infer<typeof TutorDetailResponse>;

export const TutorIdParams = z.object({ id: pathId('Tutor id') });
