import { type LiveReminderSwitch, paths } from '@medprep/shared';
import { and, asc, eq, exists, gt, inArray, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { liveReminderOptouts, liveSessions, memberships, purchases, users } from '../../db/schema/index.ts';

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

/** A membership (active or trialing) that still runs at the session's start: its holder is reminded. */
const membershipRunsAtStart = () =>
  and(
    inArray(memberships.status, ['active', 'trialing']),
    or(isNull(memberships.currentPeriodEnd), gt(memberships.currentPeriodEnd, liveSessions.startAt)),
  );

/** The person turned this session's reminders off (docs/decisions/675). */
const optedOut = (db: DbOrTx, userId: SQL | string) =>
  db
    .select({ one: sql`1` })
    .from(liveReminderOptouts)
    .where(and(eq(liveReminderOptouts.userId, userId), eq(liveReminderOptouts.sessionId, liveSessions.id)));

/**
 * Sessions starting in (from, to] that are not canceled, and people whose accounts are active with reminders
 * on and who have not turned this session's reminders off.
 */
const remindable = (db: DbOrTx, from: Date, to: Date, ...more: SQL[]) =>
  and(
    isNull(liveSessions.canceledAt),
    gt(liveSessions.startAt, from),
    lte(liveSessions.startAt, to),
    eq(users.remindersEnabled, true),
    isNull(users.disabledAt),
    isNull(users.deletedAt),
    notExists(optedOut(db, sql`${users.id}`)),
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
 * A person who turned a session's reminders off (`live_reminder_optouts`) is skipped for it, whatever their way in.
 * The join link is not in the mail: joining opens on the session's page.
 */
export async function liveReminderTargets(db: DbOrTx, from: Date, to: Date): Promise<LiveReminderTarget[]> {
  const [buyers, members, hosts] = await Promise.all([
    db
      .select({ ...targetColumns, heldSince: purchases.purchasedAt })
      .from(purchases)
      .innerJoin(liveSessions, eq(liveSessions.id, purchases.itemId))
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(remindable(db, from, to, eq(purchases.kind, 'live_session'))),
    db
      .select({
        ...targetColumns,
        heldSince: sql<Date>`greatest(${liveSessions.createdAt}, ${memberships.currentPeriodStart})`.mapWith(
          liveSessions.createdAt,
        ),
      })
      .from(liveSessions)
      .innerJoin(memberships, membershipRunsAtStart())
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        remindable(
          db,
          from,
          to,
          eq(liveSessions.pricingType, 'paid'),
          eq(liveSessions.membersAccess, 'free'),
        ),
      ),
    db
      .select({ ...targetColumns, heldSince: liveSessions.createdAt })
      .from(liveSessions)
      .innerJoin(users, eq(users.id, liveSessions.hostUserId))
      .where(remindable(db, from, to)),
  ]);
  const once = new Map<string, Omit<LiveReminderTarget, 'link'>>();
  for (const row of [...buyers, ...members, ...hosts]) {
    const key = `${row.sessionId} ${row.userId}`;
    const seen = once.get(key);
    if (!seen || row.heldSince < seen.heldSince) once.set(key, row);
  }
  return [...once.values()].map((r) => ({ ...r, link: paths.liveSession(r.sessionId) }));
}

/**
 * The person's reminders of one session, or null when the reminder job would not remind them of it whatever
 * their choice (docs/decisions/675): a buyer of it, a member whose membership runs at its start when it is
 * paid and free for members, or its host gets reminders; anyone else (an admin as such, the public of a free
 * session) none. The account-wide setting does not decide who may choose (the choice is kept either way), but
 * it is told (`accountEnabled`, docs/decisions/678): with it off the job sends nothing. One query.
 */
export async function remindersOf(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<LiveReminderSwitch | null> {
  const [row] = await db
    .select({
      accountEnabled: sql<boolean>`coalesce((${db
        .select({ enabled: users.remindersEnabled })
        .from(users)
        .where(eq(users.id, userId))}), false)`.mapWith(Boolean),
      host: sql<boolean>`${liveSessions.hostUserId} = ${userId}`.mapWith(Boolean),
      bought: exists(
        db
          .select({ one: sql`1` })
          .from(purchases)
          .where(
            and(
              eq(purchases.userId, userId),
              eq(purchases.kind, 'live_session'),
              eq(purchases.itemId, liveSessions.id),
            ),
          ),
      ).mapWith(Boolean),
      member: sql<boolean>`${
        and(
          eq(liveSessions.pricingType, 'paid'),
          eq(liveSessions.membersAccess, 'free'),
          exists(
            db
              .select({ one: sql`1` })
              .from(memberships)
              .where(and(eq(memberships.userId, userId), membershipRunsAtStart())),
          ),
        ) as SQL
      }`.mapWith(Boolean),
      optedOut: exists(optedOut(db, userId)).mapWith(Boolean),
    })
    .from(liveSessions)
    .where(eq(liveSessions.id, sessionId));
  if (!row || !(row.host || row.bought || row.member)) return null;
  return { remind: !row.optedOut, accountEnabled: row.accountEnabled };
}

/** Turns one person's reminders of one session on (no row) or off (a row); idempotent either way. */
export async function saveReminderChoice(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  remind: boolean,
  now: Date,
): Promise<void> {
  if (remind) {
    await db
      .delete(liveReminderOptouts)
      .where(and(eq(liveReminderOptouts.userId, userId), eq(liveReminderOptouts.sessionId, sessionId)));
  } else {
    await db.insert(liveReminderOptouts).values({ userId, sessionId, createdAt: now }).onConflictDoNothing();
  }
}

/** 'Download my data': the sessions whose reminders the person turned off. */
export async function exportReminderOptouts(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      sessionId: liveReminderOptouts.sessionId,
      title: liveSessions.title,
      startAt: liveSessions.startAt,
      since: liveReminderOptouts.createdAt,
    })
    .from(liveReminderOptouts)
    .innerJoin(liveSessions, eq(liveSessions.id, liveReminderOptouts.sessionId))
    .where(eq(liveReminderOptouts.userId, userId))
    .orderBy(asc(liveSessions.startAt));
  return {
    remindersOff: rows.map((r) => ({
      sessionId: r.sessionId,
      title: r.title,
      startAt: r.startAt.toISOString(),
      since: r.since.toISOString(),
    })),
  };
}

/** 'Delete my account': the choices go with the account (the user row stays, so no cascade removes them). */
export async function eraseReminderOptouts(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(liveReminderOptouts).where(eq(liveReminderOptouts.userId, userId));
}
