import { listSearch, readPage, readText } from '../../ui/list';

/** The learner's quiz lists (the catalogue, the attempts) keep a search text and a page in the address. */
export interface QuizListFilters {
  q: string;
  page: number;
}

export const readQuizList = (params: URLSearchParams): QuizListFilters => ({
  q: readText(params, 'q') ?? '',
  page: readPage(params),
});

export const writeQuizList = (filters: QuizListFilters) => listSearch({ q: filters.q, page: filters.page });
