/** A tutor's own profile: reading and saving it (instructors and admins only). */
import { isUuid, TUTOR_MESSAGES, type TutorProfile, type TutorProfileBody } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { tutorProfiles } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { forbidden } from '../../platform/errors.ts';

export type ProfileRow = typeof tutorProfiles.$inferSelect;

export const canBeTutor = (user: AuthUser) => user.role === 'instructor' || user.role === 'admin';

function toProfile(row: ProfileRow, user: { name: string; avatar: string | null }): TutorProfile {
  return {
    id: row.userId,
    userId: row.userId,
    user: { name: user.name, avatar: user.avatar },
    headline: row.headline,
    bio: row.bio,
    subjects: row.subjects,
    languages: row.languages,
    timezone: row.timezone,
    hourlyRateMinor: row.hourlyRateMinor,
    currency: row.currency,
    meetingProvider: row.meetingProvider,
    meetingNote: row.meetingNote,
    isListed: row.isListed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, userId));
  return row;
}

export async function getMyProfile(db: DbOrTx, user: AuthUser): Promise<{ profile: TutorProfile | null }> {
  const row = await loadProfile(db, user.id);
  return { profile: row ? toProfile(row, user) : null };
}

export async function putMyProfile(
  db: DbOrTx,
  user: AuthUser,
  body: z.output<typeof TutorProfileBody>,
  now: Date,
): Promise<{ profile: TutorProfile }> {
  if (!canBeTutor(user)) throw forbidden(TUTOR_MESSAGES.notTutorRole);
  const values = {
    headline: body.headline,
    bio: body.bio,
    subjects: body.subjects,
    languages: body.languages,
    timezone: body.timezone,
    hourlyRateMinor: body.hourlyRateMajor * 100,
    currency: body.currency,
    meetingProvider: body.meetingProvider,
    meetingNote: body.meetingNote,
    isListed: body.isListed,
    updatedAt: now,
  };
  const [row] = await db
    .insert(tutorProfiles)
    .values({ userId: user.id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: tutorProfiles.userId, set: values })
    .returning();
  return { profile: toProfile(row!, user) };
}
