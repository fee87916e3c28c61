import type {
  AdminApplicationResponse,
  AdminApplicationsResponse,
  ApplyInput,
  MyApplicationResponse,
} from '@medprep/shared';
import { apiPaths } from '@medprep/shared/api-paths';
import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiGetWith, apiSend } from '../../lib/api-calls';
import { apiRequest } from '../../lib/api-client';
import { readPagedQuery, readQuery } from '../../lib/read-query';
import { useSession } from '../../lib/session';
import { type AdminListFilters, applicationKeys, myApplicationQueryOptions } from './my-application';

export { type AdminListFilters, applicationKeys, myApplicationQueryOptions } from './my-application';

export function useMyApplication() {
  const { user } = useSession();
  return useQuery({ ...myApplicationQueryOptions(), enabled: Boolean(user) });
}

/** POST /me/instructor/apply. */
export const applyToTeach = (body: ApplyInput) =>
  apiSend<MyApplicationResponse>(
    'POST',
    apiPaths.applications.apply(),
    body,
    APPLICATION_MESSAGES.submitFailed,
  );

export function useApplyToTeach() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyToTeach,
    onSuccess: (answer) => {
      client.setQueryData(applicationKeys.mine, answer);
      void client.invalidateQueries({ queryKey: applicationKeys.adminLists });
    },
  });
}

/* ---------- Admin review (GET/POST/PATCH /admin/instructor-applications…) ---------- */

export const getAdminApplications = (filters: AdminListFilters, signal?: AbortSignal) =>
  apiGetWith<AdminApplicationsResponse>(
    apiPaths.applications.adminList(),
    { q: filters.q, status: filters.status, page: filters.page, limit: filters.limit },
    APPLICATION_MESSAGES.loadListFailed,
    signal,
  );

export const adminApplicationsQueryOptions = (filters: AdminListFilters) =>
  readPagedQuery(applicationKeys.adminList(filters), (signal) => getAdminApplications(filters, signal));

export const useAdminApplications = (filters: AdminListFilters) =>
  useQuery(adminApplicationsQueryOptions(filters));

/** How many applications wait for review: a one-item page's total. */
export const usePendingApplicationsCount = () =>
  useQuery({
    ...adminApplicationsQueryOptions({ status: 'pending', page: 1, limit: 1 }),
    select: (answer) => answer.meta.total,
  });

export const getAdminApplication = (id: string, signal?: AbortSignal) =>
  apiGet<AdminApplicationResponse>(
    apiPaths.applications.adminOne(id),
    APPLICATION_MESSAGES.loadFailed,
    signal,
  );

export const adminApplicationQueryOptions = (id: string) =>
  readQuery(applicationKeys.adminDetail(id), (signal) => getAdminApplication(id, signal), {
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useAdminApplication = (id: string) => useQuery(adminApplicationQueryOptions(id));

type Change =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'notes'; notes: string };

/** POST …/approve, POST …/reject {reason} or PATCH …/notes {notes}. */
export function reviewApplication(id: string, change: Change) {
  switch (change.action) {
    case 'approve':
      return apiRequest<AdminApplicationResponse>(apiPaths.applications.approve(id), { method: 'POST' });
    case 'reject':
      return apiRequest<AdminApplicationResponse>(apiPaths.applications.reject(id), {
        method: 'POST',
        body: { reason: change.reason },
      });
    case 'notes':
      return apiRequest<AdminApplicationResponse>(apiPaths.applications.notes(id), {
        method: 'PATCH',
        body: { notes: change.notes },
      });
  }
}

const refreshLists = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: applicationKeys.adminLists });

/**
 * Approve, reject or save notes on one application. The page shows the server's answer, never a guess: a
 * refusal (another admin decided first, say) reloads the application before the error reaches the caller, so
 * the page shows its real status beside the error.
 */
export function useReviewApplication(id: string) {
  const client = useQueryClient();
  const key = applicationKeys.adminDetail(id);
  return useMutation({
    mutationFn: (change: Change) => reviewApplication(id, change),
    onSuccess: (answer) => client.setQueryData(key, answer),
    onError: () => client.refetchQueries({ queryKey: key }),
    onSettled: () => refreshLists(client),
  });
}

export type ReviewChange = Change;
