import { screen, within } from '@testing-library/react';
import { PLAY_TEXT } from './content';
import type {
  Attempt,
  AttemptResponse,
  InstructorQuestion,
  PlayQuestion,
  QuestionResult,
  Quiz,
  QuizDetailResponse,
  QuizEntitlement,
  StartResponse,
} from './types';

export const playQuestions = (): PlayQuestion[] => [
  {
    id: 'q1',
    type: 'mcq',
    prompt: 'First-line treatment for anaphylaxis?',
    points: 1,
    media: [],
    order: 0,
    options: [
      { id: 'A', text: 'IM adrenaline', media: [] },
      { id: 'B', text: 'IV hydrocortisone', media: [] },
    ],
  },
  {
    id: 'q2',
    type: 'boolean',
    prompt: 'Metformin causes hypoglycaemia on its own.',
    points: 1,
    media: [],
    order: 1,
    options: [],
  },
  {
    id: 'q3',
    type: 'short',
    prompt: 'Name the nerve damaged in wrist drop.',
    points: 2,
    media: [],
    order: 2,
    options: [],
  },
];

export const attempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  id: 'att-1',
  quizId: 'quiz-1',
  attemptNo: 1,
  status: 'in_progress',
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  serverNow: new Date().toISOString(),
  timeLimitSec: 660,
  extraTimePercent: 0,
  answers: [],
  flagged: [],
  submittedAt: null,
  score: null,
  maxScore: 4,
  percent: null,
  passed: null,
  timeTakenSec: null,
  autoSubmitted: false,
  ...overrides,
});

const playQuiz = {
  id: 'quiz-1',
  slug: 'plab-mock-1',
  title: 'PLAB 1 Mock 1',
  passPercent: 70,
  timeLimitSec: 660,
  questionCount: 3,
  totalPoints: 4,
};

export const startResponse = (overrides: Partial<Attempt> = {}): StartResponse => ({
  attempt: attempt(overrides),
  quiz: playQuiz,
  questions: playQuestions(),
  resumed: false,
});

export const attemptResponse = (overrides: Partial<Attempt> = {}): AttemptResponse => ({
  attempt: attempt(overrides),
  quiz: playQuiz,
  questions: playQuestions(),
  results: null,
  lessons: [],
});

const none = { selectedOptionIds: [], booleanAnswer: null, textAnswer: null };
const result = (q: PlayQuestion, extra: Partial<QuestionResult>): QuestionResult => ({
  id: q.id,
  prompt: q.prompt,
  type: q.type,
  points: q.points,
  options: q.options,
  media: q.media,
  correctOptionIds: [],
  correctBoolean: null,
  correctText: [],
  explanation: '',
  topics: [],
  answer: null,
  grade: { correct: false, earned: 0 },
  peers: null,
  ...extra,
});

export const submittedAttempt = (): AttemptResponse => {
  const [q1, q2, q3] = playQuestions() as [PlayQuestion, PlayQuestion, PlayQuestion];
  const answers = [
    { questionId: 'q1', ...none, selectedOptionIds: ['A'] },
    { questionId: 'q2', ...none, booleanAnswer: true },
    { questionId: 'q3', ...none, textAnswer: 'radial nerve' },
  ];
  return {
    ...attemptResponse({
      status: 'submitted',
      submittedAt: new Date().toISOString(),
      score: 3,
      percent: 75,
      passed: true,
      timeTakenSec: 125,
      answers,
    }),
    results: {
      perQuestion: [
        result(q1, {
          correctOptionIds: ['A'],
          explanation: 'Adrenaline 0.5 mg IM.',
          topics: ['Emergency'],
          answer: answers[0]!,
          grade: { correct: true, earned: 1 },
        }),
        result(q2, {
          correctBoolean: false,
          explanation: 'Metformin alone rarely causes hypoglycaemia.',
          topics: ['Endocrine'],
          answer: answers[1]!,
        }),
        result(q3, {
          correctText: ['radial nerve', 'radial'],
          explanation: 'The radial nerve supplies the wrist extensors.',
          topics: ['Neurology'],
          answer: answers[2]!,
          grade: { correct: true, earned: 2 },
        }),
      ],
      topics: [
        { topic: 'Endocrine', questions: 1, correct: 0, score: 0, maxScore: 1, percent: 0 },
        { topic: 'Emergency', questions: 1, correct: 1, score: 1, maxScore: 1, percent: 100 },
        { topic: 'Neurology', questions: 1, correct: 1, score: 2, maxScore: 2, percent: 100 },
      ],
      percentile: null,
      histogram: null,
    },
  };
};

export const quiz = (overrides: Partial<Quiz> = {}): Quiz => ({
  id: 'quiz-1',
  slug: 'plab-mock-1',
  title: 'PLAB 1 Mock 1',
  description: 'Fifteen questions in PLAB 1 style.',
  exam: 'PLAB 1',
  isPublished: true,
  attemptsAllowed: 3,
  passPercent: 70,
  timeLimitSec: 600,
  visibility: 'public',
  pricing: { isFree: true, includedInMembership: false, amountMinor: 0, currency: 'GBP' },
  accessMode: 'free',
  questionCount: 3,
  questionsPerAttempt: 3,
  totalPoints: 4,
  shuffleQuestions: false,
  shuffleOptions: false,
  drawCount: null,
  instructor: { id: 'u9', name: 'Dr Sam Patel' },
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const entitlement = (overrides: Partial<QuizEntitlement> = {}): QuizEntitlement => ({
  isFree: true,
  includedInMembership: false,
  memberActive: false,
  purchased: false,
  canStart: true,
  signedIn: true,
  enrolled: false,
  attemptsAllowed: 3,
  attemptsUsed: 0,
  attemptsLeft: 3,
  inProgressAttemptId: null,
  lastAttemptId: null,
  canPractice: true,
  canReviseMistakes: false,
  action: 'start',
  ...overrides,
});

export const detail = (q: Partial<Quiz> = {}, e: Partial<QuizEntitlement> = {}): QuizDetailResponse => ({
  quiz: quiz(q),
  entitlement: entitlement(e),
  lessons: [],
});

/** Presses Submit on the exam screen and confirms in the dialog. */
export async function submitAndConfirm(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getAllByRole('button', { name: PLAY_TEXT.submit })[0]!);
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: PLAY_TEXT.submitConfirm }),
  );
}

/** An instructor's question as the builder reads it: a one-point single answer (A right) unless overridden. */
export const instructorQuestion = (overrides: Partial<InstructorQuestion> = {}): InstructorQuestion => ({
  id: 'qq1',
  quizId: 'quiz-1',
  type: 'mcq',
  prompt: 'Which nerve?',
  points: 1,
  explanation: '',
  media: [],
  order: 0,
  options: [
    { id: 'A', text: 'Radial', media: [] },
    { id: 'B', text: 'Ulnar', media: [] },
  ],
  correctOptionIds: ['A'],
  correctBoolean: null,
  correctText: [],
  topics: [],
  angoffPercent: null,
  stems: [],
  version: 1,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
