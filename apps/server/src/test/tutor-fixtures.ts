import { expect } from 'vitest';
import type { SignedIn, TestApp } from './helpers.ts';

/** Tests' tutors start from Wednesday 4 March 2026, noon UTC (London on GMT). */
export const TUTOR_TEST_NOW = new Date('2026-03-04T12:00:00.000Z');
const MIN = 60_000;

export const TUTOR_PROFILE = {
  headline: 'MRCP Part 1 coach',
  bio: 'Ten years of teaching.',
  subjects: ['Cardiology'],
  languages: ['English'],
  timezone: 'Europe/London',
  hourlyRateMajor: 40,
  currency: 'gbp',
  meetingProvider: 'zoom',
  meetingNote: 'https://zoom.us/j/1',
  isListed: true,
};

/** Thursdays 09:00–17:00 London, hour slots, no buffer. */
export const THURSDAY_AVAILABILITY = {
  timezone: 'Europe/London',
  slotSizeMin: 60,
  bufferMin: 0,
  weekly: [{ weekday: 4, start: '09:00', end: '17:00' }],
  exceptions: [] as Array<{ date: string; start: string; end: string }>,
};

/** A slot of `minutes` from `iso`, as the checkout takes it. */
export const slotAt = (iso: string, minutes = 60) => ({
  startAt: iso,
  endAt: new Date(new Date(iso).getTime() + minutes * MIN).toISOString(),
});

/** Calls the API as `who` (or anonymously). */
export const callAs =
  (t: () => TestApp) =>
  (who: SignedIn | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t().request({ method, url, ...(who ? { token: who.token } : {}), ...(payload ? { payload } : {}) });

/** Makes `tutor` a listed tutor with a profile and availability (both answer 200). */
export async function listTutor(
  t: TestApp,
  tutor: SignedIn,
  profile: object = TUTOR_PROFILE,
  availability: object = THURSDAY_AVAILABILITY,
) {
  const call = callAs(() => t);
  const saved = await call(tutor, 'PUT', '/api/me/tutor/profile', profile);
  expect(saved.statusCode, saved.body).toBe(200);
  const hours = await call(tutor, 'PUT', '/api/me/tutor/availability', availability);
  expect(hours.statusCode, hours.body).toBe(200);
}

/** Pays a local checkout session with the test card; answers where the payment page sends the buyer. */
export async function payLocally(t: TestApp, sessionId: string): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/api/payments/local/${sessionId}/pay`,
    payload: { cardNumber: '4242424242424242' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().redirectUrl as string;
}
