import { paths } from '@medprep/shared';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveSessions, purchases, users } from '../../db/schema/index.ts';

/** One person to remind of one live session: who bought it, and when they did. */
export interface LiveReminderTarget {
  sessionId: string;
  title: string;
  startAt: Date;
  endAt: Date;
  timezone: string;
  userId: string;
  email: string;
  name: string;
  /** When the person got their place: a place taken inside a window gets no reminder for that window. */
  heldSince: Date;
  link: string;
}

/**
 * The buyers of the live sessions starting in (from, to] that are not canceled, whose accounts are active and
 * have reminders on (docs/decisions/366). The join link is not in the mail: joining opens on the session's page.
 */
export async function liveReminderTargets(db: DbOrTx, from: Date, to: Date): Promise<LiveReminderTarget[]> {
  const rows = await db
    .select({
      sessionId: liveSessions.id,
      title: liveSessions.title,
      startAt: liveSessions.startAt,
      endAt: liveSessions.endAt,
      timezone: liveSessions.timezone,
      userId: users.id,
      email: users.email,
      name: users.name,
      heldSince: purchases.purchasedAt,
    })
    .from(purchases)
    .innerJoin(liveSessions, eq(liveSessions.id, purchases.itemId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        eq(purchases.kind, 'live_session'),
        isNull(liveSessions.canceledAt),
        gt(liveSessions.startAt, from),
        lte(liveSessions.startAt, to),
        eq(users.remindersEnabled, true),
        isNull(users.disabledAt),
        isNull(users.deletedAt),
      ),
    );
  return rows.map((r) => ({ ...r, link: paths.liveSession(r.sessionId) }));
}
