import { MY_COURSES_TEXT as SPEC_MY_COURSES_TEXT } from '@medprep/shared/constants';

/** My courses (/me/enrollments): the specification's words (shared) and the empty list's. */
export const MY_COURSES_TEXT = {
  ...SPEC_MY_COURSES_TEXT,
  empty: 'You are not enrolled in any courses yet.',
  emptyHint: 'Find a course in the catalogue and start learning today.',
} as const;
