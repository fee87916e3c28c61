import { apiPaths } from '@medprep/shared/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CATEGORIES_STALE_MS } from '../content';
import { courseKeys } from './keys';

/** GET /courses/categories: the categories of published courses. */
export const getCategories = () => apiRequest<{ items: string[] }>(apiPaths.courses.categories());

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.categories(),
    queryFn: getCategories,
    select: (answer) => answer.items,
    staleTime: CATEGORIES_STALE_MS,
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
