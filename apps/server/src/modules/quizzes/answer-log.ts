/**
 * Every answer to a question, wherever it is given (a bank session, an exam attempt on submit, practice), and
 * the peer figures kept from each learner's first answer: written in the answer's own transaction.
 */
import { type AnswerSource, PEER_MIN_ANSWERS, type PeerFigures, peerPercent } from '@medprep/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
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
  /** The frozen question: its `version` is the one answered (absent in papers frozen before versions: 1). */
  question: Pick<SnapshotQuestion, 'id' | 'type' | 'version'>;
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

/** The version a frozen question was answered in. */
const versionOf = (q: Pick<SnapshotQuestion, 'version'>) => q.version ?? 1;

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
 * Logs the answers (with the version answered), keeps each (learner, question) row's last answer whatever the
 * version, and for a learner's first answer to a question's version bumps that version's peer counters: the
 * row's key lets only one concurrent first answer insert it, and a later version is claimed by a conditional
 * update of its `peer_version` (re-checked under the row lock), so a first answer counts once per version.
 * Call inside the transaction that saves the answers; rows are locked in question order.
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
      version: versionOf(r.question),
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
        peerVersion: versionOf(r.question),
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
    const version = versionOf(r.question);
    const where = and(eq(learnerQuestions.userId, userId), eq(learnerQuestions.questionId, r.question.id));
    // The learner's first answer to this (later) version: claimed once, under the row lock.
    const claimed = await tx
      .update(learnerQuestions)
      .set({ peerVersion: version })
      .where(and(where, lt(learnerQuestions.peerVersion, version)))
      .returning({ questionId: learnerQuestions.questionId });
    if (claimed.length > 0) first.add(r.question.id);
    await tx
      .update(learnerQuestions)
      .set({
        lastAnsweredAt: now,
        lastCorrect: r.correct,
        lastConfidence: r.confidence,
        answers: sql`${learnerQuestions.answers} + 1`,
      })
      .where(where);
  }
  const firsts = answered.filter((r) => first.has(r.question.id));
  if (firsts.length === 0) return;
  await tx
    .insert(questionPeerTotals)
    .values(firsts.map((r) => ({ questionId: r.question.id, version: versionOf(r.question), answered: 1 })))
    .onConflictDoUpdate({
      target: [questionPeerTotals.questionId, questionPeerTotals.version],
      set: { answered: sql`${questionPeerTotals.answered} + 1` },
    });
  const options = firsts.flatMap((r) =>
    [...new Set(optionKeys(r))].sort().map((optionKey) => ({
      questionId: r.question.id,
      version: versionOf(r.question),
      optionKey,
      chosen: 1,
    })),
  );
  if (options.length > 0)
    await tx
      .insert(questionPeerOptions)
      .values(options)
      .onConflictDoUpdate({
        target: [questionPeerOptions.questionId, questionPeerOptions.version, questionPeerOptions.optionKey],
        set: { chosen: sql`${questionPeerOptions.chosen} + 1` },
      });
}

/**
 * Peer figures for these questions from the counters (never from the answers): the learners who answered
 * each and the percent that chose each option; null below PEER_MIN_ANSWERS. Only the question's current
 * version has figures, and only a paper showing that version gets them (an older frozen copy's options may
 * differ from the current ones): a new version starts with none.
 */
export async function peersOf(
  db: DbOrTx,
  questions: (Pick<SnapshotQuestion, 'id' | 'type' | 'version'> & {
    options: { id: string }[];
    stems?: { id: string }[] | undefined;
  })[],
): Promise<Map<string, PeerFigures | null>> {
  const out = new Map<string, PeerFigures | null>(questions.map((q) => [q.id, null]));
  if (questions.length === 0) return out;
  const ids = questions.map((q) => q.id);
  const current = and(
    eq(quizQuestions.id, questionPeerTotals.questionId),
    eq(quizQuestions.version, questionPeerTotals.version),
  );
  const totals = await db
    .select({
      questionId: questionPeerTotals.questionId,
      version: questionPeerTotals.version,
      answered: questionPeerTotals.answered,
    })
    .from(questionPeerTotals)
    .innerJoin(quizQuestions, current)
    .where(
      and(
        inArray(questionPeerTotals.questionId, ids),
        sql`${questionPeerTotals.answered} >= ${PEER_MIN_ANSWERS}`,
      ),
    );
  if (totals.length === 0) return out;
  const shown = new Map(totals.map((t) => [t.questionId, t]));
  const chosen = await db
    .select({
      questionId: questionPeerOptions.questionId,
      optionKey: questionPeerOptions.optionKey,
      chosen: questionPeerOptions.chosen,
    })
    .from(questionPeerOptions)
    .innerJoin(
      quizQuestions,
      and(
        eq(quizQuestions.id, questionPeerOptions.questionId),
        eq(quizQuestions.version, questionPeerOptions.version),
      ),
    )
    .where(inArray(questionPeerOptions.questionId, [...shown.keys()]));
  const counts = new Map(chosen.map((c) => [`${c.questionId}/${c.optionKey}`, c.chosen]));
  for (const q of questions) {
    const total = shown.get(q.id);
    if (total === undefined || total.version !== versionOf(q)) continue;
    const answered = total.answered;
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
