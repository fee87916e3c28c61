import { z } from 'zod';
import { Currency } from '../courses/schemas.ts';
import { FIELD_MESSAGES } from '../fields/copy.ts';
import {
  bool,
  int,
  limitParam,
  pageParam,
  pathId,
  queryDateTime,
  queryEnum,
  text,
} from '../fields/schemas.ts';
import { CHECKOUT_SESSION_ID_MAX } from '../payments/copy.ts';
import { isValidTimeZone } from '../time-zones.ts';
import { CURRENCIES } from '../ui.ts';
import {
  IMAGE_DATA_URL,
  LIVE_ACCESS_SOURCES,
  LIVE_DESCRIPTION_MAX,
  LIVE_JOIN_REASONS,
  LIVE_MEMBERS_ACCESS,
  LIVE_MESSAGES,
  LIVE_PAGE_SIZE,
  LIVE_PASSCODE_MAX,
  LIVE_PRICING_TYPES,
  LIVE_REPEAT_WEEKS_MAX,
  LIVE_STATUSES,
  LIVE_THUMBNAIL_DATA_MAX,
  LIVE_TITLE_MAX,
  LIVE_VISIBILITIES,
  LIVE_ZOOM_URL_MAX,
} from './copy.ts';
import { isZoomUrl, liveCrossFieldIssues } from './rules.ts';

/* ---------------------------------------------------------------- schemas */

export const LivePricing = z
  .object({ type: z.enum(LIVE_PRICING_TYPES), amountMinor: z.number().int(), currency: Currency })
  .meta({ id: 'LivePricing' });

export const LiveSession = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    thumbnail: z.string().nullable(),
    startAt: z.string(),
    endAt: z.string(),
    timezone: z.string(),
    pricing: LivePricing,
    status: z.enum(LIVE_STATUSES),
    visibility: z.enum(LIVE_VISIBILITIES),
    hostUserId: z.string(),
    hostName: z.string(),
    membersAccess: z.enum(LIVE_MEMBERS_ACCESS),
    seriesId: z.string().nullable(),
  })
  .meta({ id: 'LiveSession' });
export type LiveSession = z.infer<typeof LiveSession>;

export const LiveZoom = z
  .object({ joinUrl: z.string().nullable(), passcode: z.string().nullable() })
  .meta({ id: 'LiveZoom' });

/** Whether the caller is mailed 24 hours and 1 hour before this session (docs/decisions/675). */
export const LiveReminders = z.object({ remind: z.boolean() }).meta({ id: 'LiveReminders' });
export type LiveReminders = z.infer<typeof LiveReminders>;

/**
 * The viewer's reminder switch on a session's page: their choice for this session, and whether their
 * account-wide 'Session reminders' setting is on (docs/decisions/678). With it off nothing is sent,
 * whatever `remind` says; the choice is kept for when it is on again.
 */
export const LiveReminderSwitch = LiveReminders.extend({ accountEnabled: z.boolean() }).meta({
  id: 'LiveReminderSwitch',
});
export type LiveReminderSwitch = z.infer<typeof LiveReminderSwitch>;

/** PUT /live-sessions/{id}/reminders: the caller's reminders of this session on or off. */
export const LiveRemindersBody = z.object({ remind: bool('Remind') }).meta({ id: 'LiveRemindersBody' });
export type LiveRemindersBody = z.infer<typeof LiveRemindersBody>;

/**
 * The detail answer: the Zoom details only for the host and admins (the service leaves them out otherwise).
 * `reminders` (always in GET of one session): the viewer's switch and their account-wide setting, or null
 * when the viewer gets no reminders of it (a guest, the public of a free session, a non-member, an admin as
 * such).
 */
export const LiveSessionDetail = LiveSession.extend({
  zoom: LiveZoom.optional(),
  reminders: LiveReminderSwitch.nullable().optional(),
}).meta({
  id: 'LiveSessionDetail',
});
export type LiveSessionDetail = z.infer<typeof LiveSessionDetail>;

/** A list row; `attendeeCount` only in the host's own list (`host=me`). */
export const LiveSessionListItem = LiveSession.extend({ attendeeCount: z.number().int().optional() }).meta({
  id: 'LiveSessionListItem',
});
export type LiveSessionListItem = z.infer<typeof LiveSessionListItem>;

export const LiveListResponse = z
  .object({
    results: z.array(LiveSessionListItem),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'LiveListResponse' });
export type LiveListResponse = z.infer<typeof LiveListResponse>;

