/**
 * Every answer to a question, wherever it is given (a bank session, an exam attempt on submit, practice), and
 * the peer figures kept from each learner's first answer: written in the answer's own transaction.
 */
import {
  type AnswerSource,
  PEER_MIN_ANSWERS,
  type PeerFigures,
  peerPercent,
  REVIEW_RETENTION,
} from '@medprep/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  questionPeerOptions,
  questionPeerTotals,
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
 * Whatever the number of answers, this is three statements: one writes the log, the learner rows and the
 * counters (and reads the learner's retention), then the cards are read and written back rescheduled.
 */
export async function recordAnswers(
  tx: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  records: AnswerRecord[],
  now: Date,
): Promise<void> {
  const byQuestion = new Map<string, AnswerRecord>();
  for (const r of records)
    if (isAnswered(r.answer) && !byQuestion.has(r.question.id)) byQuestion.set(r.question.id, r);
  if (byQuestion.size === 0) return;
  const input = JSON.stringify(
    [...byQuestion.values()].map((r) => ({
      question_id: r.question.id,
      quiz_id: r.quizId,
      correct: r.correct,
      confidence: r.confidence,
      options: [...new Set(optionKeys(r))],
    })),
  );
  const at = now.toISOString();
  // A question deleted since it was frozen in a paper keeps no history (`alive`); its key-share lock keeps the
  // rest until commit. A learner row with one answer was inserted now: that answer is the first.
  const written = (await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as x(question_id uuid, quiz_id uuid, correct boolean, confidence text, options jsonb)
    ),
    alive as (
      select q.id from quiz_questions q where q.id in (select question_id from input) order by q.id for key share
    ),
    given as (select input.* from input join alive on alive.id = input.question_id),
    logged as (
      insert into question_answers (user_id, question_id, quiz_id, source, source_id, correct, confidence, answered_at)
      select ${userId}, question_id, quiz_id, ${source}, ${sourceId}, correct, confidence, ${at}::timestamptz
      from given order by question_id
    ),
    learner as (
      insert into learner_questions as l
        (user_id, question_id, first_answered_at, first_correct, last_answered_at, last_correct, last_confidence)
      select ${userId}, question_id, ${at}::timestamptz, correct, ${at}::timestamptz, correct, confidence
      from given order by question_id
      on conflict (user_id, question_id) do update set
        last_answered_at = excluded.last_answered_at,
        last_correct = excluded.last_correct,
        last_confidence = excluded.last_confidence,
        answers = l.answers + 1
      returning l.question_id, l.answers = 1 as is_first
    ),
    totals as (
      insert into question_peer_totals as t (question_id, answered)
      select question_id, 1 from learner where is_first order by question_id
      on conflict (question_id) do update set answered = t.answered + 1
    ),
    chosen as (
      insert into question_peer_options as o (question_id, option_key, chosen)
      select given.question_id, k.key, 1
      from learner join given using (question_id) cross join jsonb_array_elements_text(given.options) k(key)
      where learner.is_first order by 1, 2
      on conflict (question_id, option_key) do update set chosen = o.chosen + 1
    )
    select learner.question_id, learner.is_first,
      (select retention from review_settings where user_id = ${userId}) as retention
    from learner order by learner.question_id
  `)) as unknown as { rows: { question_id: string; is_first: boolean; retention: number | null }[] };
  const rows = written.rows;
  if (rows.length === 0) return;
  await updateCards(
    tx,
    userId,
    rows.map((row) => {
      const r = byQuestion.get(row.question_id)!;
      return { questionId: r.question.id, correct: r.correct, confidence: r.confidence };
    }),
    now,
    rows[0]!.retention ?? REVIEW_RETENTION.default,
  );
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
  // One statement: the totals at the threshold and their options' counters.
  const rows = await db
    .select({
      questionId: questionPeerTotals.questionId,
      answered: questionPeerTotals.answered,
      optionKey: questionPeerOptions.optionKey,
      chosen: questionPeerOptions.chosen,
    })
    .from(questionPeerTotals)
    .leftJoin(questionPeerOptions, eq(questionPeerOptions.questionId, questionPeerTotals.questionId))
    .where(
      and(
        inArray(
          questionPeerTotals.questionId,
          questions.map((q) => q.id),
        ),
        sql`${questionPeerTotals.answered} >= ${PEER_MIN_ANSWERS}`,
      ),
    );
  if (rows.length === 0) return out;
  const shown = new Map(rows.map((t) => [t.questionId, t.answered]));
  const counts = new Map(
    rows.flatMap((c) => (c.optionKey === null ? [] : [[`${c.questionId}/${c.optionKey}`, c.chosen ?? 0]])),
  );
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
