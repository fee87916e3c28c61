import {
  COURSE_MESSAGES,
  type CourseListQuery,
  type CourseStatus,
  type CourseSummary,
  type CourseViewer,
  type CurriculumBody,
  type InstructorCourse,
  type InstructorCourseListQuery,
  type PublicCourse,
  type UpdateCourseBody,
  youtubeVideoId,
} from '@medprep/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lte,
  notInArray,
  Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courseSections, courses, enrollments, lessons, users } from '../../db/schema/index.ts';
import { accessSource, hasActiveMembership } from '../../platform/access.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uniqueCourseSlug, withSlugRetry } from './slug.ts';

type CourseRow = typeof courses.$inferSelect;
type ListQuery = z.output<typeof CourseListQuery>;
type InstructorListQuery = z.output<typeof InstructorCourseListQuery>;
type Curriculum = z.output<typeof CurriculumBody>;
type CoursePatch = z.output<typeof UpdateCourseBody>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Everything a summary needs: not the description, and never the search columns. */
const summaryCourseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  subtitle: courses.subtitle,
  thumbnail: courses.thumbnail,
  level: courses.level,
  language: courses.language,
  category: courses.category,
  tags: courses.tags,
  status: courses.status,
  totalDurationSec: courses.totalDurationSec,
  lessonCount: courses.lessonCount,
  ratingAvg: courses.ratingAvg,
  ratingCount: courses.ratingCount,
  enrollmentCount: courses.enrollmentCount,
  priceMinor: courses.priceMinor,
  currency: courses.currency,
  includedInMembership: courses.includedInMembership,
  publishedAt: courses.publishedAt,
  updatedAt: courses.updatedAt,
};
const summaryColumns = { course: summaryCourseColumns, instructor: { id: users.id, name: users.name } };
type SummaryRow = Pick<CourseRow, keyof typeof summaryCourseColumns>;

