import { withQuery } from '@medprep/shared/paths';

/** Provisional: the quiz addresses until the shared table (paths.ts) carries them with the contract. */
export const quizPaths = {
  quizzes: (query: Record<string, string | number | undefined> = {}) => withQuery('/quizzes', query),
  quiz: (slug: string) => `/quizzes/${encodeURIComponent(slug)}`,
  quizPlay: (slug: string) => `/quizzes/${encodeURIComponent(slug)}/play`,
  quizAttempts: () => '/quizzes/attempts',
  quizAttempt: (id: string) => `/quizzes/attempts/${id}`,
  learnQuiz: (quizId: string) => `/learn/quizzes/${quizId}`,
  instructorQuizzes: () => '/instructor/quizzes',
  instructorQuizNew: () => '/instructor/quizzes/new',
  instructorQuiz: (id: string) => `/instructor/quizzes/${id}`,
  instructorQuizQuestions: (id: string) => `/instructor/quizzes/${id}/questions`,
  mocks: () => '/mocks',
};
