/**
 * Every address of the API, in one typed table: the web's fetchers build their paths here and nowhere else,
 * and a server test checks that each builder answers a registered route. Paths are relative to `/api` (the
 * web's apiRequest adds the prefix); every id and slug is encoded. This file imports nothing, so the browser
 * loads it without zod (`import { apiPaths } from '@medprep/shared/paths'`).
 */
import { authApiPaths, configApiPath, paymentsApiPaths, uploadsApiPath } from './shell-api-paths.ts';

export * from './shell-api-paths.ts';

const enc = encodeURIComponent;

/** The library's two kinds differ in their plural and in two suffixes of the instructor's calls. */
const LIBRARY_ROUTE_SHAPES = {
  resource: { plural: 'resources', basicsSuffix: '', reorderSuffix: '/items:reorder' },
  ebook: { plural: 'ebooks', basicsSuffix: '/basics', reorderSuffix: '/items/reorder' },
} as const;

export type ApiLibraryKind = keyof typeof LIBRARY_ROUTE_SHAPES;
export type ApiLibraryAction = 'publish' | 'unpublish' | 'archive' | 'restore';
export type ApiCourseAction = 'publish' | 'unpublish' | 'archive' | 'restore';
export type ApiThreadModeration = 'close' | 'lock' | 'reopen';
export type ApiTutorSessionAction = 'complete' | 'approve-cancel';

function libraryPaths(kind: ApiLibraryKind) {
  const { plural, basicsSuffix, reorderSuffix } = LIBRARY_ROUTE_SHAPES[kind];
  const mine = (id: string) => `/instructor/${plural}/${enc(id)}`;
  return {
    catalogue: () => `/${plural}`,
    detail: (slug: string) => `/${plural}/${enc(slug)}`,
    checkout: (id: string) => `/me/${plural}/${enc(id)}/checkout`,
    /** `POST {sessionId}`: no id in the path. */
    confirm: () => `/me/${plural}/confirm`,
    instructorList: () => `/instructor/${plural}`,
    instructorOne: mine,
    basics: (id: string) => `${mine(id)}${basicsSuffix}`,
    pricing: (id: string) => `${mine(id)}/pricing`,
    action: (id: string, action: ApiLibraryAction) => `${mine(id)}/${action}`,
    items: (id: string) => `${mine(id)}/items`,
    item: (id: string, itemId: string) => `${mine(id)}/items/${enc(itemId)}`,
    reorder: (id: string) => `${mine(id)}${reorderSuffix}`,
  };
}

/* Each module's addresses are a table of their own, so that a page loads only the tables it uses (the first
 * load takes the shell's few); `apiPaths` gathers them all. */
export const accountApiPaths = {
  one: () => '/me/account',
  email: () => '/me/account/email',
  password: () => '/me/account/password',
  devices: () => '/me/devices',
  device: (id: string) => `/me/devices/${enc(id)}`,
  export: () => '/me/export',
} as const;

export const adminApiPaths = {
  users: () => '/admin/users',
  user: (id: string) => `/admin/users/${enc(id)}`,
  disableUser: (id: string) => `/admin/users/${enc(id)}/disable`,
  enableUser: (id: string) => `/admin/users/${enc(id)}/enable`,
  outbox: () => '/admin/outbox',
  resendMail: (id: string) => `/admin/outbox/${enc(id)}/resend`,
} as const;

/** The audit trail (admins read it; nothing edits or deletes it). */
export const auditApiPaths = {
  list: () => '/admin/audit',
} as const;

export const applicationsApiPaths = {
  mine: () => '/me/instructor/application',
  apply: () => '/me/instructor/apply',
  adminList: () => '/admin/instructor-applications',
  adminOne: (id: string) => `/admin/instructor-applications/${enc(id)}`,
  approve: (id: string) => `/admin/instructor-applications/${enc(id)}/approve`,
  reject: (id: string) => `/admin/instructor-applications/${enc(id)}/reject`,
  notes: (id: string) => `/admin/instructor-applications/${enc(id)}/notes`,
} as const;

export const coursesApiPaths = {
  list: () => '/courses',
  categories: () => '/courses/categories',
  one: (slug: string) => `/courses/${enc(slug)}`,
  checkout: (id: string) => `/me/courses/${enc(id)}/checkout`,
  instructorList: () => '/instructor/courses',
  instructorOne: (id: string) => `/instructor/courses/${enc(id)}`,
  pricing: (id: string) => `/instructor/courses/${enc(id)}/pricing`,
  curriculum: (id: string) => `/instructor/courses/${enc(id)}/curriculum`,
  action: (id: string, action: ApiCourseAction) => `/instructor/courses/${enc(id)}/${action}`,
} as const;

