import { z } from 'zod';
import { isValidTimeZone } from '../time-zones.ts';
import { PROGRESS_MESSAGES } from './copy.ts';

/** GET /me/progress?tz: days and weeks are counted in this IANA zone (default Europe/London). */
export const ProgressQuery = z.object({
  tz: z
    .string()
    .max(64, PROGRESS_MESSAGES.timeZoneInvalid)
    .refine((v) => isValidTimeZone(v), PROGRESS_MESSAGES.timeZoneInvalid)
    .optional(),
});
export type ProgressQuery = z.input<typeof ProgressQuery>;

export const ProgressTotals = z.object({
  /** Answers given (every answer counts, a question answered twice twice). */
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct / answered as a percent, one decimal; null before the first answer. */
  correctPercent: z.number().nullable(),
  /** Days in a row with at least one answer, ending today (or yesterday, when today has none yet). */
  streakDays: z.number().int(),
  dueReviews: z.number().int(),
});
export type ProgressTotals = z.infer<typeof ProgressTotals>;

export const ProgressWeek = z.object({
  /** The week's Monday, YYYY-MM-DD in the learner's zone. */
  weekStart: z.string(),
  answered: z.number().int(),
  correctPercent: z.number().nullable(),
});
export type ProgressWeek = z.infer<typeof ProgressWeek>;

export const ProgressTopic = z.object({
  topic: z.string(),
  answered: z.number().int(),
  correctPercent: z.number().nullable(),
  /** The last PROGRESS_TREND_WEEKS weeks, oldest first. */
  weeks: z.array(ProgressWeek),
});
export type ProgressTopic = z.infer<typeof ProgressTopic>;

export const ProgressMock = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  title: z.string(),
  percent: z.number(),
  passed: z.boolean(),
  /** Among the quiz's first attempts (null below PERCENTILE_MIN_ATTEMPTS). */
  percentile: z.number().nullable(),
  submittedAt: z.string(),
});
export type ProgressMock = z.infer<typeof ProgressMock>;

/** Topics come weakest first (lowest correct percent, then most answered, then by name). */
export const ProgressResponse = z
  .object({ totals: ProgressTotals, topics: z.array(ProgressTopic), mocks: z.array(ProgressMock) })
  .meta({ id: 'ProgressResponse' });
export type ProgressResponse = z.infer<typeof ProgressResponse>;
