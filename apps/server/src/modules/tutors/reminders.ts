import { MAIL_DEFAULT_TIMEZONE, paths } from '@medprep/shared';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { tutoringSessions, tutorProfiles, users } from '../../db/schema/index.ts';

/** One side of one tutoring session to remind: the learner or the tutor. */
export interface TutoringReminderTarget {
  sessionId: string;
  title: string;
  startAt: Date;
  endAt: Date;
  timezone: string;
  userId: string;
  email: string;
  name: string;
  /** When the session was booked: a booking made inside a window gets no reminder for that window. */
  heldSince: Date;
  link: string;
  meeting: string | null;
}

const tutor = alias(users, 'reminder_tutor');
const learner = alias(users, 'reminder_learner');
const active = (u: typeof tutor | typeof learner) =>
  sql<boolean>`${u.remindersEnabled} and ${u.disabledAt} is null and ${u.deletedAt} is null`;

/**
 * Both sides of the confirmed tutoring sessions starting in (from, to]: the learner (times in the app's
 * default zone) and the tutor (times in their own zone), each only with reminders on and an active account.
 */
export async function tutoringReminderTargets(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<TutoringReminderTarget[]> {
  const rows = await db
    .select({
      session: tutoringSessions,
      tutorName: tutor.name,
      tutorEmail: tutor.email,
      tutorActive: active(tutor).mapWith(Boolean),
      learnerName: learner.name,
      learnerEmail: learner.email,
      learnerActive: active(learner).mapWith(Boolean),
      timezone: tutorProfiles.timezone,
      meetingNote: tutorProfiles.meetingNote,
    })
    .from(tutoringSessions)
    .innerJoin(tutor, eq(tutor.id, tutoringSessions.tutorId))
    .innerJoin(learner, eq(learner.id, tutoringSessions.learnerId))
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, tutoringSessions.tutorId))
    .where(
      and(
        eq(tutoringSessions.status, 'confirmed'),
        gt(tutoringSessions.startAt, from),
        lte(tutoringSessions.startAt, to),
      ),
    );
  const targets: TutoringReminderTarget[] = [];
  for (const r of rows) {
    const s = r.session;
    const common = {
      sessionId: s.id,
      startAt: s.startAt,
      endAt: s.endAt,
      heldSince: s.createdAt,
      meeting: r.meetingNote || null,
    };
    if (r.learnerActive)
      targets.push({
        ...common,
        title: `Your tutoring session with ${r.tutorName}`,
        timezone: MAIL_DEFAULT_TIMEZONE,
        userId: s.learnerId,
        email: r.learnerEmail,
        name: r.learnerName,
        link: paths.mySessions(),
      });
    if (r.tutorActive)
      targets.push({
        ...common,
        title: `Your tutoring session with ${r.learnerName}`,
        timezone: r.timezone ?? MAIL_DEFAULT_TIMEZONE,
        userId: s.tutorId,
        email: r.tutorEmail,
        name: r.tutorName,
        link: paths.tutorSessions(),
      });
  }
  return targets;
}
