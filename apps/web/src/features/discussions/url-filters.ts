import {
  DEFAULT_QUESTION_SORT,
  QUESTION_LIST_STATUSES,
  QUESTION_SORTS,
  UUID_PATTERN,
} from '@medprep/shared/constants';
import { lastParam, listSearch, readEnum, readPage, readText } from '../../ui/list';
import type { DiscussionFilters } from './api';

/** The list's filters from the address; anything unknown falls back to the default. */
export function readDiscussionFilters(params: URLSearchParams): DiscussionFilters {
  const courseId = lastParam(params, 'courseId') ?? '';
  return {
    q: readText(params, 'q'),
    sort: readEnum(params, 'sort', QUESTION_SORTS) ?? DEFAULT_QUESTION_SORT,
    status: readEnum(params, 'status', QUESTION_LIST_STATUSES),
    courseId: UUID_PATTERN.test(courseId) ? courseId : undefined,
    page: readPage(params),
  };
}

/** The address query for the filters, leaving defaults out. */
export const discussionSearch = (filters: DiscussionFilters) =>
  listSearch(
    {
      q: filters.q,
      sort: filters.sort,
      status: filters.status,
      courseId: filters.courseId,
      page: filters.page,
    },
    { sort: DEFAULT_QUESTION_SORT, page: 1 },
  );