export function toSummary(course: SummaryRow, instructor: { id: string; name: string }): CourseSummary {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    thumbnail: course.thumbnail,
    level: course.level,
    language: course.language,
    category: course.category,
    tags: course.tags,
    status: course.status,
    totalDurationSec: course.totalDurationSec,
    lessonCount: course.lessonCount,
    ratingAvg: course.ratingAvg,
    ratingCount: course.ratingCount,
    enrollmentCount: course.enrollmentCount,
    pricing: {
      amountMinor: course.priceMinor,
      currency: course.currency,
      isFree: course.priceMinor === 0,
      includedInMembership: course.includedInMembership,
    },
    instructor,
    publishedAt: course.publishedAt?.toISOString() ?? null,
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** Words of a search, each as a prefix term: tolerant of partial words; stemming handles word endings. */
function prefixTsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** The column each sort orders by (then id, descending); each pair matches one index exactly. */
const SORT_KEYS: Record<ListQuery['sort'], { column: AnyPgColumn; direction: 'asc' | 'desc' }> = {
  newest: { column: courses.publishedAt, direction: 'desc' },
  popular: { column: courses.enrollmentCount, direction: 'desc' },
  rating: { column: courses.ratingAvg, direction: 'desc' },
  price_asc: { column: courses.priceMinor, direction: 'asc' },
  price_desc: { column: courses.priceMinor, direction: 'desc' },
};

/** Descending columns NULLS LAST, as the indexes are built. */
const ordered = (key: SQL | AnyPgColumn, direction: 'asc' | 'desc') =>
  direction === 'asc' ? sql`${key} asc` : sql`${key} desc nulls last`;

/**
 * How a search page is found. `all`: walk the sort index, filtering as it goes (cheap when matches are
 * dense, and for a small catalogue). `window`: the same walk, bounded to the first rows of the sort order
 * (those at or before `cutoff`). `matches`: collect the matches through the search indexes, then sort them
 * (cheap when matches are rare); the sort key is wrapped so that no index can provide the order.
 */
export type CatalogueStrategy =
  | { kind: 'all' }
  | { kind: 'window'; cutoff: number | Date }
  | { kind: 'matches' };

/** How many rows of the sort order a search walks before it collects its matches instead. */
export const CATALOGUE_SEARCH_WINDOW = 2000;

/** Which filters a catalogue query has, and its strategy: one prepared statement per shape. */
function catalogueShape(query: ListQuery, strategy: CatalogueStrategy) {
  const search = query.q ? searchValues(query.q) : null;
  return {
    key: [strategy.kind, query.sort, query.isFree, !!query.level, !!query.category, !!search].join('|'),
    search,
  };
}

/** Search over title, subtitle, description, tags (full text with prefixes) and infix matches (trigram). */
function searchValues(q: string) {
  const tsquery = prefixTsQuery(q);
  if (!tsquery) return null;
  return { tsquery, needle: `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/** The catalogue query with placeholders for every value (one page plus one row, to know if there is a next page). */
function buildCatalogue(db: DbOrTx, query: ListQuery, strategy: CatalogueStrategy, hasSearch: boolean) {
  const conditions: SQL[] = [eq(courses.status, 'published')];
  if (query.level) conditions.push(eq(courses.level, sql.placeholder('level')));
  const price = priceCondition(query.isFree);
  if (price) conditions.push(price);
  if (query.category) conditions.push(eq(courses.category, sql.placeholder('category')));
  if (hasSearch) {
    conditions.push(
      sql`(${courses.searchVector} @@ to_tsquery('english', ${sql.placeholder('tsquery')}) or ${courses.searchText} like ${sql.placeholder('needle')})`,
    );
  }
  const { column, direction } = SORT_KEYS[query.sort];
  let key: SQL | AnyPgColumn = column;
  if (strategy.kind === 'window') {
    const cutoff = sql.placeholder('cutoff');
    conditions.push(direction === 'asc' ? lte(column, cutoff) : gte(column, cutoff));
  } else if (strategy.kind === 'matches') {
    key = column === courses.publishedAt ? sql`(${column} + interval '0 seconds')` : sql`(${column} + 0)`;
  }
  return db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(and(...conditions))
    .orderBy(ordered(key, direction), ordered(courses.id, 'desc'))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

function catalogueValues(
  query: ListQuery,
  strategy: CatalogueStrategy,
  search: ReturnType<typeof searchValues>,
) {
  return {
    level: query.level,
    category: query.category,
    tsquery: search?.tsquery,
    needle: search?.needle,
    cutoff:
      strategy.kind !== 'window'
        ? undefined
        : strategy.cutoff instanceof Date
          ? strategy.cutoff.toISOString()
          : strategy.cutoff,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  };
}

/** The map of `maps` that belongs to one database (or transaction) handle. */
function perDatabase<K, V>(maps: WeakMap<object, Map<K, V>>, db: DbOrTx): Map<K, V> {
  let map = maps.get(db);
  if (!map) {
    map = new Map();
    maps.set(db, map);
  }
  return map;
}

type PreparedCatalogue = ReturnType<ReturnType<typeof buildCatalogue>['prepare']>;
const preparedCatalogue = new WeakMap<object, Map<string, PreparedCatalogue>>();
/**
 * Drizzle asks for a statement name, but a named statement lets PostgreSQL switch to one generic plan,
 * which would walk the sort index for a rare word; unnamed, the query is built once per shape and planned
 * per call with its values.
 */
const UNNAMED_STATEMENT = undefined as unknown as string;

/** Runs the catalogue query: built once per shape of filters, then only its values change. */
export function catalogueQuery(db: DbOrTx, query: ListQuery, strategy: CatalogueStrategy = { kind: 'all' }) {
  const { key, search } = catalogueShape(query, strategy);
  const byShape = perDatabase(preparedCatalogue, db);
  let prepared = byShape.get(key);
  if (!prepared) {
    prepared = buildCatalogue(db, query, strategy, !!search).prepare(UNNAMED_STATEMENT);
    byShape.set(key, prepared);
  }
  return prepared.execute(catalogueValues(query, strategy, search));
}

/** The SQL and values catalogueQuery sends, for the benchmark's raw run. */
export function catalogueStatement(
  db: DbOrTx,
  query: ListQuery,
  strategy: CatalogueStrategy = { kind: 'all' },
) {
  const { search } = catalogueShape(query, strategy);
  const { sql: text, params } = buildCatalogue(db, query, strategy, !!search).toSQL();
  const values: Record<string, unknown> = catalogueValues(query, strategy, search);
  return {
    text,
    params: params.map((p) => (p instanceof Placeholder ? values[p.name] : p)),
  };
}

/** Conditions of the catalogue that do not depend on the search words: published, and the price filter. */
function priceCondition(isFree: boolean | undefined): SQL | undefined {
  if (isFree === true) return eq(courses.priceMinor, 0);
  if (isFree === false) return sql`${courses.priceMinor} > 0`;
  return undefined;
}

type CutoffKey = `${ListQuery['sort']}:${boolean | undefined}`;
const cutoffCache = new WeakMap<
  object,
  Map<CutoffKey, { value: Promise<number | Date | null>; until: number }>
>();
const CUTOFF_TTL_MS = 60_000;

/**
 * The sort key of the row CATALOGUE_SEARCH_WINDOW places down the sort order (of the courses that pass the
 * price filter, which moves with the price sorts), kept for a minute: a stale value only changes how far
 * a search walks, never its answer.
 */
export function sortCutoff(
  db: DbOrTx,
  sort: ListQuery['sort'],
  isFree?: boolean,
): Promise<number | Date | null> {
  const cache = perDatabase(cutoffCache, db);
  const cacheKey: CutoffKey = `${sort}:${isFree}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.until > Date.now()) return hit.value;
  // Concurrent requests share one lookup; a failed one is not kept.
  const { column, direction } = SORT_KEYS[sort];
  const value = db
    .select({ value: column })
    .from(courses)
    .where(and(eq(courses.status, 'published'), priceCondition(isFree)))
    .orderBy(ordered(column, direction), ordered(courses.id, 'desc'))
    .limit(1)
    .offset(CATALOGUE_SEARCH_WINDOW)
    .then(([row]) => (row?.value as number | Date | null | undefined) ?? null);
  cache.set(cacheKey, { value, until: Date.now() + CUTOFF_TTL_MS });
  value.catch(() => cache.delete(cacheKey));
  return value;
}

/** The strategy a catalogue query tries first: the bounded window for a search on a large catalogue. */
export async function firstStrategy(db: DbOrTx, query: ListQuery): Promise<CatalogueStrategy> {
  if (!query.q || !prefixTsQuery(query.q)) return { kind: 'all' };
  const cutoff = await sortCutoff(db, query.sort, query.isFree);
  return cutoff === null ? { kind: 'all' } : { kind: 'window', cutoff };
}

/**
 * The public catalogue: published courses only, every filter combinable, one page plus a has-next flag.
 * A search first walks a bounded window of the sort order, which fills the page at once for common words;
 * when it does not, the matches are collected through the search indexes instead. Either way the page is
 * exact: every match outside the window sorts after every match inside it.
 */
export async function listCourses(db: DbOrTx, query: ListQuery) {
  const strategy = await firstStrategy(db, query);
  let rows = await catalogueQuery(db, query, strategy);
  if (strategy.kind === 'window' && rows.length <= query.limit) {
    rows = await catalogueQuery(db, query, { kind: 'matches' });
  }
  return {
    items: rows.slice(0, query.limit).map((r) => toSummary(r.course, r.instructor)),
    meta: { page: query.page, limit: query.limit, hasNextPage: rows.length > query.limit },
  };
}

export async function listCategories(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: courses.category })
    .from(courses)
    .where(and(eq(courses.status, 'published'), sql`${courses.category} <> ''`))
    .orderBy(asc(courses.category));
  return rows.map((r) => r.category);
}

