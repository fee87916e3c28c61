import type {
  CreateQuestionBody,
  CreateQuizBody,
  InstructorQuestionListResponse,
  InstructorQuizResponse,
  PracticeCheckResponse,
  PurchasesResponse,
  QuestionImportErrorBody,
  QuestionImportProblem,
  QuestionImportResponse,
  QuizStatisticsResponse,
  UpdateQuestionBody,
  UpdateQuestionResponse,
  UpdateQuizBody,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import {
  ATTEMPTS_PAGE_SIZE,
  MY_MOCKS_LIMIT,
  QUESTION_CSV_MESSAGES,
  QUESTION_CSV_TEMPLATE_NAME,
  QUIZ_MESSAGES,
  QUIZ_PAGE_SIZE,
  questionCsvExportName,
} from '@medprep/shared/constants';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiGetWith, apiSend, checkoutAddress } from '../../lib/api-calls';
import { apiRequest, downloadApiFile } from '../../lib/api-client';
import { browserNavigation } from '../../lib/browser-navigation';
import { readPagedQuery, readQuery } from '../../lib/read-query';
import { useSession } from '../../lib/session';
import { postFile } from '../../lib/upload';
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
  statistics: (id: string) => ['quizzes', 'instructor', 'statistics', id] as const,
};

/* ---------- Learner ---------- */

/** GET /quizzes: the published catalogue. */
export const getQuizzes = (q: string, page: number, signal?: AbortSignal) =>
  apiGetWith<QuizListResponse>(
    apiPaths.quizzes.list(),
    { q: q || undefined, page, limit: QUIZ_PAGE_SIZE },
    QUIZ_MESSAGES.unknownError,
    signal,
  );

export const quizzesQueryOptions = (q: string, page: number) =>
  readPagedQuery(quizKeys.list(q, page), (signal) => getQuizzes(q, page, signal));

export const useQuizzes = (q: string, page: number) => useQuery(quizzesQueryOptions(q, page));

/** 'My Mocks': the signed-in learner's quiz purchases (limit 6). */
export const getMyMocks = (signal?: AbortSignal) =>
  apiRequest<PurchasesResponse>(apiPaths.payments.purchases(), {
    query: { kinds: 'quiz', limit: MY_MOCKS_LIMIT },
    signal,
  });

export const myMocksQueryOptions = () => readQuery(quizKeys.myMocks, getMyMocks);

export function useMyMocks() {
  const { user } = useSession();
  return useQuery({ ...myMocksQueryOptions(), enabled: Boolean(user) });
}

/** GET /quizzes/{slug}: one quiz's page. */
export const getQuiz = (slug: string, signal?: AbortSignal) =>
  apiGet<QuizDetailResponse>(apiPaths.quizzes.one(slug), QUIZ_MESSAGES.loadQuizFailed, signal);

export const quizDetailOptions = (slug: string) =>
  readQuery(quizKeys.detail(slug), (signal) => getQuiz(slug, signal));

export const useQuiz = (slug: string) => useQuery(quizDetailOptions(slug));

/** GET /learn/quizzes/{id}: a course's quiz lesson. */
export const getLearnQuiz = (quizId: string, signal?: AbortSignal) =>
  apiGet<QuizDetailResponse>(apiPaths.quizzes.learnQuiz(quizId), QUIZ_MESSAGES.loadQuizFailed, signal);

export const learnQuizQueryOptions = (quizId: string) =>
  readQuery(quizKeys.learnDetail(quizId), (signal) => getLearnQuiz(quizId, signal));

export const useLearnQuiz = (quizId: string) => useQuery(learnQuizQueryOptions(quizId));

export const startAttempt = (slug: string) =>
  apiRequest<StartResponse>(apiPaths.quizzes.start(slug), {
    method: 'POST',
    fallback: QUIZ_MESSAGES.couldNotStartAttempt,
  });

export const startLearnAttempt = (quizId: string) =>
  apiRequest<StartResponse>(apiPaths.quizzes.learnQuizStart(quizId), {
    method: 'POST',
    fallback: QUIZ_MESSAGES.couldNotStartAttempt,
  });

export const getAttempt = (id: string, signal?: AbortSignal) =>
  apiGet<AttemptResponse>(apiPaths.quizzes.attempt(id), QUIZ_MESSAGES.loadAttemptFailed, signal);

export const attemptQueryOptions = (id: string) =>
  readQuery(quizKeys.attempt(id), (signal) => getAttempt(id, signal));

export const useAttempt = (id: string) => useQuery(attemptQueryOptions(id));

