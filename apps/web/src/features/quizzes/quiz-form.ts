import { type CreateQuizBody, text } from '@medprep/shared';
import {
  CURRENCIES,
  pricingFor,
  QUIZ_ACCESS_MODES,
  QUIZ_ATTEMPTS_MAX,
  QUIZ_DEFAULTS,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_MESSAGES,
  QUIZ_TIME_LIMIT_MAX_SEC,
  QUIZ_TITLE_MAX,
  QUIZ_VISIBILITIES,
} from '@medprep/shared/constants';
import { z } from 'zod';

/**
 * The create form as its inputs hold it (marketplace.md §5): price in major units, time limit in minutes,
 * an access mode; it becomes the API's CreateQuizBody. The API validates the body with the shared schema;
 * this schema only reads the inputs, with the same bounds and messages (docs/decisions/223).
 */
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `${label} must be a whole number from ${min} to ${max}.`,
    })
    .transform(Number);

export const QuizCreateForm = z
  .object({
    title: text({
      max: QUIZ_TITLE_MAX,
      min: 1,
      label: 'Title',
      requiredMessage: QUIZ_MESSAGES.titleRequired,
    }),
    description: text({ max: QUIZ_DESCRIPTION_MAX, multiline: true, label: 'Description' }),
    accessMode: z.enum(QUIZ_ACCESS_MODES),
    price: z.string().trim(),
    currency: z.enum(CURRENCIES),
    attemptsAllowed: wholeNumber('Attempts allowed', 1, QUIZ_ATTEMPTS_MAX),
    /** Clamped to 0–100 (§5), not refused. */
    passPercent: z
      .string()
      .trim()
      .refine((v) => v !== '' && Number.isFinite(Number(v)), { message: 'Pass percent must be a number.' })
      .transform((v) => Math.min(100, Math.max(0, Math.round(Number(v))))),
    timeLimitMin: wholeNumber('Time limit', 0, QUIZ_TIME_LIMIT_MAX_SEC / 60),
    visibility: z.enum(QUIZ_VISIBILITIES),
  })
  .superRefine((v, ctx) => {
    if (v.accessMode === 'free') return;
    const n = Number(v.price);
    if (v.price === '' || !Number.isFinite(n) || Math.round(n * 100) <= 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: QUIZ_MESSAGES.priceRequired });
  });

export type QuizCreateFormInput = z.input<typeof QuizCreateForm>;
export type QuizCreateFormOutput = z.output<typeof QuizCreateForm>;

export const quizFormDefaults = (): QuizCreateFormInput => ({
  title: '',
  description: '',
  accessMode: QUIZ_DEFAULTS.accessMode,
  price: QUIZ_DEFAULTS.priceMajor,
  currency: QUIZ_DEFAULTS.currency,
  attemptsAllowed: String(QUIZ_DEFAULTS.attemptsAllowed),
  passPercent: String(QUIZ_DEFAULTS.passPercent),
  timeLimitMin: String(QUIZ_DEFAULTS.timeLimitSec / 60),
  visibility: QUIZ_DEFAULTS.visibility,
});

/** Major units → minor units by rounding × 100 (§5). */
export const toCreateBody = (v: QuizCreateFormOutput): CreateQuizBody => ({
  title: v.title,
  description: v.description,
  attemptsAllowed: v.attemptsAllowed,
  passPercent: v.passPercent,
  timeLimitSec: v.timeLimitMin * 60,
  visibility: v.visibility,
  pricing: pricingFor(
    v.accessMode,
    v.accessMode === 'free' ? 0 : Math.round(Number(v.price) * 100),
    v.currency,
  ),
});
