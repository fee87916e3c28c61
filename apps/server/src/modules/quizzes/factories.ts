import { randomUUID } from 'node:crypto';
import {
  DEFAULT_QUIZ_EXAM,
  newQuestionDefaults,
  type QuestionDraft,
  type QuestionType,
  type QuizExam,
  stemPointsTotal,
} from '@medprep/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizQuestions, quizzes } from '../../db/schema/index.ts';
import { slugify } from '../../platform/slug.ts';

/** Quiz factories for tests, end-to-end fixtures and the demo seed (the same rules as the API's). */
export interface CreateQuizInput {
  ownerId: string;
  title?: string;
  slug?: string;
  description?: string;
  exam?: QuizExam;
  published?: boolean;
  priceMinor?: number;
  includedInMembership?: boolean;
  attemptsAllowed?: number;
  passPercent?: number;
  timeLimitSec?: number;
  visibility?: 'public' | 'enrolled';
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  drawCount?: number | null;
  now?: Date;
}

export type QuestionInput = Partial<QuestionDraft> & { type: QuestionType };

export async function createQuiz(db: DbOrTx, input: CreateQuizInput, questions: QuestionInput[] = []) {
  const title = input.title ?? `Mock exam ${Math.random().toString(36).slice(2, 8)}`;
  const now = input.now ?? new Date();
  const [quiz] = await db
    .insert(quizzes)
    .values({
      ownerId: input.ownerId,
      title,
      slug: input.slug ?? `${slugify(title, 'quiz')}-${Math.random().toString(36).slice(2, 8)}`,
      description: input.description ?? '',
      exam: input.exam ?? DEFAULT_QUIZ_EXAM,
      isPublished: input.published ?? true,
      publishedAt: (input.published ?? true) ? now : null,
      firstPublishedAt: (input.published ?? true) ? now : null,
      priceMinor: input.priceMinor ?? 0,
      includedInMembership: input.includedInMembership ?? false,
      attemptsAllowed: input.attemptsAllowed ?? 1,
      passPercent: input.passPercent ?? 70,
      timeLimitSec: input.timeLimitSec ?? 0,
      visibility: input.visibility ?? 'public',
      shuffleQuestions: input.shuffleQuestions ?? false,
      shuffleOptions: input.shuffleOptions ?? false,
      drawCount: input.drawCount ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!quiz) throw new Error('createQuiz: insert returned nothing');
  const rows = [];
  for (const [position, q] of questions.entries()) {
    const merged = { ...newQuestionDefaults(q.type), prompt: `Question ${position + 1}`, ...q };
    const stems = merged.stems.map((s) => ({ ...s, id: s.id || randomUUID() }));
    const draft = {
      ...merged,
      stems,
      points: q.type === 'emq' ? stemPointsTotal(stems) : merged.points,
    };
    const [row] = await db
      .insert(quizQuestions)
      .values({ quizId: quiz.id, position, ...draft })
      .returning();
    rows.push(row!);
  }
  await db
    .update(quizzes)
    .set({
      questionCount: rows.length,
      totalPoints: sql`${rows.reduce((n, r) => n + r.points, 0)}`,
    })
    .where(eq(quizzes.id, quiz.id));
  return { quiz: { ...quiz, questionCount: rows.length }, questions: rows };
}
