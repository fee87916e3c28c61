/** The public tutor listing and a listed tutor's page. */
import {
  isUuid,
  TUTOR_MESSAGES,
  type TutorDetail,
  type TutorListItem,
  type TutorListQuery,
  type TutorListResponse,
} from '@medprep/shared';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { tutoringSessions, tutorProfiles, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { containsPattern } from '../../platform/sql.ts';
import type { ProfileRow } from './profiles.ts';

const completedCount = sql<number>`(select count(*)::int from ${tutoringSessions} where ${tutoringSessions.tutorId} = ${tutorProfiles.userId} and ${tutoringSessions.status} = 'completed')`;

function toListItem(
  row: ProfileRow,
  user: { name: string; avatar: string | null },
  completed: number,
): TutorListItem {
  return {
    id: row.userId,
    userId: row.userId,
    user: { name: user.name, avatar: user.avatar },
    headline: row.headline,
    subjects: row.subjects,
    languages: row.languages,
    hourlyRateMinor: row.hourlyRateMinor,
    currency: row.currency,
    timezone: row.timezone,
    rating: row.ratingCount > 0 ? row.ratingAvg : null,
    ratingCount: row.ratingCount,
    completedSessions: Number(completed),
  };
}

/**
 * The one rule for a public tutor: a listed profile of an account neither deleted nor disabled (an admin
 * disabling the account takes the tutor off the listing at once; enabling it brings them back). The listing,
 * a tutor's page, its slots and bookings, and the page heads and sitemap (page-meta.ts) all use it; it needs
 * `users` joined.
 */
export const listedAndActive = and(
  eq(tutorProfiles.isListed, true),
  sql`${users.deletedAt} is null`,
  sql`${users.disabledAt} is null`,
);

export async function listTutors(
  db: DbOrTx,
  query: z.output<typeof TutorListQuery>,
): Promise<TutorListResponse> {
  const where: (SQL | undefined)[] = [listedAndActive];
  if (query.q) {
    const p = containsPattern(query.q);
    where.push(
      sql`(${users.name} ilike ${p} or ${tutorProfiles.headline} ilike ${p} or ${tutorProfiles.bio} ilike ${p} or exists (select 1 from unnest(${tutorProfiles.subjects}) s where s ilike ${p}))`,
    );
  }
  if (query.subject)
    where.push(
      sql`exists (select 1 from unnest(${tutorProfiles.subjects}) s where lower(s) = lower(${query.subject}))`,
    );
  if (query.language)
    where.push(
      sql`exists (select 1 from unnest(${tutorProfiles.languages}) l where lower(l) = lower(${query.language}))`,
    );
  if (query.minPrice !== undefined) where.push(gte(tutorProfiles.hourlyRateMinor, query.minPrice));
  if (query.maxPrice !== undefined) where.push(lte(tutorProfiles.hourlyRateMinor, query.maxPrice));
  const filter = and(...where);
  const order = {
    // Highest visible-review average first, then the most reviewed; unreviewed tutors last.
    rating: [desc(tutorProfiles.ratingAvg), desc(tutorProfiles.ratingCount), desc(tutorProfiles.updatedAt)],
    price_asc: [asc(tutorProfiles.hourlyRateMinor), asc(users.name)],
    price_desc: [desc(tutorProfiles.hourlyRateMinor), asc(users.name)],
    recent: [desc(tutorProfiles.createdAt)],
  }[query.sort ?? 'rating'];
  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: tutorProfiles, name: users.name, avatar: users.avatar, completed: completedCount })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .where(filter)
      .orderBy(...order, asc(tutorProfiles.userId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .where(filter),
  ]);
  return {
    items: rows.map((r) => toListItem(r.profile, r, r.completed)),
    page: query.page,
    total: Number(total?.n ?? 0),
  };
}

/** A listed tutor (`listedAndActive`), or undefined: not a uuid, unknown, unlisted, deleted or disabled. */
export async function findListedTutor(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ profile: tutorProfiles, name: users.name, avatar: users.avatar, completed: completedCount })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .where(and(eq(tutorProfiles.userId, id), listedAndActive));
  return row;
}

/** A listed tutor, or 404 'Tutor not found or not listed.' */
export async function loadListedTutor(db: DbOrTx, id: string) {
  const row = await findListedTutor(db, id);
  if (!row) throw notFound(TUTOR_MESSAGES.notFoundOrUnlisted);
  return row;
}

export async function getTutor(db: DbOrTx, id: string): Promise<{ tutor: TutorDetail }> {
  const row = await loadListedTutor(db, id);
  return {
    tutor: {
      ...toListItem(row.profile, row, row.completed),
      bio: row.profile.bio,
      meetingProvider: row.profile.meetingProvider,
      slotSizeMin: row.profile.slotSizeMin,
    },
  };
}
