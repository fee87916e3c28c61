/**
 * Every address of the app, in one typed table: the web router's links, and the links the server builds
 * (checkout return addresses, deep links, links in mail). Nothing else writes a path by hand.
 * This file imports nothing, so the web app can load it without zod or any schema
 * (`import { paths } from '@medprep/shared/paths'`).
 */
type QueryValue = string | number | boolean | undefined | null;

export const withQuery = (path: string, query: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** The placeholder a payment provider replaces with the checkout session id in a return address. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export const paths = {
  home: () => '/',
  ping: () => '/_ping',
  login: (next?: string) => withQuery('/login', { next }),
  /** Sign-in before booking a tutor (the sign-in page reads both `returnTo` and this). */
  loginReturnTo: (returnTo: string) => withQuery('/login', { returnTo }),
  register: (next?: string) => withQuery('/register', { next }),
  courses: (query: Record<string, QueryValue> = {}) => withQuery('/courses', query),
  course: (slug: string) => `/courses/${encodeURIComponent(slug)}`,
  /** Where a course purchase returns: the course page, which confirms the purchase. */
  coursePurchaseSuccess: (slug: string, sessionId: string = CHECKOUT_SESSION_PLACEHOLDER) =>
    `/courses/${encodeURIComponent(slug)}?purchase=success&session_id=${sessionId}`,
  learn: (slug: string, lessonId?: string) =>
    withQuery(`/learn/${encodeURIComponent(slug)}`, { lesson: lessonId }),
  learnQuiz: (quizId: string) => `/learn/quizzes/${quizId}`,
  /** A course's quiz lesson in play: the focused exam screen. */
  learnQuizPlay: (quizId: string) => `/learn/quizzes/${quizId}/play`,
  myEnrollments: () => '/me/enrollments',
  myCertificates: () => '/me/certificates',
  /** A certificate's public verification page (its QR code points here). */
  certificate: (code: string) => `/certificates/${encodeURIComponent(code)}`,
  plans: () => '/billing/plans',
  billingSuccess: (sessionId?: string) => withQuery('/billing/success', { session_id: sessionId }),
  /** The success address handed to a provider, with the session id placeholder left raw. */
  billingSuccessReturn: () => `/billing/success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
  billingCancel: () => '/billing/cancel',
  pay: (sessionId: string) => `/pay/${encodeURIComponent(sessionId)}`,
  teach: () => '/teach',
  myApplication: () => '/me/instructor/application',
  instructorDashboard: () => '/instructor',
  instructorNew: () => '/instructor/new',
  instructorCourses: () => '/instructor/courses',
  instructorCourse: (id: string) => `/instructor/courses/${id}`,
  admin: () => '/admin',
  adminApplications: (query: Record<string, QueryValue> = {}) =>
    withQuery('/admin/instructors/applications', query),
  adminApplication: (id: string) => `/admin/instructors/applications/${id}`,
  tutors: () => '/tutors',
  quizzes: () => '/quizzes',
  discussions: (query: Record<string, QueryValue> = {}) => withQuery('/discussions', query),
  discussionAsk: () => '/discussions/ask',
  discussion: (id: string) => `/discussions/${encodeURIComponent(id)}`,
  live: () => '/live',
  resources: () => '/resources',
  ebooks: () => '/ebooks',
  events: () => '/events',
  /** The learner's tutoring sessions; `reschedule` or `cancel` (a session id) opens that dialog for it. */
  mySessions: (query: { reschedule?: string; cancel?: string } = {}) => withQuery('/me/sessions', query),
  tutorSessions: () => '/me/tutor/sessions',
  tutorProfile: () => '/me/tutor/profile',
  tutorAvailability: () => '/me/tutor/availability',
  instructorQuizzes: () => '/instructor/quizzes',
  instructorLive: () => '/instructor/live',
  instructorResources: () => '/instructor/resources',
  instructorEbooks: () => '/instructor/ebooks',
  support: () => '/support',
  liveSession: (id: string, query: Record<string, QueryValue> = {}) =>
    withQuery(`/live/${encodeURIComponent(id)}`, query),
  liveEdit: (id: string) => `/live/${encodeURIComponent(id)}/edit`,
  instructorLiveNew: () => '/instructor/live/new',
  /** Where a live-session purchase returns: the success page confirms it, then opens the session. */
  liveSuccess: () => '/billing/live/success',
  liveSuccessReturn: (id: string) =>
    `/billing/live/success?live=${encodeURIComponent(id)}&session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
  liveCancel: () => '/billing/live/cancel',
  liveSessionsPlaceholder: () => '/live-sessions',
  liveCalendar: (id: string) => `/api/live-sessions/${encodeURIComponent(id)}/calendar.ics`,
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) => withQuery('/reset-password', { token }),
  confirmEmail: (token?: string) => withQuery('/confirm-email', { token }),
  myAccount: () => '/me/account',
  myPurchases: () => '/me/purchases',
  receipt: (purchaseId: string) => `/me/purchases/${purchaseId}/receipt`,
  adminOutbox: () => '/admin/outbox',
  adminAudit: () => '/admin/audit',
  adminReviews: (query: Record<string, QueryValue> = {}) => withQuery('/admin/reviews', query),
  // Quizzes (mock exams)
  quizzesCatalogue: (query: Record<string, QueryValue> = {}) => withQuery('/quizzes', query),
  quiz: (slug: string) => `/quizzes/${encodeURIComponent(slug)}`,
  quizPlay: (slug: string) => `/quizzes/${encodeURIComponent(slug)}/play`,
  /** Practice mode (untimed, checked at once); `source=mistakes` revises the last attempt's mistakes. */
  quizPractice: (slug: string, source?: 'all' | 'mistakes') =>
    withQuery(`/quizzes/${encodeURIComponent(slug)}/practice`, {
      source: source === 'mistakes' ? source : undefined,
    }),
  /** Where a quiz purchase returns: the quiz page, which confirms the purchase. */
  quizPurchaseSuccess: (slug: string, sessionId: string = CHECKOUT_SESSION_PLACEHOLDER) =>
    `/quizzes/${encodeURIComponent(slug)}?purchase=success&session_id=${sessionId}`,
  quizAttempts: (query: Record<string, QueryValue> = {}) => withQuery('/quizzes/attempts', query),
  quizAttempt: (attemptId: string) => `/quizzes/attempts/${attemptId}`,
  instructorQuizNew: () => '/instructor/quizzes/new',
  instructorQuiz: (id: string) => `/instructor/quizzes/${id}`,
  instructorQuizQuestions: (id: string) => `/instructor/quizzes/${id}/questions`,
  instructorQuestionReports: () => '/instructor/question-reports',
  instructorQuizStatistics: (id: string) => `/instructor/quizzes/${id}/statistics`,
  mocks: () => '/mocks',
  // The question bank (issue 24)
  qbank: () => '/qbank',
  qbankSession: (id: string) => `/qbank/sessions/${id}`,
  myProgress: () => '/me/progress',
  /** The review deck's settings and the exam-date study plan. */
  qbankPlan: () => '/qbank/plan',
  adminUsers: (query: Record<string, QueryValue> = {}) => withQuery('/admin/users', query),
  // Tutors
  tutor: (tutorId: string) => `/tutors/${encodeURIComponent(tutorId)}`,
  /** The booking return page: `sid` the checkout session, `tid` the tutoring session. */
  tutorBookingSuccess: (query: { sid?: string; tid?: string } = {}) =>
    withQuery('/tutors/booking-success', query),
  tutorBookingSuccessReturn: (tutoringSessionId: string) =>
    `/tutors/booking-success?sid=${CHECKOUT_SESSION_PLACEHOLDER}&tid=${encodeURIComponent(tutoringSessionId)}`,
  tutorRequest: (query: { cancelled?: 1 } = {}) => withQuery('/tutors/request', query),
  /** The request return page: `sid` the checkout session, `rid` the tutor request. */
  tutorRequestSuccess: (query: { sid?: string; rid?: string } = {}) =>
    withQuery('/tutors/request-success', query),
  tutorRequestSuccessReturn: (requestId: string) =>
    `/tutors/request-success?sid=${CHECKOUT_SESSION_PLACEHOLDER}&rid=${encodeURIComponent(requestId)}`,
  adminTutorRequests: (query: Record<string, QueryValue> = {}) => withQuery('/admin/tutor-requests', query),
  /** A confirmed session's calendar entry (a signed-in GET: the learner's or the tutor's). */
  tutoringSessionCalendar: (id: string) => `/api/me/tutoring-sessions/${encodeURIComponent(id)}/calendar.ics`,
  // The library: resource packs and ebooks. `kind` is 'resource' or 'ebook'.
  libraryCatalogue: (kind: 'resource' | 'ebook', query: Record<string, QueryValue> = {}) =>
    withQuery(`/${kind}s`, query),
  libraryDetail: (kind: 'resource' | 'ebook', slug: string) => `/${kind}s/${encodeURIComponent(slug)}`,
  /** Where a resource or ebook purchase returns: its page, which confirms the purchase. */
  libraryPurchaseSuccess: (
    kind: 'resource' | 'ebook',
    slug: string,
    sessionId: string = CHECKOUT_SESSION_PLACEHOLDER,
  ) => `/${kind}s/${encodeURIComponent(slug)}?purchase=success&session_id=${sessionId}`,
  libraryInstructorList: (kind: 'resource' | 'ebook', query: Record<string, QueryValue> = {}) =>
    withQuery(`/instructor/${kind}s`, query),
  libraryInstructorNew: (kind: 'resource' | 'ebook') => `/instructor/${kind}s/new`,
  libraryInstructorEdit: (kind: 'resource' | 'ebook', id: string) =>
    `/instructor/${kind}s/${encodeURIComponent(id)}`,
  resource: (slug: string) => `/resources/${encodeURIComponent(slug)}`,
  ebook: (slug: string) => `/ebooks/${encodeURIComponent(slug)}`,
  instructorResourceNew: () => '/instructor/resources/new',
  instructorResource: (id: string) => `/instructor/resources/${encodeURIComponent(id)}`,
  instructorEbookNew: () => '/instructor/ebooks/new',
  instructorEbook: (id: string) => `/instructor/ebooks/${encodeURIComponent(id)}`,
  /** A learner's purchased packs and ebooks together. */
  myLibrary: () => '/me/library',
  /** The signed download of a file item (the server adds `exp` and `sig`). */
  libraryDownload: (itemId: string) => `/api/library/downloads/${encodeURIComponent(itemId)}`,
} as const;
