import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TITLE_MAX,
  type Notification,
  type NotificationKind,
  type NotificationsResponse,
} from '@medprep/shared';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { one, oneOrThrow } from '../../platform/sql.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string | null;
  /** An address of the app, from `paths` (packages/shared/src/paths.ts). */
  link: string;
  /** When it happened (the caller's clock); the database's time when left out. */
  at?: Date;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * notify as a data-modifying CTE body for a caller's statement: one notice for each row `from` yields (a CTE's
 * name), none when it yields none. The caller's statement must belong to the transaction of the change.
 */
export const notifySql = (input: NotifyInput, from: SQL): SQL => sql`
  insert into notifications (user_id, kind, title, body, link, created_at)
  select ${input.userId}::uuid, ${input.kind}, ${clip(input.title, NOTIFICATION_TITLE_MAX)},
    ${input.body ? clip(input.body, NOTIFICATION_BODY_MAX) : null}::text, ${input.link},
    coalesce(${input.at ? input.at.toISOString() : null}::timestamptz, now())
  from ${from}`;

/**
 * Tells one person something in the app. Call it inside the transaction of the change it reports, so the
 * notice exists exactly when the change does (docs/decisions/252).
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<{ id: string }> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title: clip(input.title, NOTIFICATION_TITLE_MAX),
      body: input.body ? clip(input.body, NOTIFICATION_BODY_MAX) : null,
      link: input.link,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: notifications.id });
  return row!;
}

type Row = typeof notifications.$inferSelect;
const toNotification = (row: Row): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const row = await one(
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  );
  return row?.n ?? 0;
}

/** The caller's notices, newest first, with how many are unread. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  query: { page: number; limit: number },
): Promise<NotificationsResponse> {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const total = await one(
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  );
  return {
    ...toPage(rows, query, { total: total?.n ?? 0, map: toNotification }),
    unreadCount: await unreadCount(db, userId),
  };
}

/** Marks one of the caller's notices read (again: no change); someone else's answers 404. */
export async function markRead(db: DbOrTx, userId: string, id: string, now: Date) {
  if (!UUID.test(id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
  const owned = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(owned, isNull(notifications.readAt)));
  const row = await oneOrThrow(db.select().from(notifications).where(owned), () =>
    notFound(NOTIFICATION_MESSAGES.notFound),
  );
  return { notification: toNotification(row), unreadCount: await unreadCount(db, userId) };
}

export async function markAllRead(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unreadCount: 0 };
}

/* ---------- Account data (listed in this module's manifest, index.ts) ---------- */

/** Every notice the person received, for their data export. */
export async function exportNotifications(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  return rows.map((r) => ({
    ...r,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** A deleted account's notices go with it (they were for that person alone). */
export async function deleteNotificationsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
