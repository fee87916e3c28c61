/*
 * Revision: the learner's review deck (FSRS) and exam-date study plan. The contract, under /api:
 *   GET    /me/reviews/summary                  → ReviewSummary (user)
 *   GET    /me/reviews?limit                    → ReviewListResponse (user; due first)
 *   PATCH  /me/reviews/settings  {retention}    → ReviewSettingsResponse (user)
 *   PUT    /me/study-plan  StudyPlanBody        → StudyPlanResponse (user)
 *   GET    /me/study-plan                       → StudyPlanResponse (plan or null)
 *   DELETE /me/study-plan                       → 204
 */

/** The share of cards a learner wants to recall when they come due: 0.80–0.95, default 0.90. */
export const REVIEW_RETENTION = { min: 0.8, max: 0.95, default: 0.9 } as const;
/** `GET /me/reviews?limit`: 1–100 cards, default 20. */
export const REVIEW_LIST_LIMIT = { min: 1, max: 100, default: 20 } as const;
/** A card's FSRS state, by ts-fsrs's numbering (0 new, 1 learning, 2 review, 3 relearning). */
export const REVIEW_CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type ReviewCardState = (typeof REVIEW_CARD_STATES)[number];
/** How an answer rates a card: wrong → again, right and unsure → hard, right and sure → good. */
export const REVIEW_RATINGS = ['again', 'hard', 'good'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** A study plan's exam date is after today and at most this many years ahead. */
export const STUDY_PLAN_MAX_YEARS_AHEAD = 2;
/** The last days before the exam hold reviews only: every unseen question comes at least this many days before. */
export const STUDY_PLAN_REVIEW_ONLY_DAYS = 7;
/** A day's load (new + reviews) stays within this share of the mean load, or within one question of it. */
export const STUDY_PLAN_LOAD_TOLERANCE = 0.2;
/** Optional minutes a day a learner means to study: 5–600. */
export const STUDY_PLAN_MINUTES = { min: 5, max: 600 } as const;

export const REVISION_MESSAGES = {
  retention: `Target retention must be between ${REVIEW_RETENTION.min.toFixed(2)} and ${REVIEW_RETENTION.max.toFixed(2)}.`,
  examDate: 'Exam date must be a real date written YYYY-MM-DD.',
  examDateNotAfterToday: 'Exam date must be after today.',
  examDateTooFar: `Exam date must be within ${STUDY_PLAN_MAX_YEARS_AHEAD} years.`,
  noneDue: 'No reviews are due today.',
} as const;

export const REVISION_COPY = {
  dueTodayHeading: 'Due today',
  dueTodayNone: 'Nothing is due today.',
  dueTodayButton: 'Review due questions',
  dueTodayBuilding: 'Building your review…',
  todayPlanHeading: "Today's plan",
  noPlan: 'No study plan yet.',
  planPageTitle: 'Study plan',
  retentionLabel: 'Target retention',
  retentionHint: 'The share of reviewed questions you aim to recall when they come due (0.80–0.95).',
  retentionSaved: 'Target retention saved: reviews are now scheduled for it.',
  planSaved: 'Study plan saved: today’s target is below, and the days ahead follow.',
  planDeleted: 'Study plan deleted.',
} as const;
