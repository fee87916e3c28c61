import { z } from 'zod';
import { Currency } from '../courses/schemas.ts';
import { FIELD_MESSAGES } from '../fields/copy.ts';
import {
  bool,
  limitParam,
  pageParam,
  pathId,
  queryDateTime,
  queryEnum,
  queryInt,
  queryText,
  text,
  uuid,
} from '../fields/schemas.ts';
import { CHECKOUT_SESSION_ID_MAX } from '../payments/copy.ts';
import { isValidTimeZone } from '../time-zones.ts';
import { CURRENCIES } from '../ui.ts';
import {
  TUTOR_BIO_MAX,
  TUTOR_BUFFER_MAX,
  TUTOR_BUFFER_STEP,
  TUTOR_CANCEL_REASON_MAX,
  TUTOR_DEFAULT_CURRENCY,
  TUTOR_DEFAULT_DURATION,
  TUTOR_DURATIONS,
  TUTOR_EXCEPTION_ROWS_MAX,
  TUTOR_HEADLINE_MAX,
  TUTOR_LIST_ITEM_MAX,
  TUTOR_LIST_ITEMS_MAX,
  TUTOR_MEETING_NOTE_MAX,
  TUTOR_MEETING_PROVIDERS,
  TUTOR_MESSAGES,
  TUTOR_PAGE_SIZE,
  TUTOR_RATE_MAX_MAJOR,
  TUTOR_REQUEST_NOTES_MAX,
  TUTOR_REQUEST_STATUSES,
  TUTOR_REQUEST_SUBJECT_MAX,
  TUTOR_REQUEST_TEXT_MAX,
  TUTOR_REQUEST_URGENCIES,
  TUTOR_SESSION_ROLES,
  TUTOR_SESSION_STATUSES,
  TUTOR_SESSIONS_LIMIT,
  TUTOR_SLOT_SIZE_MAX,
  TUTOR_SLOT_SIZE_MIN,
  TUTOR_SLOT_SIZE_STEP,
  TUTOR_SORTS,
  TUTOR_WEEKLY_ROWS_MAX,
} from './copy.ts';
import { isValidTutorRow } from './rules.ts';
import { isTutorDate } from './slots.ts';

/* ---------------------------------------------------------------- shared bits */

const TutorUserRef = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });

/** A list field (subjects, languages): an array of trimmed, non-empty strings. */
const listField = (label: string) =>
  z
    .array(text({ max: TUTOR_LIST_ITEM_MAX, min: 1, label }), { error: `${label} must be a list.` })
    .max(TUTOR_LIST_ITEMS_MAX, `At most ${TUTOR_LIST_ITEMS_MAX} ${label.toLowerCase()}.`);

const timezoneField = () =>
  z
    .string({ error: TUTOR_MESSAGES.timezoneRequired })
    .trim()
    .min(1, TUTOR_MESSAGES.timezoneRequired)
    .max(64, TUTOR_MESSAGES.timezoneRequired)
    .refine((v) => v === '' || isValidTimeZone(v), 'Time zone must be an IANA zone such as Europe/London.');

/** An ISO 8601 instant in a body ('Both startAt and endAt are required' when missing). */
const instant = () =>
  z
    .string({ error: TUTOR_MESSAGES.startEndRequired })
    .trim()
    .min(1, TUTOR_MESSAGES.startEndRequired)
    .max(40, 'Enter a valid date and time (ISO 8601).')
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(new Date(v).getTime()), {
      message: 'Enter a valid date and time (ISO 8601).',
    });

const confirmSessionId = () => text({ max: CHECKOUT_SESSION_ID_MAX, min: 1, label: 'Session id' });

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
    /** No reviews exist yet: null; the `rating` sort orders by completed sessions (docs/decisions/291). */
    rating: z.number().nullable(),
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

/* ---------------------------------------------------------------- availability */

const rowError = { error: TUTOR_MESSAGES.invalidRows };
const timeText = () => z.string(rowError).max(5, TUTOR_MESSAGES.invalidRows);

export const TutorWeeklyRowSchema = z
  .object({
    weekday: z
      .number(rowError)
      .int(TUTOR_MESSAGES.invalidRows)
      .min(0, TUTOR_MESSAGES.invalidRows)
      .max(6, TUTOR_MESSAGES.invalidRows),
    start: timeText(),
    end: timeText(),
  })
  .strict()
  .refine((r) => isValidTutorRow(r), TUTOR_MESSAGES.invalidRows);

