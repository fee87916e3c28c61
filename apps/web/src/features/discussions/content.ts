import type { QuestionStatus } from '@medprep/shared/constants';
import { countLabel, QUESTION_STATUS_LABELS } from '@medprep/shared/constants';
import type { StatusScheme, Tone } from '../../ui/badge';

/**
 * Labels of the discussion screens that the shared contract does not carry (the specification's messages,
 * limits and sort/status names come from @medprep/shared).
 */
export const DISCUSSION_TEXT = {
  listTitle: 'Discussions',
  listIntro: 'Ask a question about a topic or a course; instructors answer.',
  askQuestion: 'Ask Question',
  searchLabel: 'Search questions',
  searchHint: 'Press Enter to search',
  sortLabel: 'Sort by',
  courseLabel: 'Course',
  allCourses: 'All courses',
  statusFilters: 'Show',
  clearFilters: 'Clear filters',
  askTitle: 'Ask a question',
  askIntro: 'Give your question a clear title and the details an instructor needs to answer it.',
  titleLabel: 'Title',
  bodyLabel: 'Details',
  bodyHint: 'Markdown is supported: **bold**, lists, `code`.',
  relatedCourse: 'Related course',
  relatedCourseHint: 'Optional',
  noCourse: 'None',
  postQuestion: 'Post question',
  cancel: 'Cancel',
  backToList: 'All discussions',
  askedBy: 'Asked by',
  answerLabel: 'Answer',
  commentLabel: 'Author comment',
  acceptedAnswer: 'Accepted answer',
  accept: 'Accept answer',
  acceptLabel: (author: string) => `Accept the answer by ${author}`,
  deleteComment: 'Delete',
  deleteCommentLabel: 'Delete this comment',
  yourAnswer: 'Your answer',
  postAnswer: 'Post answer',
  yourComment: 'Add a comment',
  postComment: 'Post comment',
  threadTitle: 'Replies',
  noReplies: 'No replies yet.',
  close: 'Close',
  lock: 'Lock',
  reopen: 'Reopen',
  moderation: 'Moderation',
  answered: 'Answer posted',
  commented: 'Comment posted',
  accepted: 'Answer accepted',
  commentDeleted: 'Comment deleted',
  posted: 'Question posted',
  closedNote: 'This question is closed: no new answers or comments.',
  lockedNote: 'This question is locked: no new answers or comments.',
  titleCount: (n: number, max: number) => `${n}/${max}`,
  answersShort: (n: number) => countLabel(n, 'answer'),
  resultCount: (n: number) => countLabel(n, 'question'),
} as const;

/** A question's status on the kit's StatusBadge. */
export const QUESTION_STATUS_SCHEME: StatusScheme<QuestionStatus> = {
  tones: { open: 'amber', answered: 'green', closed: 'gray', locked: 'red' },
  labels: QUESTION_STATUS_LABELS,
};

/** The role badge beside an author's name (learners have none). */
export const ROLE_BADGES: Record<string, { label: string; tone: Tone } | undefined> = {
  instructor: { label: 'Instructor', tone: 'blue' },
  admin: { label: 'Admin', tone: 'brand' },
};
