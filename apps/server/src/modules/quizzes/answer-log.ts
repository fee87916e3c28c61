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
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SnapshotQuestion, StoredAnswer } from '../../db/schema/index.ts';
import { type CardState, updateCards } from './review-cards.ts';

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

/** recordAnswers, then these questions' peer figures (peersOf) read in its last statement: a tutor answer. */
export async function recordAnswersWithPeers(
  tx: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  records: AnswerRecord[],
  now: Date,
  questions: PeerQuestion[],
): Promise<Map<string, PeerFigures | null>> {
  const rows = await writeAnswers(tx, userId, source, sourceId, records, now, peerRowsSql(questions));
  return rows === null ? peersOf(tx, questions) : peerFigures(questions, rows as PeerRow[]);
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

/**
 * The first statement writes the log, the learner rows and the counters and reads the learner's retention and
 * cards (locked); the second writes the cards back rescheduled, and runs `after` (a read) if given. Its rows,
 * or null when nothing was written.
 */
async function writeAnswers(
  tx: DbOrTx,
  userId: string,
  source: AnswerSource,
  sourceId: string,
  records: AnswerRecord[],
  now: Date,
  after?: SQL,
): Promise<unknown[] | null> {
  const byQuestion = new Map<string, AnswerRecord>();
  for (const r of records)
    if (isAnswered(r.answer) && !byQuestion.has(r.question.id)) byQuestion.set(r.question.id, r);
  if (byQuestion.size === 0) return null;
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
  const at = now.toISOString();
  // A question deleted since it was frozen in a paper keeps no history (`alive`); its key-share lock keeps the
  // rest until commit. A learner row with one answer was inserted now: that answer is the first. The cards are
  // locked as they are read: one being rescheduled by another transaction is read as that one commits it.
  const written = (await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb)
        as x(question_id uuid, quiz_id uuid, correct boolean, confidence text, version integer, options jsonb)
    ),
    alive as (
      select q.id from quiz_questions q where q.id in (select question_id from input) order by q.id for key share
    ),
    given as (select input.* from input join alive on alive.id = input.question_id),
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
        answers = l.answers + 1
      returning l.question_id, l.answers = 1 as is_new, l.peer_version
    ),
    -- A first answer to this version: the row is new, or its counted version (read under this statement's row
    -- lock, so no concurrent answer can claim it too) is older than the version answered.
    firsts as (
      select given.question_id, given.version, given.options, learner.is_new
      from learner join given using (question_id)
      where learner.is_new or learner.peer_version < given.version
    ),
    totals as (
      insert into question_peer_totals as t (question_id, version, answered)
      select question_id, version, 1 from firsts order by question_id
      on conflict (question_id, version) do update set answered = t.answered + 1
    ),
    chosen as (
      insert into question_peer_options as o (question_id, version, option_key, chosen)
      select firsts.question_id, firsts.version, k.key, 1
      from firsts cross join jsonb_array_elements_text(firsts.options) k(key)
      order by 1, 3
      on conflict (question_id, version, option_key) do update set chosen = o.chosen + 1
    ),
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
    rows.map((row) => {
      const r = byQuestion.get(row.question_id)!;
      return { questionId: r.question.id, correct: r.correct, confidence: r.confidence };
    }),
    now,
    { retention: rows[0]!.retention ?? REVIEW_RETENTION.default, cards, ...(after ? { after } : {}) },
  );
}

type PeerQuestion = Pick<SnapshotQuestion, 'id' | 'type' | 'version'> & {
  options: { id: string }[];
  stems?: { id: string }[] | undefined;
};
type PeerRow = {
  question_id: string;
  version: number;
  answered: number;
  option_key: string | null;
  chosen: number | null;
};

/** The counters of these questions' current versions at the threshold, one row per option counter. */
const peerRowsSql = (questions: PeerQuestion[]) => sql`
  select t.question_id, t.version, t.answered, o.option_key, o.chosen
  from question_peer_totals t
  join quiz_questions q on q.id = t.question_id and q.version = t.version
  left join question_peer_options o on o.question_id = t.question_id and o.version = t.version
  where t.question_id in (${sql.join(
    questions.map((q) => sql`${q.id}::uuid`),
    sql`, `,
  )}) and t.answered >= ${PEER_MIN_ANSWERS}`;

/**
 * Peer figures for these questions from the counters (never from the answers): the learners who answered
 * each and the percent that chose each option; null below PEER_MIN_ANSWERS. Only the question's current
 * version has figures, and only a paper showing that version gets them (an older frozen copy's options may
 * differ from the current ones): a new version starts with none. One statement.
 */
export async function peersOf(
  db: DbOrTx,
  questions: PeerQuestion[],
): Promise<Map<string, PeerFigures | null>> {
  if (questions.length === 0) return new Map();
  const rows = ((await db.execute(peerRowsSql(questions))) as unknown as { rows: PeerRow[] }).rows;
  return peerFigures(questions, rows);
}

function peerFigures(questions: PeerQuestion[], rows: PeerRow[]): Map<string, PeerFigures | null> {
  const out = new Map<string, PeerFigures | null>(questions.map((q) => [q.id, null]));
  if (rows.length === 0) return out;
  const shown = new Map(rows.map((t) => [t.question_id, t]));
  const counts = new Map(
    rows.flatMap((c) =>
      c.option_key === null ? [] : [[`${c.question_id}/${c.option_key}`, Number(c.chosen ?? 0)] as const],
    ),
  );
  for (const q of questions) {
    const total = shown.get(q.id);
    if (total === undefined || Number(total.version) !== versionOf(q)) continue;
    const answered = Number(total.answered);
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