async function loadCourse(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ course: courses, instructor: summaryColumns.instructor })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(where);
  return row;
}

async function loadCurriculum(db: DbOrTx, courseId: string) {
  const sections = await db
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position), asc(courseSections.id));
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  return sections.map((s) => ({ ...s, lessons: lessonRows.filter((l) => l.sectionId === s.id) }));
}
export type LoadedCurriculum = Awaited<ReturnType<typeof loadCurriculum>>;
export { loadCurriculum };

const canManage = (user: AuthUser, course: CourseRow) => user.role === 'admin' || course.ownerId === user.id;

/**
 * The public course page. Published courses are public; an archived one stays visible to the learners
 * enrolled in it; drafts only to their owner and admins. Titles only: no lesson content.
 */
export async function getPublicCourse(
  db: DbOrTx,
  user: AuthUser | null,
  slug: string,
  now: Date,
): Promise<{ course: PublicCourse; viewer: CourseViewer }> {
  const row = await loadCourse(db, eq(courses.slug, slug));
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  const { course } = row;
  const owner = user ? canManage(user, course) : false;
  const [enrollment] = user
    ? await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)))
    : [];
  if (course.status === 'draft' && !owner) throw notFound(COURSE_MESSAGES.notFound);
  if (course.status === 'archived' && !owner && !enrollment) throw notFound(COURSE_MESSAGES.notFound);
  const membershipActive = user ? await hasActiveMembership(db, user.id, now) : false;
  const source = await accessSource(db, user, { kind: 'course', ...accessFields(course) }, now);
  const action: CourseViewer['action'] =
    enrollment || owner
      ? 'go_to_course'
      : !user
        ? 'login'
        : source === 'free'
          ? 'enroll_free'
          : source === 'purchase'
            ? 'enroll_free'
            : source === 'membership'
              ? 'start_with_membership'
              : 'buy';
  const sections = await loadCurriculum(db, course.id);
  return {
    course: {
      ...toSummary(course, row.instructor),
      description: course.description,
      promoVideoUrl: course.promoVideoUrl,
      sections: sections.map((s) => ({
        id: s.id,
        title: s.title,
        lessons: s.lessons.map((l) => ({
          id: l.id,
          title: l.title,
          type: l.type,
          durationSec: l.durationSec,
        })),
      })),
    },
    viewer: { signedIn: Boolean(user), enrolled: Boolean(enrollment), owner, membershipActive, action },
  };
}

