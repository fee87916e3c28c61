import type { ApplicationStatus } from '@medprep/shared';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, APPLICATION_STATUSES } from '@medprep/shared/constants';
import type { AdminListFilters } from './api';

/** The admin list's filters from the address; anything unknown falls back to the default. */
export function readAdminFilters(params: URLSearchParams): AdminListFilters {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const limit = Number.parseInt(params.get('limit') ?? '', 10);
  return {
    q: params.get('q')?.trim() || undefined,
    status: (APPLICATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ApplicationStatus)
      : undefined,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/** The address query for the filters, leaving defaults out. */
export function adminFiltersQuery(filters: AdminListFilters): Record<string, string | number | undefined> {
  return {
    q: filters.q || undefined,
    status: filters.status,
    page: filters.page > 1 ? filters.page : undefined,
    limit: filters.limit !== ADMIN_DEFAULT_PAGE_SIZE ? filters.limit : undefined,
  };
}
