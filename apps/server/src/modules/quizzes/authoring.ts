import {
  type CreateQuizBody,
  DEFAULT_QUIZ_EXAM,
  type InstructorQuizListQuery,
  QUIZ_DEFAULTS,
  QUIZ_MESSAGES,
  type Quiz,
  type UpdateQuizBody,
  UUID_PATTERN,
} from '@medprep/shared';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { quizQuestions, quizzes, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { slugify, uniqueSlug, withSlugRetry } from '../../platform/slug.ts';
import { containsPattern } from '../../platform/sql.ts';

/** A quiz's slug: unique, -2, -3 … when taken; `exceptId` keeps the quiz's own slug free. */
const uniqueQuizSlug = (db: DbOrTx, title: string, exceptId?: string) =>
  uniqueSlug(db, quizzes, slugify(title, 'quiz'), exceptId);
const withQuizSlugRetry = <T>(write: () => Promise<T>) => withSlugRetry(write, 'quizzes_slug_key');

export type QuizRow = typeof quizzes.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;

export const isUuid = (v: string) => UUID_PATTERN.test(v);

/** A quiz row as the API shows it. */
export function toQuiz(row: QuizRow, instructorName: string): Quiz {
  const isFree = row.priceMinor === 0;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    exam: row.exam,
    isPublished: row.isPublished,
    attemptsAllowed: row.attemptsAllowed,
    passPercent: row.passPercent,
    timeLimitSec: row.timeLimitSec,
    visibility: row.visibility,
    pricing: {
      isFree,
      includedInMembership: row.includedInMembership,
      amountMinor: row.priceMinor,
      currency: row.currency,
    },
    accessMode: isFree ? 'free' : row.includedInMembership ? 'members' : 'paid',
    questionCount: row.questionCount,
    questionsPerAttempt: row.drawCount ? Math.min(row.drawCount, row.questionCount) : row.questionCount,
    totalPoints: row.totalPoints,
    shuffleQuestions: row.shuffleQuestions,
    shuffleOptions: row.shuffleOptions,
    drawCount: row.drawCount,
    instructor: { id: row.ownerId, name: instructorName },
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function quizWithOwnerName(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({ quiz: quizzes, ownerName: users.name })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.ownerId))
    .where(where);
  return row;
}

export const canManage = (user: AuthUser, row: QuizRow) => user.role === 'admin' || row.ownerId === user.id;

/** The quiz for its owner or an admin; anyone else gets the 404 of a quiz that does not exist. */
export async function loadOwnQuiz(db: DbOrTx, user: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound(QUIZ_MESSAGES.quizNotFound);
  const row = await quizWithOwnerName(db, eq(quizzes.id, id));
  if (!row || !canManage(user, row.quiz)) throw notFound(QUIZ_MESSAGES.quizNotFound);
  return row;
}

type CreateQuiz = z.output<typeof CreateQuizBody>;
type UpdateQuiz = z.output<typeof UpdateQuizBody>;

function pricingColumns(pricing: CreateQuiz['pricing']) {
  if (!pricing) return {};
  return {
    priceMinor: pricing.isFree ? 0 : pricing.amountMinor,
    currency: pricing.currency,
    includedInMembership: pricing.includedInMembership,
  };
}

