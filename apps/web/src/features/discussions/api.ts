import type {
  AnswerResponse,
  AskInput,
  CommentResponse,
  CourseSummary,
  DeletedResponse,
  QuestionDetailResponse,
  QuestionResponse,
  QuestionsResponse,
} from '@medprep/shared';
import {
  DISCUSSION_MESSAGES,
  MAX_PAGE_SIZE,
  type QuestionListStatus,
  type QuestionSort,
} from '@medprep/shared/constants';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The list's filters, as the address holds them. */
export interface DiscussionFilters {
  q?: string | undefined;
  sort: QuestionSort;
  status?: QuestionListStatus | undefined;
  courseId?: string | undefined;
  page: number;
}

export const discussionKeys = {
  all: ['discussions'] as const,
  lists: ['discussions', 'list'] as const,
  list: (filters: DiscussionFilters) => ['discussions', 'list', filters] as const,
  detail: (id: string) => ['discussions', 'detail', id] as const,
  courses: ['discussions', 'courses'] as const,
};

const base = '/discussions';

export const questionsQueryOptions = (filters: DiscussionFilters) =>
  queryOptions({
    queryKey: discussionKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<QuestionsResponse>(`${base}/questions`, {
        query: {
          q: filters.q,
          sort: filters.sort,
          status: filters.status,
          courseId: filters.courseId,
          page: filters.page,
        },
        signal,
        fallback: DISCUSSION_MESSAGES.loadFailed,
      }),
    placeholderData: keepPreviousData,
  });

export const useQuestions = (filters: DiscussionFilters) => useQuery(questionsQueryOptions(filters));

export const questionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: discussionKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<QuestionDetailResponse>(`${base}/questions/${encodeURIComponent(id)}`, {
        signal,
        fallback: DISCUSSION_MESSAGES.loadQuestionFailed,
      }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useQuestion = (id: string) => useQuery(questionQueryOptions(id));

/** The published courses a question may name (the catalogue's first page of the largest size). */
export const useCourseOptions = () =>
  useQuery({
    queryKey: discussionKeys.courses,
    queryFn: () =>
      apiRequest<{ items: CourseSummary[] }>('/courses', { query: { limit: MAX_PAGE_SIZE, sort: 'newest' } }),
    select: (answer) => answer.items.map((c) => ({ id: c.id, title: c.title })),
    staleTime: 5 * 60_000,
  });

export function useAskQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AskInput) =>
      apiRequest<QuestionResponse>(`${base}/questions`, {
        method: 'POST',
        body,
        fallback: DISCUSSION_MESSAGES.postFailed,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: discussionKeys.lists }),
  });
}

export type ThreadAction =
  | { action: 'answer'; body: string }
  | { action: 'comment'; body: string }
  | { action: 'accept'; answerId: string }
  | { action: 'deleteComment'; commentId: string }
  | { action: 'close' | 'lock' | 'reopen' };

const FALLBACKS: Record<ThreadAction['action'], string> = {
  answer: DISCUSSION_MESSAGES.replyFailed,
  comment: DISCUSSION_MESSAGES.replyFailed,
  accept: DISCUSSION_MESSAGES.acceptFailed,
  deleteComment: DISCUSSION_MESSAGES.deleteFailed,
  close: DISCUSSION_MESSAGES.moderateFailed,
  lock: DISCUSSION_MESSAGES.moderateFailed,
  reopen: DISCUSSION_MESSAGES.moderateFailed,
};

function send(id: string, change: ThreadAction): Promise<unknown> {
  const question = `${base}/questions/${encodeURIComponent(id)}`;
  const fallback = FALLBACKS[change.action];
  switch (change.action) {
    case 'answer':
      return apiRequest<AnswerResponse>(`${question}/answers`, {
        method: 'POST',
        body: { body: change.body },
        fallback,
      });
    case 'comment':
      return apiRequest<CommentResponse>(`${question}/comments`, {
        method: 'POST',
        body: { body: change.body },
        fallback,
      });
    case 'accept':
      return apiRequest<QuestionDetailResponse>(`${question}/accept/${encodeURIComponent(change.answerId)}`, {
        method: 'POST',
        fallback,
      });
    case 'deleteComment':
      return apiRequest<DeletedResponse>(`${base}/comments/${encodeURIComponent(change.commentId)}`, {
        method: 'DELETE',
        fallback,
      });
    default:
      return apiRequest<QuestionResponse>(`${base}/${encodeURIComponent(id)}/${change.action}`, {
        method: 'POST',
        fallback,
      });
  }
}

/** Every change to one question's thread; the thread is reloaded afterwards, success or not. */
export function useThreadAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ThreadAction) => send(id, change),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: discussionKeys.detail(id) });
      void client.invalidateQueries({ queryKey: discussionKeys.lists });
    },
  });
}
