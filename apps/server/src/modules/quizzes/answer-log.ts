/**
 * Every answer to a question, wherever it is given (a bank session, an exam attempt on submit, practice), and
 * the peer figures kept from each learner's first answer: written in the answer's own transaction.
 */
import { type AnswerSource, PEER_MIN_ANSWERS, type PeerFigures, peerPercent } from '@medprep/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  learnerQuestions,
  questionAnswers,
  questionPeerOptions,
  questionPeerTotals,
  quizQuestions,
  type SnapshotQuestion,
  type StoredAnswer,
} from '../../db/schema/index.ts';
import { updateCards } from './review-cards.ts';

export interface AnswerRecord {
  question: Pick<SnapshotQuestion, 'id' | 'type'>;
  quizId: string;
  answer: Pick<StoredAnswer, 'selectedOptionIds' | 'booleanAnswer' | 'textAnswer' | 'stemAnswers'>;
  correct: boolean;
  confidence: 'sure' | 'unsure' | null;
}

/** Whether an answer says anything (a blank one is not an answer). */
export const isAnswered = (a: AnswerRecord['answer'] | undefined | null) =>
  Boolean(
    a &&
      (a.selectedOptionIds.length > 0 ||
        Object.keys(a.stemAnswers ?? {}).length > 0 ||
        a.booleanAnswer !== null ||
        (a.textAnswer !== null && a.textAnswer.trim() !== '')),
  );

/** An extended matching question's counter key: the option chosen for one stem. */
const stemKey = (stemId: string, optionId: string) => `${stemId}:${optionId}`;

/**
 * The peer counters an answer bumps: the options it chose (true/false for a true-or-false question; for an
 * extended matching question, one counter per stem and option).
 */
const optionKeys = (r: AnswerRecord): string[] => {
  if (r.question.type === 'emq')
    return Object.entries(r.answer.stemAnswers ?? {}).map(([stem, option]) => stemKey(stem, option));
  if (r.question.type === 'boolean')
    return r.answer.booleanAnswer === null ? [] : [String(r.answer.booleanAnswer)];
  if (r.question.type === 'short') return [];
  return r.answer.selectedOptionIds;
};

/**
 * Logs the answers, keeps each (learner, question) row's last answer, and for a learner's first answer to a
 * question bumps its peer counters: the row's key lets only one concurrent first answer insert it, so a first
 * answer counts once. Call inside the transaction that saves the answers; rows are locked in question order.
 */
export async function recordAnswers(
  tx: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  records: AnswerRecord[],
  now: Date,
): Promise<void> {
  const given = records.filter((r) => isAnswered(r.answer));
  if (given.length === 0) return;
  // A question deleted since it was frozen in a paper keeps no history; the lock keeps the rest until commit.
  const existing = await tx
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.id,
        given.map((r) => r.question.id),
      ),
    )
    .for('key share');
  const alive = new Set(existing.map((r) => r.id));
  const answered = given.filter((r) => alive.has(r.question.id));
  if (answered.length === 0) return;
  answered.sort((a, b) => (a.question.id < b.question.id ? -1 : a.question.id > b.question.id ? 1 : 0));
  await tx.insert(questionAnswers).values(
    answered.map((r) => ({
      userId,
      questionId: r.question.id,
      quizId: r.quizId,
      source,
      sourceId,
      correct: r.correct,
      confidence: r.confidence,
      answeredAt: now,
    })),
  );
  const inserted = await tx
    .insert(learnerQuestions)
    .values(
      answered.map((r) => ({
        userId,
        questionId: r.question.id,
        firstAnsweredAt: now,
        firstCorrect: r.correct,
        lastAnsweredAt: now,
        lastCorrect: r.correct,
        lastConfidence: r.confidence,
      })),
    )
    .onConflictDoNothing()
    .returning({ questionId: learnerQuestions.questionId });
  const first = new Set(inserted.map((r) => r.questionId));
  await updateCards(
    tx,
    userId,
    answered.map((r) => ({ questionId: r.question.id, correct: r.correct, confidence: r.confidence })),
    now,
  );
  for (const r of answered) {
    if (first.has(r.question.id)) continue;
    await tx
      .update(learnerQuestions)
      .set({
        lastAnsweredAt: now,
        lastCorrect: r.correct,
        lastConfidence: r.confidence,
        answers: sql`${learnerQuestions.answers} + 1`,
      })
      .where(and(eq(learnerQuestions.userId, userId), eq(learnerQuestions.questionId, r.question.id)));
  }
  const firsts = answered.filter((r) => first.has(r.question.id));
  if (firsts.length === 0) return;
  await tx
    .insert(questionPeerTotals)
    .values(firsts.map((r) => ({ questionId: r.question.id, answered: 1 })))
    .onConflictDoUpdate({
      target: questionPeerTotals.questionId,
      set: { answered: sql`${questionPeerTotals.answered} + 1` },
    });
  const options = firsts.flatMap((r) =>
    [...new Set(optionKeys(r))]
      .sort()
      .map((optionKey) => ({ questionId: r.question.id, optionKey, chosen: 1 })),
  );
  if (options.length > 0)
    await tx
      .insert(questionPeerOptions)
      .values(options)
      .onConflictDoUpdate({
        target: [questionPeerOptions.questionId, questionPeerOptions.optionKey],
        set: { chosen: sql`${questionPeerOptions.chosen} + 1` },
      });
}

/**
 * Peer figures for these questions from the counters (never from the answers): the learners who answered
 * each and the percent that chose each option; null below PEER_MIN_ANSWERS.
 */
export async function peersOf(
  db: DbOrTx,
  questions: (Pick<SnapshotQuestion, 'id' | 'type'> & {
    options: { id: string }[];
    stems?: { id: string }[] | undefined;
  })[],
): Promise<Map<string, PeerFigures | null>> {
  const out = new Map<string, PeerFigures | null>(questions.map((q) => [q.id, null]));
  if (questions.length === 0) return out;
  const ids = questions.map((q) => q.id);
  const totals = await db
    .select()
    .from(questionPeerTotals)
    .where(
      and(
        inArray(questionPeerTotals.questionId, ids),
        sql`${questionPeerTotals.answered} >= ${PEER_MIN_ANSWERS}`,
      ),
    );
  if (totals.length === 0) return out;
  const shown = new Map(totals.map((t) => [t.questionId, t.answered]));
  const chosen = await db
    .select()
    .from(questionPeerOptions)
    .where(inArray(questionPeerOptions.questionId, [...shown.keys()]));
  const counts = new Map(chosen.map((c) => [`${c.questionId}/${c.optionKey}`, c.chosen]));
  for (const q of questions) {
    const answered = shown.get(q.id);
    if (answered === undefined) continue;
    const keys = q.type === 'boolean' ? ['true', 'false'] : q.options.map((o) => o.id);
    const percent = (k: string) => peerPercent(counts.get(`${q.id}/${k}`) ?? 0, answered);
    if (q.type === 'emq') {
      out.set(q.id, {
        answered,
        optionPercents: {},
        stems: Object.fromEntries(
          (q.stems ?? []).map((s) => [
            s.id,
            Object.fromEntries(keys.map((k) => [k, percent(stemKey(s.id, k))])),
          ]),
        ),
      });
      continue;
    }
    out.set(q.id, { answered, optionPercents: Object.fromEntries(keys.map((k) => [k, percent(k)])) });
  }
  return out;
}
