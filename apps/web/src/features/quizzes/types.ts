/**
 * The quiz shapes the web app reads (marketplace.md §3, DECISIONS §7). Provisional: they mirror the
 * specification until the shared contract (packages/shared/src/quizzes.ts) lands, then re-export it.
 */
export type QuestionType = 'mcq' | 'multi' | 'boolean' | 'short';
export type QuizVisibility = 'public' | 'enrolled';

export interface QuizPricing {
  isFree: boolean;
  includedInMembership: boolean;
  amountMinor: number;
  currency: string;
}

export interface Quiz {
  id: string;
  slug: string;
  title: string;
  description: string;
  isPublished: boolean;
  attemptsAllowed: number;
  passPercent: number;
  timeLimitSec: number;
  visibility: QuizVisibility;
  pricing: QuizPricing;
  questionCount: number;
  totalPoints: number;
  updatedAt: string;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  drawCount?: number | null;
}

export interface QuizEntitlement {
  isFree: boolean;
  includedInMembership: boolean;
  memberActive: boolean;
  purchased: boolean;
  canStart: boolean;
}

export interface Media {
  kind: 'image';
  url: string;
  alt: string;
}

export interface PlayOption {
  id: string;
  text: string;
  media?: Media[] | null;
}

/** A question as the learner sees it while playing: never its answers or explanation. */
export interface PlayQuestion {
  id: string;
  type: QuestionType;
  prompt: string;
  points: number;
  media?: Media[] | null;
  options: PlayOption[];
  topics?: string[];
}

export interface AttemptAnswer {
  questionId: string;
  selectedOptionIds?: string[] | null;
  booleanAnswer?: boolean | null;
  textAnswer?: string | null;
}

export interface Attempt {
  id: string;
  status: 'in_progress' | 'submitted';
  startedAt: string;
  expiresAt: string | null;
  timeLimitSec: number;
  answers: AttemptAnswer[];
  score: number | null;
  maxScore: number;
  percent: number | null;
  passed: boolean | null;
  timeTakenSec: number | null;
  completedAt?: string | null;
}

export interface PlayQuiz {
  id: string;
  slug: string;
  title: string;
  passPercent: number;
  timeLimitSec: number;
}

export interface StartResponse {
  attempt: Attempt;
  quiz: PlayQuiz;
  questions: PlayQuestion[];
}

export interface QuestionResult {
  id: string;
  prompt: string;
  type: QuestionType;
  points: number;
  options: PlayOption[];
  correctOptionIds?: string[] | null;
  correctBoolean?: boolean | null;
  correctText?: string[] | null;
  media?: Media[] | null;
  explanation?: string | null;
  topics?: string[];
  grade: { correct: boolean; earned: number };
}

export interface AttemptResponse {
  attempt: Attempt;
  quiz: PlayQuiz;
  questions: PlayQuestion[];
  results?: { perQuestion: QuestionResult[] } | null;
}

export interface AttemptHistoryItem {
  id: string;
  status: 'in_progress' | 'submitted';
  passed: boolean | null;
  score: number | null;
  maxScore: number;
  percent: number | null;
  attemptNo: number;
  timeTakenSec: number | null;
  startedAt: string;
  completedAt: string | null;
  quiz: { title: string; slug: string };
}

export interface Page<T> {
  items: T[];
  meta: { page: number; total?: number; hasNextPage: boolean };
}

export interface QuizDetailResponse {
  quiz: Quiz;
  entitlement: QuizEntitlement;
}