export function accessFields(course: CourseRow) {
  return {
    id: course.id,
    ownerId: course.ownerId,
    priceMinor: course.priceMinor,
    includedInMembership: course.includedInMembership,
  };
}

// Instructor side

async function loadManaged(db: DbOrTx, user: AuthUser, id: string, lock = false): Promise<CourseRow> {
  if (!UUID.test(id)) throw notFound(COURSE_MESSAGES.notFound);
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [course] = lock ? await query.for('update') : await query;
  // Another instructor's course is reported as not found, not as forbidden: its existence is not theirs to know.
  if (!course || !canManage(user, course)) throw notFound(COURSE_MESSAGES.notFound);
  return course;
}

export async function getInstructorCourse(db: DbOrTx, user: AuthUser, id: string): Promise<InstructorCourse> {
  const course = await loadManaged(db, user, id);
  return toInstructorCourse(db, course);
}

async function toInstructorCourse(db: DbOrTx, course: CourseRow): Promise<InstructorCourse> {
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, course.ownerId));
  const sections = await loadCurriculum(db, course.id);
  return {
    ...toSummary(course, owner!),
    description: course.description,
    promoVideoUrl: course.promoVideoUrl,
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: s.lessons.map((l) => ({
        id: l.id,
        title: l.title,
        type: l.type,
        youtubeUrl: l.youtubeUrl,
        textContent: l.textContent,
        quizId: l.quizId,
        durationSec: l.durationSec,
      })),
    })),
  };
}

export async function createCourse(db: DbOrTx, user: AuthUser, title: string): Promise<InstructorCourse> {
  return withSlugRetry(async () => {
    const slug = await uniqueCourseSlug(db, title);
    const [course] = await db.insert(courses).values({ title, slug, ownerId: user.id }).returning();
    return toInstructorCourse(db, course!);
  });
}

export async function updateCourse(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  patch: CoursePatch,
  now: Date,
): Promise<InstructorCourse> {
  const course = await loadManaged(db, user, id);
  const values: Partial<typeof courses.$inferInsert> = { ...patch, updatedAt: now };
  return withSlugRetry(async () => {
    // The slug follows the title until the course is first published, then never changes.
    if (patch.title && patch.title !== course.title && !course.firstPublishedAt) {
      values.slug = await uniqueCourseSlug(db, patch.title, course.id);
    }
    const [updated] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
    return toInstructorCourse(db, updated!);
  });
}

