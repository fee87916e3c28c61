import type { User } from '@medprep/shared';
import { paths } from './paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Signed-in top bar links after Tutors and the membership link (platform.md §2). */
export const signedInNav: NavItem[] = [
  { label: 'Quiz', to: paths.quizzes() },
  { label: 'Discussions', to: paths.discussions() },
  { label: 'Live Sessions', to: paths.live() },
  { label: 'Resources', to: paths.resources() },
  { label: 'Ebooks', to: paths.ebooks() },
];

/** Profile menu entries for instructors and admins. */
export const teachingMenu: NavItem[] = [
  { label: 'Tutor – Sessions', to: paths.tutorSessions() },
  { label: 'Tutor – Profile', to: paths.tutorProfile() },
  { label: 'Tutor – Availability', to: paths.tutorAvailability() },
  { label: 'Instructor – Courses', to: paths.instructorCourses() },
  { label: 'Instructor – Quizzes', to: paths.instructorQuizzes() },
  { label: 'Instructor – Live Sessions', to: paths.instructorLive() },
  { label: 'Instructor – Resources', to: paths.instructorResources() },
  { label: 'Instructor – Ebook', to: paths.instructorEbooks() },
];

export const canTeach = (user: User | null) => user?.role === 'instructor' || user?.role === 'admin';
