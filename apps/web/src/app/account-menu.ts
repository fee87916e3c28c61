import { ACCOUNT_MENU_LABELS, MY_LIBRARY_LABEL, PROFILE_MENU_LABELS } from '@medprep/shared/constants';
import type { NavItem } from './nav-items';
import { paths } from './paths';
import { SHELL_TEXT } from './shell-text';

/** The learner's progress dashboard, as the account menus name it. */
export const PROGRESS_MENU_LABEL = 'Progress';

/**
 * Account entries every signed-in user has, after the membership entry. Only the menus loaded on demand (the
 * profile menu's entries, the phone menu's panel) use them, so they stay out of the first load.
 */
export const accountMenu: NavItem[] = [
  { label: PROFILE_MENU_LABELS.myCourses, to: paths.myEnrollments() },
  { label: SHELL_TEXT.questionBank, to: paths.qbank() },
  { label: PROGRESS_MENU_LABEL, to: paths.myProgress() },
  { label: PROFILE_MENU_LABELS.mySessions, to: paths.mySessions() },
  { label: ACCOUNT_MENU_LABELS.myPurchases, to: paths.myPurchases() },
  { label: ACCOUNT_MENU_LABELS.myCertificates, to: paths.myCertificates() },
  { label: MY_LIBRARY_LABEL, to: paths.myLibrary() },
  { label: ACCOUNT_MENU_LABELS.account, to: paths.myAccount() },
];
