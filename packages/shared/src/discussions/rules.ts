import type { QuestionStatus } from './copy.ts';

/** A closed or locked question takes no new answers or comments. */
export const isQuestionWritable = (status: QuestionStatus): boolean =>
  status === 'open' || status === 'answered';
/** Who may answer. */
export const canAnswerQuestions = (role: string | null | undefined): boolean =>
  role === 'instructor' || role === 'admin';
