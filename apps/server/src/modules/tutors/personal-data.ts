import { eq, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { tutoringSessions, tutorProfiles, tutorRequests } from '../../db/schema/index.ts';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** 'Download my data': the tutor profile and rules, the sessions (as learner or tutor) and the requests. */
export async function exportTutorData(db: DbOrTx, userId: string) {
  const [profile] = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, userId));
  const sessions = await db
    .select()
    .from(tutoringSessions)
    .where(or(eq(tutoringSessions.learnerId, userId), eq(tutoringSessions.tutorId, userId)));
  const requests = await db.select().from(tutorRequests).where(eq(tutorRequests.learnerId, userId));
  return {
    profile: profile
      ? {
          headline: profile.headline,
          bio: profile.bio,
          subjects: profile.subjects,
          languages: profile.languages,
          timezone: profile.timezone,
          hourlyRateMinor: profile.hourlyRateMinor,
          currency: profile.currency,
          meetingProvider: profile.meetingProvider,
          meetingNote: profile.meetingNote,
          isListed: profile.isListed,
          slotSizeMin: profile.slotSizeMin,
          bufferMin: profile.bufferMin,
          weekly: profile.weekly,
          exceptions: profile.exceptions,
          daysOff: profile.daysOff,
        }
      : null,
    sessions: sessions.map((s) => ({
      id: s.id,
      role: s.learnerId === userId ? 'learner' : 'tutor',
      startAt: iso(s.startAt),
      endAt: iso(s.endAt),
      status: s.status,
      amountMinor: s.amountMinor,
      currency: s.currency,
      cancelReason: s.cancelReason,
    })),
    requests: requests.map((r) => ({
      id: r.id,
      subject: r.subject,
      level: r.level,
      availabilityPref: r.availabilityPref,
      urgency: r.urgency,
      notes: r.notes,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
  };
}

/**
 * 'Delete my account': the profile goes (the tutor is no longer listed), what the person wrote on sessions
 * and requests is cleared; the sessions and paid requests stay as records of orders.
 */
export async function eraseTutorData(tx: Tx, userId: string): Promise<void> {
  await tx.delete(tutorProfiles).where(eq(tutorProfiles.userId, userId));
  await tx.update(tutoringSessions).set({ cancelReason: null }).where(eq(tutoringSessions.learnerId, userId));
  await tx
    .update(tutorRequests)
    .set({ subject: '(deleted)', level: '', availabilityPref: '', notes: '' })
    .where(eq(tutorRequests.learnerId, userId));
}
