/**
 * Question reports: a learner who answered a question tells its author something is wrong with it; the
 * author (or an admin) resolves it with an outcome and a reply, and the learner is told in the bell.
 */
export const QUESTION_REPORT_REASONS = ['wrong_answer', 'unclear', 'outdated', 'typo', 'other'] as const;
export type QuestionReportReason = (typeof QUESTION_REPORT_REASONS)[number];

export const QUESTION_REPORT_REASON_LABELS: Record<QuestionReportReason, string> = {
  wrong_answer: 'Wrong answer',
  unclear: 'Unclear',
  outdated: 'Out of date',
  typo: 'Typo',
  other: 'Other',
};

export const QUESTION_REPORT_STATUSES = ['open', 'resolved'] as const;
export type QuestionReportStatus = (typeof QUESTION_REPORT_STATUSES)[number];

export const QUESTION_REPORT_OUTCOMES = ['fixed', 'not_changed'] as const;
export type QuestionReportOutcome = (typeof QUESTION_REPORT_OUTCOMES)[number];

export const QUESTION_REPORT_OUTCOME_LABELS: Record<QuestionReportOutcome, string> = {
  fixed: 'Fixed',
  not_changed: 'Not changed',
};

export const QUESTION_REPORT_TEXT_MAX = 2000;
export const QUESTION_REPORT_REPLY_MAX = 2000;
/** Reports the author's list shows at a time, newest first. */
export const QUESTION_REPORT_PAGE_SIZE = 10;

export const QUESTION_REPORT_MESSAGES = {
  reasonRequired: 'Choose what is wrong with the question.',
  textRequired: 'Say what is wrong, so the author can fix it.',
  /** What the reporter is told once the report is sent. */
  sent: 'Thanks — the author will look at it. You’ll be told when it is resolved.',
  notAnswered: 'Only someone who has answered this question can report it.',
  duplicate: 'You have already reported this question. You’ll be told when the author has resolved it.',
  notFound: 'Report not found.',
  questionNotFound: 'Question not found.',
  alreadyResolved: 'This report has already been resolved.',
  outcomeRequired: 'Choose fixed or not changed.',
  replyRequired: 'Write a reply to the person who reported it.',
  notificationTitle: 'Your report on a question has been resolved',
} as const;

/** The bell's notice body: the outcome and the author's reply. */
export const questionReportNoticeBody = (outcome: QuestionReportOutcome, reply: string): string =>
  `${QUESTION_REPORT_OUTCOME_LABELS[outcome]}: ${reply}`;
