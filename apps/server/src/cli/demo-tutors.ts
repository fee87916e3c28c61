import { instantOfWallTime, type TutorWeeklyRow, wallTimeIn } from '@medprep/shared';
import type { DbOrTx } from '../db/client.ts';
import { createUser } from '../db/factories.ts';
import { tutoringSessions, tutorProfiles } from '../db/schema/index.ts';

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]): TutorWeeklyRow[] =>
  days.map((weekday) => ({ weekday, start, end }));

/** `days` from now at `hour`:00 in `zone`, and that date as YYYY-MM-DD. */
function dayAt(now: Date, zone: string, days: number, hour: number) {
  const today = wallTimeIn(now, zone);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  const wall = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  return {
    at: instantOfWallTime({ ...wall, hour, minute: 0, second: 0 }, zone),
    date: `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`,
  };
}

/**
 * Demo tutors: the demo instructor in London and two more in New York and Kolkata, all
 * listed with weekly hours and one dated exception; and a confirmed past and a confirmed upcoming session
 * for the demo learner, relative to the seeding time.
 */
export async function seedDemoTutors(
  db: DbOrTx,
  people: { instructor: string; learner: string },
  now = new Date(),
): Promise<void> {
  const marcus = await createUser(db, {
    name: 'Dr Marcus Reed',
    email: 'marcus.reed@example.com',
    password: 'tutor-demo-2026',
    role: 'instructor',
  });
  const priya = await createUser(db, {
    name: 'Dr Priya Nair',
    email: 'priya.nair@example.com',
    password: 'tutor-demo-2026',
    role: 'instructor',
  });
  const london = dayAt(now, 'Europe/London', 2, 0);
  const tutors = [
    {
      userId: people.instructor,
      headline: 'MRCP Part 1 and PLAB 1 coach: data interpretation made simple',
      bio: 'Consultant physician who has taught UK exam candidates for ten years. Bring your hardest questions.',
      subjects: ['MRCP', 'PLAB 1', 'Cardiology', 'Renal', 'Endocrinology'],
      languages: ['English'],
      timezone: 'Europe/London',
      hourlyRateMinor: 6000,
      meetingNote: 'https://zoom.us/j/81234567890 (passcode medprep)',
      weekly: [...weekdays('09:00', '12:00'), ...weekdays('18:00', '20:00', [2, 4])],
      exceptions: [{ date: london.date, start: '13:00', end: '15:00' }],
    },
    {
      userId: marcus.id,
      headline: 'USMLE-trained internist for UKMLA clinical reasoning',
      bio: 'Internal medicine attending in New York; evening sessions fit UK mornings.',
      subjects: ['UKMLA', 'Clinical reasoning', 'Infectious disease'],
      languages: ['English', 'Spanish'],
      timezone: 'America/New_York',
      hourlyRateMinor: 7500,
      meetingNote: 'Google Meet link sent by email before the session.',
      weekly: weekdays('07:00', '10:00'),
      exceptions: [{ date: dayAt(now, 'America/New_York', 3, 0).date, start: '12:00', end: '14:00' }],
    },
    {
      userId: priya.id,
      headline: 'PLAB 2 OSCE communication stations, one to one',
      bio: 'GP trainer in Kochi who coaches PLAB 2 candidates through role play.',
      subjects: ['PLAB 2', 'OSCE', 'Communication skills'],
      languages: ['English', 'Malayalam', 'Hindi'],
      timezone: 'Asia/Kolkata',
      hourlyRateMinor: 3500,
      meetingNote: 'https://meet.google.com/abc-defg-hij',
      weekly: weekdays('14:00', '18:00', [1, 3, 5, 6]),
      exceptions: [{ date: dayAt(now, 'Asia/Kolkata', 4, 0).date, start: '10:00', end: '12:00' }],
    },
  ];
  for (const tutor of tutors) {
    await db.insert(tutorProfiles).values({
      ...tutor,
      currency: 'GBP',
      meetingProvider: tutor.meetingNote.includes('zoom') ? 'zoom' : 'google_meet',
      isListed: true,
      slotSizeMin: 60,
      bufferMin: tutor.userId === priya.id ? 15 : 0,
      createdAt: now,
      updatedAt: now,
    });
  }
  const past = dayAt(now, 'Europe/London', -3, 10).at;
  const upcoming = dayAt(now, 'Europe/London', 3, 18).at;
  for (const startAt of [past, upcoming]) {
    await db.insert(tutoringSessions).values({
      tutorId: people.instructor,
      learnerId: people.learner,
      startAt,
      endAt: new Date(startAt.getTime() + 60 * 60_000),
      status: 'confirmed',
      amountMinor: 6000,
      currency: 'GBP',
      createdAt: now,
      updatedAt: now,
    });
  }
}
