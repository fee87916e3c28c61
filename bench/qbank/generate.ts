/**
 * The bench's question bank, generated in SQL (generate_series), not through the API: published free quizzes
 * of 50 five-option single-best-answer questions (exam and topics rotating), learners, and an answer history
 * with its learner rows, review cards and peer counters written from the same rows (as the answer log keeps them). Learner 0
 * has answered every question once (the heavy learner); the others share the rest of the answers.
 */
import type pg from 'pg';

export const BANK_EXAMS = ['PLAB 1', 'UKMLA AKT', 'MRCP Part 1', 'MRCS Part A'];
export const BANK_TOPICS = [
  'Cardiology',
  'Respiratory',
  'Gastroenterology',
  'Endocrinology',
  'Renal',
  'Neurology',
  'Infectious disease',
  'Obstetrics and gynaecology',
  'Paediatrics',
  'Psychiatry',
  'Emergency medicine',
  'Ethics and law',
  'Dermatology',
  'Haematology',
  'Pharmacology',
];
export const QUESTIONS_PER_QUIZ = 50;

export async function generateBank(
  client: pg.Client,
  input: { ownerId: string; questions: number; learners: number; answers: number },
) {
  const quizCount = Math.ceil(input.questions / QUESTIONS_PER_QUIZ);
  const exams = `{${BANK_EXAMS.map((e) => `"${e}"`).join(',')}}`;
  const topics = `{${BANK_TOPICS.map((t) => `"${t}"`).join(',')}}`;
  await client.query(
    `insert into quizzes (owner_id, title, slug, exam, is_published, published_at, first_published_at,
                          price_minor, attempts_allowed, question_count, total_points)
     select $1, 'Bench paper ' || i, 'bench-paper-' || i, ($2::text[])[1 + i % cardinality($2::text[])], true,
            now(), now(), 0, 3, $3, $3
     from generate_series(0, $4 - 1) i`,
    [input.ownerId, exams, QUESTIONS_PER_QUIZ, quizCount],
  );
  await client.query(
    `insert into quiz_questions (quiz_id, position, type, prompt, options, correct_option_ids, explanation, topics)
     select z.id, p, 'mcq', z.title || ', question ' || (p + 1),
            '[{"text":"One","media":[]},{"text":"Two","media":[]},{"text":"Three","media":[]},
              {"text":"Four","media":[]},{"text":"Five","media":[]}]'::jsonb,
            array[chr(65 + (p % 5))], 'Because.', array[($1::text[])[1 + (p + z.n) % cardinality($1::text[])]]
     from (select id, title, row_number() over (order by slug) as n from quizzes where slug like 'bench-paper-%') z
     cross join generate_series(0, $2 - 1) p`,
    [topics, QUESTIONS_PER_QUIZ],
  );
  await client.query(
    `insert into users (email, name, role)
     select 'bench-learner-' || i || '@bench.invalid', 'Learner ' || i, 'user' from generate_series(0, $1 - 1) i`,
    [input.learners],
  );
  // Numbered questions and learners, so the answers can be generated arithmetically.
  await client.query(`create temporary table bench_q as
    select id, quiz_id, correct_option_ids[1] as key, row_number() over (order by id) - 1 as n from quiz_questions`);
  await client.query(`create temporary table bench_u as
    select id, substring(email from 'bench-learner-(\\d+)@')::int as n from users where email like 'bench-learner-%'`);
  await client.query('create index on bench_q (n)');
  await client.query('create index on bench_u (n)');
  const questions = Number((await client.query('select count(*) from bench_q')).rows[0].count);
  const others = Math.max(0, input.answers - questions);
  const perLearner = Math.floor(others / Math.max(1, input.learners - 1));
  // Each answer is a (learner, question) pair seen once: learner 0 every question, learner u > 0 the
  // questions u*7919 + k (mod questions) for k < perLearner (distinct while perLearner <= questions).
  await client.query(
    `create temporary table bench_a as
     select u.id as user_id, q.id as question_id, q.quiz_id, q.key,
            (hashtext(u.n || ':' || q.n) % 100 + 100) % 100 < 62 as correct,
            chr(65 + (ascii(q.key) - 65 + 1 + (hashtext(q.n || ':' || u.n) % 4 + 4) % 4) % 5) as wrong,
            now() - make_interval(mins => ((u.n * 31 + q.n) % 129600)::int) as at
     from (select id, n from bench_u where n = 0) u cross join bench_q q
     union all
     select u.id, q.id, q.quiz_id, q.key, (hashtext(u.n || ':' || q.n) % 100 + 100) % 100 < 62,
            chr(65 + (ascii(q.key) - 65 + 1 + (hashtext(q.n || ':' || u.n) % 4 + 4) % 4) % 5),
            now() - make_interval(mins => ((u.n * 31 + q.n) % 129600)::int)
     from bench_u u cross join generate_series(0, $1 - 1) k
     join bench_q q on q.n = (u.n::bigint * 7919 + k) % $2
     where u.n > 0`,
    [perLearner, questions],
  );
  await client.query(
    `insert into question_answers (user_id, question_id, quiz_id, source, source_id, correct, confidence, answered_at)
     select user_id, question_id, quiz_id, 'bank', md5(user_id::text)::uuid, correct, 'sure', at from bench_a`,
  );
  await client.query(
    `insert into learner_questions (user_id, question_id, first_answered_at, first_correct, last_answered_at,
                                    last_correct, last_confidence)
     select user_id, question_id, at, correct, at, correct, 'sure' from bench_a`,
  );
  // Every answered question is a card (as recordAnswers makes it): a wrong answer due a day later, a right one
  // 3–62 days later, so a learner answering over the last 90 days has cards due now and ahead.
  await client.query(
    `insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days,
                               learning_steps, reps, lapses, state, last_review, created_at)
     select user_id, question_id, at + make_interval(days => d), case when correct then d else 1 end, 5, 0, d, 0, 1,
            case when correct then 0 else 1 end, 2, at, at
     from (select *, case when correct then 3 + (hashtext(question_id::text || user_id::text) % 60 + 60) % 60
                          else 1 end as d from bench_a) a`,
  );
  await client.query(
    `insert into question_peer_totals (question_id, answered) select question_id, count(*) from bench_a group by 1`,
  );
  await client.query(
    `insert into question_peer_options (question_id, option_key, chosen)
     select question_id, case when correct then key else wrong end, count(*) from bench_a group by 1, 2`,
  );
  const answers = Number((await client.query('select count(*) from bench_a')).rows[0].count);
  await client.query('drop table bench_a, bench_q, bench_u');
  // Settled as a live database would be: statistics, the visibility map for index-only scans, and the bulk
  // load's dirty pages on disk (else the checkpoint it triggers writes them out during the measured phases).
  await client.query('vacuum analyze');
  await client.query('checkpoint');
  return { quizzes: quizCount, questions, answers };
}