export const LiveListQuery = z.object({
  status: queryEnum(LIVE_STATUSES, 'Status'),
  visibility: queryEnum(LIVE_VISIBILITIES, 'Visibility'),
  from: queryDateTime('From'),
  to: queryDateTime('To'),
  host: queryEnum(['me'], 'Host'),
  page: pageParam(),
  limit: limitParam(LIVE_PAGE_SIZE),
});
export type LiveListQuery = z.infer<typeof LiveListQuery>;

export const LiveIdParams = z.object({ id: pathId('Session id') });

export const LiveSessionResponse = z
  .object({ session: LiveSessionDetail })
  .meta({ id: 'LiveSessionResponse' });
export type LiveSessionResponse = z.infer<typeof LiveSessionResponse>;

export const LiveCreateResponse = z
  .object({ session: LiveSessionDetail, series: z.array(z.string()) })
  .meta({ id: 'LiveCreateResponse' });
export type LiveCreateResponse = z.infer<typeof LiveCreateResponse>;

export const LiveEntitlement = z
  .object({ hasAccess: z.boolean(), canJoinNow: z.boolean(), source: z.enum(LIVE_ACCESS_SOURCES).nullable() })
  .meta({ id: 'LiveEntitlement' });
export type LiveEntitlement = z.infer<typeof LiveEntitlement>;

export const LiveJoinResponse = z
  .object({
    ok: z.boolean(),
    url: z.string().optional(),
    passcode: z.string().nullable().optional(),
    reason: z.enum(LIVE_JOIN_REASONS).optional(),
  })
  .meta({ id: 'LiveJoinResponse' });
export type LiveJoinResponse = z.infer<typeof LiveJoinResponse>;

export const LiveJoinQuery = z.object({ t: text({ max: 40, label: 'Cache buster' }).optional() });

export const LiveAttendanceResponse = z
  .object({
    items: z.array(z.object({ userId: z.string(), name: z.string(), joinedAt: z.string() })),
    total: z.number().int(),
  })
  .meta({ id: 'LiveAttendanceResponse' });
export type LiveAttendanceResponse = z.infer<typeof LiveAttendanceResponse>;

export const LiveConfirmBody = z.object({
  sessionId: text({ max: CHECKOUT_SESSION_ID_MAX, min: 1, label: 'Session id' }),
});

const instantField = () =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? LIVE_MESSAGES.startEndRequired : LIVE_MESSAGES.invalidDate,
    })
    .max(40, LIVE_MESSAGES.invalidDate)
    .refine((v) => v.trim() !== '', { message: LIVE_MESSAGES.startEndRequired, abort: true })
    .refine((v) => !Number.isNaN(new Date(v).getTime()) && /^\d{4}-\d{2}-\d{2}T/.test(v), {
      message: LIVE_MESSAGES.invalidDate,
    });

const zoomSchema = z
  .object({
    joinUrl: z
      .string({ error: LIVE_MESSAGES.zoomUrl })
      .trim()
      .max(LIVE_ZOOM_URL_MAX, LIVE_MESSAGES.zoomUrl)
      .refine((v) => v === '' || isZoomUrl(v), LIVE_MESSAGES.zoomUrl)
      .nullable()
      .optional(),
    passcode: text({ max: LIVE_PASSCODE_MAX, label: 'Passcode' }).nullable().optional(),
  })
  .strict();

const pricingSchema = z.object({
  type: z.enum(LIVE_PRICING_TYPES, { error: FIELD_MESSAGES.oneOf('Pricing type', LIVE_PRICING_TYPES) }),
  amountMinor: z
    .number({ error: LIVE_MESSAGES.enterPrice })
    .int(FIELD_MESSAGES.wholeNumber('Amount'))
    .min(0, LIVE_MESSAGES.enterPrice)
    .max(100_000_000, FIELD_MESSAGES.between('Amount', 0, 100_000_000))
    .optional(),
  currency: z.enum(CURRENCIES, { error: FIELD_MESSAGES.currency }).optional(),
});

const thumbnailSchema = z
  .string({ error: LIVE_MESSAGES.selectImage })
  .max(LIVE_THUMBNAIL_DATA_MAX, LIVE_MESSAGES.selectImage)
  .refine(
    (v) => v === '' || IMAGE_DATA_URL.test(v) || /^(\/api\/files\/public\/|https:\/\/)[^\s]*$/.test(v),
    {
      message: LIVE_MESSAGES.selectImage,
    },
  )
  .nullable()
  .optional();

