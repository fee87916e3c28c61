/*
 * The learner's progress dashboard. The contract of its endpoint, under /api:
 *   GET /me/progress?tz  → ProgressResponse (user): totals, per topic with a weekly trend, mocks taken.
 * Answers count wherever they were given (bank sessions, submitted exam attempts, practice).
 */

/** The weekly trend covers this many weeks (Monday to Sunday in the learner's zone), the current one last. */
export const PROGRESS_TREND_WEEKS = 12;
/** How many of the weakest topics the dashboard offers to practise. */
export const PROGRESS_WEAKEST_TOPICS = 5;
/** Questions in a 'Practise these' session (tutor mode; incorrect first, then unseen, then the rest). */
export const PROGRESS_PRACTICE_COUNT = 20;
/** Mocks listed on the dashboard at most, the latest submitted first. */
export const PROGRESS_MOCKS_MAX = 20;

export const PROGRESS_MESSAGES = {
  timeZoneInvalid: 'Time zone must be an IANA zone such as Europe/London.',
} as const;
