import type {
  CheckoutResponse,
  CreateQuestionBody,
  CreateQuizBody,
  InstructorQuestionListResponse,
  InstructorQuizResponse,
  PracticeCheckResponse,
  PurchasesResponse,
  UpdateQuestionBody,
  UpdateQuizBody,
} from '@medprep/shared';
import {
  ATTEMPTS_PAGE_SIZE,
  MY_MOCKS_LIMIT,
  QUIZ_API,
  QUIZ_MESSAGES,
  QUIZ_PAGE_SIZE,
} from '@medprep/shared/constants';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { useSession } from '../../lib/session';
import type {
  AttemptAnswer,
  AttemptResponse,
  InstructorQuestion,
  MyAttemptsResponse,
  PracticeResponse,
  QuizDetailResponse,
  QuizListResponse,
  StartResponse,
} from './types';

export const quizKeys = {
  all: ['quizzes'] as const,
  list: (q: string, page: number) => ['quizzes', 'list', q, page] as const,
  detail: (slug: string) => ['quizzes', 'detail', slug] as const,
  learnDetail: (quizId: string) => ['quizzes', 'learn', quizId] as const,
  /** Outside 'quizzes' on purpose: invalidating the quizzes must never start an attempt again. */
  play: (key: string) => ['quiz-play', key] as const,
  practice: (slug: string, source: string) => ['quiz-practice', slug, source] as const,
  attempt: (id: string) => ['quizzes', 'attempt', id] as const,
  attempts: (q: string, page: number) => ['quizzes', 'attempts', q, page] as const,
  myMocks: ['quizzes', 'my-mocks'] as const,
  instructor: ['quizzes', 'instructor'] as const,
  instructorLists: ['quizzes', 'instructor', 'list'] as const,
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
      apiRequest<QuizListResponse>(QUIZ_API.quizzes(), {
        query: { q: q || undefined, page, limit: QUIZ_PAGE_SIZE },
        signal,
        fallback: QUIZ_MESSAGES.unknownError,
      }),
    placeholderData: keepPreviousData,
  });

/** 'My Mocks': the signed-in learner's quiz purchases (limit 6). */
export function useMyMocks() {
  const { user } = useSession();
  return useQuery({
    queryKey: quizKeys.myMocks,
    queryFn: ({ signal }) =>
      apiRequest<PurchasesResponse>('/me/purchases', {
        query: { kinds: 'quiz', limit: MY_MOCKS_LIMIT },
        signal,
      }),
    enabled: Boolean(user),
  });
}

export const quizDetailOptions = (slug: string) =>
  queryOptions({
    queryKey: quizKeys.detail(slug),
    queryFn: ({ signal }) =>
      apiRequest<QuizDetailResponse>(QUIZ_API.quiz(slug), { signal, fallback: QUIZ_MESSAGES.loadQuizFailed }),
  });

export const useQuiz = (slug: string) => useQuery(quizDetailOptions(slug));

export const useLearnQuiz = (quizId: string) =>
  useQuery({
    queryKey: quizKeys.learnDetail(quizId),
    queryFn: ({ signal }) =>
      apiRequest<QuizDetailResponse>(QUIZ_API.learnQuiz(quizId), {
        signal,
        fallback: QUIZ_MESSAGES.loadQuizFailed,
      }),
  });

export const startAttempt = (slug: string) =>
  apiRequest<StartResponse>(QUIZ_API.start(slug), {
    method: 'POST',
    fallback: QUIZ_MESSAGES.couldNotStartAttempt,
  });

export const startLearnAttempt = (quizId: string) =>
  apiRequest<StartResponse>(QUIZ_API.learnQuizStart(quizId), {
    method: 'POST',
    fallback: QUIZ_MESSAGES.couldNotStartAttempt,
  });

export const getAttempt = (id: string, signal?: AbortSignal) =>
  apiRequest<AttemptResponse>(QUIZ_API.attempt(id), { signal, fallback: QUIZ_MESSAGES.loadAttemptFailed });

export const useAttempt = (id: string) =>
  useQuery({ queryKey: quizKeys.attempt(id), queryFn: ({ signal }) => getAttempt(id, signal) });

export const saveAnswers = (attemptId: string, answers: AttemptAnswer[]) =>
  apiRequest<unknown>(QUIZ_API.attemptAnswers(attemptId), {
    method: 'PATCH',
    body: { answers },
    fallback: QUIZ_MESSAGES.autosaveFailed,
  });

export const submitAttempt = (attemptId: string) =>
  apiRequest<AttemptResponse>(QUIZ_API.attemptSubmit(attemptId), {
    method: 'POST',
    fallback: QUIZ_MESSAGES.submitFailed,
  });