export async function createQuiz(db: Db, user: AuthUser, body: CreateQuiz, now: Date): Promise<Quiz> {
  const row = await withQuizSlugRetry(async () => {
    const slug = await uniqueQuizSlug(db, body.title);
    const [created] = await db
      .insert(quizzes)
      .values({
        slug,
        ownerId: user.id,
        title: body.title,
        description: body.description ?? '',
        exam: body.exam ?? DEFAULT_QUIZ_EXAM,
        attemptsAllowed: body.attemptsAllowed ?? QUIZ_DEFAULTS.attemptsAllowed,
        passPercent: body.passPercent ?? QUIZ_DEFAULTS.passPercent,
        timeLimitSec: body.timeLimitSec ?? QUIZ_DEFAULTS.timeLimitSec,
        visibility: body.visibility ?? QUIZ_DEFAULTS.visibility,
        priceMinor: QUIZ_DEFAULTS.priceMinor,
        currency: QUIZ_DEFAULTS.currency,
        includedInMembership: false,
        ...pricingColumns(body.pricing),
        shuffleQuestions: body.shuffleQuestions ?? QUIZ_DEFAULTS.shuffleQuestions,
        shuffleOptions: body.shuffleOptions ?? QUIZ_DEFAULTS.shuffleOptions,
        drawCount: body.drawCount ?? QUIZ_DEFAULTS.drawCount,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created!;
  });
  return toQuiz(row, user.name);
}

export async function listInstructorQuizzes(
  db: DbOrTx,
  user: AuthUser,
  query: z.output<typeof InstructorQuizListQuery>,
) {
  const conditions: SQL[] = [eq(quizzes.ownerId, user.id)];
  if (query.q) conditions.push(ilike(quizzes.title, containsPattern(query.q)));
  if (query.published === 'published') conditions.push(eq(quizzes.isPublished, true));
  if (query.published === 'unpublished') conditions.push(eq(quizzes.isPublished, false));
  const where = and(...conditions);
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ quiz: quizzes, ownerName: users.name })
      .from(quizzes)
      .innerJoin(users, eq(users.id, quizzes.ownerId))
      .where(where)
      .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(quizzes).where(where),
  ]);
  return toPage(rows, query, { total: total?.n ?? 0, map: (r) => toQuiz(r.quiz, r.ownerName) });
}

export async function getInstructorQuiz(db: DbOrTx, user: AuthUser, id: string): Promise<Quiz> {
  const row = await loadOwnQuiz(db, user, id);
  return toQuiz(row.quiz, row.ownerName);
}

export async function updateQuiz(db: Db, user: AuthUser, id: string, body: UpdateQuiz, now: Date) {
  const { quiz, ownerName } = await loadOwnQuiz(db, user, id);
  const updated = await withQuizSlugRetry(async () => {
    const slug =
      body.title !== undefined && body.title !== quiz.title && !quiz.firstPublishedAt
        ? await uniqueQuizSlug(db, body.title, quiz.id)
        : quiz.slug;
    const [row] = await db
      .update(quizzes)
      .set({
        slug,
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.exam !== undefined ? { exam: body.exam } : {}),
        ...(body.attemptsAllowed !== undefined ? { attemptsAllowed: body.attemptsAllowed } : {}),
        ...(body.passPercent !== undefined ? { passPercent: body.passPercent } : {}),
        ...(body.timeLimitSec !== undefined ? { timeLimitSec: body.timeLimitSec } : {}),
        ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
        ...pricingColumns(body.pricing),
        ...(body.shuffleQuestions !== undefined ? { shuffleQuestions: body.shuffleQuestions } : {}),
        ...(body.shuffleOptions !== undefined ? { shuffleOptions: body.shuffleOptions } : {}),
        ...(body.drawCount !== undefined ? { drawCount: body.drawCount } : {}),
        updatedAt: now,
      })
      .where(eq(quizzes.id, quiz.id))
      .returning();
    return row!;
  });
  return toQuiz(updated, ownerName);
}

export async function publishQuiz(db: Db, user: AuthUser, id: string, publish: boolean, now: Date) {
  const { quiz, ownerName } = await loadOwnQuiz(db, user, id);
  if (publish) {
    const [stats] = await db
      .select({ n: count(), blank: sql<number>`count(*) filter (where trim(${quizQuestions.prompt}) = '')` })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id));
    if (!stats || stats.n === 0) throw conflict(QUIZ_MESSAGES.publishNeedsQuestion);
    if (Number(stats.blank) > 0) throw conflict(QUIZ_MESSAGES.publishNeedsPrompt);
  }
  const [row] = await db
    .update(quizzes)
    .set(
      publish
        ? {
            isPublished: true,
            publishedAt: quiz.isPublished ? quiz.publishedAt : now,
            firstPublishedAt: quiz.firstPublishedAt ?? now,
            updatedAt: now,
          }
        : { isPublished: false, updatedAt: now },
    )
    .where(eq(quizzes.id, quiz.id))
    .returning();
  return toQuiz(row!, ownerName);
}