/** A dated row, as `{date, start, end}` or (as the specification allows) `{date, startMin, endMin}`. */
const minutesField = () =>
  z
    .number(rowError)
    .int(TUTOR_MESSAGES.invalidRows)
    .min(0, TUTOR_MESSAGES.invalidRows)
    .max(1440, TUTOR_MESSAGES.invalidRows);
export const TutorExceptionRowSchema = z
  .union(
    [
      z
        .object({
          date: z.string(rowError).max(10, TUTOR_MESSAGES.invalidRows),
          start: timeText(),
          end: timeText(),
        })
        .strict(),
      z
        .object({
          date: z.string(rowError).max(10, TUTOR_MESSAGES.invalidRows),
          startMin: minutesField(),
          endMin: minutesField(),
        })
        .strict()
        .transform(({ date, startMin, endMin }) => ({
          date,
          start: `${String(Math.floor(startMin / 60)).padStart(2, '0')}:${String(startMin % 60).padStart(2, '0')}`,
          end: `${String(Math.floor(endMin / 60)).padStart(2, '0')}:${String(endMin % 60).padStart(2, '0')}`,
        })),
    ],
    rowError,
  )
  .refine((r) => isValidTutorRow(r), TUTOR_MESSAGES.invalidRows);

/** `GET`/`PUT /api/me/tutor/availability`; all times are wall-clock times in `timezone`. */
export const TutorAvailability = z
  .object({
    timezone: z.string(),
    slotSizeMin: z.number().int(),
    bufferMin: z.number().int(),
    weekly: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
    exceptions: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
    daysOff: z.array(z.string()),
  })
  .meta({ id: 'TutorAvailability' });
export type TutorAvailability = z.infer<typeof TutorAvailability>;

export const TutorAvailabilityBody = z
  .object({
    timezone: timezoneField(),
    slotSizeMin: z
      .number({ error: TUTOR_MESSAGES.slotSize })
      .int(TUTOR_MESSAGES.slotSize)
      .min(TUTOR_SLOT_SIZE_MIN, TUTOR_MESSAGES.slotSize)
      .max(TUTOR_SLOT_SIZE_MAX, TUTOR_MESSAGES.slotSize)
      .refine((v) => v % TUTOR_SLOT_SIZE_STEP === 0, TUTOR_MESSAGES.slotSize),
    bufferMin: z
      .number({ error: TUTOR_MESSAGES.buffer })
      .int(TUTOR_MESSAGES.buffer)
      .min(0, TUTOR_MESSAGES.buffer)
      .max(TUTOR_BUFFER_MAX, TUTOR_MESSAGES.buffer)
      .refine((v) => v % TUTOR_BUFFER_STEP === 0, TUTOR_MESSAGES.buffer),
    weekly: z.array(TutorWeeklyRowSchema, rowError).max(TUTOR_WEEKLY_ROWS_MAX, TUTOR_MESSAGES.invalidRows),
    exceptions: z
      .array(TutorExceptionRowSchema, rowError)
      .max(TUTOR_EXCEPTION_ROWS_MAX, TUTOR_MESSAGES.invalidRows),
    daysOff: z
      .array(
        z.string(rowError).refine((d) => isTutorDate(d), TUTOR_MESSAGES.invalidRows),
        rowError,
      )
      .max(TUTOR_EXCEPTION_ROWS_MAX, TUTOR_MESSAGES.invalidRows)
      .default([]),
  })
  .strict();
export type TutorAvailabilityBody = z.input<typeof TutorAvailabilityBody>;

/* ---------------------------------------------------------------- slots and checkout */

/** `from`/`to`: ISO instants (a bare date is midnight UTC); default now + 1 hour … now + 14 days. */
export const TutorSlotsQuery = z.object({
  from: queryDateTime('From', { allowDate: true }),
  to: queryDateTime('To', { allowDate: true }),
  durationMin: z
    .enum(['', ...TUTOR_DURATIONS.map(String)] as [string, ...string[]], {
      error: TUTOR_MESSAGES.duration,
    })
    .optional()
    .transform((v) => (v ? Number(v) : TUTOR_DEFAULT_DURATION)),
});
export type TutorSlotsQuery = z.input<typeof TutorSlotsQuery>;