/** Saves answers; `flagged`, when given, is the attempt's whole set of flags (kept with it on the server). */
export const saveAnswers = (attemptId: string, answers: AttemptAnswer[], flagged?: string[]) =>
  apiSend<unknown>(
    'PATCH',
    apiPaths.quizzes.attemptAnswers(attemptId),
    flagged ? { answers, flagged } : { answers },
    QUIZ_MESSAGES.autosaveFailed,
  );

export const submitAttempt = (attemptId: string) =>
  apiRequest<AttemptResponse>(apiPaths.quizzes.attemptSubmit(attemptId), {
    method: 'POST',
    fallback: QUIZ_MESSAGES.submitFailed,
  });

/** GET /me/attempts: the learner's attempts. */
export const getMyAttempts = (q: string, page: number, signal?: AbortSignal) =>
  apiRequest<MyAttemptsResponse>(apiPaths.quizzes.myAttempts(), {
    query: { q: q || undefined, page, limit: ATTEMPTS_PAGE_SIZE },
    signal,
  });

export const myAttemptsQueryOptions = (q: string, page: number) =>
  readPagedQuery(quizKeys.attempts(q, page), (signal) => getMyAttempts(q, page, signal));

export const useMyAttempts = (q: string, page: number) => useQuery(myAttemptsQueryOptions(q, page));

/** POST /quizzes/{slug}/checkout → the payment page (a missing URL is an error). */
export const checkoutQuiz = (slug: string) =>
  checkoutAddress(apiPaths.quizzes.checkout(slug), undefined, QUIZ_MESSAGES.couldNotStart);

/** Starts a checkout for a quiz and sends the browser to the payment page. */
export function useQuizCheckout() {
  return useMutation({ mutationFn: checkoutQuiz, onSuccess: (url) => browserNavigation.assign(url) });
}

export const startPractice = (slug: string, source: 'all' | 'mistakes') =>
  apiSend<PracticeResponse>('POST', apiPaths.quizzes.practice(slug), { source }, QUIZ_MESSAGES.couldNotStart);

export const checkPractice = (practiceId: string, answer: AttemptAnswer) =>
  apiSend<PracticeCheckResponse>(
    'POST',
    apiPaths.quizzes.practiceCheck(practiceId),
    { answer },
    QUIZ_MESSAGES.requestFailed,
  );

/* ---------- Instructor ---------- */

export type PublishedFilter = 'all' | 'published' | 'unpublished';

/** GET /instructor/mock/quizzes: the caller's own quizzes. */
export const getInstructorQuizzes = (
  q: string,
  published: PublishedFilter,
  page: number,
  signal?: AbortSignal,
) =>
  apiGetWith<QuizListResponse>(
    apiPaths.quizzes.instructorList(),
    {
      q: q || undefined,
      published: published === 'all' ? undefined : published,
      page,
      limit: QUIZ_PAGE_SIZE,
    },
    QUIZ_MESSAGES.listFailed,
    signal,
  );

export const instructorQuizzesQueryOptions = (q: string, published: PublishedFilter, page: number) =>
  readQuery(
    quizKeys.instructorList(q, published, page),
    (signal) => getInstructorQuizzes(q, published, page, signal),
    { placeholderData: keepPreviousData },
  );

export const useInstructorQuizzes = (q: string, published: PublishedFilter, page: number) =>
  useQuery(instructorQuizzesQueryOptions(q, published, page));

export const createQuiz = (body: CreateQuizBody) =>
  apiSend<InstructorQuizResponse>(
    'POST',
    apiPaths.quizzes.instructorList(),
    body,
    QUIZ_MESSAGES.createFailed,
  );

/** GET /instructor/mock/quizzes/{id}: one quiz, for the builder. */
export const getInstructorQuiz = (id: string, signal?: AbortSignal) =>
  apiGet<InstructorQuizResponse>(apiPaths.quizzes.instructorOne(id), QUIZ_MESSAGES.requestFailed, signal);

export const instructorQuizQueryOptions = (id: string) =>
  readQuery(quizKeys.instructorQuiz(id), (signal) => getInstructorQuiz(id, signal));

export const useInstructorQuiz = (id: string) => useQuery(instructorQuizQueryOptions(id));

export const updateQuiz = (id: string, body: UpdateQuizBody) =>
  apiSend<InstructorQuizResponse>(
    'PATCH',
    apiPaths.quizzes.instructorOne(id),
    body,
    QUIZ_MESSAGES.requestFailed,
  );

export const publishQuiz = (id: string, publish: boolean) =>
  apiRequest<InstructorQuizResponse>(
    publish ? apiPaths.quizzes.publish(id) : apiPaths.quizzes.unpublish(id),
    {
      method: 'POST',
      fallback: QUIZ_MESSAGES.requestFailed,
    },
  );

