import { z } from 'zod';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_NOTES_MAX_LENGTH,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  LIST_ITEM_MAX,
  REJECT_REASON_MAX_LENGTH,
} from './applications-constants.ts';
import { MAX_PAGE_SIZE } from './ui.ts';

export * from './applications-constants.ts';

export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

const listField = z
  .array(z.string().max(500))
  .max(LIST_ITEM_MAX)
  .default([])
  .transform((items) => items.map((s) => s.trim()).filter(Boolean));

export const ApplyBody = z
  .object({
    displayName: z
      .string({ error: APPLICATION_MESSAGES.displayNameRequired })
      .trim()
      .min(1, APPLICATION_MESSAGES.displayNameRequired)
      .max(DISPLAY_NAME_MAX_LENGTH),
    bio: z
      .string({ error: APPLICATION_MESSAGES.bioTooShort })
      .trim()
      .min(BIO_MIN_LENGTH, APPLICATION_MESSAGES.bioTooShort)
      .max(BIO_MAX_LENGTH),
    website: z
      .string()
      .trim()
      .max(500)
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^https?:\/\/\S+\.\S+/.test(v), APPLICATION_MESSAGES.invalidWebsite),
    links: listField,
    categories: listField,
    samples: listField,
    agreeTerms: z.literal(true, { error: APPLICATION_MESSAGES.agreeTermsRequired }),
  })
  .meta({ id: 'ApplyBody' });
export type ApplyBody = z.input<typeof ApplyBody>;
export type ApplyInput = z.output<typeof ApplyBody>;

export const ApplicationAnswers = z.object({
  displayName: z.string(),
  bio: z.string(),
  website: z.string().nullable(),
  links: z.array(z.string()),
  categories: z.array(z.string()),
  samples: z.array(z.string()),
});

const applicationBase = {
  id: z.string(),
  status: ApplicationStatus,
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  answers: ApplicationAnswers,
  review: z.object({ reason: z.string().nullable(), reviewedAt: z.string().nullable() }),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string(),
};

/** What the applicant sees: never the admins' notes. */
export const MyApplication = z.object(applicationBase).meta({ id: 'MyApplication' });
export type MyApplication = z.infer<typeof MyApplication>;

export const AdminApplication = z
  .object({
    ...applicationBase,
    notes: z.string(),
    review: z.object({
      reason: z.string().nullable(),
      reviewedAt: z.string().nullable(),
      reviewedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    }),
  })
  .meta({ id: 'AdminApplication' });
export type AdminApplication = z.infer<typeof AdminApplication>;

export const MyApplicationResponse = z.object({ application: MyApplication.nullable() });
export type MyApplicationResponse = z.infer<typeof MyApplicationResponse>;
export const AdminApplicationResponse = z.object({ application: AdminApplication });
export type AdminApplicationResponse = z.infer<typeof AdminApplicationResponse>;

export const AdminApplicationsQuery = z.object({
  status: ApplicationStatus.optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n)),
  limit: z.coerce
    .number()
    .int()
    .catch(ADMIN_DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(MAX_PAGE_SIZE, Math.max(1, n))),
});
export type AdminApplicationsQuery = z.input<typeof AdminApplicationsQuery>;

export const AdminApplicationsResponse = z
  .object({
    items: z.array(AdminApplication),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
  })
  .meta({ id: 'AdminApplicationsResponse' });
export type AdminApplicationsResponse = z.infer<typeof AdminApplicationsResponse>;

export const RejectBody = z.object({
  reason: z
    .string({ error: APPLICATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.reasonRequired)
    .max(REJECT_REASON_MAX_LENGTH),
});
export type RejectBody = z.infer<typeof RejectBody>;

export const NotesBody = z.object({ notes: z.string().max(ADMIN_NOTES_MAX_LENGTH) });
export type NotesBody = z.infer<typeof NotesBody>;

export const ApplicationIdParams = z.object({ id: z.string().max(64) });