export const TutorSlot = z
  .object({
    startAt: z.string(),
    endAt: z.string(),
    /** The slot in the tutor's zone (`timezone`); the web shows startAt/endAt in the viewer's zone. */
    local: z.object({ date: z.string(), start: z.string(), end: z.string(), timezone: z.string() }),
  })
  .meta({ id: 'TutorSlot' });
export type TutorSlot = z.infer<typeof TutorSlot>;

export const TutorSlotsResponse = z
  .object({ slots: z.array(TutorSlot), timezone: z.string(), durationMin: z.number().int() })
  .meta({ id: 'TutorSlotsResponse' });
export type TutorSlotsResponse = z.infer<typeof TutorSlotsResponse>;

export const TutorCheckoutBody = z.object({ startAt: instant(), endAt: instant() }).strict();
export type TutorCheckoutBody = z.infer<typeof TutorCheckoutBody>;

/**
 * `{checkoutUrl, sessionId}` as every checkout (sessionId: the checkout session), plus the booked
 * tutoring session's id. The provider returns to `/tutors/booking-success?sid={checkout}&tid={tutoringSessionId}`.
 */
export const TutorCheckoutResponse = z
  .object({ checkoutUrl: z.string(), sessionId: z.string(), tutoringSessionId: z.string() })
  .meta({ id: 'TutorCheckoutResponse' });
export type TutorCheckoutResponse = z.infer<typeof TutorCheckoutResponse>;

/* ---------------------------------------------------------------- sessions */

export const TutoringSession = z
  .object({
    id: z.string(),
    tutor: TutorUserRef,
    learner: TutorUserRef,
    startAt: z.string(),
    endAt: z.string(),
    amountMinor: z.number().int(),
    currency: Currency,
    status: z.enum(TUTOR_SESSION_STATUSES),
    /** While `hold`: when the hold lapses. */
    holdExpiresAt: z.string().nullable(),
    meetingProvider: z.enum(TUTOR_MEETING_PROVIDERS),
    /** The tutor's meeting note/link, to the learner and the tutor, only once confirmed. */
    meetingLink: z.string().nullable(),
    cancelRequest: z
      .object({ requestedAt: z.string(), approvedAt: z.string().nullable(), reason: z.string() })
      .nullable(),
    /** For a confirmed session: the .ics address (signed-in GET) and a Google Calendar link. */
    calendarUrl: z.string().nullable(),
    googleCalendarUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TutoringSession' });
export type TutoringSession = z.infer<typeof TutoringSession>;

export const TutoringSessionResponse = z
  .object({ session: TutoringSession })
  .meta({ id: 'TutoringSessionResponse' });
export type TutoringSessionResponse = z.infer<typeof TutoringSessionResponse>;

export const TutoringSessionParams = z.object({ id: pathId('Session id') });

/** Sessions lists take up to 100, default 100. */
const sessionsLimit = () =>
  queryInt({ min: 1, max: TUTOR_SESSIONS_LIMIT, label: 'Limit' })
    .optional()
    .transform((n) => n ?? TUTOR_SESSIONS_LIMIT);

/* ---------------------------------------------------------------- tutor requests */

export const TutorRequest = z
  .object({
    id: z.string(),
    subject: z.string(),
    level: z.string(),
    availabilityPref: z.string(),
    urgency: z.enum(TUTOR_REQUEST_URGENCIES),
    notes: z.string(),
    status: z.enum(TUTOR_REQUEST_STATUSES),
    amountMinor: z.number().int(),
    currency: Currency,
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    /** paidAt + 72 hours. */
    dueAt: z.string().nullable(),
    matchedAt: z.string().nullable(),
    matchedTutor: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Admin lists only. */
    learner: z.object({ id: z.string(), name: z.string(), email: z.string() }).optional(),
  })
  .meta({ id: 'TutorRequest' });
export type TutorRequest = z.infer<typeof TutorRequest>;

/** The learner's sessions and their tutor requests (`GET /api/me/tutoring-sessions?role=student&limit=100`). */
export const MyTutoringSessionsQuery = z.object({
  role: queryEnum(TUTOR_SESSION_ROLES, 'Role'),
  limit: sessionsLimit(),
});
export const MyTutoringSessionsResponse = z
  .object({ items: z.array(TutoringSession), requests: z.array(TutorRequest) })
  .meta({ id: 'MyTutoringSessionsResponse' });
export type MyTutoringSessionsResponse = z.infer<typeof MyTutoringSessionsResponse>;

/** `GET /api/me/tutor/sessions?status=confirmed,completed,cancelled&limit=100`. */
export const TutorSessionsQuery = z.object({
  status: text({ max: 200, label: 'Status' })
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.find((s) => !(TUTOR_SESSION_STATUSES as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.oneOf('Status', TUTOR_SESSION_STATUSES) });
        return z.NEVER;
      }
      return list as (typeof TUTOR_SESSION_STATUSES)[number][];
    }),
  limit: sessionsLimit(),
});
export const TutorSessionsResponse = z
  .object({ items: z.array(TutoringSession) })
  .meta({ id: 'TutorSessionsResponse' });
