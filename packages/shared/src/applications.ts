import { z } from 'zod';
import { MAX_PAGE_SIZE } from './ui.ts';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** platform.md §5, §8, §9. */
export const BIO_MIN_LENGTH = 30;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const BIO_MAX_LENGTH = 5000;
export const REJECT_REASON_MAX_LENGTH = 2000;
export const ADMIN_NOTES_MAX_LENGTH = 5000;
export const LIST_ITEM_MAX = 20;
export const ADMIN_PAGE_SIZES = [10, 20, 50] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 10;

export const APPLICATION_MESSAGES = {
  displayNameRequired: 'Display name is required',
  bioTooShort: 'Bio must be at least 30 characters',
  agreeTermsRequired: 'You must agree to the Instructor Terms',
  reasonRequired: 'Please give a reason for the rejection.',
  invalidWebsite: 'Please enter a valid web address (https://…).',
  submitFailed: 'Failed to submit application',
  loadListFailed: 'Failed to load applications',
  notFound: 'Application not found.',
  loadFailed: 'Failed to load application.',
  alreadyApproved: 'Your application has already been approved.',
  alreadyTeaches: 'You can already teach on MedPrep Academy.',
  notPending: 'Only a pending application can be approved or rejected.',
  submitted: 'Application submitted',
  approved: 'Application approved',
  rejected: 'Application rejected',
  notesSaved: 'Notes saved',
} as const;

/** Splits a comma-separated form value into trimmed, non-empty items (DECISIONS §1). */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const listItems = z.array(z.string().max(500)).max(LIST_ITEM_MAX);
const listField = listItems.default([]).transform((items) => items.map((s) => s.trim()).filter(Boolean));
/** The same list typed as comma-separated text (`splitList` trims and drops empty items). */
const listText = z.string().transform(splitList).pipe(listItems);

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

/**
 * The application form's fields: the lists typed as comma-separated text, the terms a checkbox that starts
 * unticked. It parses to the same values as `ApplyBody` (the server's schema, unchanged), so the form and the
 * server refuse the same answers with the same sentences.
 */
export const ApplyForm = ApplyBody.extend({
  links: listText,
  categories: listText,
  samples: listText,
  agreeTerms: z.boolean().pipe(z.literal(true, { error: APPLICATION_MESSAGES.agreeTermsRequired })),
});
export type ApplyFormValues = z.input<typeof ApplyForm>;

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
