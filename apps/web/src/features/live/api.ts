import type {
  CheckoutResponse,
  CreateLiveBody,
  LiveAttendanceResponse,
  LiveCreateResponse,
  LiveEntitlement,
  LiveJoinResponse,
  LiveListResponse,
  LiveSessionResponse,
  SyncResponse,
  UpdateLiveBody,
} from '@medprep/shared';
import {
  HOME_LIVE_COUNT,
  HOME_LIVE_STALE_MS,
  LIVE_MESSAGES,
  LIVE_MY_PAGE_SIZE,
  LIVE_PAGE_SIZE,
  LIVE_PURCHASE_POLL_MAX_MS,
  LIVE_PURCHASE_POLL_MS,
  LIVE_UPCOMING_GRACE_MS,
  type LiveStatus,
} from '@medprep/shared/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

const base = (id: string) => `/live-sessions/${encodeURIComponent(id)}`;

export const liveKeys = {
  all: ['live'] as const,
  list: (status: string, page: number) => ['live', 'list', status, page] as const,
  upcoming: ['live', 'upcoming'] as const,
  mine: (page: number) => ['live', 'mine', page] as const,
  session: (id: string) => ['live', 'session', id] as const,
  entitlement: (id: string, userId: string | null) => ['live', 'entitlement', id, userId] as const,
  attendance: (id: string) => ['live', 'attendance', id] as const,
};

/** Sends the browser elsewhere (a checkout page, a Zoom link); tests replace it. */
export const liveNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
  open(url: string) {
    window.open(url, '_blank', 'noopener');
  },
};

const notFoundIsFinal = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && count < 1;

/** /live: every session, filtered by status, 12 a page. */
export function useLiveList(status: LiveStatus | '', page: number) {
  return useQuery({
    queryKey: liveKeys.list(status, page),
    queryFn: () =>
      apiRequest<LiveListResponse>('/live-sessions', {
        query: { status, page, limit: LIVE_PAGE_SIZE },
        fallback: LIVE_MESSAGES.loadListFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The home carousel: the next 6 sessions by start (from one minute ago), fresh for 30 s. */
export function useUpcomingLive() {
  return useQuery({
    queryKey: liveKeys.upcoming,
    queryFn: () =>
      apiRequest<LiveListResponse>('/live-sessions', {
        query: {
          from: new Date(Date.now() - LIVE_UPCOMING_GRACE_MS).toISOString(),
          limit: HOME_LIVE_COUNT,
        },
        fallback: LIVE_MESSAGES.homeLoadFailed,
      }),
    staleTime: HOME_LIVE_STALE_MS,
  });
}

/** /instructor/live: the caller's own sessions, 20 a page, with attendee counts. */
export function useMyLiveSessions(page: number) {
  return useQuery({
    queryKey: liveKeys.mine(page),
    queryFn: () =>
      apiRequest<LiveListResponse>('/live-sessions', {
        query: { host: 'me', page, limit: LIVE_MY_PAGE_SIZE },
        fallback: LIVE_MESSAGES.loadSessionsFailed,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLiveSession(id: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...liveKeys.session(id), user?.id ?? null],
    queryFn: () => apiRequest<LiveSessionResponse>(base(id), { fallback: LIVE_MESSAGES.loadSessionFailed }),
    retry: notFoundIsFinal,
    // The new-session form has no id yet: nothing to load.
    enabled: Boolean(id),
  });
}

/**
 * What the caller may do. After a purchase return (`poll`), asked again every 1.5 s until access is
 * granted or 60 s have passed (platform.md §4).
 */
export function useEntitlement(id: string, poll: boolean) {
  const { user, loading } = useSession();
  const started = useRef<number | null>(null);
  if (poll && started.current === null) started.current = Date.now();
  const query = useQuery({
    queryKey: liveKeys.entitlement(id, user?.id ?? null),
    queryFn: () => apiRequest<LiveEntitlement>(`${base(id)}/entitlement`),
    // A guest has no access to anything: nothing to ask.
    enabled: !loading && Boolean(user),
    retry: notFoundIsFinal,
  });
  const { data, dataUpdatedAt, errorUpdatedAt, refetch, isFetching } = query;
  // One timer after each answer (never two at once): ask again in 1.5 s while there is no access yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (its time) starts the next timer
  useEffect(() => {
    if (!poll || !user || isFetching || data?.hasAccess || started.current === null) return;
    if (Date.now() - started.current >= LIVE_PURCHASE_POLL_MAX_MS) return;
    const timer = setTimeout(() => void refetch(), LIVE_PURCHASE_POLL_MS);
    return () => clearTimeout(timer);
  }, [poll, user, isFetching, data?.hasAccess, dataUpdatedAt, errorUpdatedAt, refetch]);
  return query;
}

/** The entitlement as last answered (the join panel asks and polls; this only reads its answer). */
export function useEntitlementAnswer(id: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: liveKeys.entitlement(id, user?.id ?? null),
    queryFn: () => apiRequest<LiveEntitlement>(`${base(id)}/entitlement`),
    enabled: false,
  }).data;
}

export const joinSession = (id: string) =>
  apiRequest<LiveJoinResponse>(`${base(id)}/join`, {
    query: { t: Date.now() },
    fallback: LIVE_MESSAGES.joinFailed,
  });

export function useLiveCheckout(id: string) {
  return useMutation({
    mutationFn: async () => {
      const answer = await apiRequest<Partial<CheckoutResponse> | null>(
        `/me/live-sessions/${encodeURIComponent(id)}/checkout`,
        { method: 'POST', fallback: LIVE_MESSAGES.checkoutFailed },
      );
      if (!answer?.checkoutUrl) throw new Error(LIVE_MESSAGES.checkoutNoUrl);
      return answer.checkoutUrl;
    },
    onSuccess: (url) => liveNavigation.assign(url),
  });
}

export const confirmLivePurchase = (id: string, sessionId: string) =>
  apiRequest<SyncResponse>(`/me/live-sessions/${encodeURIComponent(id)}/confirm`, {
    method: 'POST',
    body: { sessionId },
  });

export function useSaveLive(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLiveBody | UpdateLiveBody) =>
      id
        ? apiRequest<LiveSessionResponse>(base(id), {
            method: 'PATCH',
            body,
            fallback: LIVE_MESSAGES.updateFailed,
          }).then((r) => r.session.id)
        : apiRequest<LiveCreateResponse>('/live-sessions', {
            method: 'POST',
            body,
            fallback: LIVE_MESSAGES.createFailed,
          }).then((r) => r.session.id),
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}

export function useDeleteLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: boolean }>(base(id), { method: 'DELETE', fallback: LIVE_MESSAGES.deleteFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}

export function useAttendance(id: string | null) {
  return useQuery({
    queryKey: liveKeys.attendance(id ?? ''),
    queryFn: () => apiRequest<LiveAttendanceResponse>(`${base(id ?? '')}/attendance`),
    enabled: Boolean(id),
  });
}
