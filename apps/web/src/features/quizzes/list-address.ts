import { QUIZ_SEARCH_DEBOUNCE_MS } from '@medprep/shared/constants';
import { listSearch, readPage, readText, useListAddress } from '../../ui/list';

/** The learner's quiz lists (the catalogue, the attempts) keep a search text and a page in the address. */
export interface QuizListFilters {
  q: string;
  page: number;
}

const readQuizList = (params: URLSearchParams): QuizListFilters => ({
  q: readText(params, 'q') ?? '',
  page: readPage(params),
});

const writeQuizList = (filters: QuizListFilters) => listSearch({ q: filters.q, page: filters.page });

/** A learner's quiz list's filters, with what its search box and its pager take from them. */
export function useQuizList() {
  const { filters, update } = useListAddress(readQuizList, writeQuizList);
  return {
    filters,
    search: {
      formLabel: 'Search',
      value: filters.q,
      onSearch: (q: string) => update({ q }, { replace: true }),
      delayMs: QUIZ_SEARCH_DEBOUNCE_MS,
    },
    pager: {
      page: filters.page,
      hasNextPage: (data: { meta: { hasNextPage: boolean } }) => data.meta.hasNextPage,
      onPage: (page: number) => update({ page }),
    },
  };
}
