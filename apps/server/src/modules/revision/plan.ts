/** The exam-date study plan: saved as the learner names it, its days computed afresh whenever it is read. */
import {
  addPlanYears,
  type QuizExam,
  REVISION_MESSAGES,
  STUDY_PLAN_MAX_YEARS_AHEAD,
  type StudyPlanBody,
  type StudyPlanResponse,
  spreadStudyPlan,
  startOfUtcDay,
} from '@medprep/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studyPlans } from '../../db/schema/index.ts';
import type { AuthUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { usableQuizIds } from '../qbank/bank.ts';
import { rowsOf } from './deck.ts';

const DAY_MS = 86_400_000;
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const idArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** PUT /me/study-plan: the exam date is after today (UTC) and within two years, else a 400 naming it. */
export async function saveStudyPlan(
  db: Db,
  user: AuthUser,
  body: StudyPlanBody,
  now: Date,
): Promise<StudyPlanResponse> {
  const today = dateOf(now);
  const fail = (message: string) =>
    new AppError('validation_failed', message, { fields: { examDate: message } });
  if (body.examDate <= today) throw fail(REVISION_MESSAGES.examDateNotAfterToday);
  if (body.examDate > addPlanYears(today, STUDY_PLAN_MAX_YEARS_AHEAD))
    throw fail(REVISION_MESSAGES.examDateTooFar);
  const values = { exam: body.exam, examDate: body.examDate, minutesPerDay: body.minutesPerDay ?? null };
  await db
    .insert(studyPlans)
    .values({ userId: user.id, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { ...values, updatedAt: now } });
  return getStudyPlan(db, user, now);
}

export async function deleteStudyPlan(db: Db, user: AuthUser): Promise<void> {
  await db.delete(studyPlans).where(eq(studyPlans.userId, user.id));
}

/**
 * GET /me/study-plan: the plan's days from today to the exam date, from what is unseen at the start of today
 * and the cards' due dates (cards of the exam's questions); today's target and what is done of it. A question
 * first answered today counts as new today, not as a review; a review today is a card from before today that is
 * due by tonight or was answered today.
 */
export async function getStudyPlan(db: Db, user: AuthUser, now: Date): Promise<StudyPlanResponse> {
  const [saved] = await db.select().from(studyPlans).where(eq(studyPlans.userId, user.id));
  if (!saved) return { plan: null };
  const today = dateOf(now);
  if (saved.examDate <= today) {
    return {
      plan: {
        exam: saved.exam as QuizExam,
        examDate: saved.examDate,
        minutesPerDay: saved.minutesPerDay,
        days: [],
        today: { newQuestions: 0, reviews: 0, doneNew: 0, doneReviews: 0 },
      },
    };
  }
  const start = startOfUtcDay(now);
  const tomorrow = new Date(start.getTime() + DAY_MS).toISOString();
  const examEnd = new Date(Date.parse(`${saved.examDate}T00:00:00Z`) + DAY_MS).toISOString();
  const startIso = start.toISOString();
  const ids = await usableQuizIds(db, user, now);
  const examQuestions = sql`select qq.id from quiz_questions qq join quizzes q on q.id = qq.quiz_id where q.exam = ${saved.exam}`;
  const usable =
    ids.length === 0
      ? sql`select null::uuid as id where false`
      : sql`${examQuestions} and qq.quiz_id = any(${idArray(ids)})`;
  const [counts] = await rowsOf<{ unseen: number; done_new: number; done_reviews: number }>(
    db,
    sql`
    select
      (select count(*) from (${usable}) u where not exists (
        select 1 from learner_questions lq
        where lq.user_id = ${user.id} and lq.question_id = u.id and lq.first_answered_at < ${startIso}::timestamptz
      ))::int as unseen,
      (select count(*) from learner_questions lq
        where lq.user_id = ${user.id} and lq.question_id in (${examQuestions})
          and lq.first_answered_at >= ${startIso}::timestamptz)::int as done_new,
      (select count(*) from learner_questions lq
        where lq.user_id = ${user.id} and lq.question_id in (${examQuestions})
          and lq.first_answered_at < ${startIso}::timestamptz
          and lq.last_answered_at >= ${startIso}::timestamptz)::int as done_reviews`,
  );
  const forecast = await rowsOf<{ day: number; n: number }>(
    db,
    sql`
    select 0 as day, count(*)::int as n
    from review_cards c
    join learner_questions lq on lq.user_id = c.user_id and lq.question_id = c.question_id
    where c.user_id = ${user.id} and c.question_id in (${examQuestions})
      and lq.first_answered_at < ${startIso}::timestamptz
      and (c.due < ${tomorrow}::timestamptz or lq.last_answered_at >= ${startIso}::timestamptz)
    union all
    select floor(extract(epoch from (c.due - ${startIso}::timestamptz)) / 86400)::int as day, count(*)::int as n
    from review_cards c
    where c.user_id = ${user.id} and c.question_id in (${examQuestions})
      and c.due >= ${tomorrow}::timestamptz and c.due < ${examEnd}::timestamptz
    group by 1`,
  );
  const reviewsByDay: number[] = [];
  for (const r of forecast) reviewsByDay[Number(r.day)] = (reviewsByDay[Number(r.day)] ?? 0) + Number(r.n);
  const days = spreadStudyPlan({
    today,
    examDate: saved.examDate,
    unseen: Number(counts?.unseen ?? 0),
    reviewsByDay: Array.from(reviewsByDay, (n) => n ?? 0),
  });
  return {
    plan: {
      exam: saved.exam as QuizExam,
      examDate: saved.examDate,
      minutesPerDay: saved.minutesPerDay,
      days,
      today: {
        newQuestions: days[0]?.newQuestions ?? 0,
        reviews: days[0]?.reviews ?? 0,
        doneNew: Number(counts?.done_new ?? 0),
        doneReviews: Number(counts?.done_reviews ?? 0),
      },
    },
  };
}
