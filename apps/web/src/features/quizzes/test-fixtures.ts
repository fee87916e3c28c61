import type { Attempt, AttemptResponse, PlayQuestion, Quiz, StartResponse } from './types';

export const playQuestions = (): PlayQuestion[] => [
  {
    id: 'q1',
    type: 'mcq',
    prompt: 'First-line treatment for anaphylaxis?',
    points: 1,
    media: [],
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
    options: [],
  },
  {
    id: 'q3',
    type: 'short',
    prompt: 'Name the nerve damaged in wrist drop.',
    points: 2,
    media: [],
    options: [],
  },
];

export const attempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  id: 'att-1',
  status: 'in_progress',
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  timeLimitSec: 660,
  answers: [],
  score: null,
  maxScore: 4,
  percent: null,
  passed: null,
  timeTakenSec: null,
  ...overrides,
});

export const startResponse = (overrides: Partial<Attempt> = {}): StartResponse => ({
  attempt: attempt(overrides),
  quiz: { id: 'quiz-1', slug: 'plab-mock-1', title: 'PLAB 1 Mock 1', passPercent: 70, timeLimitSec: 660 },
  questions: playQuestions(),
});

export const submittedAttempt = (): AttemptResponse => ({
  ...startResponse({
    status: 'submitted',
    score: 3,
    percent: 75,
    passed: true,
    timeTakenSec: 125,
    answers: [
      { questionId: 'q1', selectedOptionIds: ['A'] },
      { questionId: 'q2', booleanAnswer: true },
      { questionId: 'q3', textAnswer: 'radial nerve' },
    ],
  }),
  results: {
    perQuestion: [
      {
        ...playQuestions()[0]!,
        correctOptionIds: ['A'],
        explanation: 'Adrenaline 0.5 mg IM.',
        topics: ['Emergency'],
        grade: { correct: true, earned: 1 },
      },
      {
        ...playQuestions()[1]!,
        correctBoolean: false,
        explanation: 'Metformin alone rarely causes hypoglycaemia.',
        topics: ['Endocrine'],
        grade: { correct: false, earned: 0 },
      },
      {
        ...playQuestions()[2]!,
        correctText: ['radial nerve', 'radial'],
        explanation: 'The radial nerve supplies the wrist extensors.',
        topics: ['Neurology'],
        grade: { correct: true, earned: 2 },
      },
    ],
  },
});

export const quiz = (overrides: Partial<Quiz> = {}): Quiz => ({
  id: 'quiz-1',
  slug: 'plab-mock-1',
  title: 'PLAB 1 Mock 1',
  description: 'Fifteen questions in PLAB 1 style.',
  isPublished: true,
  attemptsAllowed: 3,
  passPercent: 70,
  timeLimitSec: 600,
  visibility: 'public',
  pricing: { isFree: true, includedInMembership: false, amountMinor: 0, currency: 'GBP' },
  questionCount: 3,
  totalPoints: 4,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
