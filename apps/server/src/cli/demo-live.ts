import { instantOfWallTime, LIVE_DEFAULT_TIMEZONE, wallTimeIn } from '@medprep/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { liveSessions, users } from '../db/schema/index.ts';

const MIN = 60_000;

type LiveInsert = typeof liveSessions.$inferInsert;

/** One live session with sensible defaults (demo seed and end-to-end fixtures). */
export async function createLiveSession(db: DbOrTx, input: Omit<LiveInsert, 'id'>) {
  const [row] = await db.insert(liveSessions).values(input).returning();
  return row!;
}

/**
 * Demo live sessions relative to the seeding time: one live now (its join window open),
 * a free one, a members-free one and a paid one coming up, so the home carousel and Join can be tried at once.
 */
export async function seedDemoLive(db: DbOrTx, hostEmail: string, now = new Date()): Promise<void> {
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.email, hostEmail));
  if (!host) return;
  const at = (ms: number) => new Date(now.getTime() + ms);
  /** `days` from now at `hour`:00 London time (upcoming sessions start on the hour, like real ones). */
  const dayAt = (days: number, hour: number) => {
    const today = wallTimeIn(now, LIVE_DEFAULT_TIMEZONE);
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    return instantOfWallTime(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour,
        minute: 0,
        second: 0,
      },
      LIVE_DEFAULT_TIMEZONE,
    );
  };
  const zoom = { zoomJoinUrl: 'https://us02web.zoom.us/j/81234567890', zoomPasscode: 'medprep' };
  const sessions: Omit<LiveInsert, 'id' | 'hostUserId'>[] = [
    {
      title: 'Live now: PLAB 1 rapid-fire SBA practice',
      description:
        'Thirty single best answer questions, answered and explained live. Join with your camera off.',
      startAt: at(-15 * MIN),
      endAt: at(45 * MIN),
      pricingType: 'free',
      priceMinor: 0,
      ...zoom,
    },
    {
      title: 'Free Q&A: planning your UKMLA revision',
      description: 'How to build a 12-week plan, which resources matter and how to use question banks well.',
      startAt: dayAt(2, 18),
      endAt: dayAt(2, 19),
      pricingType: 'free',
      priceMinor: 0,
      ...zoom,
    },
    {
      title: 'MRCP Part 1 cardiology masterclass',
      description:
        'ECG interpretation, valvular disease and heart failure for MRCP Part 1. Free for members.',
      startAt: dayAt(4, 18),
      endAt: dayAt(4, 20),
      pricingType: 'paid',
      priceMinor: 2500,
      membersAccess: 'free',
      ...zoom,
    },
    {
      title: 'PLAB 2 mock OSCE: communication stations',
      description: 'Breaking bad news, consent and angry relatives, with feedback on each attempt.',
      startAt: dayAt(6, 17),
      endAt: dayAt(6, 19),
      pricingType: 'paid',
      priceMinor: 1500,
      membersAccess: 'none',
      ...zoom,
    },
  ];
  for (const s of sessions)
    await createLiveSession(db, { ...s, hostUserId: host.id, createdAt: now, updatedAt: now });
}