/** GET /instructor/mock/quizzes/{id}/questions. */
export const getQuestions = (quizId: string, signal?: AbortSignal) =>
  apiGet<InstructorQuestionListResponse>(
    apiPaths.quizzes.questions(quizId),
    QUIZ_MESSAGES.requestFailed,
    signal,
  );

export const questionsQueryOptions = (quizId: string) =>
  readQuery(quizKeys.questions(quizId), (signal) => getQuestions(quizId, signal), {
    refetchOnWindowFocus: false,
  });

export const useQuestions = (quizId: string) => useQuery(questionsQueryOptions(quizId));

export const createQuestion = (quizId: string, body: CreateQuestionBody) =>
  apiSend<{ question: InstructorQuestion }>(
    'POST',
    apiPaths.quizzes.questions(quizId),
    body,
    QUIZ_MESSAGES.requestFailed,
  );

export const updateQuestion = (id: string, body: UpdateQuestionBody) =>
  apiSend<UpdateQuestionResponse>('PATCH', apiPaths.quizzes.question(id), body, QUIZ_MESSAGES.requestFailed);

export const reorderQuestion = (id: string, toIndex: number) =>
  apiSend<InstructorQuestionListResponse>(
    'POST',
    apiPaths.quizzes.reorderQuestion(id),
    { toIndex },
    QUIZ_MESSAGES.requestFailed,
  );

export const deleteQuestion = (id: string) =>
  apiRequest<{ deleted: true }>(apiPaths.quizzes.question(id), {
    method: 'DELETE',
    fallback: QUIZ_MESSAGES.requestFailed,
  });

/* ---------- Item statistics and Angoff ---------- */

/** GET /instructor/mock/quizzes/{id}/statistics: the figures of first attempts and the Angoff suggestion. */
export const getQuizStatistics = (quizId: string, signal?: AbortSignal) =>
  apiGet<QuizStatisticsResponse>(apiPaths.quizzes.statistics(quizId), QUIZ_MESSAGES.requestFailed, signal);

export const quizStatisticsQueryOptions = (quizId: string) =>
  readQuery(quizKeys.statistics(quizId), (signal) => getQuizStatistics(quizId, signal));

export const useQuizStatistics = (quizId: string) => useQuery(quizStatisticsQueryOptions(quizId));

/** PATCH /instructor/mock/questions/{id} {angoffPercent}: a question's Angoff estimate (null clears it). */
export const setAngoffEstimate = (questionId: string, angoffPercent: number | null) =>
  apiSend<{ question: InstructorQuestion }>(
    'PATCH',
    apiPaths.quizzes.question(questionId),
    { angoffPercent },
    QUIZ_MESSAGES.requestFailed,
  );

/** POST /instructor/mock/quizzes/{id}/apply-suggested-pass: the pass percentage becomes the suggestion. */
export const applySuggestedPass = (quizId: string) =>
  apiRequest<InstructorQuizResponse>(apiPaths.quizzes.applySuggestedPass(quizId), {
    method: 'POST',
    fallback: QUIZ_MESSAGES.requestFailed,
  });

/* ---------- Questions as CSV ---------- */

/** An import refused: the server's sentence and, when the file was read, every refused cell. */
export class QuestionImportError extends Error {
  readonly rows: QuestionImportProblem[];
  constructor(message: string, rows: QuestionImportProblem[]) {
    super(message);
    this.name = 'QuestionImportError';
    this.rows = rows;
  }
}

/** POST /instructor/mock/quizzes/{id}/import (multipart field `file`) with upload progress → how many were added. */
export async function importQuestionsCsv(
  quizId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<QuestionImportResponse> {
  const { status, body } = await postFile(apiPaths.quizzes.importQuestions(quizId), file, onProgress);
  const answer = (body ?? {}) as Partial<QuestionImportResponse & QuestionImportErrorBody>;
  if (status >= 200 && status < 300 && typeof answer.imported === 'number')
    return { imported: answer.imported };
  throw new QuestionImportError(
    typeof answer.message === 'string' && answer.message
      ? answer.message
      : QUESTION_CSV_MESSAGES.importFailed,
    Array.isArray(answer.rows) ? answer.rows : [],
  );
}

/** GET /instructor/mock/quizzes/{id}/export.csv, saved as '{slug}-questions.csv'. */
export const exportQuestionsCsv = (quizId: string, slug: string) =>
  downloadApiFile(
    apiPaths.quizzes.exportQuestions(quizId),
    questionCsvExportName(slug),
    QUESTION_CSV_MESSAGES.exportFailed,
  );

/** GET /instructor/mock/import-template.csv: the layout with an example of every type. */
export const downloadQuestionTemplate = () =>
  downloadApiFile(
    apiPaths.quizzes.importTemplate(),
    QUESTION_CSV_TEMPLATE_NAME,
    QUESTION_CSV_MESSAGES.templateFailed,
  );
