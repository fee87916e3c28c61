import type { ApplicationStatus, MyApplicationResponse } from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/*
 * The query keys and the caller's own application, which the shell asks for its 'My application' entry:
 * apart from the rest of the applications API (api.ts re-exports them), so first-load code stays small.
 */

/** The admin list's filters, as the address holds them. */
export interface AdminListFilters {
  q?: string | undefined;
  status?: ApplicationStatus | undefined;
  page: number;
  limit: number;
}

export const applicationKeys = {
  all: ['applications'] as const,
  mine: ['applications', 'mine'] as const,
  adminLists: ['applications', 'admin', 'list'] as const,
  adminList: (filters: AdminListFilters) => ['applications', 'admin', 'list', filters] as const,
  adminDetail: (id: string) => ['applications', 'admin', 'detail', id] as const,
};

/* ---------- The applicant (GET /me/instructor/application, POST /me/instructor/apply) ---------- */

export const getMyApplication = (signal?: AbortSignal) =>
  apiRequest<MyApplicationResponse>(apiPaths.applications.mine(), {
    signal,
    fallback: APPLICATION_MESSAGES.loadFailed,
  });

export const myApplicationQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.mine, queryFn: ({ signal }) => getMyApplication(signal) });
