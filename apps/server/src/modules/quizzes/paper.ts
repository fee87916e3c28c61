import { optionId } from '@medprep/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizQuestions, type SnapshotQuestion } from '../../db/schema/index.ts';

/**
 * In-process caches of the exam engine (docs/decisions/310). Both hold only what never changes under their key,
 * so several server processes may each keep their own, and a miss only costs one read:
 * - the paper: a quiz's questions per (quiz, paperVersion); every question write bumps paperVersion in its
 *   transaction, so a start after an edit reads the new paper;
 * - an attempt's answer sheet: who owns it, its expiry and the (id, type, option ids) of its frozen questions,
 *   in order, which is all a save needs to validate an answer without reading the attempt.
 */

/** A question as answers are checked against it: its type and option ids. */
export interface QuestionShape {
  id: string;
  type: SnapshotQuestion['type'];
  options: { id: string }[];
  /** Extended matching: the stem ids. */
  stems?: { id: string }[];
}

export interface Paper {
  version: number;
  /** In the quiz's order, options with their ids, unshuffled. */
  questions: SnapshotQuestion[];
  shapes: Map<string, QuestionShape>;
}

export interface AnswerSheet {
  userId: string;
  quizId: string;
  expiresAt: Date | null;
  questions: QuestionShape[];
}

/** A Map that forgets its least recently used entry beyond `max`. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  delete(key: K): void {
    this.map.delete(key);
  }
  get size() {
    return this.map.size;
  }
}

export const PAPER_CACHE_MAX = 256;
export const ANSWER_SHEET_CACHE_MAX = 20_000;

const papers = new Lru<string, Paper>(PAPER_CACHE_MAX);
const sheets = new Lru<string, AnswerSheet>(ANSWER_SHEET_CACHE_MAX);

export const shapeOf = (q: Pick<SnapshotQuestion, 'id' | 'type' | 'options' | 'stems'>): QuestionShape => ({
  id: q.id,
  type: q.type,
  options: q.options.map((o) => ({ id: o.id })),
  ...(q.type === 'emq' ? { stems: (q.stems ?? []).map((s) => ({ id: s.id })) } : {}),
});

/** The quiz's paper at `version`, from the cache or read once. */
export async function paperOf(db: DbOrTx, quiz: { id: string; paperVersion: number }): Promise<Paper> {
  const cached = papers.get(quiz.id);
  if (cached && cached.version === quiz.paperVersion) return cached;
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
  const questions: SnapshotQuestion[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    prompt: r.prompt,
    points: r.points,
    explanation: r.explanation,
    media: r.media,
    options: r.options.map((o, i) => ({ id: optionId(i), text: o.text, media: o.media })),
    correctOptionIds: r.correctOptionIds,
    correctBoolean: r.correctBoolean,
    correctText: r.correctText,
    topics: r.topics,
    ...(r.type === 'emq' ? { stems: r.stems } : {}),
    version: r.version,
  }));
  const paper = {
    version: quiz.paperVersion,
    questions,
    shapes: new Map(questions.map((q) => [q.id, shapeOf(q)])),
  };
  // A slower reader of an older version never replaces a newer paper.
  const now = papers.get(quiz.id);
  if (!now || now.version <= paper.version) papers.set(quiz.id, paper);
  return paper;
}

/** Remembers an attempt's answer sheet; the shapes are shared with the paper when it has them. */
export function rememberSheet(
  attempt: {
    id: string;
    userId: string;
    quizId: string;
    expiresAt: Date | null;
    questions: SnapshotQuestion[];
  },
  paper?: Paper,
): AnswerSheet {
  const sheet: AnswerSheet = {
    userId: attempt.userId,
    quizId: attempt.quizId,
    expiresAt: attempt.expiresAt,
    questions: attempt.questions.map((q) => {
      const shared = paper?.shapes.get(q.id);
      return shared &&
        shared.type === q.type &&
        shared.options.length === q.options.length &&
        (shared.stems?.length ?? 0) === (q.stems?.length ?? 0)
        ? shared
        : shapeOf(q);
    }),
  };
  sheets.set(attempt.id, sheet);
  return sheet;
}

export const cachedSheet = (attemptId: string) => sheets.get(attemptId);
