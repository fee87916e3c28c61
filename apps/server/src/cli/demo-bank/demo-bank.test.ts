import { PEER_MIN_ANSWERS, PERCENTILE_MIN_ATTEMPTS, questionProblems } from '@medprep/shared';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, quizQuestions, quizzes, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { DEMO_QUIZZES } from '../demo-quizzes.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../seed.ts';
import { DEMO_BANK_EXAMS, DEMO_BANK_PAPERS } from './papers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const bankQuestions = async () => {
  const papers = await t.db
    .select()
    .from(quizzes)
    .where(
      inArray(
        quizzes.title,
        DEMO_BANK_PAPERS.map((p) => p.title),
      ),
    );
  const questions = await t.db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.quizId,
        papers.map((p) => p.id),
      ),
    );
  return { papers, questions };
};

describe('the demo question bank', () => {
  it('holds at least 200 single-best-answer questions over at least 12 topics of both exams, and every other type', async () => {
    const { papers, questions } = await bankQuestions();
    expect(papers).toHaveLength(DEMO_BANK_PAPERS.length);
    expect(new Set(papers.map((p) => p.exam))).toEqual(new Set(DEMO_BANK_EXAMS));
    for (const paper of papers) {
      expect(paper.isPublished).toBe(true);
      expect(paper.priceMinor === 0 || paper.includedInMembership).toBe(true);
      expect(paper.questionCount).toBe(questions.filter((q) => q.quizId === paper.id).length);
    }
    const sba = questions.filter((q) => q.type === 'mcq');
    expect(sba.length).toBeGreaterThanOrEqual(200);
    expect(new Set(sba.map((q) => q.topics[0])).size).toBeGreaterThanOrEqual(12);
    for (const exam of DEMO_BANK_EXAMS) {
      const ofExam = new Set(papers.filter((p) => p.exam === exam).map((p) => p.id));
      const types = new Set(questions.filter((q) => ofExam.has(q.quizId)).map((q) => q.type));
      expect(types).toEqual(new Set(['mcq', 'multi', 'boolean', 'short']));
    }
  });

  it('every question has an explanation and a correct answer that is one of its options', async () => {
    const { questions } = await bankQuestions();
    for (const q of questions) {
      expect(q.explanation.length, q.prompt).toBeGreaterThan(40);
      expect(questionProblems({ ...q, options: q.options }), q.prompt).toEqual({});
      if (q.type === 'mcq' || q.type === 'multi') {
        const ids = q.options.map((_, i) => String.fromCharCode(65 + i));
        expect(
          q.correctOptionIds.every((id) => ids.includes(id)),
          q.prompt,
        ).toBe(true);
      }
      if (q.type === 'mcq') expect(q.correctOptionIds, q.prompt).toHaveLength(1);
      if (q.type === 'boolean') expect(q.correctBoolean, q.prompt).not.toBeNull();
      if (q.type === 'short') expect(q.correctText.length, q.prompt).toBeGreaterThan(0);
    }
    // The keys spread over the letters rather than leaning on one.
    const keys = questions.filter((q) => q.type === 'mcq').map((q) => q.correctOptionIds[0]);
    for (const letter of ['A', 'B', 'C', 'D', 'E'])
      expect(keys.filter((k) => k === letter).length).toBeGreaterThan(keys.length / 10);
  });

  it('the peer counters and learner rows equal a recount of the answer log', async () => {
    // The counters count each learner's first answer to a question (the demo learner answers some again).
    const { rows: mismatched } = (await t.db.execute(sql`
      with firsts as (
        select distinct on (user_id, question_id) user_id, question_id, correct
        from question_answers order by user_id, question_id, answered_at
      ), log as (
        select question_id, count(*)::int as learners, count(*) filter (where correct)::int as right_answers
        from firsts group by question_id
      )
      select q.id from quiz_questions q
      left join log on log.question_id = q.id
      left join question_peer_totals t on t.question_id = q.id
      left join (select question_id, count(*)::int as n, count(*) filter (where first_correct)::int as right_first
                 from learner_questions group by question_id) lq on lq.question_id = q.id
      left join (select question_id, sum(chosen)::int as chosen from question_peer_options
                 group by question_id) o on o.question_id = q.id
      left join (select o.question_id, o.chosen from question_peer_options o
                 join quiz_questions k on k.id = o.question_id and k.type = 'mcq'
                 and o.option_key = k.correct_option_ids[1]) ok on ok.question_id = q.id
      where coalesce(t.answered, 0) <> coalesce(log.learners, 0)
         or coalesce(lq.n, 0) <> coalesce(log.learners, 0)
         or (q.type in ('mcq', 'boolean') and coalesce(o.chosen, 0) <> coalesce(log.learners, 0))
         or (q.type = 'mcq' and coalesce(ok.chosen, 0) <> coalesce(log.right_answers, 0))
         or coalesce(lq.right_first, 0) <> coalesce(log.right_answers, 0)
    `)) as unknown as { rows: unknown[] };
    expect(mismatched).toEqual([]);
    const { questions } = await bankQuestions();
    const { rows } = (await t.db.execute(sql`
      select min(answered)::int as least from question_peer_totals
      where question_id in (${sql.join(
        questions.map((q) => sql`${q.id}::uuid`),
        sql`, `,
      )})`)) as unknown as { rows: { least: number }[] };
    expect(rows[0]!.least).toBeGreaterThanOrEqual(PEER_MIN_ANSWERS);
  });

  it('the demo learner sees peer figures on a bank question in tutor mode', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password },
    });
    const token = login.json().accessToken;
    const started = await t.request({
      method: 'POST',
      url: '/api/qbank/sessions',
      token,
      payload: { exam: 'UKMLA AKT', topics: ['Cardiology'], status: 'all', count: 5, mode: 'tutor' },
    });
    expect(started.statusCode).toBe(201);
    const question = started.json().session.questions.find((q: { type: string }) => q.type === 'mcq') as {
      id: string;
      options: { id: string }[];
    };
    const check = await t.request({
      method: 'PUT',
      url: `/api/qbank/sessions/${started.json().session.id}/answers/${question.id}`,
      token,
      payload: { answer: { selectedOptionIds: [question.options[0]!.id] } },
    });
    expect(check.statusCode).toBe(200);
    const { peers, explanation } = check.json();
    expect(explanation.length).toBeGreaterThan(40);
    expect(peers.answered).toBeGreaterThanOrEqual(PEER_MIN_ANSWERS);
    const percents = Object.values(peers.optionPercents) as number[];
    expect(percents).toHaveLength(question.options.length);
    expect(percents.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(98);
  });

  it('every demo mock has enough first attempts for a percentile', async () => {
    for (const demo of DEMO_QUIZZES) {
      const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.title, demo.title));
      const [firsts] = await t.db
        .select({ n: sql<number>`count(distinct ${quizAttempts.userId})::int` })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quiz!.id), eq(quizAttempts.status, 'submitted')));
      expect(firsts!.n, demo.title).toBeGreaterThanOrEqual(PERCENTILE_MIN_ATTEMPTS);
    }
  });

  it("the synthetic candidates answer the free mock's extended-matching stems too, some right and some wrong", async () => {
    const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.title, DEMO_QUIZZES[0]!.title));
    const attempts = await t.db
      .select({ attempt: quizAttempts })
      .from(quizAttempts)
      .innerJoin(users, eq(users.id, quizAttempts.userId))
      .where(and(eq(quizAttempts.quizId, quiz!.id), like(users.email, 'synthetic-learner-%@demo.invalid')));
    expect(attempts.length).toBeGreaterThanOrEqual(PERCENTILE_MIN_ATTEMPTS);
    let right = 0;
    let wrong = 0;
    for (const { attempt } of attempts) {
      for (const question of attempt.questions.filter((q) => q.type === 'emq')) {
        const answered = attempt.answers[question.id]?.stemAnswers ?? {};
        // Every stem has an answer, one of the question's options, and its grade is the grader's.
        expect(Object.keys(answered).sort()).toEqual((question.stems ?? []).map((s) => s.id).sort());
        for (const stem of question.stems ?? []) {
          expect(question.options.map((o) => o.id)).toContain(answered[stem.id]);
          const correct = answered[stem.id] === stem.correctOptionId;
          expect(attempt.grades?.[question.id]?.stems?.[stem.id]?.correct).toBe(correct);
          if (correct) right++;
          else wrong++;
        }
      }
    }
    expect(right).toBeGreaterThan(0);
    expect(wrong).toBeGreaterThan(0);
  });
});
