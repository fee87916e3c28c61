/** Tutor-matching requests: creating, viewing, the admin queue and matching a tutor. */
import {
  isUuid,
  TUTOR_MESSAGES,
  TUTOR_REQUEST_DUE_HOURS,
  type TutorRequest,
  type TutorRequestBody,
} from '@medprep/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { tutorRequests, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { loadProfile } from './profiles.ts';
import { HOUR, iso } from './time.ts';

type RequestRow = typeof tutorRequests.$inferSelect;

const matchedUser = alias(users, 'matched_user');
const requestSelect = {
  request: tutorRequests,
  matchedName: matchedUser.name,
  learnerName: users.name,
  learnerEmail: users.email,
};
export function requestsQuery(db: DbOrTx) {
  return db
    .select(requestSelect)
    .from(tutorRequests)
    .innerJoin(users, eq(users.id, tutorRequests.learnerId))
    .leftJoin(matchedUser, eq(matchedUser.id, tutorRequests.matchedTutorId));
}
type RequestJoined = Awaited<ReturnType<typeof requestsQuery>>[number];

export function toRequest(r: RequestJoined, withLearner = false): TutorRequest {
  const q = r.request;
  return {
    id: q.id,
    subject: q.subject,
    level: q.level,
    availabilityPref: q.availabilityPref,
    urgency: q.urgency,
    notes: q.notes,
    status: q.status,
    amountMinor: q.amountMinor,
    currency: q.currency,
    createdAt: q.createdAt.toISOString(),
    paidAt: iso(q.paidAt),
    dueAt: q.paidAt ? new Date(q.paidAt.getTime() + TUTOR_REQUEST_DUE_HOURS * HOUR).toISOString() : null,
    matchedAt: iso(q.matchedAt),
    matchedTutor: q.matchedTutorId ? { id: q.matchedTutorId, name: r.matchedName ?? '' } : null,
    ...(withLearner ? { learner: { id: q.learnerId, name: r.learnerName, email: r.learnerEmail } } : {}),
  };
}

export async function createRequest(
  db: DbOrTx,
  user: AuthUser,
  body: z.output<typeof TutorRequestBody>,
  amountMinor: number,
  currency: 'GBP' | 'USD' | 'EUR',
  now: Date,
): Promise<RequestRow> {
  const [row] = await db
    .insert(tutorRequests)
    .values({ learnerId: user.id, ...body, amountMinor, currency, createdAt: now })
    .returning();
  return row!;
}

export async function loadRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(tutorRequests).where(eq(tutorRequests.id, id));
  return row;
}

export async function requestView(db: DbOrTx, id: string, withLearner = false): Promise<TutorRequest> {
  const [row] = await requestsQuery(db).where(eq(tutorRequests.id, id));
  if (!row) throw notFound(TUTOR_MESSAGES.requestNotFound);
  return toRequest(row, withLearner);
}

export async function listAdminRequests(
  db: DbOrTx,
  query: { status?: TutorRequest['status'] | undefined; page: number; limit: number },
) {
  const where = inArray(tutorRequests.status, query.status ? [query.status] : ['paid']);
  const [rows, [total]] = await Promise.all([
    requestsQuery(db)
      .where(where)
      .orderBy(asc(tutorRequests.paidAt), asc(tutorRequests.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(tutorRequests).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map((r) => toRequest(r, true)),
    meta: { page: query.page, limit: query.limit, hasNextPage: query.page * query.limit < n, total: n },
  };
}

export async function matchRequest(db: DbOrTx, id: string, tutorId: string, now: Date) {
  const request = await loadRequest(db, id);
  if (!request) throw notFound(TUTOR_MESSAGES.requestNotFound);
  if (request.status !== 'paid') throw conflict(TUTOR_MESSAGES.requestNotPaid);
  const tutor = await loadProfile(db, tutorId);
  if (!tutor)
    throw new AppError('bad_request', TUTOR_MESSAGES.matchTutorNotFound, {
      fields: { tutorId: TUTOR_MESSAGES.matchTutorNotFound },
    });
  const [done] = await db
    .update(tutorRequests)
    .set({ status: 'matched', matchedAt: now, matchedTutorId: tutorId })
    .where(and(eq(tutorRequests.id, id), eq(tutorRequests.status, 'paid')))
    .returning({ id: tutorRequests.id });
  if (!done) throw conflict(TUTOR_MESSAGES.requestNotPaid);
  return { request: await requestView(db, id, true) };
}
