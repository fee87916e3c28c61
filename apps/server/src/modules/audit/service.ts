import type { AuditAction, AuditEntry, AuditQuery, AuditTargetKind } from '@medprep/shared';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { auditEntries, users } from '../../db/schema/index.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';

type Filters = z.output<typeof AuditQuery>;
type Row = {
  entry: typeof auditEntries.$inferSelect;
  actorName: string | null;
};

const toEntry = ({ entry, actorName }: Row): AuditEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor:
    entry.actorId && entry.actorRole
      ? { id: entry.actorId, name: actorName ?? '', role: entry.actorRole }
      : null,
  action: entry.action as AuditAction,
  targetKind: entry.targetKind as AuditTargetKind,
  targetId: entry.targetId,
  ip: entry.ip,
  changes: entry.changes,
});

/** The entries matching the filters, newest first; the actor's name is today's (a deleted account's is replaced). */
export async function listAudit(db: DbOrTx, query: Filters) {
  const where: SQL[] = [];
  if (query.actor) where.push(eq(auditEntries.actorId, query.actor));
  if (query.action) where.push(eq(auditEntries.action, query.action));
  if (query.targetKind) where.push(eq(auditEntries.targetKind, query.targetKind));
  if (query.targetId) where.push(eq(auditEntries.targetId, query.targetId));
  const condition = where.length ? and(...where) : undefined;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ entry: auditEntries, actorName: users.name })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(condition)
    .orderBy(desc(auditEntries.at), desc(auditEntries.seq))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditEntries).where(condition);
  return toPage(rows, query, { total: total?.n ?? 0, map: toEntry });
}

/** The entries about a person, as actor or as the one the target belongs to, oldest first (their data export). */
export async function auditEntriesAbout(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ entry: auditEntries, actorName: users.name })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(or(eq(auditEntries.actorId, userId), eq(auditEntries.subjectUserId, userId)))
    .orderBy(auditEntries.at, auditEntries.seq);
  return rows.map(toEntry);
}
