import type {
  AdminApplicationResponse,
  AdminApplicationsResponse,
  ApplyInput,
  MyApplicationResponse,
} from '@medprep/shared';
import { APPLICATION_MESSAGES } from '@medprep/shared/constants';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { type AdminListFilters, applicationKeys, myApplicationQueryOptions } from './my-application';

export { type AdminListFilters, applicationKeys, myApplicationQueryOptions } from './my-application';

export function useMyApplication() {
  const { user } = useSession();
  return useQuery({ ...myApplicationQueryOptions(), enabled: Boolean(user) });
}

export function useApplyToTeach() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyInput) =>
      apiRequest<MyApplicationResponse>('/me/instructor/apply', {
        method: 'POST',
        body,
        fallback: APPLICATION_MESSAGES.submitFailed,
      }),
    onSuccess: (answer) => {
      client.setQueryData(applicationKeys.mine, answer);
      void client.invalidateQueries({ queryKey: applicationKeys.adminLists });
    },
  });
}

/* ---------- Admin review (GET/POST/PATCH /admin/instructor-applications…) ---------- */

export const adminApplicationsQueryOptions = (filters: AdminListFilters) =>
  queryOptions({
    queryKey: applicationKeys.adminList(filters),
    queryFn: () =>
      apiRequest<AdminApplicationsResponse>('/admin/instructor-applications', {
        query: { q: filters.q, status: filters.status, page: filters.page, limit: filters.limit },
        fallback: APPLICATION_MESSAGES.loadListFailed,
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminApplications = (filters: AdminListFilters) =>
  useQuery(adminApplicationsQueryOptions(filters));

/** How many applications wait for review: a one-item page's total. */
export const usePendingApplicationsCount = () =>
  useQuery({
    ...adminApplicationsQueryOptions({ status: 'pending', page: 1, limit: 1 }),
    select: (answer) => answer.meta.total,
  });

export const adminApplicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.adminDetail(id),
    queryFn: () =>
      apiRequest<AdminApplicationResponse>(`/admin/instructor-applications/${encodeURIComponent(id)}`, {
        fallback: APPLICATION_MESSAGES.loadFailed,
      }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useAdminApplication = (id: string) => useQuery(adminApplicationQueryOptions(id));

type Change =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  | { action: 'notes'; notes: string };

function request(id: string, change: Change) {
  const base = `/admin/instructor-applications/${encodeURIComponent(id)}`;
  switch (change.action) {
    case 'approve':
      return apiRequest<AdminApplicationResponse>(`${base}/approve`, { method: 'POST' });
    case 'reject':
      return apiRequest<AdminApplicationResponse>(`${base}/reject`, {
        method: 'POST',
        body: { reason: change.reason },
      });
    case 'notes':
      return apiRequest<AdminApplicationResponse>(`${base}/notes`, {
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
    mutationFn: (change: Change) => request(id, change),
    onSuccess: (answer) => client.setQueryData(key, answer),
    onError: () => client.refetchQueries({ queryKey: key }),
    onSettled: () => refreshLists(client),
  });
}

export type ReviewChange = Change;
