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
import { apiPaths } from '@medprep/shared/api-paths';
import {
  DISCUSSION_MESSAGES,
  MAX_PAGE_SIZE,
  type QuestionListStatus,
  type QuestionSort,
} from '@medprep/shared/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetWith, apiSend } from '../../lib/api-calls';
import { apiRequest } from '../../lib/api-client';
import { useInvalidatingMutation } from '../../lib/invalidating-mutation';
import { pagedRead, readQuery } from '../../lib/read-query';

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

/** GET /discussions/questions: the list, searched, filtered and sorted. */
export const getQuestions = (filters: DiscussionFilters, signal?: AbortSignal) =>
  apiGetWith<QuestionsResponse>(
    apiPaths.discussions.questions(),
    {
      q: filters.q,
      sort: filters.sort,
      status: filters.status,
      courseId: filters.courseId,
      page: filters.page,
    },
    DISCUSSION_MESSAGES.loadFailed,
    signal,
  );

export const { options: questionsQueryOptions, use: useQuestions } = pagedRead(
  discussionKeys.list,
  getQuestions,
);

/** GET /discussions/questions/{id}: one question with its thread. */
export const getQuestion = (id: string, signal?: AbortSignal) =>
  apiGet<QuestionDetailResponse>(
    apiPaths.discussions.question(id),
    DISCUSSION_MESSAGES.loadQuestionFailed,
    signal,
  );

export const questionQueryOptions = (id: string) =>
  readQuery(discussionKeys.detail(id), (signal) => getQuestion(id, signal), {
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useQuestion = (id: string) => useQuery(questionQueryOptions(id));

/** The published courses a question may name (the catalogue's first page of the largest size). */
export const getCourseOptions = (signal?: AbortSignal) =>
  apiRequest<{ items: CourseSummary[] }>(apiPaths.courses.list(), {
    query: { limit: MAX_PAGE_SIZE, sort: 'newest' },
    signal,
  });

export const courseOptionsQueryOptions = () =>
  readQuery(discussionKeys.courses, getCourseOptions, {
    select: (answer) => answer.items.map((c) => ({ id: c.id, title: c.title })),
    staleTime: 5 * 60_000,
  });

export const useCourseOptions = () => useQuery(courseOptionsQueryOptions());

/** POST /discussions/questions. */
export const askQuestion = (body: AskInput) =>
  apiSend<QuestionResponse>('POST', apiPaths.discussions.questions(), body, DISCUSSION_MESSAGES.postFailed);

export const useAskQuestion = () => useInvalidatingMutation(askQuestion, discussionKeys.lists);

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

/** One change to a question's thread: an answer, a comment, the accepted answer, a deletion or moderation. */
export function changeThread(id: string, change: ThreadAction): Promise<unknown> {
  const fallback = FALLBACKS[change.action];
  switch (change.action) {
    case 'answer':
      return apiRequest<AnswerResponse>(apiPaths.discussions.answers(id), {
        method: 'POST',
        body: { body: change.body },
        fallback,
      });
    case 'comment':
      return apiRequest<CommentResponse>(apiPaths.discussions.comments(id), {
        method: 'POST',
        body: { body: change.body },
        fallback,
      });
    case 'accept':
      return apiRequest<QuestionDetailResponse>(apiPaths.discussions.accept(id, change.answerId), {
        method: 'POST',
        fallback,
      });
    case 'deleteComment':
      return apiRequest<DeletedResponse>(apiPaths.discussions.comment(change.commentId), {
        method: 'DELETE',
        fallback,
      });
    default:
      return apiRequest<QuestionResponse>(apiPaths.discussions.moderate(id, change.action), {
        method: 'POST',
        fallback,
      });
  }
}

/** Every change to one question's thread; the thread is reloaded afterwards, success or not. */
export function useThreadAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ThreadAction) => changeThread(id, change),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: discussionKeys.detail(id) });
      void client.invalidateQueries({ queryKey: discussionKeys.lists });
    },
  });
}
