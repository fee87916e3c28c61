import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, APPLICATION_STATUSES } from '@medprep/shared/constants';
import { lastParam, listSearch, readEnum, readPage, readText } from '../../ui/list';
import type { AdminListFilters } from './api';

/** The admin list's filters from the address; anything unknown falls back to the default. */
export function readAdminFilters(params: URLSearchParams): AdminListFilters {
  const limit = Number(lastParam(params, 'limit'));
  return {
    q: readText(params, 'q'),
    status: readEnum(params, 'status', APPLICATION_STATUSES),
    page: readPage(params),
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/** The address query for the filters, leaving defaults out. */
export const adminFiltersSearch = (filters: AdminListFilters) =>
  listSearch(
    { q: filters.q, status: filters.status, page: filters.page, limit: filters.limit },
    { page: 1, limit: ADMIN_DEFAULT_PAGE_SIZE },
  );
