/**
 * The exam-date study plan, a pure rule. From today to the exam date, each day gets its reviews (forecast
 * from the cards' due dates) and a share of the exam's unseen questions:
 * - every unseen question falls on a day at least STUDY_PLAN_REVIEW_ONLY_DAYS before the exam when enough days
 *   remain (the last week holds reviews only); with fewer days, on the days before the exam date;
 * - the days that may hold new questions share their whole load (new + reviews) evenly: each gets the floor or
 *   the ceiling of the mean, the extra ones going to the earliest days; a review due on a day that is already
 *   full moves to the nearest earlier day with room (else the nearest later one). Today keeps every review due
 *   by tonight even when that is more than its share; the other days then share the rest.
 * So from tomorrow to eight days before the exam every day is within one question of those days' mean, inside
 * the wider of ±STUDY_PLAN_LOAD_TOLERANCE and one question. The plan is computed afresh each day from what is
 * unseen then: days a learner missed spread over the days left, never onto one day.
 */
import { STUDY_PLAN_REVIEW_ONLY_DAYS } from './copy.ts';
import { addPlanDays, planDaysBetween } from './rules.ts';

export interface StudyPlanInput {
  /** Today, YYYY-MM-DD. */
  today: string;
  /** The exam date, YYYY-MM-DD, after today. */
  examDate: string;
  /** The exam's questions unseen at the start of today. */
  unseen: number;
  /** Reviews due on each day: index 0 is today (every card due by tonight), 1 tomorrow, …; missing days 0. */
  reviewsByDay: readonly number[];
}

export interface PlannedDay {
  date: string;
  newQuestions: number;
  reviews: number;
}

/** Splits `total` over `n` days: the floor of the mean each, one more for the first `total mod n`. */
function level(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

export function spreadStudyPlan(input: StudyPlanInput): PlannedDay[] {
  const last = planDaysBetween(input.today, input.examDate);
  if (last < 1) return [];
  const reviews = Array.from({ length: last + 1 }, (_, i) => Math.max(0, input.reviewsByDay[i] ?? 0));
  const unseen = Math.max(0, input.unseen);
  // The last day that may hold new questions: a week before the exam, else the day before it.
  const lastNew = last - STUDY_PLAN_REVIEW_ONLY_DAYS >= 0 ? last - STUDY_PLAN_REVIEW_ONLY_DAYS : last - 1;
  const span = lastNew + 1;
  const dueInSpan = reviews.slice(0, span);
  const total = unseen + dueInSpan.reduce((a, b) => a + b, 0);
  let capacity = level(total, span);
  if (dueInSpan[0]! > capacity[0]!)
    capacity = [dueInSpan[0]!, ...(span > 1 ? level(total - dueInSpan[0]!, span - 1) : [])];
  const placed = Array.from({ length: span }, () => 0);
  for (let day = 0; day < span; day++) {
    let left = dueInSpan[day]!;
    const take = (d: number) => {
      const n = Math.min(left, capacity[d]! - placed[d]!);
      placed[d]! += n;
      left -= n;
    };
    take(day);
    for (let d = day - 1; d >= 0 && left > 0; d--) take(d);
    for (let d = day + 1; d < span && left > 0; d++) take(d);
  }
  return reviews.map((due, i) => ({
    date: addPlanDays(input.today, i),
    newQuestions: i < span ? capacity[i]! - placed[i]! : 0,
    reviews: i < span ? placed[i]! : due,
  }));
}
