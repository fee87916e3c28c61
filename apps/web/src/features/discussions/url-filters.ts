import {
  DEFAULT_QUESTION_SORT,
  QUESTION_LIST_STATUSES,
  QUESTION_SORTS,
  type QuestionListStatus,
  type QuestionSort,
  UUID_PATTERN,
} from '@medprep/shared/constants';
import type { DiscussionFilters } from './api';

/** The list's filters from the address; anything unknown falls back to the default. */
export function readDiscussionFilters(params: URLSearchParams): DiscussionFilters {
  const sort = params.get('sort') ?? '';
  const status = params.get('status') ?? '';
  const courseId = params.get('courseId') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: params.get('q')?.trim() || undefined,
    sort: (QUESTION_SORTS as readonly string[]).includes(sort)
      ? (sort as QuestionSort)
      : DEFAULT_QUESTION_SORT,
    status: (QUESTION_LIST_STATUSES as readonly string[]).includes(status)
      ? (status as QuestionListStatus)
      : undefined,
    courseId: UUID_PATTERN.test(courseId) ? courseId : undefined,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The address query for the filters, leaving defaults out. */
export function discussionFiltersQuery(
  filters: DiscussionFilters,
): Record<string, string | number | undefined> {
  return {
    q: filters.q || undefined,
    sort: filters.sort !== DEFAULT_QUESTION_SORT ? filters.sort : undefined,
    status: filters.status,
    courseId: filters.courseId,
    page: filters.page > 1 ? filters.page : undefined,
  };
}