const liveFields = {
  title: text({ max: LIVE_TITLE_MAX, min: 1, label: 'Title', requiredMessage: LIVE_MESSAGES.titleRequired }),
  description: text({ max: LIVE_DESCRIPTION_MAX, label: 'Description', multiline: true }).optional(),
  startAt: instantField(),
  endAt: instantField(),
  timezone: text({ max: 64, label: 'Time zone' })
    .refine((v) => isValidTimeZone(v), LIVE_MESSAGES.timezone)
    .optional(),
  pricing: pricingSchema,
  membersAccess: z
    .enum(LIVE_MEMBERS_ACCESS, { error: FIELD_MESSAGES.oneOf('Members access', LIVE_MEMBERS_ACCESS) })
    .optional(),
  visibility: z
    .enum(LIVE_VISIBILITIES, { error: FIELD_MESSAGES.oneOf('Visibility', LIVE_VISIBILITIES) })
    .optional(),
  thumbnail: thumbnailSchema,
  zoom: zoomSchema.nullable().optional(),
};

export const CreateLiveBody = z
  .object({
    ...liveFields,
    repeatWeeks: int({ min: 1, max: LIVE_REPEAT_WEEKS_MAX, label: 'Repeat weeks' }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const issue of liveCrossFieldIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type CreateLiveBody = z.infer<typeof CreateLiveBody>;

export const UpdateLiveBody = z
  .object({
    title: liveFields.title.optional(),
    description: liveFields.description,
    startAt: liveFields.startAt.optional(),
    endAt: liveFields.endAt.optional(),
    timezone: liveFields.timezone,
    pricing: pricingSchema.optional(),
    membersAccess: liveFields.membersAccess,
    visibility: liveFields.visibility,
    thumbnail: thumbnailSchema,
    zoom: zoomSchema.nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    for (const issue of liveCrossFieldIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type UpdateLiveBody = z.infer<typeof UpdateLiveBody>;

/* ------------------------------------------------------------ the web form */

/** The create and edit form's values: local date-times and a price in major units, as typed. */
export const LiveFormValues = z
  .object({
    title: z.string().trim().min(1, LIVE_MESSAGES.titleRequired).max(LIVE_TITLE_MAX),
    description: z.string().max(LIVE_DESCRIPTION_MAX),
    start: z.string(),
    end: z.string(),
    pricingType: z.enum(LIVE_PRICING_TYPES),
    amount: z.string(),
    currency: z.enum(CURRENCIES),
    membersAccess: z.enum(LIVE_MEMBERS_ACCESS),
    zoomUrl: z.string().trim().max(LIVE_ZOOM_URL_MAX),
    passcode: z.string().trim().max(LIVE_PASSCODE_MAX),
    thumbnail: z.string(),
    repeatWeeks: z.string(),
    /** Set by the form on create only: then the start must be in the future. */
    isNew: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.start || !v.end) {
      if (!v.start) add('start', LIVE_MESSAGES.startEndRequired);
      if (!v.end) add('end', LIVE_MESSAGES.startEndRequired);
    } else {
      const start = new Date(v.start).getTime();
      const end = new Date(v.end).getTime();
      if (Number.isNaN(start)) add('start', LIVE_MESSAGES.invalidDate);
      else if (v.isNew && start <= Date.now()) add('start', LIVE_MESSAGES.startInFuture);
      if (Number.isNaN(end)) add('end', LIVE_MESSAGES.invalidDate);
      else if (!Number.isNaN(start) && end <= start) add('end', LIVE_MESSAGES.endAfterStart);
    }
    if (v.pricingType === 'paid') {
      const amount = Number(v.amount);
      if (
        !v.amount.trim() ||
        !Number.isFinite(amount) ||
        amount <= 0 ||
        !/^\d+(\.\d{1,2})?$/.test(v.amount.trim())
      )
        add('amount', LIVE_MESSAGES.enterPrice);
    }
    if (v.zoomUrl && !isZoomUrl(v.zoomUrl)) add('zoomUrl', LIVE_MESSAGES.zoomUrl);
    const weeks = Number(v.repeatWeeks);
    if (v.isNew && (!Number.isInteger(weeks) || weeks < 1 || weeks > LIVE_REPEAT_WEEKS_MAX))
      add('repeatWeeks', LIVE_MESSAGES.repeatWeeks);
  });
export type LiveFormValues = z.infer<typeof LiveFormValues>;
