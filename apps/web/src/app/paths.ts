/** Every URL the app links to (CONVENTIONS §8). */
const withQuery = (path: string, query: Record<string, string | number | boolean | undefined | null>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: () => '/',
  ping: () => '/_ping',
  login: (next?: string) => withQuery('/login', { next }),
  register: (next?: string) => withQuery('/register', { next }),
  courses: (query: Record<string, string | number | boolean | undefined> = {}) =>
    withQuery('/courses', query),
  course: (slug: string) => `/courses/${slug}`,
  learn: (slug: string, lessonId?: string) => withQuery(`/learn/${slug}`, { lesson: lessonId }),
  learnQuiz: (quizId: string) => `/learn/quizzes/${quizId}`,
  myEnrollments: () => '/me/enrollments',
  plans: () => '/billing/plans',
  billingSuccess: () => '/billing/success',
  billingCancel: () => '/billing/cancel',
  pay: (sessionId: string) => `/pay/${sessionId}`,
  teach: () => '/teach',
  myApplication: () => '/me/instructor/application',
  instructorNew: () => '/instructor/new',
  instructorCourses: () => '/instructor/courses',
  instructorCourse: (id: string) => `/instructor/courses/${id}`,
  admin: () => '/admin',
  adminApplications: (query: Record<string, string | number | undefined> = {}) =>
    withQuery('/admin/instructors/applications', query),
  adminApplication: (id: string) => `/admin/instructors/applications/${id}`,
  tutors: () => '/tutors',
  quizzes: () => '/quizzes',
  discussions: () => '/discussions',
  live: () => '/live',
  resources: () => '/resources',
  ebooks: () => '/ebooks',
  events: () => '/events',
  mySessions: () => '/me/sessions',
  tutorSessions: () => '/me/tutor/sessions',
  tutorProfile: () => '/me/tutor/profile',
  tutorAvailability: () => '/me/tutor/availability',
  instructorQuizzes: () => '/instructor/quizzes',
  instructorLive: () => '/instructor/live',
  instructorResources: () => '/instructor/resources',
  instructorEbooks: () => '/instructor/ebooks',
  support: () => '/support',
} as const;
