import { type TutorProfile, TutorProfileBody } from '@medprep/shared';
import {
  TUTOR_DEFAULT_CURRENCY,
  TUTOR_DEFAULT_RATE_MAJOR,
  TUTOR_DEFAULT_TIMEZONE,
} from '@medprep/shared/constants';
import { z } from 'zod';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The profile form: what the inputs hold (lists as comma-separated text, the rate as typed), turned into
 * the shared body and validated by the shared schema (the server's), so both say the same sentences.
 */
export const TutorProfileForm = z
  .object({
    headline: z.string(),
    bio: z.string(),
    subjects: z.string(),
    languages: z.string(),
    timezone: z.string(),
    hourlyRateMajor: z.string(),
    currency: z.string(),
    meetingProvider: z.string(),
    meetingNote: z.string(),
    isListed: z.boolean(),
  })
  .transform((v, ctx) => {
    const parsed = TutorProfileBody.safeParse({
      ...v,
      subjects: list(v.subjects),
      languages: list(v.languages),
      hourlyRateMajor: v.hourlyRateMajor.trim() === '' ? Number.NaN : Number(v.hourlyRateMajor),
      currency: v.currency.trim().toUpperCase(),
    });
    if (parsed.success) return parsed.data;
    // The shared schema's sentences, on the form's fields of the same names.
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
    return z.NEVER;
  });
export type TutorProfileFormValues = z.input<typeof TutorProfileForm>;

export const profileFormValues = (profile: TutorProfile | null): TutorProfileFormValues => ({
  headline: profile?.headline ?? '',
  bio: profile?.bio ?? '',
  subjects: profile?.subjects.join(', ') ?? '',
  languages: profile?.languages.join(', ') ?? '',
  timezone: profile?.timezone ?? TUTOR_DEFAULT_TIMEZONE,
  hourlyRateMajor: String(profile ? profile.hourlyRateMinor / 100 : TUTOR_DEFAULT_RATE_MAJOR),
  currency: profile?.currency ?? TUTOR_DEFAULT_CURRENCY,
  meetingProvider: profile?.meetingProvider ?? 'zoom',
  meetingNote: profile?.meetingNote ?? '',
  isListed: profile?.isListed ?? false,
});

/* ---------------------------------------------------------------- availability rows */

export interface WeeklyRowDraft {
  key: string;
  weekday: number;
  start: string;
  end: string;
}
export interface ExceptionRowDraft {
  key: string;
  date: string;
  start: string;
  end: string;
}

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;
