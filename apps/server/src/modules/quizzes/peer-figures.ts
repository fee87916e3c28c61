/**
 * The peer figures of a question: from the counters the answer log keeps per version (answer-log.ts), the
 * learners who answered its current version first and the percent that chose each option.
 */
import { PEER_MIN_ANSWERS, type PeerFigures, peerPercent } from '@medprep/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { SnapshotQuestion } from '../../db/schema/index.ts';

/** The version a frozen question was answered in. */
export const versionOf = (q: Pick<SnapshotQuestion, 'version'>) => q.version ?? 1;

/** An extended matching question's counter key: the option chosen for one stem. */
export const stemKey = (stemId: string, optionId: string) => `${stemId}:${optionId}`;

export type PeerQuestion = Pick<SnapshotQuestion, 'id' | 'type' | 'version'> & {
  options: { id: string }[];
  stems?: { id: string }[] | undefined;
};
export type PeerRow = {
  question_id: string;
  version: number;
  answered: number;
  option_key: string | null;
  chosen: number | null;
};

/**
 * The counters of these questions' current versions at the threshold, one row per option counter; `from`
 * names relations to read them from instead of the tables (a statement's own counts included).
 */
export const peerRowsSql = (
  questions: PeerQuestion[],
  from: { totals: SQL; options: SQL } = {
    totals: sql`question_peer_totals`,
    options: sql`question_peer_options`,
  },
) => sql`
  select t.question_id, t.version, t.answered, o.option_key, o.chosen
  from ${from.totals} t
  join quiz_questions q on q.id = t.question_id and q.version = t.version
  left join ${from.options} o on o.question_id = t.question_id and o.version = t.version
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

export function peerFigures(questions: PeerQuestion[], rows: PeerRow[]): Map<string, PeerFigures | null> {
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
