import type { User } from '@medprep/shared';
import { NAV_LABELS, PROFILE_MENU_LABELS } from '@medprep/shared/constants';
import { isTeacher } from '../lib/session';
import { paths } from './paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Signed-in top bar links after Tutors and the membership link (platform.md §2). */
export const signedInNav: NavItem[] = [
  { label: NAV_LABELS.quiz, to: paths.quizzes() },
  { label: NAV_LABELS.discussions, to: paths.discussions() },
  { label: NAV_LABELS.liveSessions, to: paths.live() },
  { label: NAV_LABELS.resources, to: paths.resources() },
  { label: NAV_LABELS.ebooks, to: paths.ebooks() },
];

/** The phone menu's Explore section. */
export const exploreNav: NavItem[] = [
  { label: NAV_LABELS.courses, to: paths.courses() },
  { label: NAV_LABELS.tutors, to: paths.tutors() },
  { label: NAV_LABELS.quiz, to: paths.quizzes() },
  { label: NAV_LABELS.liveSessions, to: paths.live() },
  { label: NAV_LABELS.resources, to: paths.resources() },
  { label: NAV_LABELS.ebooks, to: paths.ebooks() },
  { label: NAV_LABELS.discussions, to: paths.discussions() },
];

/** Account entries every signed-in user has, after the membership entry. */
export const accountMenu: NavItem[] = [
  { label: PROFILE_MENU_LABELS.myCourses, to: paths.myEnrollments() },
  { label: PROFILE_MENU_LABELS.mySessions, to: paths.mySessions() },
];

/** Profile menu and Teaching entries for instructors and admins. */
export const teachingMenu: NavItem[] = [
  { label: PROFILE_MENU_LABELS.tutorSessions, to: paths.tutorSessions() },
  { label: PROFILE_MENU_LABELS.tutorProfile, to: paths.tutorProfile() },
  { label: PROFILE_MENU_LABELS.tutorAvailability, to: paths.tutorAvailability() },
  { label: PROFILE_MENU_LABELS.instructorCourses, to: paths.instructorCourses() },
  { label: PROFILE_MENU_LABELS.instructorQuizzes, to: paths.instructorQuizzes() },
  { label: PROFILE_MENU_LABELS.instructorLive, to: paths.instructorLive() },
  { label: PROFILE_MENU_LABELS.instructorResources, to: paths.instructorResources() },
  { label: PROFILE_MENU_LABELS.instructorEbook, to: paths.instructorEbooks() },
];

export const adminItem: NavItem = { label: PROFILE_MENU_LABELS.admin, to: paths.admin() };

/** Instructors and admins see the tutor and instructor entries (platform.md §6). */
export const canTeach = isTeacher;
export const isAdmin = (user: User | null) => user?.role === 'admin';
