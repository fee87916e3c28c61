import type { TutoringSession } from '@medprep/shared';

const HOUR = 3_600_000;
/** An instant the given number of hours from now. */
export const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** A confirmed session booked two days ago, starting tomorrow. */
export const tutoringSession = (overrides: Partial<TutoringSession> = {}): TutoringSession => ({
  id: 's1',
  tutor: { id: 't1', name: 'Dr Priya Shah', avatar: null },
  learner: { id: 'u1', name: 'Amira Khan', avatar: null },
  startAt: at(24),
  endAt: at(25),
  amountMinor: 6000,
  currency: 'GBP',
  status: 'confirmed',
  holdExpiresAt: null,
  meetingProvider: 'zoom',
  meetingLink: 'https://zoom.us/j/123',
  cancelRequest: null,
  calendarUrl: '/api/me/tutoring-sessions/s1/calendar.ics',
  googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
  createdAt: at(-48),
  ...overrides,
});
