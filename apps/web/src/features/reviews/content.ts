import type { ReviewKind } from '@medprep/shared';

/** Words only the web shows about reviews. */
export const REVIEW_TEXT = {
  heading: 'Reviews',
  loadFailed: 'Failed to load reviews.',
  saveFailed: 'That did not work. Try again.',
  noReviews: 'No reviews yet.',
  outOfFive: 'out of 5',
  histogramLabel: 'How the ratings spread',
  yourRating: 'Your rating',
  yourReview: 'Your review (optional)',
  writeTitle: 'Write a review',
  editTitle: 'Your review',
  save: 'Save review',
  saving: 'Saving…',
  delete: 'Delete my review',
  confirmDelete: 'Delete your review? It stops counting in the rating.',
  saved: 'Thank you: your review is saved and now counts in the rating. You can change or delete it here.',
  deleted: 'Your review is deleted and no longer counts in the rating.',
  hiddenMine: 'An admin has hidden your review: it is not shown to others and does not count in the rating.',
  signInToReview: 'Sign in to write a review',
  report: 'Report',
  reportReason: 'Why are you reporting this review?',
  sendReport: 'Send report',
  reported: 'Thank you: the admins will look at this review.',
  cancel: 'Cancel',
  reply: 'Reply',
  replyLabel: 'Your public reply',
  sendReply: 'Post reply',
  replied: 'Your reply is posted under the review.',
  adminTitle: 'Reviews to handle',
  hide: 'Hide',
  unhide: 'Show again',
  keep: 'Keep (clear reports)',
  hidden: 'Review hidden: it no longer counts in the rating.',
  shown: 'Review shown again: it counts in the rating.',
  kept: 'Reports cleared: the review stays.',
} as const;

/** 'Reply from the instructor' … by kind. */
export const OWNER_WORD: Record<ReviewKind, string> = {
  course: 'instructor',
  quiz: 'author',
  resource: 'author',
  ebook: 'author',
  tutor: 'tutor',
};

export const KIND_LABEL: Record<ReviewKind, string> = {
  course: 'Course',
  quiz: 'Mock exam',
  resource: 'Resource pack',
  ebook: 'Ebook',
  tutor: 'Tutor',
};

export const starsLabel = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
export const reviewCount = (n: number) => `${n} review${n === 1 ? '' : 's'}`;
export const ratedLabel = (n: number) => `Rated ${n} out of 5`;
