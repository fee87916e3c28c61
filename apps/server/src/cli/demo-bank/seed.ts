import { newQuestionDefaults } from '@medprep/shared';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { quizQuestions, quizzes } from '../../db/schema/index.ts';
import { slugify } from '../../platform/slug.ts';
import { DEMO_BANK_PAPERS } from './papers.ts';

/** A bank paper's time limit: the real exams' pace of a minute a question. */
const SECONDS_PER_QUESTION = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How many synthetic learners answer each bank question: enough for peer figures with a margin, few enough
 * to keep the seed quick. Which learners is spread over the ability range by a fixed permutation.
 */
export const DEMO_BANK_ANSWERS_PER_QUESTION = 34;
/** Synthetic bank answers are spread over this many days before the seed. */
const HISTORY_DAYS = 30;

/**
 * The demo question bank: the papers in three statements (quizzes, questions, their counts), then the
 * synthetic learners' answer history in one: `seedDemoBankHistory`. Answers the papers' ids.
 */
export async function seedDemoBank(db: DbOrTx, instructorId: string, now: Date): Promise<string[]> {
  const papers = DEMO_BANK_PAPERS;
  // Older than the mock exams, so the catalogue's newest still opens on them.
  const at = (index: number) => new Date(now.getTime() - (12 + index) * DAY_MS);
  const created = await db
    .insert(quizzes)
    .values(
      papers.map((paper, index) => ({
        ownerId: instructorId,
        title: paper.title,
        slug: slugify(paper.title, 'quiz'),
        description: paper.description,
        exam: paper.exam,
        isPublished: true,
        publishedAt: at(index),
        firstPublishedAt: at(index),
        priceMinor: paper.priceMinor,
        includedInMembership: paper.includedInMembership,
        attemptsAllowed: 3,
        passPercent: 60,
        timeLimitSec: paper.questions.length * SECONDS_PER_QUESTION,
        createdAt: at(index),
        updatedAt: at(index),
      })),
    )
    .returning({ id: quizzes.id });
  const ids = created.map((q) => q.id);
  await db.insert(quizQuestions).values(
    papers.flatMap((paper, p) =>
      paper.questions.map((q, position) => ({
        ...newQuestionDefaults(q.type),
        ...q,
        quizId: ids[p]!,
        position,
      })),
    ),
  );
  await db
    .update(quizzes)
    .set({
      questionCount: sql`(select count(*) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`,
      totalPoints: sql`(select coalesce(sum(${quizQuestions.points}), 0) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})`,
    })
    .where(inArray(quizzes.id, ids));
  await seedDemoBankHistory(db, ids, now);
  return ids;
}

/**
 * The synthetic learners' answers to these papers' questions, in one statement: DEMO_BANK_ANSWERS_PER_QUESTION learners
 * answer each question once, right more often the abler the learner (their number)
 * and the easier the question; a wrong pick is another option chosen by a hash of paper, position and
 * learner, so every seed gives the same figures. The same rows feed the log, `learner_questions` (first =
 * last answer) and the peer counters, so the counters equal a recount of the log. Synthetic answers belong to
 * no stored session: the learners cannot sign in, and their session id is a fixed hash of their number.
 */
export async function seedDemoBankHistory(db: DbOrTx, quizIds: string[], now: Date) {
  if (quizIds.length === 0) return;
  const ids = sql.join(
    quizIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    with learners as (
      select id as user_id, substring(email from 'synthetic-learner-(\\d+)@')::int as n,
             count(*) over () as total
      from users where email like 'synthetic-learner-%@demo.invalid'
    ), questions as (
      select q.id, q.quiz_id, q.type, q.position, q.version, q.correct_option_ids, q.correct_boolean,
             jsonb_array_length(q.options) as option_count, z.slug,
             0.15 + (abs(hashtext(z.slug || ':' || q.position)) % 5) * 0.1 as difficulty
      from quiz_questions q join quizzes z on z.id = q.quiz_id
      where q.quiz_id in (${ids})
    ), answered as (
      select l.user_id, q.id as question_id, q.quiz_id, q.type, q.version, q.correct_option_ids,
             q.correct_boolean, q.option_count, l.n,
             (abs(hashtext(q.slug || ':' || q.position || ':' || l.n)) % 1000) / 1000.0
               < least(0.95, greatest(0.1, (l.n - 0.5) / l.total + 0.55 - q.difficulty)) as correct,
             abs(hashtext(l.n || ':' || q.slug || ':' || q.position)) as pick,
             ${now.toISOString()}::timestamptz
               - make_interval(mins => (l.n * 97 + q.position * 389) % ${HISTORY_DAYS * 24 * 60}) as at
      from learners l cross join questions q
      where (l.n * 7 + q.position) % l.total < ${DEMO_BANK_ANSWERS_PER_QUESTION}
    ), picks as (
      select a.*,
        case
          when a.type = 'boolean' then array[(case when a.correct then a.correct_boolean
                                                   else not a.correct_boolean end)::text]
          when a.type = 'short' then array[]::text[]
          when a.correct then a.correct_option_ids
          when a.type = 'multi' then a.correct_option_ids[2:]
          else array[chr(65 + ((ascii(a.correct_option_ids[1]) - 65) + 1 + (a.pick % (a.option_count - 1)))::int
                              % a.option_count)]
        end as keys
      from answered a
    ), logged as (
      insert into question_answers (user_id, question_id, quiz_id, source, source_id, version, correct,
                                    confidence, answered_at)
      select user_id, question_id, quiz_id, 'bank', md5('demo-bank-session:' || n)::uuid, version, correct,
             case when pick % 10 < 8 then 'sure' else 'unsure' end, at
      from picks
      returning 1
    ), learned as (
      insert into learner_questions (user_id, question_id, first_answered_at, first_correct, last_answered_at,
                                     last_correct, last_confidence, peer_version)
      select user_id, question_id, at, correct, at, correct,
             case when pick % 10 < 8 then 'sure' else 'unsure' end, version
      from picks
      returning 1
    ), totals as (
      insert into question_peer_totals (question_id, version, answered)
      select question_id, version, count(*) from picks group by question_id, version
      on conflict (question_id, version) do update set answered = question_peer_totals.answered + excluded.answered
      returning 1
    ), chosen as (
      insert into question_peer_options (question_id, version, option_key, chosen)
      select question_id, version, key, count(*) from picks, unnest(keys) as key group by question_id, version, key
      on conflict (question_id, version, option_key) do update set chosen = question_peer_options.chosen + excluded.chosen
      returning 1
    )
    select (select count(*) from logged), (select count(*) from learned), (select count(*) from totals),
           (select count(*) from chosen)
  `);
}
