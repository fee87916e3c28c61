import { z } from 'zod';
import { Currency } from '../courses/schemas.ts';
import { FIELD_MESSAGES } from '../fields/copy.ts';
import {
  limitParam,
  pageParam,
  pathId,
  queryDateTime,
  queryEnum,
  queryInt,
  text,
  uuid,
} from '../fields/schemas.ts';
import {
  TUTOR_BUFFER_MAX,
  TUTOR_BUFFER_STEP,
  TUTOR_CANCEL_REASON_MAX,
  TUTOR_DEFAULT_DURATION,
  TUTOR_DURATIONS,
  TUTOR_EXCEPTION_ROWS_MAX,
  TUTOR_MEETING_PROVIDERS,
  TUTOR_MESSAGES,
  TUTOR_PAGE_SIZE,
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
  TUTOR_WEEKLY_ROWS_MAX,
} from './copy.ts';
import { confirmSessionId, instant, TutorUserRef, timezoneField } from './field-schemas.ts';
import { isValidTutorRow } from './rules.ts';
import { isTutorDate } from './slots.ts';

/** Booking a tutor: availability, slots and checkout, sessions, tutor requests. */

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