export async function updatePricing(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  pricing: {
    amountMajor: number;
    currency: 'GBP' | 'USD' | 'EUR';
    includedInMembership?: boolean | undefined;
  },
  now: Date,
): Promise<InstructorCourse> {
  await loadManaged(db, user, id);
  const [updated] = await db
    .update(courses)
    .set({
      priceMinor: pricing.amountMajor,
      currency: pricing.currency,
      ...(pricing.includedInMembership === undefined
        ? {}
        : { includedInMembership: pricing.includedInMembership }),
      updatedAt: now,
    })
    .where(eq(courses.id, id))
    .returning();
  return toInstructorCourse(db, updated!);
}

/** Recomputes the course's total duration and lesson count from its lessons. */
async function refreshTotals(db: DbOrTx, courseId: string, now: Date) {
  await db
    .update(courses)
    .set({
      totalDurationSec: sql`(select coalesce(sum(${lessons.durationSec}), 0) from ${lessons} where ${lessons.courseId} = ${courseId})`,
      lessonCount: sql`(select count(*) from ${lessons} where ${lessons.courseId} = ${courseId})`,
      updatedAt: now,
    })
    .where(eq(courses.id, courseId));
}

/**
 * Replaces the curriculum in one transaction: sections and lessons named by id are kept (so learners'
 * progress survives a reorder or rename), new ones are created, and missing ones are deleted.
 */
export async function replaceCurriculum(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  curriculum: Curriculum,
  now: Date,
): Promise<InstructorCourse> {
  return db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    const existing = await loadCurriculum(tx, course.id);
    const sectionIds = new Set(existing.map((s) => s.id));
    const lessonIds = new Set(existing.flatMap((s) => s.lessons.map((l) => l.id)));
    const keptSections: string[] = [];
    const keptLessons: string[] = [];
    for (const [sIndex, section] of curriculum.sections.entries()) {
      let sectionId = section.id && sectionIds.has(section.id) ? section.id : undefined;
      if (sectionId) {
        await tx
          .update(courseSections)
          .set({ title: section.title, position: sIndex })
          .where(eq(courseSections.id, sectionId));
      } else {
        const [created] = await tx
          .insert(courseSections)
          .values({ courseId: course.id, title: section.title, position: sIndex })
          .returning({ id: courseSections.id });
        sectionId = created!.id;
      }
      keptSections.push(sectionId);
      for (const [lIndex, lesson] of section.lessons.entries()) {
        const values = {
          courseId: course.id,
          sectionId,
          title: lesson.title,
          type: lesson.type,
          youtubeUrl: lesson.type === 'video' ? (lesson.youtubeUrl ?? null) : null,
          youtubeId: lesson.type === 'video' ? youtubeVideoId(lesson.youtubeUrl) : null,
          textContent: lesson.type === 'text' ? (lesson.textContent ?? '') : null,
          quizId: lesson.type === 'quiz' && lesson.quizId && UUID.test(lesson.quizId) ? lesson.quizId : null,
          durationSec: lesson.durationSec,
          position: lIndex,
        };
        if (lesson.type === 'quiz' && !values.quizId) {
          throw new AppError('validation_failed', COURSE_MESSAGES.quizIdRequired, {
            fields: { [`sections.${sIndex}.lessons.${lIndex}.quizId`]: COURSE_MESSAGES.quizIdRequired },
          });
        }
        if (lesson.id && lessonIds.has(lesson.id)) {
          await tx.update(lessons).set(values).where(eq(lessons.id, lesson.id));
          keptLessons.push(lesson.id);
        } else {
          const [created] = await tx.insert(lessons).values(values).returning({ id: lessons.id });
          keptLessons.push(created!.id);
        }
      }
    }
    await tx
      .delete(lessons)
      .where(
        keptLessons.length
          ? and(eq(lessons.courseId, course.id), notInArray(lessons.id, keptLessons))
          : eq(lessons.courseId, course.id),
      );
    await tx
      .delete(courseSections)
      .where(
        keptSections.length
          ? and(eq(courseSections.courseId, course.id), notInArray(courseSections.id, keptSections))
          : eq(courseSections.courseId, course.id),
      );
    await refreshTotals(tx, course.id, now);
    const [updated] = await tx.select().from(courses).where(eq(courses.id, course.id));
    return toInstructorCourse(tx, updated!);
  });
}

