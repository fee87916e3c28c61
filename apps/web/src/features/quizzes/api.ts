import type { CheckoutResponse } from '@medprep/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { browserNavigation } from '../membership/redirect';
import { QUIZ_MESSAGES, QUIZ_PAGE_SIZE } from './content';
import type {
  AttemptAnswer,
  AttemptHistoryItem,
  AttemptResponse,
  Page,
  Quiz,
  QuizDetailResponse,
  StartResponse,
} from './types';

const enc = encodeURIComponent;

export const quizKeys = {
  all: ['quizzes'] as const,
  list: (q: string, page: number) => ['quizzes', 'list', q, page] as const,
  detail: (slug: string) => ['quizzes', 'detail', slug] as const,
  /** Outside 'quizzes' on purpose: invalidating the quizzes must never start an attempt again. */
  play: (key: string) => ['quiz-play', key] as const,
  attempt: (id: string) => ['quizzes', 'attempt', id] as const,
  attempts: (q: string, page: number) => ['quizzes', 'attempts', q, page] as const,
  instructor: ['quizzes', 'instructor'] as const,
  instructorList: (q: string, status: string, page: number) =>
    ['quizzes', 'instructor', 'list', q, status, page] as const,
  instructorQuiz: (id: string) => ['quizzes', 'instructor', 'quiz', id] as const,
  questions: (id: string) => ['quizzes', 'instructor', 'questions', id] as const,
};

/* ---------- Learner ---------- */

export const useQuizzes = (q: string, page: number) =>
  useQuery({
    queryKey: quizKeys.list(q, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<Quiz>>('/quizzes', {
        query: { q: q || undefined, page, limit: QUIZ_PAGE_SIZE },
        signal,
        fallback: QUIZ_MESSAGES.unknownError,
      }),
    placeholderData: keepPreviousData,
  });

export const quizDetailOptions = (slug: string) =>
  queryOptions({
    queryKey: quizKeys.detail(slug),
    queryFn: ({ signal }) =>
      apiRequest<QuizDetailResponse>(`/quizzes/${enc(slug)}`, {
        signal,
        fallback: QUIZ_MESSAGES.quizLoadFailed,
      }),
  });

export const useQuiz = (slug: string) => useQuery(quizDetailOptions(slug));

export const startAttempt = (slug: string) =>
  apiRequest<StartResponse>(`/quizzes/${enc(slug)}/start`, {
    method: 'POST',
    fallback: QUIZ_MESSAGES.startFailed,
  });

export const getAttempt = (id: string, signal?: AbortSignal) =>
  apiRequest<AttemptResponse>(`/attempts/${enc(id)}`, { signal, fallback: QUIZ_MESSAGES.attemptLoadFailed });

export const useAttempt = (id: string) =>
  useQuery({ queryKey: quizKeys.attempt(id), queryFn: ({ signal }) => getAttempt(id, signal) });

export const saveAnswers = (attemptId: string, answers: AttemptAnswer[]) =>
  apiRequest<unknown>(`/attempts/${enc(attemptId)}/answers`, {
    method: 'PATCH',
    body: { answers },
    fallback: QUIZ_MESSAGES.autosaveFailed,
  });

export const submitAttempt = (attemptId: string) =>
  apiRequest<AttemptResponse>(`/attempts/${enc(attemptId)}/submit`, {
    method: 'POST',
    fallback: QUIZ_MESSAGES.submitFailed,
  });

export const useMyAttempts = (q: string, page: number) =>
  useQuery({
    queryKey: quizKeys.attempts(q, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<AttemptHistoryItem>>('/me/attempts', {
        query: { q: q || undefined, page, limit: QUIZ_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Starts a checkout for a quiz and sends the browser to the payment page. */
export function useQuizCheckout() {
  return useMutation({
    mutationFn: async (slug: string) => {
      const answer = await apiRequest<Partial<CheckoutResponse> | null>(`/quizzes/${enc(slug)}/checkout`, {
        method: 'POST',
        fallback: QUIZ_MESSAGES.couldNotStart,
      });
      if (!answer?.checkoutUrl) throw new Error(QUIZ_MESSAGES.couldNotStart);
      return answer.checkoutUrl;
    },
    onSuccess: (url) => browserNavigation.assign(url),
  });
}

export function useInvalidateQuizzes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: quizKeys.all });
}
