/** The quiz shapes the web app reads: the shared contract's (packages/shared/src/quizzes/). */
export type {
  AnswerInput as AttemptAnswer,
  AttemptHistoryItem,
  AttemptResponse,
  InstructorQuestion,
  MyAttemptsResponse,
  PlayAttempt as Attempt,
  PlayOption,
  PlayQuestion,
  PlayQuiz,
  PlayResponse as StartResponse,
  PracticeCheck,
  PracticeResponse,
  QuestionMedia as Media,
  QuestionResult,
  QuestionType,
  Quiz,
  QuizDetailResponse,
  QuizEntitlement,
  QuizListResponse,
} from '@medprep/shared';

import type { AttemptResponse, PlayResponse } from '@medprep/shared';
/** What the play screen needs of a start (or of a resumed attempt). */
export type PlaySource =
  | Pick<PlayResponse, 'attempt' | 'quiz' | 'questions'>
  | Pick<AttemptResponse, 'attempt' | 'quiz' | 'questions'>;

import type { PlayQuestion as Played } from '@medprep/shared';
/** A question as the shared question view shows it (an exam's carries its order; the bank's does not). */
export type ShownQuestion = Omit<Played, 'order'>;