export type TutorSessionsResponse = z.infer<typeof TutorSessionsResponse>;

export const TutorConfirmBody = z.object({ sessionId: confirmSessionId() }).strict();
export const TutorConfirmResponse = z
  .object({ status: z.enum(TUTOR_SESSION_STATUSES), session: TutoringSession })
  .meta({ id: 'TutorConfirmResponse' });
export type TutorConfirmResponse = z.infer<typeof TutorConfirmResponse>;

export const TutorCancelRequestBody = z
  .object({
    reason: text({
      max: TUTOR_CANCEL_REASON_MAX,
      min: 1,
      label: 'Reason',
      multiline: true,
      requiredMessage: TUTOR_MESSAGES.reasonRequired,
    }),
  })
  .strict();
export const TutorRescheduleBody = TutorCheckoutBody;

export const TutorRequestBody = z
  .object({
    subject: text({
      max: TUTOR_REQUEST_SUBJECT_MAX,
      min: 1,
      label: 'Subject',
      requiredMessage: TUTOR_MESSAGES.subjectRequired,
    }),
    level: text({ max: TUTOR_REQUEST_TEXT_MAX, label: 'Level' }).default(''),
    availabilityPref: text({ max: TUTOR_REQUEST_TEXT_MAX, label: 'Availability preference' }).default(''),
    urgency: z
      .enum(TUTOR_REQUEST_URGENCIES, { error: FIELD_MESSAGES.oneOf('Urgency', TUTOR_REQUEST_URGENCIES) })
      .default('flexible'),
    notes: text({ max: TUTOR_REQUEST_NOTES_MAX, label: 'Notes', multiline: true }).default(''),
  })
  .strict();
export type TutorRequestBody = z.input<typeof TutorRequestBody>;

/** The provider returns to `/tutors/request-success?sid={checkout}&rid={requestId}`. */
export const TutorRequestCheckoutResponse = z
  .object({ checkoutUrl: z.string(), sessionId: z.string(), requestId: z.string() })
  .meta({ id: 'TutorRequestCheckoutResponse' });
export type TutorRequestCheckoutResponse = z.infer<typeof TutorRequestCheckoutResponse>;

export const TutorRequestParams = z.object({ id: pathId('Request id') });
export const TutorRequestConfirmResponse = z
  .object({ ok: z.boolean(), request: TutorRequest })
  .meta({ id: 'TutorRequestConfirmResponse' });
export type TutorRequestConfirmResponse = z.infer<typeof TutorRequestConfirmResponse>;

/** `GET /api/admin/tutor-requests?status&page&limit` (default: paid ones, oldest due first). */
export const AdminTutorRequestsQuery = z.object({
  status: queryEnum(TUTOR_REQUEST_STATUSES, 'Status'),
  page: pageParam(),
  limit: limitParam(TUTOR_PAGE_SIZE),
});
export const AdminTutorRequestsResponse = z
  .object({
    items: z.array(TutorRequest),
    meta: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      hasNextPage: z.boolean(),
      total: z.number().int(),
    }),
  })
  .meta({ id: 'AdminTutorRequestsResponse' });
export type AdminTutorRequestsResponse = z.infer<typeof AdminTutorRequestsResponse>;

export const AdminTutorMatchBody = z.object({ tutorId: uuid('Tutor id') }).strict();
export const TutorRequestResponse = z.object({ request: TutorRequest }).meta({ id: 'TutorRequestResponse' });
export type TutorRequestResponse = z.infer<typeof TutorRequestResponse>;
