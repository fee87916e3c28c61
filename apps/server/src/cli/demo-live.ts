import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { liveSessions, users } from '../db/schema/index.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

type LiveInsert = typeof liveSessions.$inferInsert;

/** One live session with sensible defaults (demo seed and end-to-end fixtures). */
export async function createLiveSession(db: DbOrTx, input: Omit<LiveInsert, 'id'>) {
  const [row] = await db.insert(liveSessions).values(input).returning();
  return row!;
}

/**
 * Demo live sessions relative to the seeding time (issue 13 item 5): one live now (its join window open),
 * a free one, a members-free one and a paid one coming up, so the home carousel and Join can be tried at once.
 */
export async function seedDemoLive(db: DbOrTx, hostEmail: string, now = new Date()): Promise<void> {
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.email, hostEmail));
  if (!host) return;
  const at = (ms: number) => new Date(now.getTime() + ms);
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
      startAt: at(2 * DAY + 18 * HOUR),
      endAt: at(2 * DAY + 19 * HOUR),
      pricingType: 'free',
      priceMinor: 0,
      ...zoom,
    },
    {
      title: 'MRCP Part 1 cardiology masterclass',
      description:
        'ECG interpretation, valvular disease and heart failure for MRCP Part 1. Free for members.',
      startAt: at(4 * DAY + 18 * HOUR),
      endAt: at(4 * DAY + 20 * HOUR),
      pricingType: 'paid',
      priceMinor: 2500,
      membersAccess: 'free',
      ...zoom,
    },
    {
      title: 'PLAB 2 mock OSCE: communication stations',
      description: 'Breaking bad news, consent and angry relatives, with feedback on each attempt.',
      startAt: at(6 * DAY + 17 * HOUR),
      endAt: at(6 * DAY + 19 * HOUR),
      pricingType: 'paid',
      priceMinor: 1500,
      membersAccess: 'none',
      ...zoom,
    },
  ];
  for (const s of sessions)
    await createLiveSession(db, { ...s, hostUserId: host.id, createdAt: now, updatedAt: now });
}
