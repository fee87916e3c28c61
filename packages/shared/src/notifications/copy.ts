/**
 * In-app notices. Each module that tells people something adds its kind here and calls
 * the server's `notify(tx, …)` inside its own transaction (docs/decisions/252).
 */
export const NOTIFICATION_KINDS = [
  'discussion_answered',
  'tutor_session_booked',
  'tutor_cancel_requested',
  'tutor_cancel_approved',
  'tutor_session_rescheduled',
  'review_prompt',
  'certificate_issued',
  'question_report_resolved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_PAGE_SIZE = 10;
/** How often the bell asks for the unread count while the app is open. */
export const NOTIFICATION_POLL_MS = 60_000;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 500;

export const NOTIFICATION_MESSAGES = {
  bellLabel: 'Notifications',
  empty: 'No notifications yet.',
  markAllRead: 'Mark all as read',
  loadFailed: 'Failed to load notifications.',
  notFound: 'Notification not found.',
  discussionAnsweredTitle: 'Your question has a new answer',
} as const;

/** 'Notifications, 3 unread' for the bell's accessible name. */
export const bellLabel = (unread: number): string =>
  unread > 0 ? `${NOTIFICATION_MESSAGES.bellLabel}, ${unread} unread` : NOTIFICATION_MESSAGES.bellLabel;
