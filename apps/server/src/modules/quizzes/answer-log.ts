/**
 * Every answer to a question, wherever it is given (a bank session, an exam attempt on submit, practice), and
 * the peer figures kept from each learner's first answer: written in the answer's own transaction.
 */
import { type AnswerSource, type PeerFigures, REVIEW_RETENTION } from '@medprep/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SnapshotQuestion, StoredAnswer } from '../../db/schema/index.ts';
import {
  type PeerQuestion,
  type PeerRow,
  peerFigures,
  peerRowsSql,
  peersOf,
  stemKey,
  versionOf,
} from './peer-figures.ts';
import { type CardAnswer, type CardState, cardsWrite, rescheduled, updateCards } from './review-cards.ts';

export { peersOf };

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
 * row's key lets only one concurrent first answer insert it, and a later version is claimed under the row's
 * lock (`peer_version`), so a first answer counts once per version (docs/decisions/612). Call inside the
 * transaction that saves the answers; rows are locked in question order. Whatever the number of answers, this
 * is two statements (docs/decisions/640), and one more when an answer claims a later version.
 */
export async function recordAnswers(
  tx: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  records: AnswerRecord[],
  now: Date,
): Promise<void> {
  await writeAnswers(tx, userId, source, sourceId, records, now);
}

/**
 * recordAnswers, then these questions' peer figures (peersOf), read in its last statement after the cards are
 * written: an exam submit's results, with no statement of their own.
 */
export async function recordAnswersWithPeers(
  tx: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  records: AnswerRecord[],
  now: Date,
  questions: PeerQuestion[],
): Promise<Map<string, PeerFigures | null>> {
  if (questions.length === 0) {
    await writeAnswers(tx, userId, source, sourceId, records, now);
    return new Map();
  }
  const rows = await writeAnswers(tx, userId, source, sourceId, records, now, peerRowsSql(questions));
  return rows === null ? peersOf(tx, questions) : peerFigures(questions, rows as PeerRow[]);
}

/** recordAnswers' two statements; `after`, a read, runs in the second one and its rows are returned (null when
 * nothing was written). */
async function writeAnswers(
  tx: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  records: AnswerRecord[],
  now: Date,
  after?: SQL,
): Promise<unknown[] | null> {
  const { byQuestion, input } = answerInput(records);
  if (byQuestion.size === 0) return null;
  const at = now.toISOString();
  // The cards are locked as they are read: one being rescheduled by another transaction is read as that one
  // commits it.
  const written = (await tx.execute(sql`
    with ${inputCtes(input)},
    given as (select input.* from input join alive on alive.id = input.question_id),
    ${writeCtes(userId, source, sourceId, at, sql`learner.peer_version`)},
    cards as (
      select * from review_cards
      where user_id = ${userId} and question_id in (select question_id from given)
      order by question_id for update
    )
    select learner.question_id, learner.is_new as is_first,
      exists (select 1 from firsts f where f.question_id = learner.question_id and not f.is_new) as claims,
      (select retention from review_settings where user_id = ${userId}) as retention,
      cards.due, cards.stability, cards.difficulty, cards.elapsed_days, cards.scheduled_days,
      cards.learning_steps, cards.reps, cards.lapses, cards.state, cards.last_review
    from learner left join cards on cards.question_id = learner.question_id
    order by learner.question_id
  `)) as unknown as {
    rows: ({
      question_id: string;
      is_first: boolean;
      claims: boolean;
      retention: number | null;
    } & CardColumns)[];
  };
  const rows = written.rows;
  if (rows.length === 0) return null;
  // A later version claimed: the row's counted version moves to it (the row is locked by this transaction).
  const claimed = rows.filter((r) => r.claims).map((r) => byQuestion.get(r.question_id)!);
  if (claimed.length > 0) {
    const versions = JSON.stringify(
      claimed.map((r) => ({ question_id: r.question.id, version: versionOf(r.question) })),
    );
    await tx.execute(sql`
      update learner_questions l set peer_version = v.version
      from jsonb_to_recordset(${versions}::jsonb) as v(question_id uuid, version integer)
      where l.user_id = ${userId} and l.question_id = v.question_id and l.peer_version < v.version`);
  }
  // A card read is current; no card on a first answer means none yet. No card on a later answer may be one
  // another transaction created meanwhile (or a deck from before the cards): updateCards reads it again.
  const cards = new Map<string, CardState | null>();
  for (const row of rows) {
    if (row.due !== null)
      cards.set(row.question_id, {
        due: new Date(row.due),
        stability: Number(row.stability),
        difficulty: Number(row.difficulty),
        elapsedDays: Number(row.elapsed_days),
        scheduledDays: Number(row.scheduled_days),
        learningSteps: Number(row.learning_steps),
        reps: Number(row.reps),
        lapses: Number(row.lapses),
        state: Number(row.state),
        lastReview: row.last_review === null ? null : new Date(row.last_review),
      });
    else if (row.is_first) cards.set(row.question_id, null);
  }
  return updateCards(
    tx,
    userId,
    rows.map((row) => cardAnswer(byQuestion.get(row.question_id)!)),
    now,
    { retention: rows[0]!.retention ?? REVIEW_RETENTION.default, cards, ...(after ? { after } : {}) },
  );
}

