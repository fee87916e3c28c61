/** The questions a learner may use in the bank, the filters over them, and drawing a session's questions. */
import {
  endOfUtcDay,
  optionId,
  type QbankFiltersResponse,
  type QbankOrder,
  type QbankStatus,
  QUIZ_EXAMS,
  type QuizExam,
  scorePercent,
  topicKey,
} from '@medprep/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BankQuestion, quizQuestions, quizzes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { settleOverdue } from '../quizzes/attempt-clock.ts';
import { startableQuizIds } from '../quizzes/learner.ts';

/** A topic's key in SQL, as topicKey computes it: lower case, trimmed, inner spaces collapsed. */
const sqlTopicKey = (column: SQL) => sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * The quizzes whose published questions the caller may use: those they may start now, by the exam
 * engine's own rule, never one with their exam attempt open (an overdue one is submitted first).
 */
export async function usableQuizIds(db: Db, user: AuthUser, now: Date): Promise<string[]> {
  await settleOverdue(db, user.id, now);
  return startableQuizIds(db, user, now);
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const idArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** GET /qbank/filters: per exam, its questions and per topic the caller's answered share (one query each). */
export async function bankFilters(db: Db, user: AuthUser, now: Date): Promise<QbankFiltersResponse> {
  const ids = await usableQuizIds(db, user, now);
  if (ids.length === 0) return { exams: [] };
  const topic = sql`t.topic`;
  const [exams, topics] = await Promise.all([
    rowsOf<{ exam: QuizExam; question_count: number }>(
      db,
      sql`
      select q.exam, count(*)::int as question_count
      from quiz_questions qq join quizzes q on q.id = qq.quiz_id
      where qq.quiz_id = any(${idArray(ids)})
      group by q.exam`,
    ),
    rowsOf<{ exam: QuizExam; topic: string; question_count: number; answered: number; correct: number }>(
      db,
      sql`
      with tagged as (
        select q.exam, ${topic} as topic, qq.id, lq.question_id as answered_id, lq.last_correct
        from quiz_questions qq
        join quizzes q on q.id = qq.quiz_id
        cross join lateral unnest(qq.topics) as t(topic)
        left join learner_questions lq on lq.question_id = qq.id and lq.user_id = ${user.id}
        where qq.quiz_id = any(${idArray(ids)}) and btrim(${topic}) <> ''
      ),
      -- Each spelling's key and label computed once (materialized: else the planner computes them again per
      -- question, and those regular expressions were most of this statement's time; docs/decisions/644).
      spellings as materialized (
        select topic, ${sqlTopicKey(sql`topic`)} as key, btrim(regexp_replace(topic, '\\s+', ' ', 'g')) as label
        from (select distinct topic from tagged) d
      )
      select tagged.exam, min(spellings.label) as topic,
        count(distinct tagged.id)::int as question_count,
        count(distinct tagged.answered_id)::int as answered,
        count(distinct tagged.answered_id) filter (where tagged.last_correct)::int as correct
      from tagged join spellings on spellings.topic = tagged.topic
      group by tagged.exam, spellings.key`,
    ),
  ]);
  const byExam = new Map<QuizExam, QbankFiltersResponse['exams'][number]>();
  for (const row of exams)
    byExam.set(row.exam, { exam: row.exam, questionCount: Number(row.question_count), topics: [] });
  for (const row of topics) {
    const answered = Number(row.answered);
    byExam.get(row.exam)?.topics.push({
      topic: row.topic,
      questionCount: Number(row.question_count),
      answered,
      correctPercent: answered > 0 ? scorePercent(Number(row.correct), answered) : null,
    });
  }
  return {
    exams: [...byExam.values()]
      .sort((a, b) => QUIZ_EXAMS.indexOf(a.exam) - QUIZ_EXAMS.indexOf(b.exam))
      .map((e) => ({ ...e, topics: e.topics.sort((a, b) => a.topic.localeCompare(b.topic)) })),
  };
}

export interface DrawFilters {
  exam?: QuizExam | undefined;
  topics?: string[] | undefined;
  status: QbankStatus;
  count: number;
  order?: QbankOrder | undefined;
}

/**
 * Up to `count` questions drawn at random among the usable questions matching the filters, frozen as a paper
 * freezes them (options with their ids, in the author's order). `due` draws the caller's review cards due by
 * the end of today (UTC), the oldest due first. Otherwise order 'weakest' draws the questions last answered
 * wrong first, then those never answered, then the rest, at random within each.
 */
export async function drawBankQuestions(
  db: Db,
  user: AuthUser,
  filters: DrawFilters,
  now: Date,
): Promise<BankQuestion[]> {
  const ids = await usableQuizIds(db, user, now);
  if (ids.length === 0) return [];
  const conditions: SQL[] = [sql`${quizQuestions.quizId} = any(${idArray(ids)})`];
  if (filters.exam) conditions.push(eq(quizzes.exam, filters.exam));
  const keys = [...new Set((filters.topics ?? []).map(topicKey).filter(Boolean))];
  if (keys.length > 0) {
    const wanted = sql`${`{${keys.map((k) => JSON.stringify(k)).join(',')}}`}::text[]`;
    conditions.push(
      sql`exists (select 1 from unnest(${quizQuestions.topics}) as t(topic) where ${sqlTopicKey(sql`t.topic`)} = any(${wanted}))`,
    );
  }
  const answeredRow = sql`select 1 from learner_questions lq where lq.user_id = ${user.id} and lq.question_id = ${quizQuestions.id}`;
  if (filters.status === 'unseen') conditions.push(sql`not exists (${answeredRow})`);
  if (filters.status === 'incorrect') conditions.push(sql`exists (${answeredRow} and not lq.last_correct)`);
  if (filters.status === 'flagged')
    conditions.push(
      sql`exists (select 1 from question_flags f where f.user_id = ${user.id} and f.question_id = ${quizQuestions.id})`,
    );
  const dueAt = sql`(select c.due from review_cards c where c.user_id = ${user.id} and c.question_id = ${quizQuestions.id})`;
  if (filters.status === 'due')
    conditions.push(sql`${dueAt} < ${endOfUtcDay(now).toISOString()}::timestamptz`);
  const rows = await db
    .select({ question: quizQuestions })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(sql.join(conditions, sql` and `))
    .orderBy(
      ...(filters.status === 'due'
        ? [sql`${dueAt}`, quizQuestions.id]
        : [
            ...(filters.order === 'weakest'
              ? [
                  sql`case when exists (${answeredRow} and not lq.last_correct) then 0
              when not exists (${answeredRow}) then 1 else 2 end`,
                ]
              : []),
            sql`random()`,
          ]),
    )
    .limit(filters.count);
  return rows.map(({ question }) => frozenBankQuestion(question));
}

/** A question as a session freezes it: as a paper freezes it (options with their ids, in the author's order). */
export function frozenBankQuestion(r: typeof quizQuestions.$inferSelect): BankQuestion {
  return {
    id: r.id,
    quizId: r.quizId,
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
  };
}
