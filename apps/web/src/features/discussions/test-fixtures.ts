import type { Answer, AuthorComment, Question, QuestionDetailResponse } from '@medprep/shared';

export const QUESTION_ID = '11111111-1111-4111-8111-111111111111';
export const COURSE_ID = '22222222-2222-4222-8222-222222222222';

export const questionOf = (overrides: Partial<Question> = {}): Question => ({
  id: QUESTION_ID,
  title: 'Hyperkalaemia: calcium first?',
  body: 'Potassium 6.9 with **peaked T waves**.',
  status: 'open',
  answersCount: 0,
  commentsCount: 0,
  hasAcceptedAnswer: false,
  authorId: 'u1',
  author: { id: 'u1', name: 'Amira Khan', role: 'user' },
  course: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  lastActivityAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

export const answerOf = (overrides: Partial<Answer> = {}): Answer => ({
  id: 'a1',
  questionId: QUESTION_ID,
  body: 'Calcium gluconate first.',
  authorId: 'i1',
  author: { id: 'i1', name: 'Dr Eleanor Hughes', role: 'instructor' },
  isAccepted: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const commentOf = (overrides: Partial<AuthorComment> = {}): AuthorComment => ({
  id: 'c1',
  questionId: QUESTION_ID,
  body: 'Thanks, and then insulin?',
  authorId: 'u1',
  author: { id: 'u1', name: 'Amira Khan', role: 'user' },
  createdAt: '2026-03-01T11:00:00.000Z',
  ...overrides,
});

export const detailOf = (overrides: Partial<QuestionDetailResponse> = {}): QuestionDetailResponse => ({
  question: questionOf(),
  answers: [],
  comments: [],
  ...overrides,
});

export const pageOf = (items: Question[], meta: Partial<{ page: number; hasNextPage: boolean }> = {}) => ({
  items,
  meta: { page: 1, limit: 20, hasNextPage: false, total: items.length, ...meta },
});
