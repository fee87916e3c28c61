import { z } from 'zod';
import { int, queryInt } from '../fields/schemas.ts';
import { QuizExamField } from '../quizzes/schemas.ts';
import {
  REVIEW_CARD_STATES,
  REVIEW_LIST_LIMIT,
  REVIEW_RETENTION,
  REVISION_MESSAGES,
  STUDY_PLAN_MINUTES,
} from './copy.ts';

/* ---------- Review deck ---------- */

export const ReviewSummary = z
  .object({
    /** Cards due now. */
    due: z.number().int(),
    /** Cards due by the end of today (UTC): what 'Due today' counts and a `due` session draws from. */
    dueToday: z.number().int(),
    total: z.number().int(),
    /** The earliest due time of the cards not yet due, or null. */
    nextDueAt: z.iso.datetime().nullable(),
    retention: z.number(),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ReviewListQuery = z.object({
  limit: queryInt({ min: REVIEW_LIST_LIMIT.min, max: REVIEW_LIST_LIMIT.max, label: 'Limit' })
    .optional()
    .transform((n) => n ?? REVIEW_LIST_LIMIT.default),
});

export const ReviewCard = z.object({
  questionId: z.string(),
  quizTitle: z.string(),
  due: z.iso.datetime(),
  state: z.enum(REVIEW_CARD_STATES),
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type ReviewCard = z.infer<typeof ReviewCard>;
export const ReviewListResponse = z.object({ items: z.array(ReviewCard) }).meta({ id: 'ReviewListResponse' });
export type ReviewListResponse = z.infer<typeof ReviewListResponse>;

export const ReviewSettingsBody = z.object({
  retention: z
    .number({ error: REVISION_MESSAGES.retention })
    .min(REVIEW_RETENTION.min, REVISION_MESSAGES.retention)
    .max(REVIEW_RETENTION.max, REVISION_MESSAGES.retention),
});
export type ReviewSettingsBody = z.input<typeof ReviewSettingsBody>;
export const ReviewSettingsResponse = z
  .object({ retention: z.number() })
  .meta({ id: 'ReviewSettingsResponse' });
export type ReviewSettingsResponse = z.infer<typeof ReviewSettingsResponse>;

/* ---------- Study plan ---------- */

export const StudyPlanBody = z.object({
  exam: QuizExamField,
  /** A real date YYYY-MM-DD; the server checks it is after today and within two years. */
  examDate: z
    .string({ error: REVISION_MESSAGES.examDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, REVISION_MESSAGES.examDate)
    .refine((v) => {
      const t = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === v;
    }, REVISION_MESSAGES.examDate),
  minutesPerDay: int({ ...STUDY_PLAN_MINUTES, label: 'Minutes a day' })
    .nullable()
    .optional(),
});
export type StudyPlanBody = z.input<typeof StudyPlanBody>;

export const StudyPlanDay = z.object({
  date: z.string(),
  newQuestions: z.number().int(),
  reviews: z.number().int(),
});
export const StudyPlan = z.object({
  exam: QuizExamField,
  examDate: z.string(),
  minutesPerDay: z.number().int().nullable(),
  days: z.array(StudyPlanDay),
  today: z.object({
    newQuestions: z.number().int(),
    reviews: z.number().int(),
    doneNew: z.number().int(),
    doneReviews: z.number().int(),
  }),
});
export type StudyPlan = z.infer<typeof StudyPlan>;
export const StudyPlanResponse = z.object({ plan: StudyPlan.nullable() }).meta({ id: 'StudyPlanResponse' });
export type StudyPlanResponse = z.infer<typeof StudyPlanResponse>;

/* ---------- Forms (text inputs → the bodies above) ---------- */

export const ReviewSettingsForm = z.object({
  retention: z
    .string()
    .trim()
    .regex(/^\d*\.?\d+$/, REVISION_MESSAGES.retention)
    .transform(Number)
    .pipe(ReviewSettingsBody.shape.retention),
});

export const StudyPlanForm = z.object({
  exam: QuizExamField,
  examDate: StudyPlanBody.shape.examDate,
  minutesPerDay: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(int({ ...STUDY_PLAN_MINUTES, label: 'Minutes a day' }).nullable()),
});
