/** Texts, limits and timings of the shell and home page. */

/** The top bar gains a stronger background after scrolling more than this many pixels. */
export const SCROLL_THRESHOLD_PX = 8;
/** Avatar hue default when there is no name. */
export const AVATAR_DEFAULT_HUE = 200;
export const AVATAR_FALLBACK_INITIALS = 'U';
export const PROFILE_MENU_WIDTH = '18rem';

/** Avatar background hue = name length × 23 mod 360, default 200. */
export function avatarHue(name: string | null | undefined): number {
  if (!name) return AVATAR_DEFAULT_HUE;
  return (name.length * 23) % 360;
}

/** Up to two letters from the name (first letters of the first and last words), fallback U. */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return AVATAR_FALLBACK_INITIALS;
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const letters = (Array.from(first)[0] ?? '') + (last ? (Array.from(last)[0] ?? '') : '');
  return letters.toUpperCase() || AVATAR_FALLBACK_INITIALS;
}

export const SEARCH_PLACEHOLDER = 'Search courses…';
export const ROUTER_OK_TEXT = 'ROUTER OK';

/** Home page testimonials carousel. */
export const CAROUSEL_INTERVAL_MS = 6000;
export const CAROUSEL_MIN_SLIDES = 10;
export const LONG_QUOTE_THRESHOLD = 260;

/** Default list page size. */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const COURSE_SEARCH_DEBOUNCE_MS = 350;
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export const HOME_STATES = ['GUEST', 'USER_NO_MEM', 'USER_MEM'] as const;
export type HomeState = (typeof HOME_STATES)[number];

/** Business facts named by the specification. */
export const SUPPORT_RESPONSE_HOURS = 72;
export const FOUNDED_YEAR = 2018;
export const DEFAULT_TIMEZONE = 'Europe/London';
export const DEFAULT_CURRENCY = 'GBP';
export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;

/** Terms summary figures. */
export const TERMS = {
  cancellationLateDays: 60,
  cancellationEarlyChargePercent: 50,
  cancellationLateChargePercent: 100,
  paymentDueDays: 30,
  lateInterestOverBasePercent: 4,
  grievanceWorkingDays: 30,
  confidentialityYears: 5,
  privacyResponse: 'one month',
} as const;

/* ---------- Web shell texts. The components and tests read these, never literals. ---------- */

export const BRAND_NAME = 'MedPrep Academy';

/** The document title of a page: "<page> · MedPrep Academy", or the brand alone. */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${BRAND_NAME}` : BRAND_NAME;
}

/** Top bar links. */
export const NAV_LABELS = {
  main: 'Main',
  tutors: 'Tutors',
  membership: 'Membership',
  logIn: 'Log in',
  signUp: 'Sign up',
  /** The signed-in top bar's entry: the specification fixes this word (docs/decisions/382). */
  quiz: 'Quiz',
  discussions: 'Discussions',
  liveSessions: 'Live Sessions',
  resources: 'Resources',
  ebooks: 'Ebooks',
  courses: 'Courses',
} as const;

/** The avatar button's menu. "Instructor – Courses" and "My courses": docs/decisions/007. */
export const PROFILE_MENU_LABELS = {
  menu: 'Profile',
  membership: 'Membership',
  myCourses: 'My courses',
  mySessions: 'My Sessions',
  tutorSessions: 'Tutor – Sessions',
  tutorProfile: 'Tutor – Profile',
  tutorAvailability: 'Tutor – Availability',
  instructorDashboard: 'Instructor – Dashboard',
  instructorCourses: 'Instructor – Courses',
  instructorQuizzes: 'Instructor – Quizzes',
  instructorQuestionReports: 'Instructor – Question reports',
  instructorLive: 'Instructor – Live Sessions',
  instructorResources: 'Instructor – Resources',
  instructorEbook: 'Instructor – Ebook',
  admin: 'Admin',
  logout: 'Logout',
} as const;

/** The phone side menu. */
export const SIDE_MENU_TEXT = {
  label: 'Menu',
  explore: 'Explore',
  account: 'Account',
  getStarted: 'Get Started',
  teaching: 'Teaching',
} as const;

/** The phone search overlay. */
export const SEARCH_TEXT = {
  open: 'Search courses',
  label: 'Search courses',
  submit: 'Search',
  cancel: 'Cancel',
} as const;

/** Home page texts the specification names; the page's own words are in the web's features/home/content.ts. */
export const HOME_TEXT = {
  /** The live sessions row; LIVE_TEXT names the same words. */
  upcomingLive: 'Upcoming live sessions',
  viewAllLive: 'View all',
  welcomeBack: 'Welcome back',
  subscribe: 'Subscribe to plans',
  exploreCourses: 'Explore Courses',
  getLifetime: 'Get Lifetime',
  browseCourses: 'Browse Courses',
  whyChooseUs: 'Why choose us',
  registerNow: 'Register Now',
} as const;

/** The long quote's control the specification names; the carousel's other words are the web's. */
export const CAROUSEL_TEXT = { readMore: 'Read more' } as const;

/** The home page FAQ holds four questions. */
export const FAQ_COUNT = 4;

/** Footer popups. */
export const FOOTER_POPUP_TITLES = {
  about: 'About',
  terms: 'Terms and Conditions',
  privacy: 'Privacy and Cookie policy',
  contact: 'Contact',
} as const;

/** The generic modal's button. */
export const MODAL_CLOSE_LABEL = 'Close';

/** The list pager (Previous/Next showing Page N). */
export const PAGER_TEXT = { label: 'Pagination', previous: 'Previous', next: 'Next' } as const;
export const pageLabel = (page: number) => `Page ${page}`;

export const RETRY_LABEL = 'Retry';

/** My courses (/me/enrollments). */
export const MY_COURSES_TEXT = {
  title: 'My courses',
  browse: 'Browse courses',
} as const;
