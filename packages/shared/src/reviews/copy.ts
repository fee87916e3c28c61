/**
 * Reviews and ratings: what may be reviewed, the limits, and the texts the API answers with.
 */
export const REVIEW_KINDS = ['course', 'quiz', 'resource', 'ebook', 'tutor'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REPORT_REASON_MAX = 500;
/** The review panel's id on a detail page: the prompt's link goes there. */
export const REVIEW_ANCHOR = 'reviews';
/** Reviews a detail page shows at a time, newest first. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The admin's two lists. */
export const ADMIN_REVIEW_FILTERS = ['reported', 'hidden'] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/** What earns the right to review each kind: the 403's message. */
export const REVIEW_NOT_EARNED: Record<ReviewKind, string> = {
  course: 'Only learners enrolled in this course can review it.',
  quiz: 'Only learners who have submitted an attempt of this mock can review it.',
  resource: 'Only people who have unlocked this resource pack can review it.',
  ebook: 'Only people who have unlocked this ebook can review it.',
  tutor: 'Only learners who have completed a tutoring session with this tutor can review them.',
};

export const REVIEW_MESSAGES = {
  notFound: 'Review not found.',
  itemNotFound: 'Not found.',
  ownItem: 'You cannot review your own.',
  replyOwnerOnly: 'Only the owner can reply to its reviews.',
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  reasonRequired: 'Say why you are reporting this review.',
  replyRequired: 'Write a reply.',
  deletedUser: 'Deleted user',
  promptTitle: 'How was it? Leave a review',
} as const;

/** The bell's notice asking for a review, by kind. */
export const REVIEW_PROMPT_TITLES: Record<'course' | 'quiz' | 'tutor', (title: string) => string> = {
  course: (title) => `You finished ${title}: how was it? Leave a review`,
  quiz: (title) => `You submitted ${title}: how was it? Leave a review`,
  tutor: (name) => `Your session with ${name} is complete: how was it? Leave a review`,
};