export const learningApiPaths = {
  enrollments: () => '/me/enrollments',
  enroll: () => '/enrollments',
  player: (slug: string) => `/learn/courses/${enc(slug)}/player`,
  lessonProgress: (slug: string, lessonId: string) =>
    `/learn/courses/${enc(slug)}/lessons/${enc(lessonId)}/progress`,
} as const;

export const discussionsApiPaths = {
  questions: () => '/discussions/questions',
  question: (id: string) => `/discussions/questions/${enc(id)}`,
  answers: (id: string) => `/discussions/questions/${enc(id)}/answers`,
  comments: (id: string) => `/discussions/questions/${enc(id)}/comments`,
  accept: (id: string, answerId: string) => `/discussions/questions/${enc(id)}/accept/${enc(answerId)}`,
  comment: (commentId: string) => `/discussions/comments/${enc(commentId)}`,
  moderate: (id: string, action: ApiThreadModeration) => `/discussions/${enc(id)}/${action}`,
} as const;

export const liveApiPaths = {
  list: () => '/live-sessions',
  one: (id: string) => `/live-sessions/${enc(id)}`,
  entitlement: (id: string) => `/live-sessions/${enc(id)}/entitlement`,
  join: (id: string) => `/live-sessions/${enc(id)}/join`,
  attendance: (id: string) => `/live-sessions/${enc(id)}/attendance`,
  calendar: (id: string) => `/live-sessions/${enc(id)}/calendar.ics`,
  /** `PUT {remind}`: the caller's reminders of this session on or off. */
  reminders: (id: string) => `/live-sessions/${enc(id)}/reminders`,
  checkout: (id: string) => `/me/live-sessions/${enc(id)}/checkout`,
  confirm: (id: string) => `/me/live-sessions/${enc(id)}/confirm`,
} as const;

export const membershipApiPaths = {
  mine: () => '/me/membership',
  plans: () => '/memberships/plans',
  checkout: () => '/me/membership/checkout',
  cancel: () => '/me/membership/cancel',
  sync: () => '/membership/sync',
} as const;

export const notificationsApiPaths = {
  list: () => '/me/notifications',
  read: (id: string) => `/me/notifications/${enc(id)}/read`,
  readAll: () => '/me/notifications/read-all',
} as const;

export const quizzesApiPaths = {
  list: () => '/quizzes',
  one: (slug: string) => `/quizzes/${enc(slug)}`,
  start: (slug: string) => `/quizzes/${enc(slug)}/start`,
  checkout: (slug: string) => `/quizzes/${enc(slug)}/checkout`,
  practice: (slug: string) => `/quizzes/${enc(slug)}/practice`,
  practiceCheck: (id: string) => `/practice/${enc(id)}/check`,
  attempt: (id: string) => `/attempts/${enc(id)}`,
  attemptAnswers: (id: string) => `/attempts/${enc(id)}/answers`,
  attemptSubmit: (id: string) => `/attempts/${enc(id)}/submit`,
  myAttempts: () => '/me/attempts',
  learnQuiz: (quizId: string) => `/learn/quizzes/${enc(quizId)}`,
  learnQuizStart: (quizId: string) => `/learn/quizzes/${enc(quizId)}/start`,
  instructorList: () => '/instructor/mock/quizzes',
  instructorOne: (id: string) => `/instructor/mock/quizzes/${enc(id)}`,
  publish: (id: string) => `/instructor/mock/quizzes/${enc(id)}/publish`,
  unpublish: (id: string) => `/instructor/mock/quizzes/${enc(id)}/unpublish`,
  questions: (quizId: string) => `/instructor/mock/quizzes/${enc(quizId)}/questions`,
  importQuestions: (quizId: string) => `/instructor/mock/quizzes/${enc(quizId)}/import`,
  exportQuestions: (quizId: string) => `/instructor/mock/quizzes/${enc(quizId)}/export.csv`,
  importTemplate: () => '/instructor/mock/import-template.csv',
  question: (id: string) => `/instructor/mock/questions/${enc(id)}`,
  reorderQuestion: (id: string) => `/instructor/mock/questions/${enc(id)}/reorder`,
  statistics: (id: string) => `/instructor/mock/quizzes/${enc(id)}/statistics`,
  applySuggestedPass: (id: string) => `/instructor/mock/quizzes/${enc(id)}/apply-suggested-pass`,
} as const;

export const qbankApiPaths = {
  filters: () => '/qbank/filters',
  sessions: () => '/qbank/sessions',
  session: (id: string) => `/qbank/sessions/${enc(id)}`,
  answer: (id: string, questionId: string) => `/qbank/sessions/${enc(id)}/answers/${enc(questionId)}`,
  submit: (id: string) => `/qbank/sessions/${enc(id)}/submit`,
  flag: (questionId: string) => `/qbank/flags/${enc(questionId)}`,
} as const;

