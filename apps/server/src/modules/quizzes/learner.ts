import {
  QUIZ_MESSAGES,
  type Quiz,
  type QuizEntitlement,
  type QuizLessonRef,
  type QuizListQuery,
} from '@medprep/shared';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  courses,
  enrollments,
  lessonProgress,
  lessons,
  quizAttempts,
  quizzes,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { containsPattern } from '../../platform/sql.ts';
import { type AccessSource, accessSource, accessSources, hasActiveMembership } from '../membership/access.ts';
import { hasPurchased } from '../payments/access.ts';
import { isUuid, type QuizRow, quizWithOwnerName, toQuiz } from './authoring.ts';

/** The published catalogue: public quizzes (visibility enrolled ones are reached from their course). */
export async function listCatalogue(db: DbOrTx, query: z.output<typeof QuizListQuery>) {
  const conditions: SQL[] = [eq(quizzes.isPublished, true), eq(quizzes.visibility, 'public')];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(quizzes.title, pattern), ilike(quizzes.description, pattern))!);
  }
  const where = and(...conditions);
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ quiz: quizzes, ownerName: users.name })
      .from(quizzes)
      .innerJoin(users, eq(users.id, quizzes.ownerId))
      .where(where)
      .orderBy(desc(quizzes.publishedAt), desc(quizzes.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(quizzes).where(where),
  ]);
  return toPage(rows, query, { total: total?.n ?? 0, map: (r) => toQuiz(r.quiz, r.ownerName) });
}

const manages = (user: AuthUser | null, quiz: Pick<QuizRow, 'ownerId'>) =>
  Boolean(user && (user.role === 'admin' || user.id === quiz.ownerId));

/** A quiz a learner may see: published, or the caller's own (or any, for an admin). Else 404. */
export async function loadVisibleQuiz(
  db: DbOrTx,
  user: AuthUser | null,
  by: { slug?: string; id?: string },
  now: Date,
) {
  if (by.id !== undefined && !isUuid(by.id)) throw notFound(QUIZ_MESSAGES.quizNotFound);
  const row = await quizWithOwnerName(
    db,
    by.id !== undefined ? eq(quizzes.id, by.id) : eq(quizzes.slug, by.slug ?? ''),
  );
  if (!row) throw notFound(QUIZ_MESSAGES.quizNotFound);
  if (row.quiz.isPublished || manages(user, row.quiz)) return row;
  // A course's quiz lesson stays playable for its enrolled learners when the quiz is unpublished (buyers keep).
  if (by.id !== undefined && user && (await enrolledLessons(db, user.id, row.quiz.id, now)).length > 0)
    return row;
  throw notFound(QUIZ_MESSAGES.quizNotFound);
}

/**
 * Quiz lessons using this quiz in courses where the user has a live enrolment (a membership enrolment lives
 * with the membership). An enrolment in such a course unlocks the quiz (docs/decisions/201).
 */
export async function enrolledLessons(
  db: DbOrTx,
  userId: string,
  quizId: string,
  now: Date,
): Promise<QuizLessonRef[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      via: enrollments.via,
      completedAt: lessonProgress.completedAt,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId)))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(and(eq(lessons.type, 'quiz'), eq(lessons.quizId, quizId)));
  if (rows.length === 0) return [];
  const needsMembership = rows.some((r) => r.via === 'membership');
  const member = needsMembership ? await hasActiveMembership(db, userId, now) : false;
  return rows
    .filter((r) => r.via !== 'membership' || member)
    .map(({ via: _via, completedAt, ...r }) => ({ ...r, completed: Boolean(completedAt) }));
}

/**
 * Whether the caller may take a quiz: its owner or an admin; an `enrolled` quiz only with an enrolment in a
 * course using it; any other through the unlocking rule (free, bought, member) or such an enrolment.
 */
export const canStartQuiz = (facts: {
  managing: boolean;
  visibility: QuizRow['visibility'];
  source: AccessSource | null;
  enrolled: boolean;
}) =>
  facts.managing ||
  (facts.visibility === 'enrolled' ? facts.enrolled : facts.source !== null || facts.enrolled);

/**
 * The published quizzes the caller may start now, by the same rule as a start (canStartQuiz), decided for
 * all of them in a few reads; a quiz with the caller's exam attempt open is left out (its answers stay
 * hidden until it is submitted). Overdue attempts must have been settled first.
 */