type CardColumns = {
  due: Date | string | null;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | string | null;
};

const cardAnswer = (r: AnswerRecord): CardAnswer => ({
  questionId: r.question.id,
  correct: r.correct,
  confidence: r.confidence,
});

/** The answers to record (the first of each question, blank ones left out) and their `input` parameter. */
function answerInput(records: AnswerRecord[]) {
  const byQuestion = new Map<string, AnswerRecord>();
  for (const r of records)
    if (isAnswered(r.answer) && !byQuestion.has(r.question.id)) byQuestion.set(r.question.id, r);
  const input = JSON.stringify(
    [...byQuestion.values()].map((r) => ({
      question_id: r.question.id,
      quiz_id: r.quizId,
      correct: r.correct,
      confidence: r.confidence,
      version: versionOf(r.question),
      options: [...new Set(optionKeys(r))],
    })),
  );
  return { byQuestion, input };
}

/**
 * `input`, the answers, and `alive`: their questions not deleted since they were frozen in a paper (a deleted
 * one keeps no history), key-share locked until commit, the first lock a recording statement takes.
 */
const inputCtes = (input: string) => sql`
    input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as x(question_id uuid, quiz_id uuid, correct boolean, confidence text, version integer, options jsonb)
    ),
    alive as (
      select q.id from quiz_questions q where q.id in (select question_id from input) order by q.id for key share
    )`;

/**
 * The CTEs that log the answers in `given`, upsert the learner rows (`learner`: a row with one answer was
 * inserted now, that answer is the first) and bump the counters of each first answer to a version (`firsts`,
 * `totals` and `chosen` returning the counters' new values). `counted` is the version the learner row counted
 * before this statement: recordAnswers reads it from the upsert, which leaves it (a claim is a statement of its
 * own); a tutor answer reads it under its lock beforehand and claims it in the upsert (`claims`).
 */
const writeCtes = (
  userId: string,
  source: AnswerSource,
  sourceId: string,
  at: string,
  counted: SQL,
  claims = false,
) => sql`
    logged as (
      insert into question_answers
        (user_id, question_id, quiz_id, source, source_id, version, correct, confidence, answered_at)
      select ${userId}, question_id, quiz_id, ${source}, ${sourceId}, version, correct, confidence, ${at}::timestamptz
      from given order by question_id
    ),
    learner as (
      insert into learner_questions as l
        (user_id, question_id, first_answered_at, first_correct, last_answered_at, last_correct, last_confidence,
         peer_version)
      select ${userId}, question_id, ${at}::timestamptz, correct, ${at}::timestamptz, correct, confidence, version
      from given order by question_id
      on conflict (user_id, question_id) do update set
        last_answered_at = excluded.last_answered_at,
        last_correct = excluded.last_correct,
        last_confidence = excluded.last_confidence,
        answers = l.answers + 1${
          claims
            ? sql`,
        peer_version = greatest(l.peer_version, excluded.peer_version)`
            : sql``
        }
      returning l.question_id, l.answers = 1 as is_new, l.peer_version
    ),
    -- A first answer to this version: the row is new, or its counted version (read under the row's lock, so no
    -- concurrent answer can claim it too) is older than the version answered.
    firsts as (
      select given.question_id, given.version, given.options, learner.is_new
      from learner join given using (question_id)
      where learner.is_new or ${counted} < given.version
    ),
    totals as (
      insert into question_peer_totals as t (question_id, version, answered)
      select question_id, version, 1 from firsts order by question_id
      on conflict (question_id, version) do update set answered = t.answered + 1
      returning t.question_id, t.version, t.answered
    ),
    chosen as (
      insert into question_peer_options as o (question_id, version, option_key, chosen)
      select firsts.question_id, firsts.version, k.key, 1
      from firsts cross join jsonb_array_elements_text(firsts.options) k(key)
      order by 1, 3
      on conflict (question_id, version, option_key) do update set chosen = o.chosen + 1
      returning o.question_id, o.version, o.option_key, o.chosen
    )`;

