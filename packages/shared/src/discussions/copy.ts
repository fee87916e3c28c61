import { countLabel } from '../plural.ts';

/** The discussion board's limits, states and sentences. */
export const DISCUSSION_TITLE_MAX = 180;
/** Not named by the specification (docs/decisions/250): long enough for a clinical vignette with workings. */
export const DISCUSSION_BODY_MAX = 20_000;
export const DISCUSSION_REPLY_MAX = 20_000;
export const DISCUSSION_PAGE_SIZE = 20;

export const QUESTION_STATUSES = ['open', 'answered', 'closed', 'locked'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** The statuses the list filters by (the Answered and Open chips). */
export const QUESTION_LIST_STATUSES = ['answered', 'open'] as const;
export type QuestionListStatus = (typeof QUESTION_LIST_STATUSES)[number];
export const QUESTION_SORTS = ['newest', 'unanswered', 'active'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const DEFAULT_QUESTION_SORT: QuestionSort = 'newest';

export const DISCUSSION_MESSAGES = {
  notFound: 'Not found.',
  permissionHint: 'Only instructors/admins can answer. Only the author can comment.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${DISCUSSION_TITLE_MAX} characters.`,
  bodyRequired: 'Body is required.',
  replyRequired: 'Write something before posting.',
  onlyTeachersAnswer: 'Only instructors and admins can answer questions.',
  onlyAuthorComments: 'Only the author of the question can comment on it.',
  onlyAuthorAccepts: 'Only the author of the question can accept an answer.',
  answerOfAnotherQuestion: 'That answer belongs to another question.',
  answerNotFound: 'Answer not found.',
  commentNotFound: 'Comment not found.',
  onlyCommentAuthorDeletes: 'Only the author of the comment or an admin can delete it.',
  closed: 'This question is closed: it takes no new answers or comments.',
  locked: 'This question is locked: it takes no new answers or comments.',
  courseNotFound: 'That course does not exist.',
  loadFailed: 'Failed to load discussions.',
  loadQuestionFailed: 'Failed to load the question.',
  postFailed: 'Failed to post your question.',
  replyFailed: 'Failed to post your reply.',
  acceptFailed: 'Failed to accept the answer.',
  deleteFailed: 'Failed to delete the comment.',
  moderateFailed: 'Failed to change the question.',
  noQuestions: 'No questions found.',
  noQuestionsYet: 'No questions yet. Be the first to ask one.',
} as const;

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
  locked: 'Locked',
};
export const QUESTION_SORT_LABELS: Record<QuestionSort, string> = {
  newest: 'Newest',
  unanswered: 'Unanswered',
  active: 'Active',
};

/** '1 reply', '3 replies': the thread's count label. */
export const replyCountLabel = (n: number): string => countLabel(n, 'reply', 'replies');
export const answerCountLabel = (n: number): string => countLabel(n, 'answer');