export const useMyAttempts = (q: string, page: number) =>
  useQuery({
    queryKey: quizKeys.attempts(q, page),
    queryFn: ({ signal }) =>
      apiRequest<MyAttemptsResponse>(QUIZ_API.myAttempts(), {
        query: { q: q || undefined, page, limit: ATTEMPTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Starts a checkout for a quiz and sends the browser to the payment page. */
export function useQuizCheckout() {
  return useMutation({
    mutationFn: async (slug: string) => {
      const answer = await apiRequest<Partial<CheckoutResponse> | null>(QUIZ_API.checkout(slug), {
        method: 'POST',
        fallback: QUIZ_MESSAGES.couldNotStart,
      });
      if (!answer?.checkoutUrl) throw new Error(QUIZ_MESSAGES.couldNotStart);
      return answer.checkoutUrl;
    },
    onSuccess: (url) => browserNavigation.assign(url),
  });
}

export const startPractice = (slug: string, source: 'all' | 'mistakes') =>
  apiRequest<PracticeResponse>(QUIZ_API.practice(slug), {
    method: 'POST',
    body: { source },
    fallback: QUIZ_MESSAGES.couldNotStart,
  });

export const checkPractice = (practiceId: string, answer: AttemptAnswer) =>
  apiRequest<PracticeCheckResponse>(QUIZ_API.practiceCheck(practiceId), {
    method: 'POST',
    body: { answer },
    fallback: QUIZ_MESSAGES.requestFailed,
  });

/* ---------- Instructor ---------- */

export type PublishedFilter = 'all' | 'published' | 'unpublished';

export const useInstructorQuizzes = (q: string, published: PublishedFilter, page: number) =>
  useQuery({
    queryKey: quizKeys.instructorList(q, published, page),
    queryFn: ({ signal }) =>
      apiRequest<QuizListResponse>(QUIZ_API.instructorQuizzes(), {
        query: {
          q: q || undefined,
          published: published === 'all' ? undefined : published,
          page,
          limit: QUIZ_PAGE_SIZE,
        },
        signal,
        fallback: QUIZ_MESSAGES.listFailed,
      }),
    placeholderData: keepPreviousData,
  });

export const createQuiz = (body: CreateQuizBody) =>
  apiRequest<InstructorQuizResponse>(QUIZ_API.instructorQuizzes(), {
    method: 'POST',
    body,
    fallback: QUIZ_MESSAGES.createFailed,
  });

export const useInstructorQuiz = (id: string) =>
  useQuery({
    queryKey: quizKeys.instructorQuiz(id),
    queryFn: ({ signal }) =>
      apiRequest<InstructorQuizResponse>(QUIZ_API.instructorQuiz(id), {
        signal,
        fallback: QUIZ_MESSAGES.requestFailed,
      }),
  });

export const updateQuiz = (id: string, body: UpdateQuizBody) =>
  apiRequest<InstructorQuizResponse>(QUIZ_API.instructorQuiz(id), {
    method: 'PATCH',
    body,
    fallback: QUIZ_MESSAGES.requestFailed,
  });

export const publishQuiz = (id: string, publish: boolean) =>
  apiRequest<InstructorQuizResponse>(
    publish ? QUIZ_API.instructorPublish(id) : QUIZ_API.instructorUnpublish(id),
    {
      method: 'POST',
      fallback: QUIZ_MESSAGES.requestFailed,
    },
  );

export const useQuestions = (quizId: string) =>
  useQuery({
    queryKey: quizKeys.questions(quizId),
    queryFn: ({ signal }) =>
      apiRequest<InstructorQuestionListResponse>(QUIZ_API.instructorQuestions(quizId), {
        signal,
        fallback: QUIZ_MESSAGES.requestFailed,
      }),
    refetchOnWindowFocus: false,
  });

export const createQuestion = (quizId: string, body: CreateQuestionBody) =>
  apiRequest<{ question: InstructorQuestion }>(QUIZ_API.instructorQuestions(quizId), {
    method: 'POST',
    body,
    fallback: QUIZ_MESSAGES.requestFailed,
  });

export const updateQuestion = (id: string, body: UpdateQuestionBody) =>
  apiRequest<{ question: InstructorQuestion }>(QUIZ_API.instructorQuestion(id), {
    method: 'PATCH',
    body,
    fallback: QUIZ_MESSAGES.requestFailed,
  });

export const reorderQuestion = (id: string, toIndex: number) =>
  apiRequest<InstructorQuestionListResponse>(QUIZ_API.instructorReorder(id), {
    method: 'POST',
    body: { toIndex },
    fallback: QUIZ_MESSAGES.requestFailed,
  });

export const deleteQuestion = (id: string) =>
  apiRequest<{ deleted: true }>(QUIZ_API.instructorQuestion(id), {
    method: 'DELETE',
    fallback: QUIZ_MESSAGES.requestFailed,
  });
