import { PERCENTILE_MIN_ATTEMPTS } from '@medprep/shared/constants';

/** Words only the progress dashboard shows. */
export const PROGRESS_TEXT = {
  title: 'My progress',
  intro: 'Every answer counts: question bank sessions, mock exams and practice.',
  loading: 'Loading your progress…',
  loadFailed: 'Could not load your progress.',
  empty: 'Answer your first questions in the question bank',
  emptyDetail: 'Your totals, topics and trends appear here once you have answered some questions.',
  openBank: 'Open the question bank',
  totals: 'Totals',
  answered: 'Questions answered',
  correct: 'Answered correctly',
  streak: 'Days in a row',
  dueReviews: 'Reviews due',
  weakest: 'Your weakest topics',
  weakestIntro:
    'A tutor session of these topics: the questions you got wrong first, then those you have not seen.',
  practise: 'Practise these',
  practiseFailed: 'Could not start the session.',
  topics: 'By topic',
  topic: 'Topic',
  trendTopic: 'Topic to show by week',
  trend: (topic: string) => `${topic}: correct answers by week`,
  week: 'Week of',
  correctPercent: 'Correct (%)',
  mocks: 'Mock exams taken',
  noMocks: 'No mock exam taken yet.',
  mock: 'Mock exam',
  score: 'Score',
  result: 'Result',
  standing: 'Among candidates',
  taken: 'Taken',
  noStanding: `Shown once ${PERCENTILE_MIN_ATTEMPTS} candidates have taken it`,
} as const;

/** '72 %' as a dashboard writes a percent, '—' for none. */
export const percentText = (value: number | null) => (value === null ? '—' : `${value} %`);

/** 'Higher than 72 % of candidates' for a percentile. */
export const standingText = (percentile: number) => `Higher than ${percentile} % of candidates`;

/** A week's Monday as a short date: '23 Nov'. */
export const weekLabel = (weekStart: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${weekStart}T00:00:00Z`),
  );
