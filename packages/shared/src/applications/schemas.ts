import { z } from 'zod';
import { limitParam, pageParam, pathId, queryEnum, queryText, text } from '../fields/schemas.ts';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_NOTES_MAX_LENGTH,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  LIST_ITEM_LENGTH_MAX,
  LIST_ITEM_MAX,
  REJECT_REASON_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
} from './copy.ts';
import { splitList } from './rules.ts';

export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

const listItems = (label: string) =>
  z.array(text({ max: LIST_ITEM_LENGTH_MAX, label })).max(LIST_ITEM_MAX, `At most ${LIST_ITEM_MAX} items.`);
const listField = (label: string) =>
  listItems(label)
    .default([])
    .transform((items) => items.filter(Boolean));
/** The same list typed as comma-separated text (`splitList` trims and drops empty items). */
const listText = (label: string) => z.string().transform(splitList).pipe(listItems(label));

export const ApplyBody = z
  .object({
    displayName: text({
      max: DISPLAY_NAME_MAX_LENGTH,
      min: 1,
      label: 'Display name',
      requiredMessage: APPLICATION_MESSAGES.displayNameRequired,
    }),
    bio: text({
      max: BIO_MAX_LENGTH,
      min: BIO_MIN_LENGTH,
      multiline: true,
      label: 'Bio',
      requiredMessage: APPLICATION_MESSAGES.bioTooShort,
      tooShortMessage: APPLICATION_MESSAGES.bioTooShort,
    }),
    website: text({ max: WEBSITE_MAX_LENGTH, label: 'Website' })
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^https?:\/\/\S+\.\S+/.test(v), APPLICATION_MESSAGES.invalidWebsite),
    links: listField('A link'),
    categories: listField('A category'),
    samples: listField('A sample'),
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
  links: listText('A link'),
  categories: listText('A category'),
  samples: listText('A sample'),
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
  status: queryEnum(APPLICATION_STATUSES, 'Status'),
  q: queryText(),
  page: pageParam(),
  limit: limitParam(ADMIN_DEFAULT_PAGE_SIZE),
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
  reason: text({
    max: REJECT_REASON_MAX_LENGTH,
    min: 1,
    multiline: true,
    label: 'Reason',
    requiredMessage: APPLICATION_MESSAGES.reasonRequired,
  }),
});
export type RejectBody = z.infer<typeof RejectBody>;

export const NotesBody = z.object({
  notes: text({ max: ADMIN_NOTES_MAX_LENGTH, multiline: true, trim: false, label: 'Notes' }),
});
export type NotesBody = z.infer<typeof NotesBody>;

export const ApplicationIdParams = z.object({ id: pathId('Application id') });
