import type { AttemptAnswer, PlayQuestion } from '../types';

/** Whether an answer counts as given (an empty selection or blank text does not). */
export function isAnswered(answer: AttemptAnswer | undefined): boolean {
  if (!answer) return false;
  if (answer.selectedOptionIds && answer.selectedOptionIds.length > 0) return true;
  if (answer.stemAnswers && Object.keys(answer.stemAnswers).length > 0) return true;
  if (typeof answer.booleanAnswer === 'boolean') return true;
  return Boolean(answer.textAnswer?.trim());
}

/** The 1-based numbers of the questions without an answer. */
export const unansweredNumbers = (questions: PlayQuestion[], answers: Record<string, AttemptAnswer>) =>
  questions.flatMap((q, i) => (isAnswered(answers[q.id]) ? [] : [i + 1]));

export const answersById = (answers: AttemptAnswer[]): Record<string, AttemptAnswer> =>
  Object.fromEntries(answers.map((a) => [a.questionId, a]));
