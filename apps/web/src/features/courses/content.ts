import type { CourseSort, CourseStatus, CourseViewer } from '@medprep/shared';
import type { StatusScheme } from '../../ui/badge';

/**
 * Labels and sentences of the course screens that the shared contract does not carry (it carries the
 * specification's messages and limits, which these screens import from @medprep/shared).
 */
export const SORT_LABELS: Record<CourseSort, string> = {
  newest: 'Newest',
  popular: 'Most popular',
  rating: 'Highest rated',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export const STATUS_LABELS: Record<CourseStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const COURSE_STATUS_SCHEME: StatusScheme<CourseStatus> = {
  tones: { draft: 'amber', published: 'green', archived: 'gray' },
  labels: STATUS_LABELS,
};

/** The course page's main button for each viewer action. */
export const ACTION_LABELS: Record<Exclude<CourseViewer['action'], 'buy'>, string> = {
  go_to_course: 'Go to course',
  login: 'Log in to enrol',
  enroll_free: 'Enrol for free',
  start_with_membership: 'Start with membership',
};
export const buyLabel = (price: string) => `Buy for ${price}`;

export const COURSE_UI_TEXT = {
  freeOnly: 'Free only',
  includedInMembership: 'Included in membership',
  orGetMembership: 'or get membership',
  confirmingPurchase: 'Confirming your purchase…',
  purchaseNotConfirmed:
    'We have not received the payment confirmation yet. It can take a minute: refresh this page shortly.',
  onlyInstructors: 'Only instructors can manage courses.',
  applyToTeach: 'Apply to teach',
  notPublishedYet: 'Not published yet',
  noInstructorCourses: 'No courses yet',
  createFirstCourse: 'Create your first course to get started.',
} as const;

/** The quiz lesson's quiz picker. */
export const QUIZ_PICKER_TEXT = {
  placeholder: 'Search your quizzes…',
  hint: 'Type to search your quizzes, or press the down arrow to see them all.',
  chosen: 'Chosen',
  notYours: 'This lesson names a quiz that is not one of yours: choose one of your own.',
  listLabel: 'Your quizzes',
  published: 'Published',
  draft: 'Draft',
  loading: 'Loading your quizzes…',
  failed: 'Your quizzes could not be loaded.',
  none: 'You have no quizzes yet.',
  create: 'Create a quiz',
  noMatch: (q: string) => `No quizzes match “${q}”.`,
} as const;

/** The dialog shown when leaving the course editor with unsaved changes. */
export const LEAVE_EDITOR_TEXT = {
  title: 'Leave without saving?',
  body: 'You have changes to this course that are not saved. If you leave now, they are lost.',
  stay: 'Stay and keep editing',
  leave: 'Leave without saving',
} as const;

/** The confirmation before deleting a draft (its sentence is the shared COURSE_MESSAGES.deleteDraftConfirm). */
export const DELETE_DRAFT_TEXT = {
  title: 'Delete this draft?',
  keep: 'Keep the draft',
  confirm: 'Delete draft',
} as const;

/** What a status action announces once done. */
export const TRANSITION_DONE: Record<'publish' | 'unpublish' | 'archive' | 'restore', string> = {
  publish: 'Published',
  unpublish: 'Unpublished',
  archive: 'Archived',
  restore: 'Restored',
};

/** Categories change rarely: the list is kept fresh for five minutes. */
export const CATEGORIES_STALE_MS = 5 * 60_000;
