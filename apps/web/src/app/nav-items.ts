import type { User } from '@medprep/shared';
import { NAV_LABELS, PROFILE_MENU_LABELS } from '@medprep/shared/constants';
import { matchRoutes } from 'react-router';
import { isTeacher } from '../lib/session';
import { paths } from './paths';
import { pageRoutes } from './route-table';
import { SHELL_TEXT } from './shell-text';

export interface NavItem {
  label: string;
  to: string;
  /** In the top bar only from the xl width up (between md and xl the bar has no room; the profile menu has it). */
  wideOnly?: boolean;
}

/** Whether the app has a page at this address: an entry to a page not built yet is not shown. */
export const isBuilt = (to: string) => {
  const pathname = new URL(to, 'http://app.invalid').pathname;
  return (matchRoutes(pageRoutes, pathname) ?? []).length > 0;
};

/** Only the entries whose page exists, in order. */
export const built = (items: NavItem[]) => items.filter((item) => isBuilt(item.to));

/** Signed-in top bar links after Tutors and the membership link, then Courses. */
export const signedInNav: NavItem[] = [
  { label: NAV_LABELS.quiz, to: paths.quizzes() },
  { label: SHELL_TEXT.questionBank, to: paths.qbank(), wideOnly: true },
  { label: NAV_LABELS.discussions, to: paths.discussions() },
  { label: NAV_LABELS.liveSessions, to: paths.live() },
  { label: NAV_LABELS.resources, to: paths.resources() },
  { label: NAV_LABELS.ebooks, to: paths.ebooks() },
];

export const coursesItem: NavItem = { label: NAV_LABELS.courses, to: paths.courses() };
export const tutorsItem: NavItem = { label: NAV_LABELS.tutors, to: paths.tutors() };

/** The phone menu's Explore section. */
export const exploreNav: NavItem[] = [
  coursesItem,
  tutorsItem,
  { label: SHELL_TEXT.mockExams, to: paths.quizzes() },
  { label: NAV_LABELS.liveSessions, to: paths.live() },
  { label: NAV_LABELS.resources, to: paths.resources() },
  { label: NAV_LABELS.ebooks, to: paths.ebooks() },
  { label: NAV_LABELS.discussions, to: paths.discussions() },
];

/** Profile menu and Teaching entries for instructors and admins. */
export const teachingMenu: NavItem[] = [
  { label: PROFILE_MENU_LABELS.tutorSessions, to: paths.tutorSessions() },
  { label: PROFILE_MENU_LABELS.tutorProfile, to: paths.tutorProfile() },
  { label: PROFILE_MENU_LABELS.tutorAvailability, to: paths.tutorAvailability() },
  { label: PROFILE_MENU_LABELS.instructorDashboard, to: paths.instructorDashboard() },
  { label: PROFILE_MENU_LABELS.instructorCourses, to: paths.instructorCourses() },
  { label: PROFILE_MENU_LABELS.instructorQuizzes, to: paths.instructorQuizzes() },
  { label: PROFILE_MENU_LABELS.instructorQuestionReports, to: paths.instructorQuestionReports() },
  { label: PROFILE_MENU_LABELS.instructorLive, to: paths.instructorLive() },
  { label: PROFILE_MENU_LABELS.instructorResources, to: paths.instructorResources() },
  { label: PROFILE_MENU_LABELS.instructorEbook, to: paths.instructorEbooks() },
];

export const adminItem: NavItem = { label: PROFILE_MENU_LABELS.admin, to: paths.admin() };
export const teachItem: NavItem = { label: SHELL_TEXT.teach, to: paths.teach() };
export const myApplicationItem: NavItem = { label: SHELL_TEXT.myApplication, to: paths.myApplication() };

/**
 * The applying entries: 'Teach on MedPrep' for anyone who does not teach yet, and 'My application' once
 * the user has one.
 */
export const applyMenu = (user: User | null, hasApplication: boolean): NavItem[] =>
  built([...(isTeacher(user) ? [] : [teachItem]), ...(user && hasApplication ? [myApplicationItem] : [])]);

/** Instructors and admins see the tutor and instructor entries. */
export const canTeach = isTeacher;
export const isAdmin = (user: User | null) => user?.role === 'admin';