/**
 * The quick path of the specification: sets the course's single video lesson. A course with a fuller
 * curriculum is edited in the curriculum editor instead.
 */
export async function setSingleVideoLesson(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  input: { title: string; youtubeUrl: string; durationSec: number },
  now: Date,
): Promise<InstructorCourse> {
  const course = await loadManaged(db, user, id);
  const current = await loadCurriculum(db, course.id);
  const all = current.flatMap((s) => s.lessons);
  if (all.length > 1) {
    throw new AppError('conflict', 'This course has several lessons: edit them in the curriculum.');
  }
  const lesson = { ...input, type: 'video' as const, id: all[0]?.id };
  const section = current[0];
  return replaceCurriculum(
    db,
    user,
    id,
    { sections: [{ id: section?.id, title: section?.title ?? 'Course content', lessons: [lesson] }] },
    now,
  );
}

type Transition = 'publish' | 'unpublish' | 'archive' | 'restore';

const TRANSITIONS: Record<Transition, { from: CourseStatus[]; to: CourseStatus; refused: string }> = {
  publish: { from: ['draft', 'archived'], to: 'published', refused: COURSE_MESSAGES.alreadyPublished },
  unpublish: { from: ['published'], to: 'draft', refused: COURSE_MESSAGES.notPublished },
  archive: { from: ['draft', 'published'], to: 'archived', refused: COURSE_MESSAGES.alreadyArchived },
  restore: { from: ['archived'], to: 'draft', refused: COURSE_MESSAGES.notArchived },
};

/** Publish, Unpublish, Archive and Restore under the state rules of platform.md §4. */
export async function transitionCourse(
  db: DbOrTx,
  user: AuthUser,
  id: string,
  action: Transition,
  now: Date,
): Promise<InstructorCourse> {
  return db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    const rule = TRANSITIONS[action];
    if (!rule.from.includes(course.status)) throw new AppError('conflict', rule.refused);
    if (action === 'publish' && course.lessonCount === 0) {
      throw new AppError('conflict', COURSE_MESSAGES.cannotPublishEmpty);
    }
    const [updated] = await tx
      .update(courses)
      .set({
        status: rule.to,
        updatedAt: now,
        ...(action === 'publish'
          ? { publishedAt: now, firstPublishedAt: course.firstPublishedAt ?? now }
          : {}),
      })
      .where(eq(courses.id, id))
      .returning();
    return toInstructorCourse(tx, updated!);
  });
}

/** Deletes a draft nobody is enrolled in; anything else is archived instead. */
export async function deleteCourse(db: DbOrTx, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await loadManaged(tx, user, id, true);
    if (course.status !== 'draft') throw new AppError('conflict', COURSE_MESSAGES.onlyDraftsDeleted);
    const [enrolled] = await tx.select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, id));
    if ((enrolled?.n ?? 0) > 0) {
      throw new AppError('conflict', 'Learners are enrolled in this course: archive it instead.');
    }
    await tx.delete(courses).where(eq(courses.id, id));
  });
}

export async function listInstructorCourses(db: DbOrTx, user: AuthUser, query: InstructorListQuery) {
  const conditions: SQL[] = [eq(courses.ownerId, user.id)];
  if (query.status) conditions.push(eq(courses.status, query.status));
  if (query.q) conditions.push(ilike(courses.title, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(and(...conditions))
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(courses)
    .where(and(...conditions));
  return {
    items: rows.slice(0, query.limit).map((r) => toSummary(r.course, r.instructor)),
    meta: {
      page: query.page,
      limit: query.limit,
      hasNextPage: rows.length > query.limit,
      total: total?.n ?? 0,
    },
  };
}
