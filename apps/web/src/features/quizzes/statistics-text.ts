import type { AlphaVerdict, QuestionVerdict } from '@medprep/shared';

/** The statistics page's own words. */
export const STATS_TEXT = {
  title: (quizTitle: string) => `Statistics: ${quizTitle}`,
  back: 'Back to the questions',
  link: 'Statistics',
  summary: 'Summary',
  attempts: 'Submitted attempts',
  firstAttempts: 'First attempts (counted)',
  mean: 'Mean score',
  median: 'Median score',
  sd: 'Standard deviation',
  sem: 'Standard error of measurement',
  alpha: "Reliability (Cronbach's alpha)",
  computedAt: (when: string) => `Figures as of ${when}; they follow new attempts within about a minute.`,
  notEnough:
    'Not enough attempts yet. Figures appear once two learners have submitted; verdicts on questions after 50.',
  lowering: 'Questions that lower reliability most (alpha rises without them):',
  histogram: 'Scores of first attempts',
  band: 'Score',
  learners: 'Learners',
  questions: 'Questions',
  question: 'Question',
  answered: 'Answered',
  facility: 'Facility',
  discrimination: 'Discrimination',
  efficiency: 'Efficiency',
  verdict: 'Verdict',
  wrong: 'Most chosen wrong answer',
  angoff: 'Angoff estimate (%)',
  angoffLabel: (n: number) => `Angoff estimate for question ${n}, percent of borderline candidates`,
  angoffEmqLabel: (n: number) =>
    `Angoff estimate for the extended matching question of row ${n} (all its stems), percent of borderline candidates`,
  angoffOnFirstStem: 'Estimated on its first stem',
  none: 'n/a',
  noVerdict: 'No concerns',
  standard: 'Pass mark (modified Angoff)',
  standardHelp:
    'For each question, enter the percentage of borderline candidates you expect to answer it correctly. ' +
    'The suggested pass mark is the mean of your estimates plus one standard error of measurement.',
  noEstimates: 'No estimates yet: enter one in the questions table below.',
  cut: (estimated: number, cut: string) =>
    `Mean of ${estimated} estimate${estimated === 1 ? '' : 's'}: ${cut}`,
  suggested: (v: string) => `Suggested pass mark: ${v}`,
  current: (v: number) => `Current pass mark: ${v} %`,
  appliedOn: (date: string) => `Last set from the suggestion on ${date}.`,
  apply: 'Apply suggested pass mark',
  confirmTitle: 'Change the pass mark?',
  confirm: (v: number) =>
    `The quiz's pass mark becomes ${v} %. Attempts already submitted keep the pass mark they were graded with.`,
  confirmYes: 'Apply',
  cancel: 'Cancel',
  applied: (v: number) => `Pass mark set to ${v} %. New attempts are graded against it.`,
  saved: 'Saved',
  saveFailed: 'Not saved: enter a whole number from 0 to 100, or leave it empty.',
} as const;

export const ALPHA_WORDS: Record<AlphaVerdict, string> = {
  satisfactory: 'satisfactory (0.75 or more): the questions measure the same thing consistently',
  acceptable: 'acceptable (0.64 to 0.75): usable, but some questions may be weak',
  unsatisfactory: 'unsatisfactory (under 0.64): scores are not reliable; check the questions listed below',
};

export const VERDICT_WORDS: Record<QuestionVerdict, string> = {
  needs_checking:
    'Needs checking: strong candidates get this wrong more often than weak ones: is the key right?',
  very_easy: 'Very easy: almost everyone gets it right (above 90 %).',
  very_hard: 'Very hard: fewer than 20 % get it right.',
};
