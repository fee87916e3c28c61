/**
 * The sellers' and admins' dashboards: their words, limits and timings. Money on them is before the payment
 * provider's fees; a sale counts on the day its order was made, in the dashboards' time zone.
 */

/** Months are cut in this zone (the zone the app shows when the viewer's own is unknown). */
export const DASHBOARD_TIME_ZONE = 'Europe/London';
/** Without `from`, a dashboard and the sales CSV cover this many months back from `to` (or now). */
export const DASHBOARD_DEFAULT_MONTHS = 12;
/** The longest range one request may ask for, in days (ten years and leap days). */
export const DASHBOARD_MAX_RANGE_DAYS = 3_660;
/** The completion steps of a course's learners, as shares of its lessons completed (cumulative). */
export const COMPLETION_STEPS = [25, 50, 75, 100] as const;
/** Upcoming sessions: those starting within this many days. */
export const DASHBOARD_UPCOMING_DAYS = 30;

/** The sales CSV's columns, in order. */
export const SALES_CSV_HEADER = [
  'orderId',
  'orderedAt',
  'kind',
  'itemId',
  'title',
  'status',
  'currency',
  'grossMinor',
  'refundedMinor',
  'netMinor',
] as const;
export const salesCsvFileName = (from: string, to: string) => `sales-${from}-to-${to}.csv`;

export const DASHBOARD_TEXT = {
  instructorTitle: 'Your dashboard',
  instructorIntro: 'Your sales, learners and ratings. Money is shown before payment fees.',
  adminTitle: 'Dashboard',
  range: 'Date range',
  from: 'From',
  to: 'To',
  apply: 'Show',
  fromBeforeTo: 'From must be before To.',
  rangeTooLong: `Pick a range of at most ${DASHBOARD_MAX_RANGE_DAYS} days.`,
  beforeFees: 'before fees',
  earnings: 'Earnings',
  gross: 'Gross',
  refunded: 'Refunded',
  net: 'Net',
  currency: 'Currency',
  salesByMonth: 'Sales by month',
  enrolmentsByMonth: 'Enrolments by month',
  netByMonth: (currency: string) => `Net earnings by month (${currency}, before fees)`,
  revenueByMonth: (currency: string) => `Revenue by month (${currency}, before fees)`,
  month: 'Month',
  sales: 'Sales',
  enrolments: 'Enrolments',
  byProduct: 'By product',
  product: 'Product',
  kind: 'Kind',
  courses: 'Courses: learners and completion',
  learners: 'Learners',
  reached: (step: number) => (step === 100 ? 'Completed' : `Reached ${step}%`),
  quizzes: 'Mock exams: attempts and pass rate',
  attempts: 'Attempts',
  passRate: 'Pass rate',
  ratings: 'Ratings',
  rating: 'Average',
  ratingCount: 'Reviews',
  noRating: 'No reviews yet',
  upcoming: 'Coming up',
  upcomingLive: (n: number) =>
    `${n} live ${n === 1 ? 'session' : 'sessions'} in the next ${DASHBOARD_UPCOMING_DAYS} days`,
  upcomingTutoring: (n: number) =>
    `${n} tutoring ${n === 1 ? 'session' : 'sessions'} in the next ${DASHBOARD_UPCOMING_DAYS} days`,
  manageLive: 'Your live sessions',
  manageTutoring: 'Your tutoring sessions',
  csvTitle: 'Download sales',
  csvIntro: 'Every order in the range as a CSV file (opens in a spreadsheet).',
  csvButton: 'Download CSV',
  csvDone: (name: string) => `Saved ${name}. Open it in a spreadsheet; pick another range to download more.`,
  csvFailed: 'The sales file could not be made. Try again.',
  loadFailed: 'The dashboard could not be loaded.',
  noSales: 'No sales in this range yet.',
  noCourses: 'No courses yet.',
  noQuizzes: 'No mock exams yet.',
  noRatings: 'Nothing rated yet.',
  ordersPaid: 'Orders paid',
  ordersRefunded: 'Orders refunded',
  revenue: 'Revenue',
  newAccounts: 'New accounts',
  activeMembers: 'Active members',
  pendingApplications: 'Pending applications',
  reportedReviews: 'Reported reviews',
  reportedQuestions: 'Reported questions',
  failedMail: 'Mail that failed to send',
  inRange: 'in this range',
  now: 'now',
  toHandle: 'To handle',
  instructorsOnly: 'Only instructors have a dashboard.',
  adminsOnly: 'Only admins can see the dashboard.',
} as const;

export const PURCHASE_KIND_LABELS: Record<string, string> = {
  membership: 'Membership',
  course: 'Course',
  quiz: 'Mock exam',
  resource: 'Resource pack',
  ebook: 'Ebook',
  live_session: 'Live session',
  tutor_session: 'Tutoring',
  tutor_request: 'Tutor request',
};