export async function startableQuizIds(db: DbOrTx, user: AuthUser, now: Date): Promise<string[]> {
  const [published, enrolledRows, openRows] = await Promise.all([
    db
      .select({
        id: quizzes.id,
        ownerId: quizzes.ownerId,
        priceMinor: quizzes.priceMinor,
        includedInMembership: quizzes.includedInMembership,
        visibility: quizzes.visibility,
      })
      .from(quizzes)
      .where(eq(quizzes.isPublished, true)),
    db
      .selectDistinct({ quizId: lessons.quizId, via: enrollments.via })
      .from(lessons)
      .innerJoin(
        enrollments,
        and(eq(enrollments.courseId, lessons.courseId), eq(enrollments.userId, user.id)),
      )
      .where(and(eq(lessons.type, 'quiz'), isNotNull(lessons.quizId))),
    db
      .select({ quizId: quizAttempts.quizId })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, user.id), eq(quizAttempts.status, 'in_progress'))),
  ]);
  const sources = await accessSources(
    db,
    user,
    'quiz',
    published.map((q) => ({ kind: 'quiz' as const, ...q })),
    now,
  );
  // A membership enrolment lives with the membership (enrolledLessons' rule).
  const needsMember = enrolledRows.some((r) => r.via === 'membership');
  const member = needsMember ? await hasActiveMembership(db, user.id, now) : false;
  const enrolled = new Set(
    enrolledRows.filter((r) => r.quizId && (r.via !== 'membership' || member)).map((r) => r.quizId!),
  );
  const open = new Set(openRows.map((r) => r.quizId));
  return published
    .filter(
      (q) =>
        !open.has(q.id) &&
        canStartQuiz({
          managing: manages(user, q),
          visibility: q.visibility,
          source: sources.get(q.id) ?? null,
          enrolled: enrolled.has(q.id),
        }),
    )
    .map((q) => q.id);
}

export interface QuizAccess {
  entitlement: QuizEntitlement;
  lessons: QuizLessonRef[];
}

/**
 * Who may take the quiz: through the one access rule (free, bought, member, owner, admin),
 * or an enrolment in a course that uses it. Visibility `enrolled` needs such an enrolment (owner and admin
 * aside). `attempts` are the caller's counts after any expired attempt was settled.
 */
export async function quizAccess(
  db: DbOrTx,
  user: AuthUser | null,
  quiz: QuizRow,
  now: Date,
  attempts: { used: number; inProgressId: string | null; lastId: string | null; hasMistakes: boolean },
): Promise<QuizAccess> {
  const thing = {
    kind: 'quiz' as const,
    id: quiz.id,
    ownerId: quiz.ownerId,
    priceMinor: quiz.priceMinor,
    includedInMembership: quiz.includedInMembership,
  };
  const source = await accessSource(db, user, thing, now);
  const purchased = user ? await hasPurchased(db, user.id, 'quiz', quiz.id) : false;
  const memberActive = user ? await hasActiveMembership(db, user.id, now) : false;
  const lessonRefs = user ? await enrolledLessons(db, user.id, quiz.id, now) : [];
  const enrolled = lessonRefs.length > 0;
  const managing = manages(user, quiz);
  const canStart = canStartQuiz({ managing, visibility: quiz.visibility, source, enrolled });
  const attemptsLeft = Math.max(0, quiz.attemptsAllowed - attempts.used);
  let action: QuizEntitlement['action'];
  if (!user) action = 'login';
  else if (!canStart) {
    if (quiz.visibility === 'enrolled') action = 'enroll';
    else if (quiz.includedInMembership && !memberActive) action = 'plans';
    else action = 'checkout';
  } else if (attempts.inProgressId) action = 'resume';
  else if (attemptsLeft === 0) action = 'no_attempts';
  else action = 'start';
  return {
    entitlement: {
      isFree: quiz.priceMinor === 0,
      includedInMembership: quiz.includedInMembership,
      memberActive,
      purchased,
      canStart,
      signedIn: Boolean(user),
      enrolled,
      attemptsAllowed: quiz.attemptsAllowed,
      attemptsUsed: attempts.used,
      attemptsLeft,
      inProgressAttemptId: attempts.inProgressId,
      lastAttemptId: attempts.lastId,
      canPractice: Boolean(user) && canStart,
      canReviseMistakes: Boolean(user) && canStart && attempts.hasMistakes,
      action,
    },
    lessons: lessonRefs,
  };
}

/** The caller's attempt counts on a quiz (expired ones must have been settled first). */
export async function attemptCounts(db: DbOrTx, userId: string, quizId: string) {
  const rows = await db
    .select({
      id: quizAttempts.id,
      status: quizAttempts.status,
      grades: quizAttempts.grades,
      attemptNo: quizAttempts.attemptNo,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)))
    .orderBy(desc(quizAttempts.attemptNo));
  const submitted = rows.filter((r) => r.status === 'submitted');
  const last = submitted[0];
  return {
    used: submitted.length,
    total: rows.length,
    inProgressId: rows.find((r) => r.status === 'in_progress')?.id ?? null,
    lastId: last?.id ?? null,
    hasMistakes: Boolean(last?.grades && Object.values(last.grades).some((g) => !g.correct)),
  };
}

export type { Quiz };
