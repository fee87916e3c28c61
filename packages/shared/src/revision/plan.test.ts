import { describe, expect, it } from 'vitest';
import { STUDY_PLAN_LOAD_TOLERANCE, STUDY_PLAN_REVIEW_ONLY_DAYS } from './copy.ts';
import { type PlannedDay, spreadStudyPlan } from './plan.ts';

const sum = (days: PlannedDay[], key: 'newQuestions' | 'reviews') => days.reduce((a, d) => a + d[key], 0);

/** The rule every plan keeps: from tomorrow to 8 days before the exam, each load near the mean. */
function expectLevel(days: PlannedDay[]) {
  const window = days.slice(1, days.length - STUDY_PLAN_REVIEW_ONLY_DAYS - 1);
  if (window.length === 0) return;
  const loads = window.map((d) => d.newQuestions + d.reviews);
  const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
  const allowed = Math.max(mean * STUDY_PLAN_LOAD_TOLERANCE, 1);
  for (const load of loads) expect(Math.abs(load - mean)).toBeLessThanOrEqual(allowed);
}

describe('spreadStudyPlan', () => {
  it('spreads the unseen questions evenly, the extra ones first, none in the last week', () => {
    // 30 days to the exam: new questions on today … day 23 (24 days); 100 = 4 × 24 + 4.
    const days = spreadStudyPlan({
      today: '2026-03-01',
      examDate: '2026-03-31',
      unseen: 100,
      reviewsByDay: [],
    });
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-03-01', newQuestions: 5, reviews: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-03-31', newQuestions: 0, reviews: 0 });
    expect(days.slice(0, 4).map((d) => d.newQuestions)).toEqual([5, 5, 5, 5]);
    expect(days.slice(4, 24).every((d) => d.newQuestions === 4)).toBe(true);
    expect(days.slice(24).every((d) => d.newQuestions === 0)).toBe(true);
    expect(days[23]!.date).toBe('2026-03-24');
    expect(sum(days, 'newQuestions')).toBe(100);
  });

  it('adds the reviews, levels each day within ±20 % (or one question) of the mean, and keeps the last week reviews only', () => {
    const reviewsByDay = Array.from({ length: 61 }, (_, i) => (i % 7 === 3 ? 40 : i % 5 === 0 ? 9 : 1));
    const days = spreadStudyPlan({ today: '2026-01-10', examDate: '2026-03-11', unseen: 500, reviewsByDay });
    expect(days).toHaveLength(61);
    expect(sum(days, 'newQuestions')).toBe(500);
    // Reviews are moved, never lost: the days that hold new questions keep their reviews' total.
    expect(sum(days.slice(0, 54), 'reviews')).toBe(reviewsByDay.slice(0, 54).reduce((a, b) => a + b, 0));
    expect(days.slice(54).map((d) => d.reviews)).toEqual(reviewsByDay.slice(54));
    expect(days.slice(54).every((d) => d.newQuestions === 0)).toBe(true);
    expectLevel(days);
  });

  it('keeps every review due by tonight on today, and shares the rest over the other days', () => {
    const days = spreadStudyPlan({
      today: '2026-01-01',
      examDate: '2026-01-31',
      unseen: 46,
      reviewsByDay: [80],
    });
    expect(days[0]).toEqual({ date: '2026-01-01', newQuestions: 0, reviews: 80 });
    expect(days.slice(1, 24).map((d) => d.newQuestions)).toEqual(Array(23).fill(2));
    expectLevel(days);
  });

  it('with too few days, puts the unseen questions on the days before the exam date', () => {
    const days = spreadStudyPlan({
      today: '2026-01-01',
      examDate: '2026-01-05',
      unseen: 10,
      reviewsByDay: [0, 2],
    });
    expect(days.map((d) => d.newQuestions)).toEqual([3, 1, 3, 3, 0]);
    expect(days.map((d) => d.reviews)).toEqual([0, 2, 0, 0, 0]);
    expect(
      spreadStudyPlan({ today: '2026-01-01', examDate: '2026-01-02', unseen: 7, reviewsByDay: [] }),
    ).toEqual([
      { date: '2026-01-01', newQuestions: 7, reviews: 0 },
      { date: '2026-01-02', newQuestions: 0, reviews: 0 },
    ]);
    expect(
      spreadStudyPlan({ today: '2026-01-01', examDate: '2026-01-01', unseen: 7, reviewsByDay: [] }),
    ).toEqual([]);
  });

  it('when the learner falls behind, spreads what is left over the days left (never onto one day)', () => {
    const onTime = spreadStudyPlan({
      today: '2026-05-01',
      examDate: '2026-06-30',
      unseen: 530,
      reviewsByDay: [],
    });
    expect(onTime[0]!.newQuestions).toBe(10);
    // Ten days later, nothing done: 530 over the 44 days left instead of 54.
    const behind = spreadStudyPlan({
      today: '2026-05-11',
      examDate: '2026-06-30',
      unseen: 530,
      reviewsByDay: [],
    });
    expect(behind.slice(0, 44).map((d) => d.newQuestions)).toEqual([
      ...Array(2).fill(13),
      ...Array(42).fill(12),
    ]);
    expect(sum(behind, 'newQuestions')).toBe(530);
    expectLevel(behind);
  });
});
