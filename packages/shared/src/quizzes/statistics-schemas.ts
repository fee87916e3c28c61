import { z } from 'zod';
import { ALPHA_VERDICTS, QUESTION_VERDICTS } from './statistics.ts';

const figure = z.number().nullable();

export const QuestionStatistics = z
  .object({
    questionId: z.string(),
    /** The question's current version: the item figures count only first attempts that had it. */
    version: z.number().int().nullable(),
    /** When that version started (null for version 1). */
    versionSince: z.string().nullable(),
    /** For a stem of an extended matching question: that question's id (its Angoff estimate is the question's). */
    stemOf: z.string().nullable(),
    /** First attempts that had this question. */
    answered: z.number().int(),
    facility: figure,
    discrimination: figure,
    efficiency: figure,
    verdict: z.enum(QUESTION_VERDICTS).nullable(),
    options: z.array(z.object({ id: z.string(), chosenPercent: figure })),
    mostChosenWrongOptionId: z.string().nullable(),
    /** Alpha without this question (null under three questions or too few attempts). */
    alphaIfDeleted: figure,
    angoffPercent: z.number().int().nullable(),
  })
  .meta({ id: 'QuestionStatistics' });
export type QuestionStatistics = z.infer<typeof QuestionStatistics>;

export const QuizStatisticsResponse = z
  .object({
    attempts: z.number().int(),
    firstAttempts: z.number().int(),
    mean: figure,
    median: figure,
    sd: figure,
    alpha: figure,
    alphaVerdict: z.enum(ALPHA_VERDICTS).nullable(),
    /** The questions whose removal would raise alpha, the largest gain first. */
    alphaLowering: z.array(z.string()),
    sem: figure,
    /** Ten counts of first attempts: 0–10 %, …, 90–100 %. */
    histogram: z.array(z.number().int()),
    angoff: z
      .object({
        estimated: z.number().int(),
        cutPercent: z.number(),
        suggestedPassPercent: z.number(),
        /** The whole pass percentage that applying the suggestion sets (rounded up). */
        applyPassPercent: z.number().int(),
      })
      .nullable(),
    passPercent: z.number().int(),
    /** When a suggested pass mark was last applied, or null. */
    passAppliedAt: z.string().nullable(),
    /** When the figures were computed (they follow new attempts within about a minute). */
    computedAt: z.string(),
    questions: z.array(QuestionStatistics),
  })
  .meta({ id: 'QuizStatistics' });
export type QuizStatisticsResponse = z.infer<typeof QuizStatisticsResponse>;
