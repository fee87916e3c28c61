/**
 * The quiz create form (web) as its inputs hold it, and its conversion to the API's CreateQuizBody: part of the
 * contract like ApplyForm and PayForm (docs/decisions/223, 313).
 */
import { z } from 'zod';
import { text } from '../fields/schemas.ts';
import { QBANK_MESSAGES, QUIZ_EXAMS, type QuizExam } from '../qbank/copy.ts';
import { CURRENCIES } from '../ui.ts';
import {
  QUIZ_ACCESS_MODES,
  QUIZ_ATTEMPTS_MAX,
  QUIZ_DEFAULTS,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_MESSAGES,
  QUIZ_TIME_LIMIT_MAX_SEC,
  QUIZ_TITLE_MAX,
  QUIZ_VISIBILITIES,
} from './copy.ts';
import { pricingFor } from './rules.ts';
import type { CreateQuizBody } from './schemas.ts';

/**
 * The create form as its inputs hold it: price in major units, time limit in minutes,
 * an access mode; `toCreateBody` makes it the API's CreateQuizBody, which the server validates. Like ApplyForm
 * and PayForm, the form's schema is part of the contract (docs/decisions/223, 313).
 */
const quizFormWholeNumber = (label: string, min: number, max: number) =>
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
    /** Empty until the author chooses (the form asks). */
    exam: z
      .string()
      .refine((v) => (QUIZ_EXAMS as readonly string[]).includes(v), { message: QBANK_MESSAGES.examRequired })
      .transform((v) => v as QuizExam),
    accessMode: z.enum(QUIZ_ACCESS_MODES),
    price: z.string().trim(),
    currency: z.enum(CURRENCIES),
    attemptsAllowed: quizFormWholeNumber('Attempts allowed', 1, QUIZ_ATTEMPTS_MAX),
    /** Clamped to 0–100, not refused. */
    passPercent: z
      .string()
      .trim()
      .refine((v) => v !== '' && Number.isFinite(Number(v)), { message: 'Pass percent must be a number.' })
      .transform((v) => Math.min(100, Math.max(0, Math.round(Number(v))))),
    timeLimitMin: quizFormWholeNumber('Time limit', 0, QUIZ_TIME_LIMIT_MAX_SEC / 60),
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
  exam: '',
  accessMode: QUIZ_DEFAULTS.accessMode,
  price: QUIZ_DEFAULTS.priceMajor,
  currency: QUIZ_DEFAULTS.currency,
  attemptsAllowed: String(QUIZ_DEFAULTS.attemptsAllowed),
  passPercent: String(QUIZ_DEFAULTS.passPercent),
  timeLimitMin: String(QUIZ_DEFAULTS.timeLimitSec / 60),
  visibility: QUIZ_DEFAULTS.visibility,
});

/** Major units → minor units by rounding × 100. */
export const toCreateBody = (v: QuizCreateFormOutput): CreateQuizBody => ({
  title: v.title,
  description: v.description,
  exam: v.exam,
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