export const progressApiPaths = {
  mine: () => '/me/progress',
} as const;

export const tutorsApiPaths = {
  list: () => '/tutors',
  one: (id: string) => `/tutors/${enc(id)}`,
  slots: (id: string) => `/tutors/${enc(id)}/availability`,
  checkout: (id: string) => `/tutors/${enc(id)}/checkout`,
  mySessions: () => '/me/tutoring-sessions',
  confirmBooking: (id: string) => `/me/tutoring-sessions/${enc(id)}/confirm`,
  cancelRequest: (id: string) => `/me/tutoring-sessions/${enc(id)}/cancel-request`,
  reschedule: (id: string) => `/me/tutoring-sessions/${enc(id)}/reschedule`,
  /** A confirmed session's .ics (a signed-in GET: the learner's or the tutor's). */
  sessionCalendar: (id: string) => `/me/tutoring-sessions/${enc(id)}/calendar.ics`,
  tutorSessions: () => '/me/tutor/sessions',
  tutorSessionAction: (id: string, action: ApiTutorSessionAction) =>
    `/me/tutor/sessions/${enc(id)}/${action}`,
  profile: () => '/me/tutor/profile',
  availability: () => '/me/tutor/availability',
  requestCheckout: () => '/tutor-requests/checkout',
  confirmRequest: (id: string) => `/tutor-requests/${enc(id)}/confirm`,
  adminRequests: () => '/admin/tutor-requests',
  matchRequest: (id: string) => `/admin/tutor-requests/${enc(id)}/match`,
} as const;

/** Liveness (cheap) and readiness (the database, Redis and the bucket), for load balancers. */
export const healthApiPaths = {
  live: () => '/health',
  ready: () => '/health/ready',
} as const;

export const reviewsApiPaths = {
  /** GET the list and summary, PUT the caller's review, DELETE it. */
  item: (kind: string, itemId: string) => `/reviews/${enc(kind)}/${enc(itemId)}`,
  reply: (id: string) => `/reviews/${enc(id)}/reply`,
  report: (id: string) => `/reviews/${enc(id)}/report`,
  adminList: () => '/admin/reviews',
  adminHide: (id: string) => `/admin/reviews/${enc(id)}/hide`,
  adminUnhide: (id: string) => `/admin/reviews/${enc(id)}/unhide`,
} as const;

/** Question reports: a learner reports a question they answered; its author (or an admin) resolves it. */
export const questionReportsApiPaths = {
  report: (questionId: string) => `/questions/${enc(questionId)}/reports`,
  list: () => '/instructor/question-reports',
  resolve: (id: string) => `/instructor/question-reports/${enc(id)}/resolve`,
} as const;

/** Certificates: the holder's list and PDF, the public verification, the admin's revocation. */
export const certificatesApiPaths = {
  mine: () => '/me/certificates',
  pdf: (code: string) => `/me/certificates/${enc(code)}.pdf`,
  verify: (code: string) => `/certificates/${enc(code)}`,
  revoke: (code: string) => `/admin/certificates/${enc(code)}/revoke`,
} as const;

/** Revision: the caller's review deck, its settings, and the exam-date study plan. */
export const revisionApiPaths = {
  reviewSummary: () => '/me/reviews/summary',
  reviews: () => '/me/reviews',
  reviewSettings: () => '/me/reviews/settings',
  studyPlan: () => '/me/study-plan',
} as const;
/** The sellers' and admins' dashboards (`?from&to`) and the sales CSV. */
export const dashboardsApiPaths = {
  instructor: () => '/instructor/dashboard',
  salesCsv: () => '/instructor/sales.csv',
  admin: () => '/admin/dashboard',
};

export const apiPaths = {
  config: configApiPath,
  health: healthApiPaths,
  uploads: uploadsApiPath,
  auth: authApiPaths,
  certificates: certificatesApiPaths,
  account: accountApiPaths,
  admin: adminApiPaths,
  audit: auditApiPaths,
  applications: applicationsApiPaths,
  courses: coursesApiPaths,
  dashboards: dashboardsApiPaths,
  learning: learningApiPaths,
  discussions: discussionsApiPaths,
  live: liveApiPaths,
  library: { resource: libraryPaths('resource'), ebook: libraryPaths('ebook') },
  membership: membershipApiPaths,
  notifications: notificationsApiPaths,
  payments: paymentsApiPaths,
  progress: progressApiPaths,
  qbank: qbankApiPaths,
  quizzes: quizzesApiPaths,
  questionReports: questionReportsApiPaths,
  reviews: reviewsApiPaths,
  revision: revisionApiPaths,
  tutors: tutorsApiPaths,
} as const;
