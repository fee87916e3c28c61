/** A tutor's availability rules: weekly hours, exceptions, days off, slot size and buffer. */
import {
  TUTOR_DEFAULT_TIMEZONE,
  TUTOR_MESSAGES,
  TUTOR_SLOT_SIZE_DEFAULT,
  type TutorAvailability,
  type TutorAvailabilityBody,
  type TutorAvailabilityRules,
} from '@medprep/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { tutorProfiles } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';
import { canBeTutor, loadProfile, type ProfileRow } from './profiles.ts';

export const rulesOf = (row: ProfileRow): TutorAvailabilityRules => ({
  timezone: row.timezone,
  slotSizeMin: row.slotSizeMin,
  bufferMin: row.bufferMin,
  weekly: row.weekly,
  exceptions: row.exceptions,
  daysOff: row.daysOff,
});

const availabilityOf = (row: ProfileRow | undefined): TutorAvailability =>
  row
    ? {
        timezone: row.timezone,
        slotSizeMin: row.slotSizeMin,
        bufferMin: row.bufferMin,
        weekly: row.weekly,
        exceptions: row.exceptions,
        daysOff: row.daysOff,
      }
    : {
        timezone: TUTOR_DEFAULT_TIMEZONE,
        slotSizeMin: TUTOR_SLOT_SIZE_DEFAULT,
        bufferMin: 0,
        weekly: [],
        exceptions: [],
        daysOff: [],
      };

export async function getMyAvailability(db: DbOrTx, user: AuthUser): Promise<TutorAvailability> {
  return availabilityOf(await loadProfile(db, user.id));
}

/** Saves the rules; a tutor without a profile gets an unlisted one (instructors and admins only). */
export async function putMyAvailability(
  db: DbOrTx,
  user: AuthUser,
  body: z.output<typeof TutorAvailabilityBody>,
  now: Date,
): Promise<TutorAvailability> {
  if (!canBeTutor(user)) throw forbidden(TUTOR_MESSAGES.notTutorRole);
  const values = {
    timezone: body.timezone,
    slotSizeMin: body.slotSizeMin,
    bufferMin: body.bufferMin,
    weekly: body.weekly,
    exceptions: [...body.exceptions].sort((a, b) => (a.date + a.start).localeCompare(b.date + b.start)),
    daysOff: [...new Set(body.daysOff)].sort(),
    updatedAt: now,
  };
  const [row] = await db
    .insert(tutorProfiles)
    .values({ userId: user.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: tutorProfiles.userId, set: values })
    .returning();
  return availabilityOf(row);
}
