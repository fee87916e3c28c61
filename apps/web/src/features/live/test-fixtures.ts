import type { LiveSessionDetail } from '@medprep/shared';

export const MIN = 60_000;

/** A paid public session of an hour, starting in five minutes. */
export function liveSession(overrides: Partial<LiveSessionDetail> = {}): LiveSessionDetail {
  const start = Date.now() + 5 * MIN;
  return {
    id: 's1',
    title: 'Cardiology night',
    description: 'ECGs',
    thumbnail: null,
    startAt: new Date(start).toISOString(),
    endAt: new Date(start + 60 * MIN).toISOString(),
    timezone: 'Europe/London',
    pricing: { type: 'paid', amountMinor: 1500, currency: 'GBP' },
    status: 'scheduled',
    visibility: 'public',
    hostUserId: 'host-1',
    hostName: 'Dr Host',
    membersAccess: 'none',
    seriesId: null,
    ...overrides,
  };
}