/** A learner's card as read before answering: its state, and `lastReview` as PostgreSQL's exact text. */
export type KnownCard = CardState & { lastReviewText: string | null };

/**
 * One tutor-style answer in one statement, no transaction (a statement is atomic): `save(ok)` is a
 * data-modifying statement returning a row when the answer is to be recorded, given `ok`, the condition that
 * the learner's card is still `card` as read before (null: none). Locks in recordAnswers' order: the question
 * (key share), the learner row, the card, then what `save` locks; then logs, counts, writes the card
 * rescheduled from `card` and reads the peer figures including this answer. Its result: whether `save`
 * returned a row, whether the card had changed (nothing written then), and the peer figures. A card created
 * meanwhile (none was read) makes the card's insert fail with a unique violation
 * (`review_cards_user_id_question_id_pk`): nothing written either.
 */
export async function recordCheckedAnswer(
  db: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  record: AnswerRecord & { question: PeerQuestion },
  now: Date,
  known: { retention: number | null; card: KnownCard | null },
  save: (ok: SQL) => SQL,
): Promise<{ saved: boolean; cardChanged: boolean; peers: PeerFigures | null }> {
  const { input } = answerInput([record]);
  const { question } = record;
  const next = rescheduled(
    known.retention ?? REVIEW_RETENTION.default,
    [cardAnswer(record)],
    new Map([[question.id, known.card]]),
    now,
  );
  const ok = known.card ? sql`exists (select 1 from card)` : sql`true`;
  const ids = sql`select question_id from input`;
  const result = (await db.execute(sql`
    with ${inputCtes(input)},
    held as materialized (
      select l.question_id, l.peer_version from learner_questions l
      where l.user_id = ${userId} and l.question_id in (select id from alive)
      order by l.question_id for update
    ),
    ${
      known.card
        ? sql`-- Locked after the learner row (the count only orders it), and only if still as read.
    card as materialized (
      select 1 from review_cards c
      where c.user_id = ${userId} and c.question_id in (${ids}) and (select count(*) from held) >= 0
        and c.reps = ${known.card.reps} and c.last_review is not distinct from ${known.card.lastReviewText}::timestamptz
      for update
    ),`
        : sql``
    }
    saved as (${save(ok)}),
    given as (
      select input.* from input join alive on alive.id = input.question_id where exists (select 1 from saved)
    ),
    ${writeCtes(
      userId,
      source,
      sourceId,
      now.toISOString(),
      sql`(select h.peer_version from held h where h.question_id = learner.question_id)`,
      true,
    )},
    written as (${cardsWrite(userId, next, now, {
      insert: known.card ? 'upsert' : 'new',
      only: sql`select question_id from learner`,
    })}),
    peer_totals as (
      select question_id, version, answered from totals
      union all
      select t.question_id, t.version, t.answered from question_peer_totals t
      where t.question_id in (${ids})
        and not exists (select 1 from totals b where b.question_id = t.question_id and b.version = t.version)
    ),
    peer_options as (
      select question_id, version, option_key, chosen from chosen
      union all
      select o.question_id, o.version, o.option_key, o.chosen from question_peer_options o
      where o.question_id in (${ids}) and not exists (
        select 1 from chosen b
        where b.question_id = o.question_id and b.version = o.version and b.option_key = o.option_key)
    )
    select exists (select 1 from saved) as saved, ${ok} as card_ok,
      (select coalesce(json_agg(p), '[]') from (${peerRowsSql([question], {
        totals: sql`peer_totals`,
        options: sql`peer_options`,
      })}) p) as peers
  `)) as unknown as { rows: { saved: boolean; card_ok: boolean; peers: PeerRow[] }[] };
  const row = result.rows[0]!;
  return {
    saved: row.saved,
    cardChanged: !row.card_ok,
    peers: row.saved ? (peerFigures([question], row.peers).get(question.id) ?? null) : null,
  };
}
