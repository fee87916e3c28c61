/** A quiz's questions, for its owner or an admin: list, create, edit, reorder and delete. */

import { randomUUID } from 'node:crypto';
import {
  type CreateQuestionBody,
  type InstructorQuestion,
  newQuestionDefaults,
  optionId,
  QUIZ_MESSAGES,
  QUIZ_QUESTIONS_MAX,
  type QuestionDraft,
  questionProblems,
  startsNewVersion,
  stemPointsTotal,
  type UpdateQuestionResponse,
} from '@medprep/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { questionAnswers, quizQuestions, quizzes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { canManage, isUuid, loadOwnQuiz, type QuestionRow } from './authoring.ts';
import { markStatisticsStale } from './statistics.ts';

export function toInstructorQuestion(row: QuestionRow): InstructorQuestion {
  return {
    id: row.id,
    quizId: row.quizId,
    type: row.type,
    prompt: row.prompt,
    points: row.points,
    explanation: row.explanation,
    media: row.media,
    order: row.position,
    options: row.options.map((o, i) => ({ id: optionId(i), text: o.text, media: o.media })),
    correctOptionIds: row.correctOptionIds,
    correctBoolean: row.correctBoolean,
    correctText: row.correctText,
    topics: row.topics,
    angoffPercent: row.angoffPercent,
    stems: row.stems,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function questionRows(db: DbOrTx, quizId: string) {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
}

export async function listQuestions(db: DbOrTx, user: AuthUser, quizId: string) {
  const { quiz } = await loadOwnQuiz(db, user, quizId);
  return (await questionRows(db, quiz.id)).map(toInstructorQuestion);
}

/** Keeps the quiz's question count and total points, in the writing transaction. */
export async function recount(tx: Tx, quizId: string, now: Date) {
  await tx
    .update(quizzes)
    .set({
      questionCount: sql`(select count(*) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizId})`,
      totalPoints: sql`(select coalesce(sum(${quizQuestions.points}), 0) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizId})`,
      paperVersion: sql`${quizzes.paperVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(quizzes.id, quizId));
}

export const lockQuiz = async (tx: Tx, quizId: string) => {
  await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for('update');
};

type QuestionInput = z.output<typeof CreateQuestionBody>;

/**
 * Stem ids: a stem keeps the id it was sent with when the question already has a stem with that id (so its
 * statistics and peer figures carry on); any other stem gets a new uuid. An id never appears twice.
 */
export function assignStemIds(
  stems: readonly { id?: string | undefined; prompt: string; correctOptionId: string; points: number }[],
  known: readonly { id: string }[],
): QuestionDraft['stems'] {
  const ids = new Set(known.map((s) => s.id));
  const used = new Set<string>();
  return stems.map((s) => {
    const id = s.id && ids.has(s.id) && !used.has(s.id) ? s.id : randomUUID();
    used.add(id);
    return { id, prompt: s.prompt, correctOptionId: s.correctOptionId, points: s.points };
  });
}

/** The stored question after applying a body: a type change starts from that type's defaults. */
function mergeQuestion(base: QuestionDraft, body: Partial<QuestionInput>): QuestionDraft {
  const start =
    body.type !== undefined && body.type !== base.type
      ? {
          ...newQuestionDefaults(body.type),
          prompt: base.prompt,
          points: base.points,
          explanation: base.explanation,
          media: base.media,
          topics: base.topics,
        }
      : base;
  return {
    type: body.type ?? start.type,
    prompt: body.prompt ?? start.prompt,
    points: body.points ?? start.points,
    explanation: body.explanation ?? start.explanation,
    media: body.media ?? start.media,
    options: body.options ? body.options.map((o) => ({ text: o.text, media: o.media ?? [] })) : start.options,
    correctOptionIds:
      body.correctOptionIds !== undefined ? [...new Set(body.correctOptionIds)] : start.correctOptionIds,
    correctBoolean: body.correctBoolean !== undefined ? body.correctBoolean : start.correctBoolean,
    correctText: body.correctText ?? start.correctText,
    topics: body.topics ?? start.topics,
    stems: assignStemIds(body.stems ?? start.stems, base.stems),
  };
}

function checkQuestion(draft: QuestionDraft): QuestionDraft {
  const problems = questionProblems(draft);
  const first = Object.values(problems)[0];
  if (first) throw new AppError('validation_failed', first, { fields: problems });
  // Only the fields of its type are kept, so a stale answer of another type never stays behind.
  const choice = draft.type === 'mcq' || draft.type === 'multi';
  const emq = draft.type === 'emq';
  return {
    ...draft,
    // An emq's points are its stems' points.
    points: emq ? stemPointsTotal(draft.stems) : draft.points,
    stems: emq ? draft.stems : [],
    options: choice || emq ? draft.options : [],
    correctOptionIds: choice ? draft.correctOptionIds : [],
    correctBoolean: draft.type === 'boolean' ? draft.correctBoolean : null,
    correctText: draft.type === 'short' ? draft.correctText : [],
  };
}

export async function createQuestion(db: Db, user: AuthUser, quizId: string, body: QuestionInput, now: Date) {
  const { quiz } = await loadOwnQuiz(db, user, quizId);
  const draft = checkQuestion(mergeQuestion(newQuestionDefaults(body.type), body));
  const row = await db.transaction(async (tx) => {
    await lockQuiz(tx, quiz.id);
    const [stats] = await tx
      .select({ n: count(), last: sql<number | null>`max(${quizQuestions.position})` })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id));
    if ((stats?.n ?? 0) >= QUIZ_QUESTIONS_MAX) throw conflict(QUIZ_MESSAGES.questionsTooMany);
    const position = stats?.last === null || stats?.last === undefined ? 0 : Number(stats.last) + 1;
    const [created] = await tx
      .insert(quizQuestions)
      .values({ quizId: quiz.id, position, ...draft, createdAt: now, updatedAt: now })
      .returning();
    await recount(tx, quiz.id, now);
    return created!;
  });
  return toInstructorQuestion(row);
}

/** The question and its quiz, for the quiz's owner or an admin (others: 404). */
async function loadOwnQuestion(db: DbOrTx, user: AuthUser, questionId: string) {
  if (!isUuid(questionId)) throw notFound(QUIZ_MESSAGES.questionNotFound);
  const [row] = await db
    .select({ question: quizQuestions, quiz: quizzes })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(eq(quizQuestions.id, questionId));
  if (!row || !canManage(user, row.quiz)) throw notFound(QUIZ_MESSAGES.questionNotFound);
  return row;
}

/**
 * PATCH a question. An edit of what a learner answers (startsNewVersion: type, prompt, options, key) bumps the
 * version in the updating statement, compared with the row locked in the same transaction; the quiz's item
 * statistics are then out of date (they count only the current version's attempts).
 */
export async function updateQuestion(
  db: Db,
  user: AuthUser,
  questionId: string,
  body: Partial<QuestionInput> & { angoffPercent?: number | null },
  now: Date,
): Promise<UpdateQuestionResponse> {
  const { question } = await loadOwnQuestion(db, user, questionId);
  const { angoffPercent, ...paperChange } = body;
  const angoff = angoffPercent !== undefined ? { angoffPercent } : {};
  if (angoffPercent !== undefined && Object.keys(paperChange).length === 0) {
    // Only the Angoff estimate: not a change to the paper (no new paper version).
    const [updated] = await db
      .update(quizQuestions)
      .set(angoff)
      .where(eq(quizQuestions.id, question.id))
      .returning();
    if (!updated) throw notFound(QUIZ_MESSAGES.questionNotFound);
    return { question: toInstructorQuestion(updated), versionStarted: null };
  }
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.id, question.id))
      .for('update');
    if (!locked) throw notFound(QUIZ_MESSAGES.questionNotFound);
    const draft = checkQuestion(mergeQuestion(locked, paperChange));
    const bump = startsNewVersion(locked, draft);
    const [updated] = await tx
      .update(quizQuestions)
      .set({
        ...draft,
        ...angoff,
        ...(bump ? { version: sql`${quizQuestions.version} + 1`, versionSince: now } : {}),
        updatedAt: now,
      })
      .where(eq(quizQuestions.id, question.id))
      .returning();
    if (!updated) throw notFound(QUIZ_MESSAGES.questionNotFound);
    await recount(tx, question.quizId, now);
    if (!bump) return { question: toInstructorQuestion(updated), versionStarted: null };
    await markStatisticsStale(tx, question.quizId);
    const [answered] = await tx
      .select({ one: sql<number>`1` })
      .from(questionAnswers)
      .where(and(eq(questionAnswers.questionId, question.id), eq(questionAnswers.version, locked.version)))
      .limit(1);
    return { question: toInstructorQuestion(updated), versionStarted: answered ? updated.version : null };
  });
}

/** Moves a question to `toIndex` (0-based) and renumbers the others; answers the whole list in its new order. */
export async function reorderQuestion(
  db: Db,
  user: AuthUser,
  questionId: string,
  toIndex: number,
  now: Date,
) {
  const { question } = await loadOwnQuestion(db, user, questionId);
  const rows = await db.transaction(async (tx) => {
    await lockQuiz(tx, question.quizId);
    const list = await questionRows(tx, question.quizId);
    const from = list.findIndex((q) => q.id === question.id);
    if (from < 0) throw notFound(QUIZ_MESSAGES.questionNotFound);
    if (toIndex >= list.length) {
      throw new AppError('validation_failed', QUIZ_MESSAGES.toIndexOut, {
        fields: { toIndex: QUIZ_MESSAGES.toIndexOut },
      });
    }
    const [moved] = list.splice(from, 1);
    list.splice(toIndex, 0, moved!);
    for (const [index, q] of list.entries()) {
      if (q.position !== index) {
        await tx.update(quizQuestions).set({ position: index }).where(eq(quizQuestions.id, q.id));
        q.position = index;
      }
    }
    await tx
      .update(quizzes)
      .set({ paperVersion: sql`${quizzes.paperVersion} + 1`, updatedAt: now })
      .where(eq(quizzes.id, question.quizId));
    return list;
  });
  return rows.map(toInstructorQuestion);
}

export async function deleteQuestion(db: Db, user: AuthUser, questionId: string, now: Date) {
  const { question, quiz } = await loadOwnQuestion(db, user, questionId);
  await db.transaction(async (tx) => {
    await lockQuiz(tx, quiz.id);
    const [stats] = await tx
      .select({ n: count() })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id));
    if (quiz.isPublished && (stats?.n ?? 0) <= 1) throw conflict(QUIZ_MESSAGES.lastQuestionPublished);
    await tx.delete(quizQuestions).where(eq(quizQuestions.id, question.id));
    const rest = await questionRows(tx, quiz.id);
    for (const [index, q] of rest.entries()) {
      if (q.position !== index)
        await tx.update(quizQuestions).set({ position: index }).where(eq(quizQuestions.id, q.id));
    }
    await recount(tx, quiz.id, now);
  });
  return { deleted: true as const };
}
