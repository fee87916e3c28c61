import { paths } from '@medprep/shared';
import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveSessions, memberships, purchases, users } from '../../db/schema/index.ts';

/** One person to remind of one live session: who attends it, and since when they have held their place. */
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

const targetColumns = {
  sessionId: liveSessions.id,
  title: liveSessions.title,
  startAt: liveSessions.startAt,
  endAt: liveSessions.endAt,
  timezone: liveSessions.timezone,
  userId: users.id,
  email: users.email,
  name: users.name,
};

/** Sessions starting in (from, to] that are not canceled, and people whose accounts are active with reminders on. */
const remindable = (from: Date, to: Date, ...more: SQL[]) =>
  and(
    isNull(liveSessions.canceledAt),
    gt(liveSessions.startAt, from),
    lte(liveSessions.startAt, to),
    eq(users.remindersEnabled, true),
    isNull(users.disabledAt),
    isNull(users.deletedAt),
    ...more,
  );

/**
 * Everyone to remind of the live sessions starting in (from, to] that are not canceled, whose accounts are
 * active and have reminders on (docs/decisions/366, 670), once per person and session:
 * - buyers, since their purchase;
 * - on a paid session whose members access is `free`, the members whose membership (active or trialing) still
 *   runs at the start, since the later of the session's creation and the start of their membership period;
 * - the host, since the session's creation.
 * Someone with two ways in (a member who bought it before joining, say) is reminded once, from the earliest.
 * Free sessions have no list of attendees (anyone signed in may join), so only their host is reminded.
 * The join link is not in the mail: joining opens on the session's page.
 */
export async function liveReminderTargets(db: DbOrTx, from: Date, to: Date): Promise<LiveReminderTarget[]> {
  const [buyers, members, hosts] = await Promise.all([
    db
      .select({ ...targetColumns, heldSince: purchases.purchasedAt })
      .from(purchases)
      .innerJoin(liveSessions, eq(liveSessions.id, purchases.itemId))
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(remindable(from, to, eq(purchases.kind, 'live_session'))),
    db
      .select({
        ...targetColumns,
        heldSince: sql<Date>`greatest(${liveSessions.createdAt}, ${memberships.currentPeriodStart})`.mapWith(
          liveSessions.createdAt,
        ),
      })
      .from(liveSessions)
      .innerJoin(
        memberships,
        and(
          inArray(memberships.status, ['active', 'trialing']),
          or(isNull(memberships.currentPeriodEnd), gt(memberships.currentPeriodEnd, liveSessions.startAt)),
        ),
      )
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        remindable(from, to, eq(liveSessions.pricingType, 'paid'), eq(liveSessions.membersAccess, 'free')),
      ),
    db
      .select({ ...targetColumns, heldSince: liveSessions.createdAt })
      .from(liveSessions)
      .innerJoin(users, eq(users.id, liveSessions.hostUserId))
      .where(remindable(from, to)),
  ]);
  const once = new Map<string, Omit<LiveReminderTarget, 'link'>>();
  for (const row of [...buyers, ...members, ...hosts]) {
    const key = `${row.sessionId} ${row.userId}`;
    const seen = once.get(key);
    if (!seen || row.heldSince < seen.heldSince) once.set(key, row);
  }
  return [...once.values()].map((r) => ({ ...r, link: paths.liveSession(r.sessionId) }));
}
