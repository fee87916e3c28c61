import type { InstructorQuizResponse, QuizListResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readQuery } from '../../../lib/read-query';
import { retryUnlessClientError } from './keys';

/** How many of the instructor's quizzes the lesson picker lists for one search. */
export const LESSON_QUIZ_CHOICES = 20;

/**
 * GET /instructor/mock/quizzes?q: the caller's own quizzes, for the quiz lesson picker.
 * The courses feature calls the quizzes API through this one function rather than importing the quizzes
 * feature.
 */
export const getLessonQuizzes = (q: string, signal?: AbortSignal) =>
  apiRequest<QuizListResponse>(apiPaths.quizzes.instructorList(), {
    query: { q: q || undefined, limit: LESSON_QUIZ_CHOICES },
    signal,
  });

export const lessonQuizKeys = {
  search: (q: string) => ['courses', 'lesson-quizzes', q] as const,
  one: (id: string) => ['courses', 'lesson-quiz', id] as const,
};

export const useLessonQuizzes = (q: string, enabled: boolean) =>
  useQuery({
    ...readQuery(lessonQuizKeys.search(q), (signal) => getLessonQuizzes(q, signal), {
      retry: retryUnlessClientError,
    }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET /instructor/mock/quizzes/{id}: the quiz a lesson already names (the author's own, or any for an admin). */
export const getLessonQuiz = (id: string, signal?: AbortSignal) =>
  apiRequest<InstructorQuizResponse>(apiPaths.quizzes.instructorOne(id), { signal }).then((r) => r.quiz);

export const getLessonQuizQueryOptions = (id: string) =>
  readQuery(lessonQuizKeys.one(id), (signal) => getLessonQuiz(id, signal), {
    retry: false,
    staleTime: 60_000,
  });

export const useLessonQuiz = (id: string, enabled: boolean) =>
  useQuery({ ...getLessonQuizQueryOptions(id), enabled: enabled && id !== '' });
