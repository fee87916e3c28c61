import { z } from 'zod';
import { text } from '../fields/schemas.ts';
import { CHECKOUT_SESSION_ID_MAX } from '../payments/copy.ts';
import { isIanaTimeZone } from '../time-zones.ts';
import { TUTOR_MESSAGES } from './copy.ts';

/** Fields the tutors' schema files share; tutors/index.ts does not export them. */

export const TutorUserRef = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });

/** The tutor's zone: an IANA zone (isIanaTimeZone), else 400 on the field (docs/decisions/671). */
export const timezoneField = () =>
  z
    .string({ error: TUTOR_MESSAGES.timezoneRequired })
    .trim()
    .min(1, TUTOR_MESSAGES.timezoneRequired)
    .max(64, TUTOR_MESSAGES.timezoneRequired)
    .refine((v) => v === '' || isIanaTimeZone(v), TUTOR_MESSAGES.timezoneInvalid);

/** An ISO 8601 instant in a body ('Both startAt and endAt are required' when missing). */
export const instant = () =>
  z
    .string({ error: TUTOR_MESSAGES.startEndRequired })
    .trim()
    .min(1, TUTOR_MESSAGES.startEndRequired)
    .max(40, 'Enter a valid date and time (ISO 8601).')
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(new Date(v).getTime()), {
      message: 'Enter a valid date and time (ISO 8601).',
    });

export const confirmSessionId = () => text({ max: CHECKOUT_SESSION_ID_MAX, min: 1, label: 'Session id' });
