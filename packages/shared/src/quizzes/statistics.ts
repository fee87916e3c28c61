/*
 * Item statistics of a mock exam and standard setting (modified Angoff):
 *   GET   /instructor/mock/quizzes/{id}/statistics            → QuizStatisticsResponse (author, admins)
 *   PATCH /instructor/mock/questions/{id} {angoffPercent}     → InstructorQuestionResponse
 *   POST  /instructor/mock/quizzes/{id}/apply-suggested-pass  → InstructorQuizResponse
 * Figures come from each learner's first submitted attempt; they are null below STATS_MIN_ATTEMPTS.
 */

/** Below this many first attempts every figure is null. */
export const STATS_MIN_ATTEMPTS = 2;
/** A question's verdict needs at least this many first attempts. */
export const STATS_VERDICT_MIN_ATTEMPTS = 50;
/** Discriminative efficiency (percent) under which a question needs checking. */
export const STATS_EFFICIENCY_MIN_PERCENT = 15;
/** Facility (percent) above which a question is very easy, and below which it is very hard. */
export const STATS_VERY_EASY_ABOVE_PERCENT = 90;
export const STATS_VERY_HARD_BELOW_PERCENT = 20;
/** Cronbach's alpha: at least this is satisfactory, under the other unsatisfactory, between acceptable. */
export const ALPHA_SATISFACTORY_MIN = 0.75;
export const ALPHA_UNSATISFACTORY_BELOW = 0.64;
/** How many questions 'lower alpha most' names (those whose removal raises alpha, the largest gain first). */
export const ALPHA_LOWERING_MAX = 3;
/** The score histogram's bands: 0–10 %, …, 90–100 % (100 % falls in the last). */
export const STATS_HISTOGRAM_BANDS = 10;
/** Statistics are recomputed in the background at most this often per quiz. */
export const STATS_RECOMPUTE_MIN_INTERVAL_MS = 60_000;
/** How often the background job looks for stale statistics. */
export const STATS_SWEEP_INTERVAL_MS = 15_000;
/** Quizzes recomputed per sweep at most. */
export const STATS_SWEEP_BATCH = 20;
export const ANGOFF_MIN = 0;
export const ANGOFF_MAX = 100;

export const QUESTION_VERDICTS = ['needs_checking', 'very_easy', 'very_hard'] as const;
export type QuestionVerdict = (typeof QUESTION_VERDICTS)[number];
export const ALPHA_VERDICTS = ['satisfactory', 'acceptable', 'unsatisfactory'] as const;
export type AlphaVerdict = (typeof ALPHA_VERDICTS)[number];

export const STATISTICS_MESSAGES = {
  noEstimates: 'Enter an Angoff estimate for at least one question first.',
} as const;

/**
 * A question's verdict: needs checking (after enough first attempts, efficiency under 15 % or a negative
 * discrimination) wins over very easy (facility above 90 %) and very hard (under 20 %).
 */
export function questionVerdict(input: {
  firstAttempts: number;
  facility: number | null;
  discrimination: number | null;
  efficiency: number | null;
}): QuestionVerdict | null {
  if (input.firstAttempts < STATS_VERDICT_MIN_ATTEMPTS) return null;
  const { facility, discrimination, efficiency } = input;
  if ((efficiency !== null && efficiency < STATS_EFFICIENCY_MIN_PERCENT) || (discrimination ?? 0) < 0)
    return 'needs_checking';
  if (facility !== null && facility > STATS_VERY_EASY_ABOVE_PERCENT) return 'very_easy';
  if (facility !== null && facility < STATS_VERY_HARD_BELOW_PERCENT) return 'very_hard';
  return null;
}

export function alphaVerdict(alpha: number | null): AlphaVerdict | null {
  if (alpha === null) return null;
  if (alpha >= ALPHA_SATISFACTORY_MIN) return 'satisfactory';
  if (alpha < ALPHA_UNSATISFACTORY_BELOW) return 'unsatisfactory';
  return 'acceptable';
}

/** The wrong option chosen most often (chosen at least once), or null; ties go to the earlier option. */
export function mostChosenWrongOption(
  options: readonly { id: string; chosenPercent: number | null }[],
  correctIds: readonly string[],
): string | null {
  let best: { id: string; chosenPercent: number } | null = null;
  for (const o of options) {
    if (correctIds.includes(o.id) || o.chosenPercent === null || o.chosenPercent <= 0) continue;
    if (!best || o.chosenPercent > best.chosenPercent) best = { id: o.id, chosenPercent: o.chosenPercent };
  }
  return best?.id ?? null;
}

/** The pass percentage applied from a suggestion: whole, rounded up so no score under the suggestion passes. */
export const appliedPassPercent = (suggested: number) =>
  Math.min(100, Math.max(0, Math.ceil(suggested - 1e-9)));

/**
 * Modified Angoff: the cut is the mean of the questions' estimates; the suggested pass mark adds one standard
 * error of measurement (a percentage) once the quiz has one, else it is the cut. Null without estimates.
 */
export function angoffSuggestion(estimates: readonly (number | null)[], semPercent: number | null) {
  const given = estimates.filter((e): e is number => e !== null);
  if (given.length === 0) return null;
  const cutPercent = given.reduce((a, b) => a + b, 0) / given.length;
  const suggestedPassPercent = Math.min(100, cutPercent + (semPercent ?? 0));
  return {
    estimated: given.length,
    cutPercent,
    suggestedPassPercent,
    applyPassPercent: appliedPassPercent(suggestedPassPercent),
  };
}
