import {
  type AdminApplication,
  type AdminApplicationsQuery,
  APPLICATION_MESSAGES,
  type ApplicationStatus,
  type ApplyInput,
  AUDIT_ACTIONS,
  type MyApplication,
} from '@medprep/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { instructorApplications, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { containsPattern, one, oneOrThrow } from '../../platform/sql.ts';
import { type ActorContext, recordAudit } from '../audit/index.ts';
import { changeUserRole } from '../auth/service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const reviewer = alias(users, 'reviewer');
const selection = {
  app: instructorApplications,
  user: { id: users.id, name: users.name, email: users.email },
  reviewer: { id: reviewer.id, name: reviewer.name },
};
type Row = {
  app: typeof instructorApplications.$inferSelect;
  user: { id: string; name: string; email: string };
  reviewer: { id: string; name: string } | null;
};

function baseQuery(db: DbOrTx) {
  return db
    .select(selection)
    .from(instructorApplications)
    .innerJoin(users, eq(users.id, instructorApplications.userId))
    .leftJoin(reviewer, eq(reviewer.id, instructorApplications.reviewedBy))
    .$dynamic();
}

function toMine({ app, user }: Row): MyApplication {
  return {
    id: app.id,
    status: app.status,
    user,
    answers: {
      displayName: app.displayName,
      bio: app.bio,
      website: app.website,
      links: app.links,
      categories: app.categories,
      samples: app.samples,
    },
    review: { reason: app.rejectionReason, reviewedAt: app.reviewedAt?.toISOString() ?? null },
    rejectionReason: app.rejectionReason,
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    submittedAt: app.submittedAt.toISOString(),
  };
}

function toAdmin(row: Row): AdminApplication {
  const mine = toMine(row);
  return { ...mine, notes: row.app.adminNotes, review: { ...mine.review, reviewedBy: row.reviewer } };
}

function findRow(db: DbOrTx, where: SQL): Promise<Row | undefined> {
  return one(baseQuery(db).where(where));
}

export async function getMyApplication(db: DbOrTx, userId: string): Promise<MyApplication | null> {
  const row = await findRow(db, eq(instructorApplications.userId, userId));
  return row ? toMine(row) : null;
}

/**
 * Submits an application: a first one is created pending; a pending one is edited; a rejected one goes back
 * to pending with the review cleared. An approved applicant, or someone who already teaches, cannot apply.
 */
export async function applyToTeach(
  db: DbOrTx,
  user: AuthUser,
  input: ApplyInput,
  now: Date,
): Promise<MyApplication> {
  if (user.role !== 'user') throw new AppError('conflict', APPLICATION_MESSAGES.alreadyTeaches);
  const values = {
    displayName: input.displayName,
    bio: input.bio,
    website: input.website ?? null,
    links: input.links,
    categories: input.categories,
    samples: input.samples,
    agreedTermsAt: now,
    submittedAt: now,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const existing = await one(
      tx
        .select({ id: instructorApplications.id, status: instructorApplications.status })
        .from(instructorApplications)
        .where(eq(instructorApplications.userId, user.id))
        .for('update'),
    );
    if (existing?.status === 'approved') throw new AppError('conflict', APPLICATION_MESSAGES.alreadyApproved);
    if (existing) {
      await tx
        .update(instructorApplications)
        .set({ ...values, status: 'pending', reviewedAt: null, reviewedBy: null, rejectionReason: null })
        .where(eq(instructorApplications.id, existing.id));
    } else {
      // The unique key on user_id settles two first submissions racing each other.
      await tx
        .insert(instructorApplications)
        .values({ ...values, userId: user.id, createdAt: now })
        .onConflictDoUpdate({ target: instructorApplications.userId, set: values });
    }
    const row = await findRow(tx, eq(instructorApplications.userId, user.id));
    return toMine(row!);
  });
}

export async function listApplications(
  db: DbOrTx,
  query: { status?: ApplicationStatus | undefined; q?: string | undefined; page: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(instructorApplications.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(instructorApplications.displayName, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(instructorApplications.submittedAt), desc(instructorApplications.id))
    .limit(limit)
    .offset(offset);
  const total = await one(
    db
      .select({ n: count() })
      .from(instructorApplications)
      .innerJoin(users, eq(users.id, instructorApplications.userId))
      .where(where),
  );
  return toPage(rows, query, { total: total?.n ?? 0, map: toAdmin });
}

export type ListApplicationsQuery = AdminApplicationsQuery;

export async function getApplication(db: DbOrTx, id: string): Promise<AdminApplication> {
  if (!UUID.test(id)) throw notFound(APPLICATION_MESSAGES.notFound);
  const row = await oneOrThrow(baseQuery(db).where(eq(instructorApplications.id, id)), () =>
    notFound(APPLICATION_MESSAGES.notFound),
  );
  return toAdmin(row);
}

/**
 * Approves or rejects a pending application. The state check is part of the update, so two admins
 * deciding at once cannot both succeed; approving makes the applicant an instructor in the same transaction.
 * The decision, and the role change it makes, are written to the audit trail in that transaction.
 */
export async function decideApplication(
  db: DbOrTx,
  audit: ActorContext,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  now: Date,
): Promise<AdminApplication> {
  if (!UUID.test(id)) throw notFound(APPLICATION_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(instructorApplications)
      .set({
        status: decision.status,
        rejectionReason: decision.status === 'rejected' ? decision.reason : null,
        reviewedAt: now,
        reviewedBy: audit.actor.id,
        updatedAt: now,
      })
      .where(and(eq(instructorApplications.id, id), eq(instructorApplications.status, 'pending')))
      .returning({ userId: instructorApplications.userId });
    if (!updated) {
      await oneOrThrow(
        tx
          .select({ id: instructorApplications.id })
          .from(instructorApplications)
          .where(eq(instructorApplications.id, id)),
        () => notFound(APPLICATION_MESSAGES.notFound),
      );
      throw new AppError('conflict', APPLICATION_MESSAGES.notPending);
    }
    await recordAudit(tx, audit, {
      action:
        decision.status === 'approved'
          ? AUDIT_ACTIONS.applicationApproved
          : AUDIT_ACTIONS.applicationRejected,
      target: { kind: 'application', id },
      subjectUserId: updated.userId,
      changes: {
        status: ['pending', decision.status],
        ...(decision.status === 'rejected' ? { rejectionReason: [null, decision.reason] } : {}),
      },
      at: now,
    });
    if (decision.status === 'approved') {
      const applicant = await one(
        tx.select({ role: users.role }).from(users).where(eq(users.id, updated.userId)),
      );
      if (applicant?.role === 'user') {
        await changeUserRole(tx, updated.userId, 'instructor');
        await recordAudit(tx, audit, {
          action: AUDIT_ACTIONS.userRoleChanged,
          target: { kind: 'user', id: updated.userId },
          subjectUserId: updated.userId,
          changes: { role: ['user', 'instructor'] },
          at: now,
        });
      }
    }
    return toAdmin((await findRow(tx, eq(instructorApplications.id, id)))!);
  });
}

export async function saveApplicationNotes(db: DbOrTx, id: string, notes: string, now: Date) {
  if (!UUID.test(id)) throw notFound(APPLICATION_MESSAGES.notFound);
  await oneOrThrow(
    db
      .update(instructorApplications)
      .set({ adminNotes: notes, updatedAt: now })
      .where(eq(instructorApplications.id, id))
      .returning({ id: instructorApplications.id }),
    () => notFound(APPLICATION_MESSAGES.notFound),
  );
  return getApplication(db, id);
}
